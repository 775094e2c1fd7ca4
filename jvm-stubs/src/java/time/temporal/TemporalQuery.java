package java.time.temporal;

/** A query of a temporal. */
@FunctionalInterface
public interface TemporalQuery<R> {
    R queryFrom(TemporalAccessor temporal);
}
