package java.time;

/**
 * A clock: ironpf's system clocks read System.currentTimeMillis (the model's fixed clock,
 * 2020-01-01T00:00:00Z advancing 1 ms per reading), so now() is deterministic.
 */
public abstract class Clock {
    protected Clock() {
    }

    public static Clock systemUTC() {
        return new SystemClock(ZoneOffset.UTC);
    }

    public static Clock systemDefaultZone() {
        return new SystemClock(ZoneId.systemDefault());
    }

    public static Clock system(ZoneId zone) {
        java.util.Objects.requireNonNull(zone, "zone");
        return new SystemClock(zone);
    }

    public static Clock fixed(Instant fixedInstant, ZoneId zone) {
        java.util.Objects.requireNonNull(fixedInstant, "fixedInstant");
        java.util.Objects.requireNonNull(zone, "zone");
        return new FixedClock(fixedInstant, zone);
    }

    public static Clock offset(Clock baseClock, Duration offsetDuration) {
        java.util.Objects.requireNonNull(baseClock, "baseClock");
        java.util.Objects.requireNonNull(offsetDuration, "offsetDuration");
        if (offsetDuration.equals(Duration.ZERO)) {
            return baseClock;
        }
        return new OffsetClock(baseClock, offsetDuration);
    }

    public static Clock tickMillis(ZoneId zone) {
        return new TickClock(system(zone), 1_000_000L);
    }

    public static Clock tickSeconds(ZoneId zone) {
        return new TickClock(system(zone), 1_000_000_000L);
    }

    public static Clock tickMinutes(ZoneId zone) {
        return new TickClock(system(zone), 60_000_000_000L);
    }

    public static Clock tick(Clock baseClock, Duration tickDuration) {
        java.util.Objects.requireNonNull(baseClock, "baseClock");
        java.util.Objects.requireNonNull(tickDuration, "tickDuration");
        if (tickDuration.isNegative()) {
            throw new IllegalArgumentException("Tick duration must not be negative");
        }
        long tickNanos = tickDuration.toNanos();
        // A whole number of milliseconds, or a fraction of a second that divides it evenly.
        if (tickNanos % 1_000_000L != 0 && 1_000_000_000L % tickNanos != 0) {
            throw new IllegalArgumentException("Invalid tick duration");
        }
        if (tickNanos <= 1) {
            return baseClock;
        }
        return new TickClock(baseClock, tickNanos);
    }

    public abstract ZoneId getZone();

    public abstract Clock withZone(ZoneId zone);

    public long millis() {
        return instant().toEpochMilli();
    }

    public abstract Instant instant();

    public boolean equals(Object obj) {
        return super.equals(obj);
    }

    public int hashCode() {
        return super.hashCode();
    }

    static final class SystemClock extends Clock {
        private final ZoneId zone;

        SystemClock(ZoneId zone) {
            this.zone = zone;
        }

        public ZoneId getZone() {
            return zone;
        }

        public Clock withZone(ZoneId zone) {
            if (zone.equals(this.zone)) {
                return this;
            }
            return new SystemClock(zone);
        }

        public long millis() {
            return System.currentTimeMillis();
        }

        public Instant instant() {
            return Instant.ofEpochMilli(millis());
        }

        public boolean equals(Object obj) {
            return obj instanceof SystemClock && zone.equals(((SystemClock) obj).zone);
        }

        public int hashCode() {
            return zone.hashCode() + 1;
        }

        public String toString() {
            return "SystemClock[" + zone + "]";
        }
    }

    static final class FixedClock extends Clock {
        private final Instant instant;
        private final ZoneId zone;

        FixedClock(Instant fixedInstant, ZoneId zone) {
            this.instant = fixedInstant;
            this.zone = zone;
        }

        public ZoneId getZone() {
            return zone;
        }

        public Clock withZone(ZoneId zone) {
            if (zone.equals(this.zone)) {
                return this;
            }
            return new FixedClock(instant, zone);
        }

        public long millis() {
            return instant.toEpochMilli();
        }

        public Instant instant() {
            return instant;
        }

        public boolean equals(Object obj) {
            if (obj instanceof FixedClock) {
                FixedClock other = (FixedClock) obj;
                return instant.equals(other.instant) && zone.equals(other.zone);
            }
            return false;
        }

        public int hashCode() {
            return instant.hashCode() ^ zone.hashCode();
        }

        public String toString() {
            return "FixedClock[" + instant + "," + zone + "]";
        }
    }

    static final class OffsetClock extends Clock {
        private final Clock baseClock;
        private final Duration offset;

        OffsetClock(Clock baseClock, Duration offset) {
            this.baseClock = baseClock;
            this.offset = offset;
        }

        public ZoneId getZone() {
            return baseClock.getZone();
        }

        public Clock withZone(ZoneId zone) {
            if (zone.equals(baseClock.getZone())) {
                return this;
            }
            return new OffsetClock(baseClock.withZone(zone), offset);
        }

        public long millis() {
            return Math.addExact(baseClock.millis(), offset.toMillis());
        }

        public Instant instant() {
            return baseClock.instant().plus(offset);
        }

        public boolean equals(Object obj) {
            if (obj instanceof OffsetClock) {
                OffsetClock other = (OffsetClock) obj;
                return baseClock.equals(other.baseClock) && offset.equals(other.offset);
            }
            return false;
        }

        public int hashCode() {
            return baseClock.hashCode() ^ offset.hashCode();
        }

        public String toString() {
            return "OffsetClock[" + baseClock + "," + offset + "]";
        }
    }

    /** A clock that reads its base clock truncated to a whole number of ticks. */
    static final class TickClock extends Clock {
        private final Clock baseClock;
        private final long tickNanos;

        TickClock(Clock baseClock, long tickNanos) {
            this.baseClock = baseClock;
            this.tickNanos = tickNanos;
        }

        public ZoneId getZone() {
            return baseClock.getZone();
        }

        public Clock withZone(ZoneId zone) {
            if (zone.equals(baseClock.getZone())) {
                return this;
            }
            return new TickClock(baseClock.withZone(zone), tickNanos);
        }

        public long millis() {
            long millis = baseClock.millis();
            return millis - Math.floorMod(millis, tickNanos / 1_000_000L);
        }

        public Instant instant() {
            if (tickNanos % 1_000_000L == 0) {
                return Instant.ofEpochMilli(millis());
            }
            Instant instant = baseClock.instant();
            return instant.minusNanos(Math.floorMod((long) instant.getNano(), tickNanos));
        }

        public boolean equals(Object obj) {
            if (obj instanceof TickClock) {
                TickClock other = (TickClock) obj;
                return baseClock.equals(other.baseClock) && tickNanos == other.tickNanos;
            }
            return false;
        }

        public int hashCode() {
            return baseClock.hashCode() ^ (int) (tickNanos ^ (tickNanos >>> 32));
        }

        public String toString() {
            return "TickClock[" + baseClock + "," + Duration.ofNanos(tickNanos) + "]";
        }
    }
}
