package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * An array of ints updated atomically (ironpf runtime library): reads and writes are single
 * array-element accesses; read-modify-write operations run in one step of the scheduler
 * (ironpf.Threads.enterAtomic, as AtomicInteger's). An index out of range throws the
 * array's IndexOutOfBoundsException.
 */
public class AtomicIntegerArray implements java.io.Serializable {
    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final int get(int i) {
        return array[i];
    }

    public final void set(int i, int newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, int newValue) {
        array[i] = newValue;
    }

    public final int getPlain(int i) {
        return array[i];
    }

    public final void setPlain(int i, int newValue) {
        array[i] = newValue;
    }

    public final int getOpaque(int i) {
        return array[i];
    }

    public final void setOpaque(int i, int newValue) {
        array[i] = newValue;
    }

    public final int getAcquire(int i) {
        return array[i];
    }

    public final void setRelease(int i, int newValue) {
        array[i] = newValue;
    }

    public final int getAndSet(int i, int newValue) {
        ironpf.Threads.enterAtomic(this);
        try {
            int old = array[i];
            array[i] = newValue;
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        return compareAndExchange(i, expectedValue, newValue) == expectedValue;
    }

    public final int compareAndExchange(int i, int expectedValue, int newValue) {
        ironpf.Threads.enterAtomic(this);
        try {
            int old = array[i];
            if (old == expectedValue) {
                array[i] = newValue;
            }
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final int compareAndExchangeAcquire(int i, int expectedValue, int newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final int compareAndExchangeRelease(int i, int expectedValue, int newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final int getAndAdd(int i, int delta) {
        ironpf.Threads.enterAtomic(this);
        try {
            int old = array[i];
            array[i] = old + delta;
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final int addAndGet(int i, int delta) {
        return getAndAdd(i, delta) + delta;
    }

    public final int getAndIncrement(int i) {
        return getAndAdd(i, 1);
    }

    public final int getAndDecrement(int i) {
        return getAndAdd(i, -1);
    }

    public final int incrementAndGet(int i) {
        return getAndAdd(i, 1) + 1;
    }

    public final int decrementAndGet(int i) {
        return getAndAdd(i, -1) - 1;
    }

    /** The function runs inside the atomic step (the JDK may run it several times). */
    public final int getAndUpdate(int i, IntUnaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            int old = array[i];
            array[i] = f.applyAsInt(old);
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            int next = f.applyAsInt(array[i]);
            array[i] = next;
            return next;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final int getAndAccumulate(int i, int x, IntBinaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            int old = array[i];
            array[i] = f.applyAsInt(old, x);
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator f) {
        ironpf.Threads.enterAtomic(this);
        try {
            int next = f.applyAsInt(array[i], x);
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
