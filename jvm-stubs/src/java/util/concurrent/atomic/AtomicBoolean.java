package java.util.concurrent.atomic;

/** A boolean updated atomically (see AtomicInteger). */
public class AtomicBoolean implements java.io.Serializable {
    private volatile boolean value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue;
    }

    public AtomicBoolean() {
    }

    public final boolean get() {
        return value;
    }

    public final void set(boolean newValue) {
        value = newValue;
    }

    public final void lazySet(boolean newValue) {
        value = newValue;
    }

    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        ironpf.Threads.enterAtomic(this);
        boolean same = value == expectedValue;
        if (same) {
            value = newValue;
        }
        ironpf.Threads.exitAtomic();
        return same;
    }

    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean getAndSet(boolean newValue) {
        ironpf.Threads.enterAtomic(this);
        boolean old = value;
        value = newValue;
        ironpf.Threads.exitAtomic();
        return old;
    }

    public String toString() {
        return Boolean.toString(get());
    }
}
