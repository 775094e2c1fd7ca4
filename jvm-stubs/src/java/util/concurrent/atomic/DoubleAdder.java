package java.util.concurrent.atomic;

/**
 * A double sum updated by many threads (ironpf runtime library): one double, each add one
 * atomic step; {@code sum} is one read (see LongAdder). The JDK adds per-cell sums in an
 * unspecified order, so its rounding may differ from adding in arrival order, as here.
 */
public class DoubleAdder extends Number implements java.io.Serializable {
    private volatile double value;

    public DoubleAdder() {
    }

    public void add(double x) {
        ironpf.Threads.enterAtomic(this);
        value = value + x;
        ironpf.Threads.exitAtomic();
    }

    public double sum() {
        return value;
    }

    public void reset() {
        value = 0.0;
    }

    public double sumThenReset() {
        ironpf.Threads.enterAtomic(this);
        double sum = value;
        value = 0.0;
        ironpf.Threads.exitAtomic();
        return sum;
    }

    public String toString() {
        return Double.toString(sum());
    }

    public double doubleValue() {
        return sum();
    }

    public long longValue() {
        return (long) sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }
}
