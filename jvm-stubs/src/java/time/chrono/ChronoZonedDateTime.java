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

/** A date-time with a time zone in some calendar system. */
public interface ChronoZonedDateTime<D extends ChronoLocalDate> extends Temporal, Comparable<ChronoZonedDateTime<?>> {
    default Chronology getChronology() {
        return toLocalDate().getChronology();
    }

    D toLocalDate();

    LocalTime toLocalTime();

    ChronoLocalDateTime<D> toLocalDateTime();

    ZoneOffset getOffset();

    ZoneId getZone();

    ChronoZonedDateTime<D> withEarlierOffsetAtOverlap();

    ChronoZonedDateTime<D> withLaterOffsetAtOverlap();

    ChronoZonedDateTime<D> withZoneSameLocal(ZoneId zone);

    ChronoZonedDateTime<D> withZoneSameInstant(ZoneId zone);

    boolean isSupported(TemporalField field);

    ChronoZonedDateTime<D> with(TemporalAdjuster adjuster);

    ChronoZonedDateTime<D> with(TemporalField field, long newValue);

    ChronoZonedDateTime<D> plus(TemporalAmount amount);

    ChronoZonedDateTime<D> plus(long amountToAdd, TemporalUnit unit);

    ChronoZonedDateTime<D> minus(TemporalAmount amount);

    ChronoZonedDateTime<D> minus(long amountToSubtract, TemporalUnit unit);

    String format(DateTimeFormatter formatter);

    Instant toInstant();

    long toEpochSecond();

    int compareTo(ChronoZonedDateTime<?> other);

    boolean isBefore(ChronoZonedDateTime<?> other);

    boolean isAfter(ChronoZonedDateTime<?> other);

    boolean isEqual(ChronoZonedDateTime<?> other);
}
