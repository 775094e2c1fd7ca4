package java.util.function;

import java.util.Objects;

public interface LongPredicate {
    boolean test(long value);

    default LongPredicate and(LongPredicate other) {
        Objects.requireNonNull(other);
        return v -> test(v) && other.test(v);
    }

    default LongPredicate negate() {
        return v -> !test(v);
    }

    default LongPredicate or(LongPredicate other) {
        Objects.requireNonNull(other);
        return v -> test(v) || other.test(v);
    }
}
