package java.time.temporal;

/** A strategy for adjusting a temporal. */
@FunctionalInterface
public interface TemporalAdjuster {
    Temporal adjustInto(Temporal temporal);
}
