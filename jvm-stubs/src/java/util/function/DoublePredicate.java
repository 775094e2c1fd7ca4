package java.util.function;

import java.util.Objects;

public interface DoublePredicate {
    boolean test(double value);

    default DoublePredicate and(DoublePredicate other) {
        Objects.requireNonNull(other);
        return v -> test(v) && other.test(v);
    }

    default DoublePredicate negate() {
        return v -> !test(v);
    }

    default DoublePredicate or(DoublePredicate other) {
        Objects.requireNonNull(other);
        return v -> test(v) || other.test(v);
    }
}
