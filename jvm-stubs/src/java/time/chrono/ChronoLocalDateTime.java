package java.time.chrono;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalUnit;

/** A date-time without a time zone in some calendar system. */
public interface ChronoLocalDateTime<D extends ChronoLocalDate>
        extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDateTime<?>> {
    default Chronology getChronology() {
        return toLocalDate().getChronology();
    }

    D toLocalDate();

    LocalTime toLocalTime();

    boolean isSupported(TemporalField field);

    ChronoLocalDateTime<D> with(TemporalAdjuster adjuster);

    ChronoLocalDateTime<D> with(TemporalField field, long newValue);

    ChronoLocalDateTime<D> plus(TemporalAmount amount);

    ChronoLocalDateTime<D> plus(long amountToAdd, TemporalUnit unit);

    ChronoLocalDateTime<D> minus(TemporalAmount amount);

    ChronoLocalDateTime<D> minus(long amountToSubtract, TemporalUnit unit);

    Temporal adjustInto(Temporal temporal);

    String format(DateTimeFormatter formatter);

    ChronoZonedDateTime<D> atZone(ZoneId zone);

    Instant toInstant(ZoneOffset offset);

    long toEpochSecond(ZoneOffset offset);

    int compareTo(ChronoLocalDateTime<?> other);

    boolean isAfter(ChronoLocalDateTime<?> other);

    boolean isBefore(ChronoLocalDateTime<?> other);

    boolean isEqual(ChronoLocalDateTime<?> other);
}
