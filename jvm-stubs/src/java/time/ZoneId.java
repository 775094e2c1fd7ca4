package java.time;

import java.time.format.TextStyle;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesException;
import java.util.Locale;
import java.util.Set;

/**
 * A time-zone id: a {@link ZoneOffset} or a region. Region rules come from ironpf's
 * java.util.TimeZone table (UTC, GMT and about 40 common zones with their current daylight
 * saving rules); a region the JDK knows but the table lacks fails loudly (ironpf.Unsupported).
 * {@link #systemDefault()} is the zone of TimeZone.getDefault() (UTC unless set).
 */
public abstract class ZoneId implements java.io.Serializable {
    private static final long serialVersionUID = 8352817235686L;

    public static final java.util.Map<String, String> SHORT_IDS = shortIds();

    private static java.util.Map<String, String> shortIds() {
        String[] pairs = {"ACT", "Australia/Darwin", "AET", "Australia/Sydney", "AGT", "America/Argentina/Buenos_Aires",
            "ART", "Africa/Cairo", "AST", "America/Anchorage", "BET", "America/Sao_Paulo", "BST", "Asia/Dhaka",
            "CAT", "Africa/Harare", "CNT", "America/St_Johns", "CST", "America/Chicago", "CTT", "Asia/Shanghai",
            "EAT", "Africa/Addis_Ababa", "ECT", "Europe/Paris", "IET", "America/Indiana/Indianapolis",
            "IST", "Asia/Kolkata", "JST", "Asia/Tokyo", "MIT", "Pacific/Apia", "NET", "Asia/Yerevan",
            "NST", "Pacific/Auckland", "PLT", "Asia/Karachi", "PNT", "America/Phoenix", "PRT", "America/Puerto_Rico",
            "PST", "America/Los_Angeles", "SST", "Pacific/Guadalcanal", "VST", "Asia/Ho_Chi_Minh",
            "EST", "-05:00", "MST", "-07:00", "HST", "-10:00"};
        java.util.Map<String, String> map = new java.util.HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(map);
    }

    ZoneId() {
    }

    public static ZoneId systemDefault() {
        return java.util.TimeZone.getDefault().toZoneId();
    }

    public static Set<String> getAvailableZoneIds() {
        throw ironpf.Unsupported.fail("ZoneId.getAvailableZoneIds (ironpf models a table of common zones only)");
    }

    public static ZoneId of(String zoneId, java.util.Map<String, String> aliasMap) {
        java.util.Objects.requireNonNull(zoneId, "zoneId");
        java.util.Objects.requireNonNull(aliasMap, "aliasMap");
        String id = aliasMap.get(zoneId);
        return of(id != null ? id : zoneId);
    }

    public static ZoneId of(String zoneId) {
        java.util.Objects.requireNonNull(zoneId, "zoneId");
        if (zoneId.length() <= 1 || zoneId.startsWith("+") || zoneId.startsWith("-")) {
            return ZoneOffset.of(zoneId);
        } else if (zoneId.startsWith("UTC") || zoneId.startsWith("GMT")) {
            return ofWithPrefix(zoneId, 3);
        } else if (zoneId.startsWith("UT")) {
            return ofWithPrefix(zoneId, 2);
        }
        return ZoneRegion.ofId(zoneId);
    }

    public static ZoneId ofOffset(String prefix, ZoneOffset offset) {
        java.util.Objects.requireNonNull(prefix, "prefix");
        java.util.Objects.requireNonNull(offset, "offset");
        if (prefix.isEmpty()) {
            return offset;
        }
        if (!prefix.equals("GMT") && !prefix.equals("UTC") && !prefix.equals("UT")) {
            throw new IllegalArgumentException("prefix should be GMT, UTC or UT, is: " + prefix);
        }
        if (offset.getTotalSeconds() != 0) {
            prefix = prefix.concat(offset.getId());
        }
        return new ZoneRegion(prefix, offset.getRules());
    }

    private static ZoneId ofWithPrefix(String zoneId, int prefixLength) {
        String prefix = zoneId.substring(0, prefixLength);
        if (zoneId.length() == prefixLength) {
            return ofOffset(prefix, ZoneOffset.UTC);
        }
        if (zoneId.charAt(prefixLength) != '+' && zoneId.charAt(prefixLength) != '-') {
            return ZoneRegion.ofId(zoneId);
        }
        try {
            ZoneOffset offset = ZoneOffset.of(zoneId.substring(prefixLength));
            return ofOffset(prefix, offset);
        } catch (DateTimeException ex) {
            throw new DateTimeException("Invalid ID for offset-based ZoneId: " + zoneId, ex);
        }
    }

    public static ZoneId from(TemporalAccessor temporal) {
        ZoneId obj = temporal.query(TemporalQueries.zone());
        if (obj == null) {
            throw new DateTimeException("Unable to obtain ZoneId from TemporalAccessor: " + temporal + " of type "
                    + temporal.getClass().getName());
        }
        return obj;
    }

    public abstract String getId();

    public String getDisplayName(TextStyle style, Locale locale) {
        throw ironpf.Unsupported.fail("ZoneId.getDisplayName");
    }

    public abstract ZoneRules getRules();

    public ZoneId normalized() {
        ZoneRules rules = getRules();
        if (rules.isFixedOffset()) {
            return rules.getOffset(Instant.EPOCH);
        }
        return this;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof ZoneId) {
            return getId().equals(((ZoneId) obj).getId());
        }
        return false;
    }

    public int hashCode() {
        return getId().hashCode();
    }

    public String toString() {
        return getId();
    }

    /** The exception for a region id without rules. */
    static ZoneRulesException unknown(String zoneId) {
        return new ZoneRulesException("Unknown time-zone ID: " + zoneId);
    }
}
