package java.time.chrono;

import java.time.format.DateTimeFormatter;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalUnit;

/** A date without time of day or time zone in some calendar system. */
public interface ChronoLocalDate extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDate> {
    Chronology getChronology();

    boolean isLeapYear();

    int lengthOfMonth();

    int lengthOfYear();

    boolean isSupported(TemporalField field);

    boolean isSupported(TemporalUnit unit);

    ChronoLocalDate with(TemporalAdjuster adjuster);

    ChronoLocalDate with(TemporalField field, long newValue);

    ChronoLocalDate plus(TemporalAmount amount);

    ChronoLocalDate plus(long amountToAdd, TemporalUnit unit);

    ChronoLocalDate minus(TemporalAmount amount);

    ChronoLocalDate minus(long amountToSubtract, TemporalUnit unit);

    Temporal adjustInto(Temporal temporal);

    long until(Temporal endExclusive, TemporalUnit unit);

    ChronoPeriod until(ChronoLocalDate endDateExclusive);

    String format(DateTimeFormatter formatter);

    ChronoLocalDateTime<?> atTime(java.time.LocalTime localTime);

    long toEpochDay();

    int compareTo(ChronoLocalDate other);

    boolean isAfter(ChronoLocalDate other);

    boolean isBefore(ChronoLocalDate other);

    boolean isEqual(ChronoLocalDate other);
}
