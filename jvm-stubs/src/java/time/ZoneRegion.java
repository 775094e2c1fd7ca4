package java.time;

import java.time.zone.ZoneRules;

/** A region-based time-zone id (rules from ironpf's java.util.TimeZone table). */
final class ZoneRegion extends ZoneId implements java.io.Serializable {
    private static final long serialVersionUID = 8386373296231747096L;

    private final String id;
    private final transient ZoneRules rules;

    ZoneRegion(String id, ZoneRules rules) {
        this.id = id;
        this.rules = rules;
    }

    /** Old JDK ids that java.util.TimeZone knows but the tz database (and so ZoneId) does not. */
    private static final String OLD_IDS = " ACT AET AGT ART AST BET BST CAT CNT CST CTT EAT ECT EST HST IET IST JST MIT MST NET NST"
            + " PLT PNT PRT PST SST VST ";

    /** Ids of fixed offsets without history, besides those under Etc/. */
    private static final String FIXED_IDS = " Zulu UCT Universal Greenwich GMT0 ";

    static ZoneRegion ofId(String zoneId) {
        checkName(zoneId);
        if (OLD_IDS.contains(" " + zoneId + " ") || zoneId.startsWith("SystemV/")) {
            throw ZoneId.unknown(zoneId);
        }
        java.util.TimeZone tz = java.util.TimeZone.getTimeZone(zoneId);
        if (!tz.getID().equals(zoneId)) {
            throw ZoneId.unknown(zoneId);
        }
        if (!tz.useDaylightTime() && (zoneId.startsWith("Etc/") || FIXED_IDS.contains(" " + zoneId + " "))) {
            return new ZoneRegion(zoneId, ZoneRules.of(ZoneOffset.ofTotalSeconds(tz.getRawOffset() / 1000)));
        }
        return new ZoneRegion(zoneId, ZoneRules.ironpfOfTimeZone(tz));
    }

    private static void checkName(String zoneId) {
        int n = zoneId.length();
        if (n < 2) {
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
        }
        for (int i = 0; i < n; i++) {
            char c = zoneId.charAt(i);
            if (c >= 'a' && c <= 'z') continue;
            if (c >= 'A' && c <= 'Z') continue;
            if (c == '/' && i != 0) continue;
            if (c >= '0' && c <= '9' && i != 0) continue;
            if (c == '~' && i != 0) continue;
            if (c == '.' && i != 0) continue;
            if (c == '_' && i != 0) continue;
            if (c == '+' && i != 0) continue;
            if (c == '-' && i != 0) continue;
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
        }
    }

    public String getId() {
        return id;
    }

    public ZoneRules getRules() {
        if (rules == null) {
            throw ZoneId.unknown(id);
        }
        return rules;
    }
}
