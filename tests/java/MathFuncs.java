public class MathFuncs {
    public static void main(String[] args) {
        System.out.println("== abs ==");
        System.out.println(Math.abs(-5) + " " + Math.abs(5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-5L) + " " + Math.abs(Long.MIN_VALUE));
        System.out.println(Math.abs(-2.5) + " " + Math.abs(-0.0) + " " + Math.abs(-3.5f) + " " + Math.abs(-0.0f) + " " + Math.abs(Double.NEGATIVE_INFINITY) + " " + Math.abs(Double.NaN));
        System.out.println("== min/max ==");
        System.out.println(Math.min(3, -4) + " " + Math.max(3, -4) + " " + Math.min(3L, 4L) + " " + Math.max(-3L, -4L));
        System.out.println(Math.min(1.5, 2.5) + " " + Math.max(1.5f, 2.5f) + " " + Math.min(Double.NaN, 1) + " " + Math.max(1f, Float.NaN));
        System.out.println(Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(0.0f, -0.0f) + " " + Math.max(0.0f, -0.0f));
        System.out.println("== floor/ceil/rint/round ==");
        double[] ds = {0.0, -0.0, 0.1, 0.5, 0.49999999999999994, 1.5, 2.5, -0.5, -1.5, -2.5, -0.1, 2.4, -2.6, 1e16, 1e300,
            -1e300, 4503599627370497.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 3e9, -3e9, 1e19, -1e19};
        for (double d : ds) {
            System.out.println(d + ": floor " + Math.floor(d) + " ceil " + Math.ceil(d) + " rint " + Math.rint(d) + " round " + Math.round(d)
                + " roundf " + Math.round((float) d));
        }
        System.out.println("== sqrt/cbrt/pow/hypot ==");
        for (int i = 0; i <= 12; i++) {
            System.out.print(Math.sqrt(i * i) + " " + Math.sqrt(i + 0.25) + " | ");
        }
        System.out.println();
        System.out.println(Math.sqrt(-1) + " " + Math.sqrt(-0.0) + " " + Math.sqrt(Double.POSITIVE_INFINITY) + " " + Math.sqrt(2) + " " + Math.sqrt(1e-300));
        System.out.println(Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.cbrt(1000));
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, -2) + " " + Math.pow(2, 0.5 * 2) + " " + Math.pow(10, 15) + " " + Math.pow(-2, 3) + " " + Math.pow(-8, 2));
        System.out.println(Math.pow(0, 0) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(0, -1) + " " + Math.pow(-0.0, -1) + " " + Math.pow(-1, 0.5) + " " + Math.pow(1, Double.POSITIVE_INFINITY));
        System.out.println(Math.pow(16, 0.5) + " " + Math.pow(4, 1.5) + " " + Math.pow(2, 40) + " " + (long) Math.pow(2, 62) + " " + Math.pow(2, 1024) + " " + Math.pow(2, -1074));
        System.out.println(Math.hypot(3, 4) + " " + Math.hypot(5, 12) + " " + Math.hypot(Double.NaN, Double.POSITIVE_INFINITY));
        System.out.println("== floorDiv/floorMod ==");
        int[] as = {7, -7, 0, 13, -13, Integer.MIN_VALUE, Integer.MAX_VALUE};
        int[] bs = {2, -2, 3, -3, 5, -5, 1, -1};
        for (int a : as) {
            StringBuilder sb = new StringBuilder(a + ":");
            for (int b : bs) sb.append(' ').append(Math.floorDiv(a, b)).append('/').append(Math.floorMod(a, b));
            System.out.println(sb);
        }
        System.out.println(Math.floorDiv(-7L, 2L) + " " + Math.floorMod(-7L, 2L) + " " + Math.floorMod(7L, -3L) + " " + Math.floorDiv(Long.MIN_VALUE, -1L));
        System.out.println("== signum/copySign/ulp/misc ==");
        System.out.println(Math.signum(-2.5) + " " + Math.signum(0.0) + " " + Math.signum(-0.0) + " " + Math.signum(7f) + " " + Math.signum(Double.NaN));
        System.out.println(Math.copySign(3.0, -0.0) + " " + Math.copySign(-2f, 1f));
        System.out.println(Math.ulp(1.0) + " " + Math.ulp(1f) + " " + Math.ulp(1e10));
        System.out.println(Math.nextUp(1.0) + " " + Math.nextDown(1.0) + " " + Math.nextAfter(1f, 2.0));
        System.out.println(Math.getExponent(1024.0) + " " + Math.getExponent(0.1f) + " " + Math.scalb(1.5, 4));
        System.out.println(Math.toRadians(180) == Math.PI);
        System.out.println(Math.toDegrees(Math.PI));
        System.out.println("== exact arithmetic ==");
        System.out.println(Math.addExact(2, 3) + " " + Math.multiplyExact(100000L, 100000L) + " " + Math.subtractExact(-5, 6) + " " + Math.negateExact(5) + " " + Math.toIntExact(77L));
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage());
        }
        try {
            Math.multiplyExact(Long.MAX_VALUE, 2L);
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage());
        }
        try {
            Math.toIntExact(1L << 40);
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage());
        }
        try {
            Math.incrementExact(Integer.MAX_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage());
        }
        System.out.println("== integer sqrt and gcd loops ==");
        for (int n = 0; n < 200; n += 13) {
            int r = (int) Math.sqrt(n);
            System.out.print(n + "->" + r + (r * r == n ? "!" : "") + " ");
        }
        System.out.println();
        for (int n = 1; n < 40; n += 3) {
            System.out.print(Math.round(Math.sqrt(n) * 1000) / 1000.0 + " ");
        }
        System.out.println();
        System.out.println(Math.round(2.5f) + " " + Math.round(-2.5f) + " " + Math.round(Float.NaN) + " " + Math.round(1e20f) + " " + Math.round(-1e20));
        System.out.println(Math.PI + " " + Math.E + " " + (float) Math.PI);
        System.out.println(StrictMath.sqrt(2.0) + " " + StrictMath.abs(-3) + " " + StrictMath.max(2, 9) + " " + StrictMath.floor(-1.5));
    }
}
