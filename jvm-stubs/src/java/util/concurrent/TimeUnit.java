package java.util.concurrent;

/** Units of time (ironpf runtime library); ironpf does not model time passing. */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000L * 1000L),
    SECONDS(1000L * 1000L * 1000L),
    MINUTES(60L * 1000L * 1000L * 1000L),
    HOURS(60L * 60L * 1000L * 1000L * 1000L),
    DAYS(24L * 60L * 60L * 1000L * 1000L * 1000L);

    private final long nanos;

    TimeUnit(long nanos) {
        this.nanos = nanos;
    }

    /** {@code d} of this unit in units of {@code unitNanos} nanoseconds, saturated. */
    private long to(long d, long unitNanos) {
        if (nanos >= unitNanos) {
            long ratio = nanos / unitNanos;
            long max = Long.MAX_VALUE / ratio;
            if (d > max) {
                return Long.MAX_VALUE;
            }
            if (d < -max) {
                return Long.MIN_VALUE;
            }
            return d * ratio;
        }
        return d / (unitNanos / nanos);
    }

    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return sourceUnit.to(sourceDuration, nanos);
    }

    public long toNanos(long d) {
        return to(d, NANOSECONDS.nanos);
    }

    public long toMicros(long d) {
        return to(d, MICROSECONDS.nanos);
    }

    public long toMillis(long d) {
        return to(d, MILLISECONDS.nanos);
    }

    public long toSeconds(long d) {
        return to(d, SECONDS.nanos);
    }

    public long toMinutes(long d) {
        return to(d, MINUTES.nanos);
    }

    public long toHours(long d) {
        return to(d, HOURS.nanos);
    }

    public long toDays(long d) {
        return to(d, DAYS.nanos);
    }

    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            Thread.sleep(toMillis(timeout));
        }
    }

    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            thread.join(Math.max(1, toMillis(timeout)));
        }
    }

    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            obj.wait(Math.max(1, toMillis(timeout)));
        }
    }
}
