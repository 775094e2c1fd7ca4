package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * An array of longs updated atomically (ironpf runtime library): reads and writes are single
 * array-element accesses; read-modify-write operations run in one step of the scheduler
 * (ironpf.Threads.enterAtomic, as AtomicInteger's). An index out of range throws the
 * array's IndexOutOfBoundsException.
 */
public class AtomicLongArray implements java.io.Serializable {
    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final long get(int i) {
        return array[i];
    }

    public final void set(int i, long newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, long newValue) {
        array[i] = newValue;
    }

    public final long getPlain(int i) {
        return array[i];
    }

    public final void setPlain(int i, long newValue) {
        array[i] = newValue;
    }

    public final long getOpaque(int i) {
        return array[i];
    }

    public final void setOpaque(int i, long newValue) {
        array[i] = newValue;
    }

    public final long getAcquire(int i) {
        return array[i];
    }

    public final void setRelease(int i, long newValue) {
        array[i] = newValue;
    }

    public final long getAndSet(int i, long newValue) {
        ironpf.Threads.enterAtomic(this);
        try {
            long old = array[i];
            array[i] = newValue;
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final boolean compareAndSet(int i, long expectedValue, long newValue) {
        return compareAndExchange(i, expectedValue, newValue) == expectedValue;
    }

    public final long compareAndExchange(int i, long expectedValue, long newValue) {
        ironpf.Threads.enterAtomic(this);
        try {
            long old = array[i];
            if (old == expectedValue) {
                array[i] = newValue;
            }
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final long compareAndExchangeAcquire(int i, long expectedValue, long newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final long compareAndExchangeRelease(int i, long expectedValue, long newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final long getAndAdd(int i, long delta) {
        ironpf.Threads.enterAtomic(this);
        try {
            long old = array[i];
            array[i] = old + delta;
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final long addAndGet(int i, long delta) {
        return getAndAdd(i, delta) + delta;
    }

    public final long getAndIncrement(int i) {
        return getAndAdd(i, 1);
    }

    public final long getAndDecrement(int i) {
        return getAndAdd(i, -1);
    }

    public final long incrementAndGet(int i) {
        return getAndAdd(i, 1) + 1;
    }

    public final long decrementAndGet(int i) {
        return getAndAdd(i, -1) - 1;
    }

    /** The function runs inside the atomic step (the JDK may run it several times). */
    public final long getAndUpdate(int i, LongUnaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            long old = array[i];
            array[i] = f.applyAsLong(old);
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final long updateAndGet(int i, LongUnaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            long next = f.applyAsLong(array[i]);
            array[i] = next;
            return next;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final long getAndAccumulate(int i, long x, LongBinaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            long old = array[i];
            array[i] = f.applyAsLong(old, x);
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final long accumulateAndGet(int i, long x, LongBinaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            long next = f.applyAsLong(array[i], x);
            array[i] = next;
            return next;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    /** The elements as java.util.Arrays.toString prints them, each read on its own. */
    public String toString() {
        int last = array.length - 1;
        if (last == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(get(i));
            if (i == last) {
                return b.append(']').toString();
            }
            b.append(',').append(' ');
        }
    }
}
