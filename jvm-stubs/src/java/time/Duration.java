package java.time;

import java.math.BigInteger;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.List;

/** A time-based amount of time: seconds and nanoseconds, such as 34.5 seconds. */
public final class Duration implements TemporalAmount, Comparable<Duration>, java.io.Serializable {
    private static final long serialVersionUID = 3078945930695997490L;

    private static final long NANOS_PER_SECOND = 1000_000_000L;
    private static final BigInteger BI_NANOS_PER_SECOND = BigInteger.valueOf(NANOS_PER_SECOND);

    private static final long[] SLOT_SECONDS = {86400L, 3600L, 60L, 1L};
    private static final String[] SLOT_NAMES = {"days", "hours", "minutes", "seconds"};

    public static final Duration ZERO = new Duration(0, 0);

    private final long seconds;
    private final int nanos;

    private Duration(long seconds, int nanos) {
        this.seconds = seconds;
        this.nanos = nanos;
    }

    public static Duration ofDays(long days) {
        return create(Math.multiplyExact(days, 86400L), 0);
    }

    public static Duration ofHours(long hours) {
        return create(Math.multiplyExact(hours, 3600L), 0);
    }

    public static Duration ofMinutes(long minutes) {
        return create(Math.multiplyExact(minutes, 60L), 0);
    }

    public static Duration ofSeconds(long seconds) {
        return create(seconds, 0);
    }

    public static Duration ofSeconds(long seconds, long nanoAdjustment) {
        long secs = Math.addExact(seconds, Math.floorDiv(nanoAdjustment, NANOS_PER_SECOND));
        int nos = (int) Math.floorMod(nanoAdjustment, NANOS_PER_SECOND);
        return create(secs, nos);
    }

    public static Duration ofMillis(long millis) {
        long secs = millis / 1000;
        int mos = (int) (millis % 1000);
        if (mos < 0) {
            mos += 1000;
            secs--;
        }
        return create(secs, mos * 1000_000);
    }

    public static Duration ofNanos(long nanos) {
        long secs = nanos / NANOS_PER_SECOND;
        int nos = (int) (nanos % NANOS_PER_SECOND);
        if (nos < 0) {
            nos += (int) NANOS_PER_SECOND;
            secs--;
        }
        return create(secs, nos);
    }

    public static Duration of(long amount, TemporalUnit unit) {
        return ZERO.plus(amount, unit);
    }

    public static Duration from(TemporalAmount amount) {
        java.util.Objects.requireNonNull(amount, "amount");
        Duration duration = ZERO;
        for (TemporalUnit unit : amount.getUnits()) {
            duration = duration.plus(amount.get(unit), unit);
        }
        return duration;
    }

    public static Duration between(Temporal startInclusive, Temporal endExclusive) {
        try {
            return ofNanos(startInclusive.until(endExclusive, ChronoUnit.NANOS));
        } catch (DateTimeException | ArithmeticException ex) {
            long secs = startInclusive.until(endExclusive, ChronoUnit.SECONDS);
            long nanos;
            try {
                nanos = endExclusive.getLong(ChronoField.NANO_OF_SECOND) - startInclusive.getLong(ChronoField.NANO_OF_SECOND);
                if (secs > 0 && nanos < 0) {
                    secs++;
                } else if (secs < 0 && nanos > 0) {
                    secs--;
                }
            } catch (DateTimeException ex2) {
                nanos = 0;
            }
            return ofSeconds(secs, nanos);
        }
    }

    /** PnDTnHnMn.nS, upper or lower case, each number signed, the whole optionally negated. */
    public static Duration parse(CharSequence text) {
        java.util.Objects.requireNonNull(text, "text");
        String s = text.toString();
        int n = s.length();
        int i = 0;
        boolean negate = false;
        if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            negate = s.charAt(i) == '-';
            i++;
        }
        if (i >= n || Character.toUpperCase(s.charAt(i)) != 'P') {
            throw new DateTimeParseException("Text cannot be parsed to a Duration", text, 0);
        }
        i++;
        long[] parts = new long[4]; // days, hours, minutes, seconds
        long fraction = 0;
        boolean fractionNegative = false;
        boolean any = false;
        boolean inTime = false;
        int stage = 0; // next allowed: 0 D, 1 T, 2 H, 3 M, 4 S, 5 done
        try {
            while (i < n) {
                char c = s.charAt(i);
                if (Character.toUpperCase(c) == 'T') {
                    if (inTime || stage > 1) {
                        throw new DateTimeParseException("Text cannot be parsed to a Duration", text, 0);
                    }
                    inTime = true;
                    stage = 2;
                    i++;
                    if (i >= n) {
                        throw new DateTimeParseException("Text cannot be parsed to a Duration", text, 0);
                    }
                    continue;
                }
                int start = i;
                if (c == '-' || c == '+') {
                    i++;
                }
                int digits = i;
                while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                    i++;
                }
                if (i == digits) {
                    throw new DateTimeParseException("Text cannot be parsed to a Duration", text, 0);
                }
                String number = s.substring(start, i);
                String frac = null;
                if (i < n && (s.charAt(i) == '.' || s.charAt(i) == ',')) {
                    int fs = ++i;
                    while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                        i++;
                    }
                    if (i - fs > 9) {
                        throw new DateTimeParseException("Text cannot be parsed to a Duration", text, 0);
                    }
                    frac = s.substring(fs, i);
                }
                if (i >= n) {
                    throw new DateTimeParseException("Text cannot be parsed to a Duration", text, 0);
                }
                char unit = Character.toUpperCase(s.charAt(i++));
                int slot;
                if (unit == 'D' && !inTime && stage == 0) {
                    slot = 0;
                    stage = 1;
                } else if (unit == 'H' && inTime && stage <= 2) {
                    slot = 1;
                    stage = 3;
                } else if (unit == 'M' && inTime && stage <= 3) {
                    slot = 2;
                    stage = 4;
                } else if (unit == 'S' && inTime && stage <= 4) {
                    slot = 3;
                    stage = 5;
                } else {
                    throw new DateTimeParseException("Text cannot be parsed to a Duration", text, 0);
                }
                if (frac != null && slot != 3) {
                    throw new DateTimeParseException("Text cannot be parsed to a Duration", text, 0);
                }
                try {
                    parts[slot] = Math.multiplyExact(Long.parseLong(number), SLOT_SECONDS[slot]);
                } catch (ArithmeticException | NumberFormatException ex) {
                    throw new DateTimeParseException("Text cannot be parsed to a Duration: " + SLOT_NAMES[slot], text, 0, ex);
                }
                if (frac != null && !frac.isEmpty()) {
                    fraction = Long.parseLong((frac + "000000000").substring(0, 9));
                    fractionNegative = number.startsWith("-");
                }
                any = true;
            }
            if (!any) {
                throw new DateTimeParseException("Text cannot be parsed to a Duration", text, 0);
            }
            long secs = Math.addExact(parts[0], Math.addExact(parts[1], Math.addExact(parts[2], parts[3])));
            Duration d = ofSeconds(secs, fractionNegative ? -fraction : fraction);
            return negate ? d.negated() : d;
        } catch (ArithmeticException | NumberFormatException ex) {
            throw new DateTimeParseException("Text cannot be parsed to a Duration: overflow", text, 0, ex);
        }
    }

    private static Duration create(long seconds, int nanoAdjustment) {
        if ((seconds | nanoAdjustment) == 0) {
            return ZERO;
        }
        return new Duration(seconds, nanoAdjustment);
    }

    private static Duration create(BigInteger totalNanos) {
        BigInteger[] divRem = totalNanos.divideAndRemainder(BI_NANOS_PER_SECOND);
        if (divRem[0].bitLength() > 63) {
            throw new ArithmeticException("Exceeds capacity of Duration: " + totalNanos);
        }
        return ofSeconds(divRem[0].longValue(), divRem[1].intValue());
    }

    private BigInteger totalNanos() {
        return BigInteger.valueOf(seconds).multiply(BI_NANOS_PER_SECOND).add(BigInteger.valueOf(nanos));
    }

    // ------------------------------------------------------------------ TemporalAmount

    public long get(TemporalUnit unit) {
        if (unit == ChronoUnit.SECONDS) {
            return seconds;
        } else if (unit == ChronoUnit.NANOS) {
            return nanos;
        }
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }

    public List<TemporalUnit> getUnits() {
        return java.util.Collections.unmodifiableList(java.util.Arrays.<TemporalUnit>asList(ChronoUnit.SECONDS, ChronoUnit.NANOS));
    }

    public Temporal addTo(Temporal temporal) {
        if (seconds != 0) {
            temporal = temporal.plus(seconds, ChronoUnit.SECONDS);
        }
        if (nanos != 0) {
            temporal = temporal.plus(nanos, ChronoUnit.NANOS);
        }
        return temporal;
    }

    public Temporal subtractFrom(Temporal temporal) {
        if (seconds != 0) {
            temporal = temporal.minus(seconds, ChronoUnit.SECONDS);
        }
        if (nanos != 0) {
            temporal = temporal.minus(nanos, ChronoUnit.NANOS);
        }
        return temporal;
    }

    // ------------------------------------------------------------------ accessors

    public boolean isZero() {
        return (seconds | nanos) == 0;
    }

    public boolean isNegative() {
        return seconds < 0;
    }

    public boolean isPositive() {
        return (seconds | nanos) != 0 && seconds >= 0;
    }

    public long getSeconds() {
        return seconds;
    }

    public int getNano() {
        return nanos;
    }

    public Duration withSeconds(long seconds) {
        return create(seconds, nanos);
    }

    public Duration withNanos(int nanoOfSecond) {
        ChronoField.NANO_OF_SECOND.checkValidIntValue(nanoOfSecond);
        return create(seconds, nanoOfSecond);
    }

    // ------------------------------------------------------------------ arithmetic

    public Duration plus(Duration duration) {
        return plus(duration.getSeconds(), duration.getNano());
    }

    public Duration plus(long amountToAdd, TemporalUnit unit) {
        java.util.Objects.requireNonNull(unit, "unit");
        if (unit == ChronoUnit.DAYS) {
            return plus(Math.multiplyExact(amountToAdd, 86400L), 0);
        }
        if (unit.isDurationEstimated()) {
            throw new UnsupportedTemporalTypeException("Unit must not have an estimated duration");
        }
        if (amountToAdd == 0) {
            return this;
        }
        if (unit instanceof ChronoUnit) {
            switch ((ChronoUnit) unit) {
                case NANOS:
                    return plusNanos(amountToAdd);
                case MICROS:
                    return plusSeconds((amountToAdd / (1000_000L * 1000)) * 1000).plusNanos((amountToAdd % (1000_000L * 1000)) * 1000);
                case MILLIS:
                    return plusMillis(amountToAdd);
                case SECONDS:
                    return plusSeconds(amountToAdd);
                default:
                    return plusSeconds(Math.multiplyExact(unit.getDuration().seconds, amountToAdd));
            }
        }
        Duration duration = unit.getDuration().multipliedBy(amountToAdd);
        return plusSeconds(duration.getSeconds()).plusNanos(duration.getNano());
    }

    public Duration plusDays(long daysToAdd) {
        return plus(Math.multiplyExact(daysToAdd, 86400L), 0);
    }

    public Duration plusHours(long hoursToAdd) {
        return plus(Math.multiplyExact(hoursToAdd, 3600L), 0);
    }

    public Duration plusMinutes(long minutesToAdd) {
        return plus(Math.multiplyExact(minutesToAdd, 60L), 0);
    }

    public Duration plusSeconds(long secondsToAdd) {
        return plus(secondsToAdd, 0);
    }

    public Duration plusMillis(long millisToAdd) {
        return plus(millisToAdd / 1000, (millisToAdd % 1000) * 1000_000);
    }

    public Duration plusNanos(long nanosToAdd) {
        return plus(0, nanosToAdd);
    }

    private Duration plus(long secondsToAdd, long nanosToAdd) {
        if ((secondsToAdd | nanosToAdd) == 0) {
            return this;
        }
        long epochSec = Math.addExact(seconds, secondsToAdd);
        epochSec = Math.addExact(epochSec, nanosToAdd / NANOS_PER_SECOND);
        nanosToAdd = nanosToAdd % NANOS_PER_SECOND;
        long nanoAdjustment = nanos + nanosToAdd;
        return ofSeconds(epochSec, nanoAdjustment);
    }

    public Duration minus(Duration duration) {
        long secsToSubtract = duration.getSeconds();
        int nanosToSubtract = duration.getNano();
        if (secsToSubtract == Long.MIN_VALUE) {
            return plus(Long.MAX_VALUE, -nanosToSubtract).plus(1, 0);
        }
        return plus(-secsToSubtract, -nanosToSubtract);
    }

    public Duration minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    public Duration minusDays(long daysToSubtract) {
        return daysToSubtract == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-daysToSubtract);
    }

    public Duration minusHours(long hoursToSubtract) {
        return hoursToSubtract == Long.MIN_VALUE ? plusHours(Long.MAX_VALUE).plusHours(1) : plusHours(-hoursToSubtract);
    }

    public Duration minusMinutes(long minutesToSubtract) {
        return minutesToSubtract == Long.MIN_VALUE ? plusMinutes(Long.MAX_VALUE).plusMinutes(1) : plusMinutes(-minutesToSubtract);
    }

    public Duration minusSeconds(long secondsToSubtract) {
        return secondsToSubtract == Long.MIN_VALUE ? plusSeconds(Long.MAX_VALUE).plusSeconds(1) : plusSeconds(-secondsToSubtract);
    }

    public Duration minusMillis(long millisToSubtract) {
        return millisToSubtract == Long.MIN_VALUE ? plusMillis(Long.MAX_VALUE).plusMillis(1) : plusMillis(-millisToSubtract);
    }

    public Duration minusNanos(long nanosToSubtract) {
        return nanosToSubtract == Long.MIN_VALUE ? plusNanos(Long.MAX_VALUE).plusNanos(1) : plusNanos(-nanosToSubtract);
    }

    public Duration multipliedBy(long multiplicand) {
        if (multiplicand == 0) {
            return ZERO;
        }
        if (multiplicand == 1) {
            return this;
        }
        return create(totalNanos().multiply(BigInteger.valueOf(multiplicand)));
    }

    public Duration dividedBy(long divisor) {
        if (divisor == 0) {
            throw new ArithmeticException("Cannot divide by zero");
        }
        if (divisor == 1) {
            return this;
        }
        return create(totalNanos().divide(BigInteger.valueOf(divisor)));
    }

    public long dividedBy(Duration divisor) {
        java.util.Objects.requireNonNull(divisor, "divisor");
        BigInteger divisorNanos = divisor.totalNanos();
        if (divisorNanos.signum() == 0) {
            throw new ArithmeticException("Division by zero");
        }
        return totalNanos().divide(divisorNanos).longValueExact();
    }

    public Duration negated() {
        return multipliedBy(-1);
    }

    public Duration abs() {
        return isNegative() ? negated() : this;
    }

    // ------------------------------------------------------------------ conversions

    public long toDays() {
        return seconds / 86400;
    }

    public long toHours() {
        return seconds / 3600;
    }

    public long toMinutes() {
        return seconds / 60;
    }

    public long toSeconds() {
        return seconds;
    }

    public long toMillis() {
        long tempSeconds = seconds;
        long tempNanos = nanos;
        if (tempSeconds < 0) {
            tempSeconds = tempSeconds + 1;
            tempNanos = tempNanos - NANOS_PER_SECOND;
        }
        long millis = Math.multiplyExact(tempSeconds, 1000L);
        return Math.addExact(millis, tempNanos / 1000_000);
    }

    public long toNanos() {
        long tempSeconds = seconds;
        long tempNanos = nanos;
        if (tempSeconds < 0) {
            tempSeconds = tempSeconds + 1;
            tempNanos = tempNanos - NANOS_PER_SECOND;
        }
        long totalNanos = Math.multiplyExact(tempSeconds, NANOS_PER_SECOND);
        return Math.addExact(totalNanos, tempNanos);
    }

    public long toDaysPart() {
        return seconds / 86400;
    }

    public int toHoursPart() {
        return (int) (toHours() % 24);
    }

    public int toMinutesPart() {
        return (int) (toMinutes() % 60);
    }

    public int toSecondsPart() {
        return (int) (seconds % 60);
    }

    public int toMillisPart() {
        return nanos / 1000_000;
    }

    public int toNanosPart() {
        return nanos;
    }

    public Duration truncatedTo(TemporalUnit unit) {
        java.util.Objects.requireNonNull(unit, "unit");
        if (unit == ChronoUnit.SECONDS && (seconds >= 0 || nanos == 0)) {
            return create(seconds, 0);
        } else if (unit == ChronoUnit.NANOS) {
            return this;
        }
        long dur = LocalTime.truncationNanos(unit);
        long nod = (seconds % 86400) * NANOS_PER_SECOND + nanos;
        long result = (nod / dur) * dur;
        return plusNanos(result - nod);
    }

    // ------------------------------------------------------------------ comparison

    public int compareTo(Duration otherDuration) {
        int cmp = Long.compare(seconds, otherDuration.seconds);
        if (cmp != 0) {
            return cmp;
        }
        return nanos - otherDuration.nanos;
    }

    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (other instanceof Duration) {
            Duration o = (Duration) other;
            return seconds == o.seconds && nanos == o.nanos;
        }
        return false;
    }

    public int hashCode() {
        return ((int) (seconds ^ (seconds >>> 32))) + (51 * nanos);
    }

    /** PT, then hours, minutes and seconds (each only if not zero; the seconds with a fraction). */
    public String toString() {
        if (this == ZERO) {
            return "PT0S";
        }
        long effectiveTotalSecs = seconds;
        if (seconds < 0 && nanos > 0) {
            effectiveTotalSecs++;
        }
        long hours = effectiveTotalSecs / 3600;
        int minutes = (int) ((effectiveTotalSecs % 3600) / 60);
        int secs = (int) (effectiveTotalSecs % 60);
        StringBuilder buf = new StringBuilder(24);
        buf.append("PT");
        if (hours != 0) {
            buf.append(hours).append('H');
        }
        if (minutes != 0) {
            buf.append(minutes).append('M');
        }
        if (secs == 0 && nanos == 0 && buf.length() > 2) {
            return buf.toString();
        }
        if (seconds < 0 && nanos > 0) {
            if (secs == 0) {
                buf.append("-0");
            } else {
                buf.append(secs);
            }
        } else {
            buf.append(secs);
        }
        if (nanos > 0) {
            int pos = buf.length();
            if (seconds < 0) {
                buf.append(2 * NANOS_PER_SECOND - nanos);
            } else {
                buf.append(nanos + NANOS_PER_SECOND);
            }
            while (buf.charAt(buf.length() - 1) == '0') {
                buf.setLength(buf.length() - 1);
            }
            buf.setCharAt(pos, '.');
        }
        buf.append('S');
        return buf.toString();
    }
}
