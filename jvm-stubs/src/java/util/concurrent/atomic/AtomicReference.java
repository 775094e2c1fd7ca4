package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** A reference updated atomically (see AtomicInteger); compareAndSet compares identities. */
public class AtomicReference<V> implements java.io.Serializable {
    private volatile V value;

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() {
        return value;
    }

    public final void set(V newValue) {
        value = newValue;
    }

    public final void lazySet(V newValue) {
        value = newValue;
    }

    public final boolean compareAndSet(V expectedValue, V newValue) {
        ironpf.Threads.enterAtomic(this);
        boolean same = value == expectedValue;
        if (same) {
            value = newValue;
        }
        ironpf.Threads.exitAtomic();
        return same;
    }

    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final V getAndSet(V newValue) {
        ironpf.Threads.enterAtomic(this);
        V old = value;
        value = newValue;
        ironpf.Threads.exitAtomic();
        return old;
    }

    public final V getAndUpdate(UnaryOperator<V> f) {
        ironpf.Threads.enterAtomic(this);
        V old = value;
        try {
            value = f.apply(old);
        } finally {
            ironpf.Threads.exitAtomic();
        }
        return old;
    }

    public final V updateAndGet(UnaryOperator<V> f) {
        ironpf.Threads.enterAtomic(this);
        try {
            value = f.apply(value);
            return value;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public final V getAndAccumulate(V x, BinaryOperator<V> f) {
        ironpf.Threads.enterAtomic(this);
        V old = value;
        try {
            value = f.apply(old, x);
        } finally {
            ironpf.Threads.exitAtomic();
        }
        return old;
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> f) {
        ironpf.Threads.enterAtomic(this);
        try {
            value = f.apply(value, x);
            return value;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public String toString() {
        return String.valueOf(get());
    }
}
