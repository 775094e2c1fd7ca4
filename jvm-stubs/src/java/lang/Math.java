package java.lang;

/**
 * Math functions. Transcendental functions delegate to the StrictMath natives.
 * random() is deterministic (fixed seed).
 */
public final class Math {

    private Math() {
    }

    public static final double E = 2.7182818284590452354;

    public static final double PI = 3.14159265358979323846;

    public static final double TAU = 2.0 * PI;

    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;

    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    // ------------------------------------------------------------------ transcendental

    public static double sin(double a) {
        return StrictMath.sin(a);
    }

    public static double cos(double a) {
        return StrictMath.cos(a);
    }

    public static double tan(double a) {
        return StrictMath.tan(a);
    }

    public static double asin(double a) {
        return StrictMath.asin(a);
    }

    public static double acos(double a) {
        return StrictMath.acos(a);
    }

    public static double atan(double a) {
        return StrictMath.atan(a);
    }

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    public static double exp(double a) {
        return StrictMath.exp(a);
    }

    public static double log(double a) {
        return StrictMath.log(a);
    }

    public static double log10(double a) {
        return StrictMath.log10(a);
    }

    public static double sqrt(double a) {
        return StrictMath.sqrt(a);
    }

    public static double cbrt(double a) {
        return StrictMath.cbrt(a);
    }

    public static double IEEEremainder(double f1, double f2) {
        return StrictMath.IEEEremainder(f1, f2);
    }

    public static double ceil(double a) {
        return StrictMath.ceil(a);
    }

    public static double floor(double a) {
        return StrictMath.floor(a);
    }

    public static double rint(double a) {
        return StrictMath.rint(a);
    }

    public static double atan2(double y, double x) {
        return StrictMath.atan2(y, x);
    }

    public static double pow(double a, double b) {
        return StrictMath.pow(a, b);
    }

    public static double sinh(double x) {
        return StrictMath.sinh(x);
    }

    public static double cosh(double x) {
        return StrictMath.cosh(x);
    }

    public static double tanh(double x) {
        return StrictMath.tanh(x);
    }

    public static double hypot(double x, double y) {
        return StrictMath.hypot(x, y);
    }

    public static double expm1(double x) {
        return StrictMath.expm1(x);
    }

    public static double log1p(double x) {
        return StrictMath.log1p(x);
    }

    // ------------------------------------------------------------------ rounding

    public static int round(float a) {
        if (a != a) {
            return 0;
        }
        if (abs(a) >= 8388608.0f) { // 2^23: already an integer (casting saturates)
            return (int) a;
        }
        float f = (float) StrictMath.floor(a);
        // a - f is exact here, so the comparison decides ties (rounding half up) correctly
        return (int) f + ((a - f >= 0.5f) ? 1 : 0);
    }

    public static long round(double a) {
        if (a != a) {
            return 0L;
        }
        if (abs(a) >= 4503599627370496.0) { // 2^52
            return (long) a;
        }
        double f = StrictMath.floor(a);
        return (long) f + ((a - f >= 0.5) ? 1L : 0L);
    }

    // ------------------------------------------------------------------ random (deterministic)

    private static long seed = (0x5DEECE66DL ^ 42L) & ((1L << 48) - 1);

    private static int nextBits(int bits) {
        seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
        return (int) (seed >>> (48 - bits));
    }

    public static double random() {
        return (((long) nextBits(26) << 27) + nextBits(27)) * 0x1.0p-53;
    }

    // ------------------------------------------------------------------ exact arithmetic

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        if (x != 0 && (r / x != y || (x == -1 && y == Long.MIN_VALUE))) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    public static long multiplyHigh(long x, long y) {
        // schoolbook multiplication on 32-bit halves (signed)
        long x1 = x >> 32;
        long x2 = x & 0xffffffffL;
        long y1 = y >> 32;
        long y2 = y & 0xffffffffL;
        long z2 = x2 * y2;
        long t = x1 * y2 + (z2 >>> 32);
        long z1 = t & 0xffffffffL;
        long z0 = t >> 32;
        z1 += x2 * y1;
        return x1 * y1 + z0 + (z1 >> 32);
    }

    // ------------------------------------------------------------------ floor division

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x % y != 0) && ((x ^ y) < 0)) {
            q--;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x % y != 0) && ((x ^ y) < 0)) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int m = x % y;
        if (m != 0 && ((m ^ y) < 0)) {
            m += y;
        }
        return m;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long m = x % y;
        if (m != 0 && ((m ^ y) < 0)) {
            m += y;
        }
        return m;
    }

    // ------------------------------------------------------------------ abs / min / max

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    public static float abs(float a) {
        return Float.intBitsToFloat(Float.floatToRawIntBits(a) & 0x7fffffff);
    }

    public static double abs(double a) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(a) & 0x7fffffffffffffffL);
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(a) < 0) {
            return b; // max(-0.0, 0.0) is 0.0
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0 && b == 0.0 && Double.doubleToRawLongBits(a) < 0) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(b) < 0) {
            return b; // min(0.0, -0.0) is -0.0
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0 && b == 0.0 && Double.doubleToRawLongBits(b) < 0) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    // ------------------------------------------------------------------ IEEE helpers

    public static double signum(double d) {
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
    }

    public static double copySign(double magnitude, double sign) {
        long m = Double.doubleToRawLongBits(magnitude) & 0x7fffffffffffffffL;
        long s = Double.doubleToRawLongBits(sign) & 0x8000000000000000L;
        return Double.longBitsToDouble(m | s);
    }

    public static float copySign(float magnitude, float sign) {
        int m = Float.floatToRawIntBits(magnitude) & 0x7fffffff;
        int s = Float.floatToRawIntBits(sign) & 0x80000000;
        return Float.intBitsToFloat(m | s);
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) >>> 23) & 0xff) - 127;
    }

    public static int getExponent(double d) {
        return (int) ((Double.doubleToRawLongBits(d) >>> 52) & 0x7ff) - 1023;
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        if (exp == 1024) { // NaN or infinity
            return abs(d);
        }
        if (exp == -1023) { // zero or subnormal
            return Double.MIN_VALUE;
        }
        exp -= 52;
        if (exp >= -1022) {
            return Double.longBitsToDouble(((long) (exp + 1023)) << 52);
        }
        return Double.longBitsToDouble(1L << (exp + 1074));
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        if (exp == 128) {
            return abs(f);
        }
        if (exp == -127) {
            return Float.MIN_VALUE;
        }
        exp -= 23;
        if (exp >= -126) {
            return Float.intBitsToFloat((exp + 127) << 23);
        }
        return Float.intBitsToFloat(1 << (exp + 149));
    }

    public static double nextUp(double d) {
        if (d != d || d == Double.POSITIVE_INFINITY) {
            return d;
        }
        d += 0.0; // turns -0.0 into +0.0
        long bits = Double.doubleToRawLongBits(d);
        return Double.longBitsToDouble(bits + ((d >= 0.0) ? 1L : -1L));
    }

    public static float nextUp(float f) {
        if (f != f || f == Float.POSITIVE_INFINITY) {
            return f;
        }
        f += 0.0f;
        int bits = Float.floatToRawIntBits(f);
        return Float.intBitsToFloat(bits + ((f >= 0.0f) ? 1 : -1));
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        long bits = Double.doubleToRawLongBits(d);
        return Double.longBitsToDouble(bits + ((d > 0.0) ? -1L : 1L));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        int bits = Float.floatToRawIntBits(f);
        return Float.intBitsToFloat(bits + ((f > 0.0f) ? -1 : 1));
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            return nextDown(start);
        }
        if (start < direction) {
            return nextUp(start);
        }
        if (start == direction) {
            return direction;
        }
        return start + direction; // NaN
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            return nextDown(start);
        }
        if (start < direction) {
            return nextUp(start);
        }
        if (start == direction) {
            return (float) direction;
        }
        return start + (float) direction;
    }

    public static double scalb(double d, int scaleFactor) {
        if (d != d || Double.isInfinite(d) || d == 0.0) {
            return d;
        }
        long bits = Double.doubleToRawLongBits(d);
        boolean negative = bits < 0;
        int biased = (int) ((bits >>> 52) & 0x7ff);
        long m = bits & 0xfffffffffffffL;
        long e; // |d| = m * 2^e
        if (biased == 0) {
            e = -1074;
        } else {
            m |= 1L << 52;
            e = biased - 1075;
        }
        while (m < (1L << 52)) { // normalize subnormals
            m <<= 1;
            e--;
        }
        e += scaleFactor; // |result| = m * 2^e with m in [2^52, 2^53)
        double result;
        if (e > 971) {
            result = Double.POSITIVE_INFINITY;
        } else if (e >= -1074) {
            result = Double.longBitsToDouble(((e + 1075) << 52) | (m & 0xfffffffffffffL));
        } else {
            // subnormal result: round m * 2^e to a multiple of 2^-1074, ties to even
            int shift = (int) Math.min(-1074 - e, 63);
            long q = m >>> shift;
            long rem = m & ((1L << shift) - 1);
            long half = 1L << (shift - 1);
            if (rem > half || (rem == half && (q & 1) == 1)) {
                q++;
            }
            result = Double.longBitsToDouble(q);
        }
        return negative ? -result : result;
    }

    public static float scalb(float f, int scaleFactor) {
        int n = Math.max(-300, Math.min(300, scaleFactor));
        // exact in double, then a single rounding to float
        return (float) scalb((double) f, n);
    }

    /** a * b + c rounded once: the exact value computed with BigDecimal. */
    public static double fma(double a, double b, double c) {
        if (Double.isNaN(a) || Double.isNaN(b) || Double.isNaN(c)) {
            return Double.NaN;
        }
        if (Double.isInfinite(a) || Double.isInfinite(b) || a == 0.0 || b == 0.0) {
            // the product is exact (an infinity or a signed zero): one rounding, in the sum
            return a * b + c;
        }
        if (Double.isInfinite(c)) {
            return c; // a finite product, however large, does not change an infinite c
        }
        java.math.BigDecimal product = new java.math.BigDecimal(a).multiply(new java.math.BigDecimal(b));
        if (c == 0.0) {
            return product.doubleValue();
        }
        java.math.BigDecimal sum = product.add(new java.math.BigDecimal(c));
        return sum.signum() == 0 ? 0.0 : sum.doubleValue();
    }

    public static float fma(float a, float b, float c) {
        if (Float.isFinite(a) && Float.isFinite(b) && Float.isFinite(c)) {
            if (a == 0.0f || b == 0.0f) {
                return a * b + c;
            }
            java.math.BigDecimal sum = new java.math.BigDecimal((double) a * (double) b)
                    .add(new java.math.BigDecimal((double) c));
            return sum.signum() == 0 ? 0.0f : sum.floatValue();
        }
        return (float) fma((double) a, (double) b, (double) c);
    }
}
