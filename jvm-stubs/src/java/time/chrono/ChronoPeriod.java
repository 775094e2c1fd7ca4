package java.time.chrono;

import java.time.temporal.TemporalAmount;

/** A date-based amount of time in a calendar system. */
public interface ChronoPeriod extends TemporalAmount {
    Chronology getChronology();

    boolean isZero();

    boolean isNegative();

    ChronoPeriod plus(TemporalAmount amountToAdd);

    ChronoPeriod minus(TemporalAmount amountToSubtract);

    ChronoPeriod multipliedBy(int scalar);

    ChronoPeriod negated();

    ChronoPeriod normalized();
}
