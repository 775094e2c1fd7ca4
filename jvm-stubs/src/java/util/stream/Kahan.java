package java.util.stream;

/**
 * Compensated (Kahan) summation for DoubleStream.sum/average and Collectors.summingDouble/
 * averagingDouble: a[0] is the running sum, a[1] the compensation (the low-order part lost).
 */
final class Kahan {
    private Kahan() {}

    static void add(double[] a, double value) {
        double y = value - a[1];
        double t = a[0] + y;
        a[1] = (t - a[0]) - y;
        a[0] = t;
    }

    /** The compensated sum; the plain sum when compensation turned infinities into NaN. */
    static double result(double[] a, double simpleSum) {
        double total = a[0] - a[1];
        if (Double.isNaN(total) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return total;
    }
}
