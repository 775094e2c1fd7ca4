package java.util;

import java.util.function.DoubleConsumer;

/** The sum is compensated (Kahan summation), as the JDK documents. */
public class DoubleSummaryStatistics implements DoubleConsumer {
    private long count;
    private double sum;
    private double compensation;
    private double simpleSum;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;

    public DoubleSummaryStatistics() {}

    @Override
    public void accept(double value) {
        count++;
        simpleSum += value;
        addCompensated(value);
        min = Math.min(min, value);
        max = Math.max(max, value);
    }

    private void addCompensated(double value) {
        double y = value - compensation;
        double t = sum + y;
        compensation = (t - sum) - y;
        sum = t;
    }

    public void combine(DoubleSummaryStatistics other) {
        count += other.count;
        simpleSum += other.simpleSum;
        addCompensated(other.sum);
        addCompensated(-other.compensation);
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    public final long getCount() {
        return count;
    }

    public final double getSum() {
        double total = sum - compensation;
        if (Double.isNaN(total) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return total;
    }

    public final double getMin() {
        return min;
    }

    public final double getMax() {
        return max;
    }

    public final double getAverage() {
        return count > 0 ? getSum() / count : 0.0d;
    }

    @Override
    public String toString() {
        return String.format("%s{count=%d, sum=%f, min=%f, average=%f, max=%f}",
                getClass().getSimpleName(), getCount(), getSum(), getMin(), getAverage(), getMax());
    }
}
