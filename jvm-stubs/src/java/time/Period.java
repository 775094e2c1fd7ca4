package java.time;

import java.time.chrono.ChronoLocalDate;
import java.time.chrono.ChronoPeriod;
import java.time.chrono.IsoChronology;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.List;

/** A date-based amount of time: years, months and days, such as 2 years, 3 months and 4 days. */
public final class Period implements ChronoPeriod, java.io.Serializable {
    private static final long serialVersionUID = -3587258372562876L;

    public static final Period ZERO = new Period(0, 0, 0);

    private final int years;
    private final int months;
    private final int days;

    private Period(int years, int months, int days) {
        this.years = years;
        this.months = months;
        this.days = days;
    }

    public static Period ofYears(int years) {
        return create(years, 0, 0);
    }

    public static Period ofMonths(int months) {
        return create(0, months, 0);
    }

    public static Period ofWeeks(int weeks) {
        return create(0, 0, Math.multiplyExact(weeks, 7));
    }

    public static Period ofDays(int days) {
        return create(0, 0, days);
    }

    public static Period of(int years, int months, int days) {
        return create(years, months, days);
    }

    public static Period from(TemporalAmount amount) {
        if (amount instanceof Period) {
            return (Period) amount;
        }
        if (amount instanceof ChronoPeriod) {
            if (!IsoChronology.INSTANCE.equals(((ChronoPeriod) amount).getChronology())) {
                throw new DateTimeException("Period requires ISO chronology: " + amount);
            }
        }
        java.util.Objects.requireNonNull(amount, "amount");
        int years = 0;
        int months = 0;
        int days = 0;
        for (TemporalUnit unit : amount.getUnits()) {
            long unitAmount = amount.get(unit);
            if (unit == ChronoUnit.YEARS) {
                years = Math.toIntExact(unitAmount);
            } else if (unit == ChronoUnit.MONTHS) {
                months = Math.toIntExact(unitAmount);
            } else if (unit == ChronoUnit.DAYS) {
                days = Math.toIntExact(unitAmount);
            } else {
                throw new DateTimeException("Unit must be Years, Months or Days, but was " + unit);
            }
        }
        return create(years, months, days);
    }

    /** PnYnMnWnD (each part optional, at least one, each signed), optionally negated. */
    public static Period parse(CharSequence text) {
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
            throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0);
        }
        i++;
        String units = "YMWD";
        int next = 0;
        int[] values = new int[4];
        boolean any = false;
        try {
            while (i < n) {
                int start = i;
                if (s.charAt(i) == '-' || s.charAt(i) == '+') {
                    i++;
                }
                int digits = i;
                while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                    i++;
                }
                if (i == digits || i >= n) {
                    throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0);
                }
                int unit = units.indexOf(Character.toUpperCase(s.charAt(i)));
                if (unit < next) {
                    throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0);
                }
                values[unit] = Integer.parseInt(s.substring(start, i));
                next = unit + 1;
                i++;
                any = true;
            }
            if (!any) {
                throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0);
            }
            int sign = negate ? -1 : 1;
            int days = Math.addExact(values[3], Math.multiplyExact(values[2], 7));
            return create(Math.multiplyExact(values[0], sign), Math.multiplyExact(values[1], sign), Math.multiplyExact(days, sign));
        } catch (ArithmeticException | NumberFormatException ex) {
            throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0, ex);
        }
    }

    public static Period between(LocalDate startDateInclusive, LocalDate endDateExclusive) {
        return startDateInclusive.until(endDateExclusive);
    }

    private static Period create(int years, int months, int days) {
        if ((years | months | days) == 0) {
            return ZERO;
        }
        return new Period(years, months, days);
    }

    public long get(TemporalUnit unit) {
        if (unit == ChronoUnit.YEARS) {
            return getYears();
        } else if (unit == ChronoUnit.MONTHS) {
            return getMonths();
        } else if (unit == ChronoUnit.DAYS) {
            return getDays();
        }
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }

    public List<TemporalUnit> getUnits() {
        return java.util.Collections.unmodifiableList(
                java.util.Arrays.<TemporalUnit>asList(ChronoUnit.YEARS, ChronoUnit.MONTHS, ChronoUnit.DAYS));
    }

    public IsoChronology getChronology() {
        return IsoChronology.INSTANCE;
    }

    public boolean isZero() {
        return this == ZERO;
    }

    public boolean isNegative() {
        return years < 0 || months < 0 || days < 0;
    }

    public int getYears() {
        return years;
    }

    public int getMonths() {
        return months;
    }

    public int getDays() {
        return days;
    }

    public Period withYears(int years) {
        return years == this.years ? this : create(years, months, days);
    }

    public Period withMonths(int months) {
        return months == this.months ? this : create(years, months, days);
    }

    public Period withDays(int days) {
        return days == this.days ? this : create(years, months, days);
    }

    public Period plus(TemporalAmount amountToAdd) {
        Period isoAmount = Period.from(amountToAdd);
        return create(Math.addExact(years, isoAmount.years), Math.addExact(months, isoAmount.months),
                Math.addExact(days, isoAmount.days));
    }

    public Period plusYears(long yearsToAdd) {
        return yearsToAdd == 0 ? this : create(Math.toIntExact(Math.addExact(years, yearsToAdd)), months, days);
    }

    public Period plusMonths(long monthsToAdd) {
        return monthsToAdd == 0 ? this : create(years, Math.toIntExact(Math.addExact(months, monthsToAdd)), days);
    }

    public Period plusDays(long daysToAdd) {
        return daysToAdd == 0 ? this : create(years, months, Math.toIntExact(Math.addExact(days, daysToAdd)));
    }

    public Period minus(TemporalAmount amountToSubtract) {
        Period isoAmount = Period.from(amountToSubtract);
        return create(Math.subtractExact(years, isoAmount.years), Math.subtractExact(months, isoAmount.months),
                Math.subtractExact(days, isoAmount.days));
    }

    public Period minusYears(long yearsToSubtract) {
        return yearsToSubtract == Long.MIN_VALUE ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-yearsToSubtract);
    }

    public Period minusMonths(long monthsToSubtract) {
        return monthsToSubtract == Long.MIN_VALUE ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-monthsToSubtract);
    }

    public Period minusDays(long daysToSubtract) {
        return daysToSubtract == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-daysToSubtract);
    }

    public Period multipliedBy(int scalar) {
        if (this == ZERO || scalar == 1) {
            return this;
        }
        return create(Math.multiplyExact(years, scalar), Math.multiplyExact(months, scalar), Math.multiplyExact(days, scalar));
    }

    public Period negated() {
        return multipliedBy(-1);
    }

    public Period normalized() {
        long totalMonths = toTotalMonths();
        long splitYears = totalMonths / 12;
        int splitMonths = (int) (totalMonths % 12);
        if (splitYears == years && splitMonths == months) {
            return this;
        }
        return create(Math.toIntExact(splitYears), splitMonths, days);
    }

    public long toTotalMonths() {
        return years * 12L + months;
    }

    public Temporal addTo(Temporal temporal) {
        validateChrono(temporal);
        if (months == 0) {
            if (years != 0) {
                temporal = temporal.plus(years, ChronoUnit.YEARS);
            }
        } else {
            long totalMonths = toTotalMonths();
            if (totalMonths != 0) {
                temporal = temporal.plus(totalMonths, ChronoUnit.MONTHS);
            }
        }
        if (days != 0) {
            temporal = temporal.plus(days, ChronoUnit.DAYS);
        }
        return temporal;
    }

    public Temporal subtractFrom(Temporal temporal) {
        validateChrono(temporal);
        if (months == 0) {
            if (years != 0) {
                temporal = temporal.minus(years, ChronoUnit.YEARS);
            }
        } else {
            long totalMonths = toTotalMonths();
            if (totalMonths != 0) {
                temporal = temporal.minus(totalMonths, ChronoUnit.MONTHS);
            }
        }
        if (days != 0) {
            temporal = temporal.minus(days, ChronoUnit.DAYS);
        }
        return temporal;
    }

    private void validateChrono(Temporal temporal) {
        java.util.Objects.requireNonNull(temporal, "temporal");
        Object chrono = temporal.query(java.time.temporal.TemporalQueries.chronology());
        if (chrono != null && !IsoChronology.INSTANCE.equals(chrono)) {
            throw new DateTimeException("Chronology mismatch, expected: ISO, actual: " + chrono);
        }
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof Period) {
            Period other = (Period) obj;
            return years == other.years && months == other.months && days == other.days;
        }
        return false;
    }

    public int hashCode() {
        return years + Integer.rotateLeft(months, 8) + Integer.rotateLeft(days, 16);
    }

    public String toString() {
        if (this == ZERO) {
            return "P0D";
        }
        StringBuilder buf = new StringBuilder();
        buf.append('P');
        if (years != 0) {
            buf.append(years).append('Y');
        }
        if (months != 0) {
            buf.append(months).append('M');
        }
        if (days != 0) {
            buf.append(days).append('D');
        }
        return buf.toString();
    }
}
