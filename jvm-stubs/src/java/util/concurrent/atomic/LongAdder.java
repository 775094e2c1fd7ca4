package java.util.concurrent.atomic;

/**
 * A sum updated by many threads (ironpf runtime library): one long, each add one atomic step
 * (ironpf.Threads.enterAtomic). The JDK spreads the sum over cells and {@code sum} adds them
 * up without a lock, so under concurrent updates it may see some adds and not others; here
 * {@code sum} is one read, which sees every add before it and none after (a subset of the
 * JDK's outcomes; with only additions of one sign they are the same).
 */
public class LongAdder extends Number implements java.io.Serializable {
    private volatile long value;

    public LongAdder() {
    }

    public void add(long x) {
        ironpf.Threads.enterAtomic(this);
        value = value + x;
        ironpf.Threads.exitAtomic();
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public long sum() {
        return value;
    }

    public void reset() {
        value = 0L;
    }

    public long sumThenReset() {
        ironpf.Threads.enterAtomic(this);
        long sum = value;
        value = 0L;
        ironpf.Threads.exitAtomic();
        return sum;
    }

    public String toString() {
        return Long.toString(sum());
    }

    public long longValue() {
        return sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return (double) sum();
    }
}
