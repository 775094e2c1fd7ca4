package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * An int updated atomically (ironpf runtime library): reads and writes are single field
 * accesses; read-modify-write operations run in one step of the scheduler
 * (ironpf.Threads.enterAtomic: a scheduling point, then no other thread until exitAtomic).
 */
public class AtomicInteger extends Number implements java.io.Serializable {
    private volatile int value;

    public AtomicInteger(int initialValue) {
        value = initialValue;
    }

    public AtomicInteger() {
    }

    public final int get() {
        return value;
    }

    public final void set(int newValue) {
        value = newValue;
    }

    public final void lazySet(int newValue) {
        value = newValue;
    }

    public final int getPlain() {
        return value;
    }

    public final void setPlain(int newValue) {
        value = newValue;
    }

    public final int getAndSet(int newValue) {
        ironpf.Threads.enterAtomic(this);
        int old = value;
        value = newValue;
        ironpf.Threads.exitAtomic();
        return old;
    }

    public final boolean compareAndSet(int expectedValue, int newValue) {
        ironpf.Threads.enterAtomic(this);
        boolean same = value == expectedValue;
        if (same) {
            value = newValue;
        }
        ironpf.Threads.exitAtomic();
        return same;
    }

    public final boolean weakCompareAndSet(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final int getAndAdd(int delta) {
        ironpf.Threads.enterAtomic(this);
        int old = value;
        value = old + delta;
        ironpf.Threads.exitAtomic();
        return old;
    }

    public final int addAndGet(int delta) {
        return getAndAdd(delta) + delta;
    }

    public final int getAndIncrement() {
        return getAndAdd(1);
    }

    public final int getAndDecrement() {
        return getAndAdd(-1);
    }

    public final int incrementAndGet() {
        return getAndAdd(1) + 1;
    }

    public final int decrementAndGet() {
        return getAndAdd(-1) - 1;
    }

    /** The function runs inside the atomic step (the JDK may run it several times). */
    public final int getAndUpdate(IntUnaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        int old = value;
        try {
            value = f.applyAsInt(old);
        } finally {
            ironpf.Threads.exitAtomic();
        }
        return old;
    }

    public final int updateAndGet(IntUnaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            value = f.applyAsInt(value);
            return value;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final int getAndAccumulate(int x, IntBinaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        int old = value;
        try {
            value = f.applyAsInt(old, x);
        } finally {
            ironpf.Threads.exitAtomic();
        }
        return old;
    }

    public final int accumulateAndGet(int x, IntBinaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            value = f.applyAsInt(value, x);
            return value;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public String toString() {
        return Integer.toString(get());
    }

    public int intValue() {
        return get();
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
