package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * A long updated atomically (ironpf runtime library): reads and writes are single field
 * accesses; read-modify-write operations run in one step of the scheduler
 * (ironpf.Threads.enterAtomic: a scheduling point, then no other thread until exitAtomic).
 */
public class AtomicLong extends Number implements java.io.Serializable {
    private volatile long value;

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public AtomicLong() {
    }

    public final long get() {
        return value;
    }

    public final void set(long newValue) {
        value = newValue;
    }

    public final void lazySet(long newValue) {
        value = newValue;
    }

    public final long getPlain() {
        return value;
    }

    public final void setPlain(long newValue) {
        value = newValue;
    }

    public final long getAndSet(long newValue) {
        ironpf.Threads.enterAtomic(this);
        long old = value;
        value = newValue;
        ironpf.Threads.exitAtomic();
        return old;
    }

    public final boolean compareAndSet(long expectedValue, long newValue) {
        ironpf.Threads.enterAtomic(this);
        boolean same = value == expectedValue;
        if (same) {
            value = newValue;
        }
        ironpf.Threads.exitAtomic();
        return same;
    }

    public final boolean weakCompareAndSet(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final long getAndAdd(long delta) {
        ironpf.Threads.enterAtomic(this);
        long old = value;
        value = old + delta;
        ironpf.Threads.exitAtomic();
        return old;
    }

    public final long addAndGet(long delta) {
        return getAndAdd(delta) + delta;
    }

    public final long getAndIncrement() {
        return getAndAdd(1);
    }

    public final long getAndDecrement() {
        return getAndAdd(-1);
    }

    public final long incrementAndGet() {
        return getAndAdd(1) + 1;
    }

    public final long decrementAndGet() {
        return getAndAdd(-1) - 1;
    }

    /** The function runs inside the atomic step (the JDK may run it several times). */
    public final long getAndUpdate(LongUnaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        long old = value;
        try {
            value = f.applyAsLong(old);
        } finally {
            ironpf.Threads.exitAtomic();
        }
        return old;
    }

    public final long updateAndGet(LongUnaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            value = f.applyAsLong(value);
            return value;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final long getAndAccumulate(long x, LongBinaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        long old = value;
        try {
            value = f.applyAsLong(old, x);
        } finally {
            ironpf.Threads.exitAtomic();
        }
        return old;
    }

    public final long accumulateAndGet(long x, LongBinaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            value = f.applyAsLong(value, x);
            return value;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public String toString() {
        return Long.toString(get());
    }

    public int intValue() {
        return (int) get();
    }

    public long longValue() {
        return get();
    }

    public float floatValue() {
        return get();
    }

    public double doubleValue() {
        return get();
    }
}
