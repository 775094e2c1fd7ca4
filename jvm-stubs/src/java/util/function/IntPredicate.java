package java.util.function;

import java.util.Objects;

public interface IntPredicate {
    boolean test(int value);

    default IntPredicate and(IntPredicate other) {
        Objects.requireNonNull(other);
        return v -> test(v) && other.test(v);
    }

    default IntPredicate negate() {
        return v -> !test(v);
    }

    default IntPredicate or(IntPredicate other) {
        Objects.requireNonNull(other);
        return v -> test(v) || other.test(v);
    }
}
