package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;

/**
 * A value combined with updates by a function (ironpf runtime library): one long; each
 * {@code accumulate} applies the function inside one atomic step (the JDK may apply it to
 * per-cell values in another order, which gives the same result for the associative,
 * commutative functions it asks for); {@code get} is one read (see LongAdder).
 */
public class LongAccumulator extends Number implements java.io.Serializable {
    private final LongBinaryOperator function;
    private final long identity;
    private volatile long value;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = identity;
    }

    public void accumulate(long x) {
        ironpf.Threads.enterAtomic(this);
        try {
            value = function.applyAsLong(value, x);
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public long get() {
        return value;
    }

    public void reset() {
        value = identity;
    }

    public long getThenReset() {
        ironpf.Threads.enterAtomic(this);
        long v = value;
        value = identity;
        ironpf.Threads.exitAtomic();
        return v;
    }

    public String toString() {
        return Long.toString(get());
    }

    public long longValue() {
        return get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }
}
