package java.time.zone;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;

/**
 * The offsets of a time zone: a fixed offset, or the rules of one of ironpf's java.util.TimeZone
 * zones (a standard offset and at most one daylight-saving rule, valid from the year the zone's
 * current rules took effect; earlier instants fail loudly).
 */
public final class ZoneRules implements java.io.Serializable {
    private static final long serialVersionUID = 3044319355680032515L;

    private final ZoneOffset fixed;
    private final java.util.TimeZone zone;

    private ZoneRules(ZoneOffset fixed, java.util.TimeZone zone) {
        this.fixed = fixed;
        this.zone = zone;
    }

    public static ZoneRules of(ZoneOffset offset) {
        java.util.Objects.requireNonNull(offset, "offset");
        return new ZoneRules(offset, null);
    }

    /** ironpf only (not a JDK member; java.time.ZoneRegion's way in): the rules of a zone of
     *  ironpf's TimeZone table. */
    public static ZoneRules ironpfOfTimeZone(java.util.TimeZone zone) {
        return new ZoneRules(null, zone);
    }

    public boolean isFixedOffset() {
        return fixed != null;
    }

    public ZoneOffset getOffset(Instant instant) {
        if (fixed != null) {
            return fixed;
        }
        return ZoneOffset.ofTotalSeconds(zone.getOffset(millis(instant.getEpochSecond())) / 1000);
    }

    private static long millis(long epochSecond) {
        if (epochSecond > Long.MAX_VALUE / 1000) {
            return Long.MAX_VALUE;
        }
        if (epochSecond < Long.MIN_VALUE / 1000) {
            return Long.MIN_VALUE;
        }
        return epochSecond * 1000;
    }

    private ZoneOffset offsetAt(long epochSecond) {
        return ZoneOffset.ofTotalSeconds(zone.getOffset(millis(epochSecond)) / 1000);
    }

    /** The offsets valid for a local date-time: one, two (an overlap, earlier first) or none (a gap). */
    public List<ZoneOffset> getValidOffsets(LocalDateTime localDateTime) {
        if (fixed != null) {
            return java.util.Collections.singletonList(fixed);
        }
        long local = localDateTime.toEpochSecond(ZoneOffset.UTC);
        int std = zone.getRawOffset() / 1000;
        int dst = std + zone.getDSTSavings() / 1000;
        List<ZoneOffset> result = new java.util.ArrayList<>(2);
        if (dst != std && offsetAt(local - dst).getTotalSeconds() == dst) {
            result.add(ZoneOffset.ofTotalSeconds(dst));
        }
        if (offsetAt(local - std).getTotalSeconds() == std) {
            result.add(ZoneOffset.ofTotalSeconds(std));
        }
        return java.util.Collections.unmodifiableList(result);
    }

    /** The offset before a gap's start (for a local date-time in a gap). */
    public ZoneOffset getOffset(LocalDateTime localDateTime) {
        List<ZoneOffset> valid = getValidOffsets(localDateTime);
        if (!valid.isEmpty()) {
            return valid.get(0);
        }
        return ZoneOffset.ofTotalSeconds(zone.getRawOffset() / 1000);
    }

    public boolean isValidOffset(LocalDateTime localDateTime, ZoneOffset offset) {
        return getValidOffsets(localDateTime).contains(offset);
    }

    public ZoneOffset getStandardOffset(Instant instant) {
        if (fixed != null) {
            return fixed;
        }
        getOffset(instant);
        return ZoneOffset.ofTotalSeconds(zone.getRawOffset() / 1000);
    }

    public Duration getDaylightSavings(Instant instant) {
        if (fixed != null) {
            return Duration.ZERO;
        }
        return Duration.ofSeconds(getOffset(instant).getTotalSeconds() - getStandardOffset(instant).getTotalSeconds());
    }

    public boolean isDaylightSavings(Instant instant) {
        return !getStandardOffset(instant).equals(getOffset(instant));
    }

    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (other instanceof ZoneRules) {
            ZoneRules o = (ZoneRules) other;
            if (fixed != null) {
                return fixed.equals(o.fixed);
            }
            return o.zone != null && zone.hasSameRules(o.zone);
        }
        return false;
    }

    public int hashCode() {
        if (fixed != null) {
            return 1;
        }
        throw ironpf.Unsupported.fail("ZoneRules.hashCode of a zone with transitions");
    }

    public String toString() {
        if (fixed != null) {
            return "ZoneRules[currentStandardOffset=" + fixed + "]";
        }
        throw ironpf.Unsupported.fail("ZoneRules.toString of a zone with transitions");
    }
}
