package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;

/**
 * A value combined with updates by a function (ironpf runtime library): one double; each
 * {@code accumulate} applies the function inside one atomic step (the JDK may apply it to
 * per-cell values in another order, which gives the same result for the associative,
 * commutative functions it asks for, up to rounding); {@code get} is one read (see LongAdder).
 */
public class DoubleAccumulator extends Number implements java.io.Serializable {
    private final DoubleBinaryOperator function;
    private final double identity;
    private volatile double value;

    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = identity;
    }

    public void accumulate(double x) {
        ironpf.Threads.enterAtomic(this);
        try {
            value = function.applyAsDouble(value, x);
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public double get() {
        return value;
    }

    public void reset() {
        value = identity;
    }

    public double getThenReset() {
        ironpf.Threads.enterAtomic(this);
        double v = value;
        value = identity;
        ironpf.Threads.exitAtomic();
        return v;
    }

    public String toString() {
        return Double.toString(get());
    }

    public long longValue() {
        return (long) get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return get();
    }
}
