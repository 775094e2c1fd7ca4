package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * An array of references updated atomically (ironpf runtime library): reads and writes are
 * single array-element accesses; read-modify-write operations (comparing identities) run in
 * one step of the scheduler (ironpf.Threads.enterAtomic, as AtomicInteger's). An index out of
 * range throws the array's IndexOutOfBoundsException.
 */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        this.array = java.util.Arrays.copyOf(array, array.length, Object[].class);
    }

    @SuppressWarnings("unchecked")
    private E at(int i) {
        return (E) array[i];
    }

    public final int length() {
        return array.length;
    }

    public final E get(int i) {
        return at(i);
    }

    public final void set(int i, E newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, E newValue) {
        array[i] = newValue;
    }

    public final E getPlain(int i) {
        return at(i);
    }

    public final void setPlain(int i, E newValue) {
        array[i] = newValue;
    }

    public final E getOpaque(int i) {
        return at(i);
    }

    public final void setOpaque(int i, E newValue) {
        array[i] = newValue;
    }

    public final E getAcquire(int i) {
        return at(i);
    }

    public final void setRelease(int i, E newValue) {
        array[i] = newValue;
    }

    public final E getAndSet(int i, E newValue) {
        ironpf.Threads.enterAtomic(this);
        try {
            E old = at(i);
            array[i] = newValue;
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final boolean compareAndSet(int i, E expectedValue, E newValue) {
        ironpf.Threads.enterAtomic(this);
        try {
            boolean same = array[i] == expectedValue;
            if (same) {
                array[i] = newValue;
            }
            return same;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final E compareAndExchange(int i, E expectedValue, E newValue) {
        ironpf.Threads.enterAtomic(this);
        try {
            E old = at(i);
            if (old == expectedValue) {
                array[i] = newValue;
            }
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final E compareAndExchangeAcquire(int i, E expectedValue, E newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final E compareAndExchangeRelease(int i, E expectedValue, E newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    /** The function runs inside the atomic step (the JDK may run it several times). */
    public final E getAndUpdate(int i, UnaryOperator<E> f) {
        ironpf.Threads.enterAtomic(this);
        try {
            E old = at(i);
            array[i] = f.apply(old);
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final E updateAndGet(int i, UnaryOperator<E> f) {
        ironpf.Threads.enterAtomic(this);
        try {
            E next = f.apply(at(i));
            array[i] = next;
            return next;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final E getAndAccumulate(int i, E x, BinaryOperator<E> f) {
        ironpf.Threads.enterAtomic(this);
        try {
            E old = at(i);
            array[i] = f.apply(old, x);
            return old;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final E accumulateAndGet(int i, E x, BinaryOperator<E> f) {
        ironpf.Threads.enterAtomic(this);
        try {
            E next = f.apply(at(i), x);
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
            b.append(String.valueOf(get(i)));
            if (i == last) {
                return b.append(']').toString();
            }
            b.append(',').append(' ');
        }
    }
}
