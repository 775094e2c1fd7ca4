public class DoublePrint {
    public static void main(String[] args) {
        double[] ds = {0.1, 0.2, 0.3, 0.1 + 0.2, 0.1 + 0.7, 0.3 - 0.1, 1e7, 1.0E7, 9999999.0, 1e6, 12345678.9, 1e-3, 0.001, 1.0E-4,
            0.0001, 100.0, 1.0, -1.0, 0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 1 / 3.0, 2 / 3.0, 10 / 3.0, 1 / 7.0, (float) 1 / 3, 0.1f,
            123456789.0f, 123456789.0, Math.PI, Math.E, 1e10, 1e15, 1e16, 1e17, 1e21, 1e22, 1e100, 1e300, 1e-5, 1e-10,
            1e-100, 1e-300, 4.9e-324, 1.7976931348623157e308, 2.5, 1.25, 1024.0625, 65536.5, 4503599627370496.0,
            9007199254740992.0, 9007199254740993.0, 0.5, 0.05, 0.005, 5e-4, 123.456, -123.456, 3.0e-5, 100.0 / 3,
            1.1 * 1.1, 0.1 * 3, 4.35 * 100, 1.005 * 1000, 2.675, 1234567.0, 0.000123, 8.41, 59.999999999999, 1e-7 * 3};
        for (int i = 0; i < ds.length; i++) {
            double d = ds[i];
            System.out.println(i + ": " + d + " | " + Double.toString(d) + " | bits " + Long.toHexString(Double.doubleToLongBits(d)));
        }
        System.out.println("== powers of ten ==");
        double p = 1;
        for (int i = 0; i < 23; i++) {
            System.out.print(p + " ");
            p *= 10;
        }
        System.out.println();
        p = 1;
        for (int i = 0; i < 25; i++) {
            System.out.print(p + " ");
            p /= 10;
        }
        System.out.println();
        for (int e = -12; e <= 22; e++) {
            System.out.print(Double.parseDouble("1e" + e) + " ");
        }
        System.out.println();
        System.out.println("== sums ==");
        double acc = 0;
        for (int i = 0; i < 25; i++) {
            acc += 0.1;
            System.out.print(acc + " ");
        }
        System.out.println();
        acc = 1.0;
        for (int i = 0; i < 20; i++) {
            acc /= 3;
            System.out.print(acc + " ");
        }
        System.out.println();
        System.out.println("== fractions ==");
        for (int n = 1; n <= 10; n++) {
            StringBuilder sb = new StringBuilder();
            for (int d = 1; d <= 10; d++) {
                sb.append((double) n / d).append(' ');
            }
            System.out.println(sb);
        }
        System.out.println("== square roots ==");
        for (int i = 0; i <= 20; i++) {
            System.out.print(Math.sqrt(i) + " ");
        }
        System.out.println();
        System.out.println("== misc ==");
        System.out.println(Double.valueOf(2.0).hashCode() + " " + Double.hashCode(-0.0) + " " + Double.hashCode(0.1) + " " + Double.valueOf(Double.NaN).hashCode());
        System.out.println(Double.compare(0.0, -0.0) + " " + Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " " + Double.valueOf(Double.NaN).equals(Double.NaN) + " " + Double.valueOf(0.0).equals(-0.0));
        System.out.println(Double.longBitsToDouble(0x3ff0000000000001L) + " " + Double.longBitsToDouble(1L) + " " + Double.longBitsToDouble(0x7fefffffffffffffL));
        System.out.println(Double.doubleToLongBits(Double.NaN) + " " + Long.toHexString(Double.doubleToRawLongBits(-0.0)));
        System.out.println(Double.isNaN(0.0 / 0.0) + " " + Double.isInfinite(-1 / 0.0) + " " + Double.isFinite(Double.MAX_VALUE));
        System.out.println(Double.max(-0.0, 0.0) + " " + Double.min(-0.0, 0.0) + " " + Double.sum(0.1, 0.2) + " " + Double.max(Double.NaN, 1));
        System.out.println(Double.MAX_EXPONENT + " " + Double.MIN_EXPONENT + " " + Double.SIZE + " " + Double.BYTES);
        StringBuilder sb = new StringBuilder();
        sb.append(0.1).append(' ').append(-2.5e-8).append(' ').append(7e21);
        System.out.println(sb);
        String s = "" + 1.0 + 2.0f + 3;
        System.out.println(s);
        System.out.println(1.0 + 2.0f + "3" + 4.5 + 'c');
    }
}
