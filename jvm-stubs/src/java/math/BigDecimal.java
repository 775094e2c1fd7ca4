package java.math;

/**
 * ironpf's BigDecimal: the JDK class's arithmetic, rounding, scale and formatting rules on a
 * {@code long} unscaled value plus an {@code int} scale.
 *
 * <p>The unscaled value must lie in [-(2^63 - 1), 2^63 - 1]. An operation whose exact result (or,
 * for rounding operations, whose rounded result or a required intermediate) does not fit throws
 * {@code ArithmeticException("BigDecimal out of ironpf's range: ...")}: it never returns a wrong
 * value. Everything else matches JDK 17, including exception messages.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {

    /** The unscaled value; never Long.MIN_VALUE. */
    private final long intVal;

    private final int scale;

    public static final int ROUND_UP = 0;

    public static final int ROUND_DOWN = 1;

    public static final int ROUND_CEILING = 2;

    public static final int ROUND_FLOOR = 3;

    public static final int ROUND_HALF_UP = 4;

    public static final int ROUND_HALF_DOWN = 5;

    public static final int ROUND_HALF_EVEN = 6;

    public static final int ROUND_UNNECESSARY = 7;

    /** 10^0 .. 10^18. */
    private static final long[] TEN_POWERS = {
        1L, 10L, 100L, 1000L, 10000L, 100000L, 1000000L, 10000000L, 100000000L, 1000000000L,
        10000000000L, 100000000000L, 1000000000000L, 10000000000000L, 100000000000000L,
        1000000000000000L, 10000000000000000L, 100000000000000000L, 1000000000000000000L
    };

    /** 1e0 .. 1e22: exactly representable doubles. */
    private static final double[] DOUBLE_10_POW = {
        1.0e0, 1.0e1, 1.0e2, 1.0e3, 1.0e4, 1.0e5, 1.0e6, 1.0e7, 1.0e8, 1.0e9, 1.0e10, 1.0e11, 1.0e12,
        1.0e13, 1.0e14, 1.0e15, 1.0e16, 1.0e17, 1.0e18, 1.0e19, 1.0e20, 1.0e21, 1.0e22
    };

    /** 1e0 .. 1e10: exactly representable floats. */
    private static final float[] FLOAT_10_POW = {
        1.0e0f, 1.0e1f, 1.0e2f, 1.0e3f, 1.0e4f, 1.0e5f, 1.0e6f, 1.0e7f, 1.0e8f, 1.0e9f, 1.0e10f
    };

    private static final BigDecimal[] ZERO_THROUGH_TEN = {
        new BigDecimal(0L, 0, true), new BigDecimal(1L, 0, true), new BigDecimal(2L, 0, true),
        new BigDecimal(3L, 0, true), new BigDecimal(4L, 0, true), new BigDecimal(5L, 0, true),
        new BigDecimal(6L, 0, true), new BigDecimal(7L, 0, true), new BigDecimal(8L, 0, true),
        new BigDecimal(9L, 0, true), new BigDecimal(10L, 0, true)
    };

    public static final BigDecimal ZERO = ZERO_THROUGH_TEN[0];

    public static final BigDecimal ONE = ZERO_THROUGH_TEN[1];

    public static final BigDecimal TEN = ZERO_THROUGH_TEN[10];

    private static final String RANGE_PREFIX = "BigDecimal out of ironpf's range: ";

    private static final String NON_TERMINATING =
            "Non-terminating decimal expansion; no exact representable decimal result.";

    // ------------------------------------------------------------------ construction

    private BigDecimal(long intVal, int scale, boolean unused) {
        this.intVal = intVal;
        this.scale = scale;
    }

    public BigDecimal(int val) {
        this.intVal = val;
        this.scale = 0;
    }

    public BigDecimal(long val) {
        if (val == Long.MIN_VALUE) {
            throw outOfRange("unscaled value -2^63");
        }
        this.intVal = val;
        this.scale = 0;
    }

    public BigDecimal(int val, MathContext mc) {
        this(doRound(valueOf(val), mc));
    }

    public BigDecimal(long val, MathContext mc) {
        this(doRound(valueOf(val), mc));
    }

    public BigDecimal(String val) {
        this(parse(val.toCharArray(), 0, val.length()));
    }

    public BigDecimal(String val, MathContext mc) {
        this(doRound(parse(val.toCharArray(), 0, val.length()), mc));
    }

    public BigDecimal(char[] in) {
        this(parse(in, 0, in.length));
    }

    public BigDecimal(char[] in, int offset, int len) {
        this(parse(in, offset, len));
    }

    public BigDecimal(BigInteger val) {
        this(checkedLong(val.longValue()), 0, true);
    }

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this(checkedLong(unscaledVal.longValue()), scale, true);
    }

    /** The exact binary value of a double (JDK semantics); throws if it needs more than a long. */
    public BigDecimal(double val) {
        this(exactDouble(val));
    }

    private BigDecimal(BigDecimal copy) {
        this.intVal = copy.intVal;
        this.scale = copy.scale;
    }

    private static long checkedLong(long v) {
        if (v == Long.MIN_VALUE) {
            throw outOfRange("unscaled value -2^63");
        }
        return v;
    }

    private static BigDecimal make(long v, int scale) {
        if (v == Long.MIN_VALUE) {
            throw outOfRange("unscaled value -2^63");
        }
        return new BigDecimal(v, scale, true);
    }

    public static BigDecimal valueOf(long val) {
        if (val >= 0 && val <= 10) {
            return ZERO_THROUGH_TEN[(int) val];
        }
        return make(val, 0);
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        if (scale == 0) {
            return valueOf(unscaledVal);
        }
        return make(unscaledVal, scale);
    }

    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    private static BigDecimal zeroValueOf(int scale) {
        return scale == 0 ? ZERO : new BigDecimal(0L, scale, true);
    }

    private static BigDecimal exactDouble(double val) {
        if (Double.isInfinite(val) || Double.isNaN(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long valBits = Double.doubleToLongBits(val);
        int sign = ((valBits >> 63) == 0 ? 1 : -1);
        int exponent = (int) ((valBits >> 52) & 0x7ffL);
        long significand = (exponent == 0 ? (valBits & ((1L << 52) - 1)) << 1
                : (valBits & ((1L << 52) - 1)) | (1L << 52));
        exponent -= 1075;
        if (significand == 0) {
            return ZERO;
        }
        while ((significand & 1) == 0) {
            significand >>= 1;
            exponent++;
        }
        // value = sign * significand * 2^exponent
        if (exponent >= 0) {
            if (exponent >= 63 || significand > (Long.MAX_VALUE >> exponent)) {
                throw outOfRange("new BigDecimal(" + val + ")");
            }
            return make(sign * (significand << exponent), 0);
        }
        // significand / 2^k == significand * 5^k / 10^k
        int k = -exponent;
        long v = significand;
        for (int i = 0; i < k; i++) {
            v = mulOrThrow(v, 5, "new BigDecimal(" + val + ")");
        }
        return make(sign * v, k);
    }

    // ------------------------------------------------------------------ parsing

    private static BigDecimal parse(char[] in, int offset, int len) {
        if (offset < 0 || len < 0 || offset > in.length - len) {
            throw new NumberFormatException("Bad offset or len arguments for char[] input.");
        }
        if (len == 0 || offset >= in.length) {
            throw new NumberFormatException();
        }
        boolean isneg = false;
        if (in[offset] == '-') {
            isneg = true;
            offset++;
            len--;
        } else if (in[offset] == '+') {
            offset++;
            len--;
        }
        boolean isCompact = len <= 18;
        boolean anyDigit = false;
        boolean seenNonZero = false;
        boolean overflow = false;
        boolean dot = false;
        long rs = 0;
        long scl = 0;
        long exp = 0;
        for (; len > 0; offset++, len--) {
            char c = in[offset];
            int digit;
            if (c >= '0' && c <= '9') {
                digit = c - '0';
            } else if (Character.isDigit(c)) {
                digit = Character.digit(c, 10);
            } else {
                digit = -1;
            }
            if (digit >= 0) {
                anyDigit = true;
                if (digit != 0 || seenNonZero) {
                    seenNonZero = true;
                    if (!overflow) {
                        if (rs > (Long.MAX_VALUE - digit) / 10) {
                            overflow = true;
                        } else {
                            rs = rs * 10 + digit;
                        }
                    }
                }
                if (dot) {
                    ++scl;
                }
                continue;
            }
            if (c == '.') {
                if (dot) {
                    throw new NumberFormatException("Character array contains more than one decimal point.");
                }
                dot = true;
                continue;
            }
            if (c == 'e' || c == 'E') {
                exp = parseExp(in, offset, len);
                if ((int) exp != exp) {
                    throw new NumberFormatException("Exponent overflow.");
                }
                break;
            }
            if (isCompact) {
                throw new NumberFormatException("Character " + c
                        + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
            }
            throw new NumberFormatException("Character array is missing \"e\" notation exponential mark.");
        }
        if (!anyDigit) {
            throw new NumberFormatException("No digits found.");
        }
        if (exp != 0) {
            scl = scl - exp;
            if (scl > Integer.MAX_VALUE || scl < Integer.MIN_VALUE) {
                throw new NumberFormatException("Scale out of range.");
            }
        }
        if (scl > Integer.MAX_VALUE) {
            throw new NumberFormatException("Scale out of range.");
        }
        if (overflow) {
            throw outOfRange("\"" + new String(in) + "\" has too many significant digits");
        }
        return make(isneg ? -rs : rs, (int) scl);
    }

    private static long parseExp(char[] in, int offset, int len) {
        long exp = 0;
        offset++;
        if (offset >= in.length) {
            throw new NumberFormatException();
        }
        char c = in[offset];
        len--;
        boolean negexp = (c == '-');
        if (negexp || c == '+') {
            offset++;
            if (offset >= in.length) {
                throw new NumberFormatException();
            }
            c = in[offset];
            len--;
        }
        if (len <= 0) {
            throw new NumberFormatException("No exponent digits.");
        }
        while (len > 10 && (c == '0' || (Character.digit(c, 10) == 0))) {
            offset++;
            c = in[offset];
            len--;
        }
        if (len > 10) {
            throw new NumberFormatException("Too many nonzero exponent digits.");
        }
        for (;; len--) {
            int v;
            if (c >= '0' && c <= '9') {
                v = c - '0';
            } else {
                v = Character.digit(c, 10);
                if (v < 0) {
                    throw new NumberFormatException("Not a digit.");
                }
            }
            exp = exp * 10 + v;
            if (len == 1) {
                break;
            }
            offset++;
            c = in[offset];
        }
        if (negexp) {
            exp = -exp;
        }
        return exp;
    }

    // ------------------------------------------------------------------ long helpers

    private static ArithmeticException outOfRange(String what) {
        return new ArithmeticException(RANGE_PREFIX + what);
    }

    private static boolean isRangeError(ArithmeticException e) {
        String m = e.getMessage();
        return m != null && m.startsWith(RANGE_PREFIX);
    }

    /** a + b, both never Long.MIN_VALUE; throws if the sum is not a valid unscaled value. */
    private static long addOrThrow(long a, long b, String what) {
        long r = a + b;
        if (((a ^ r) & (b ^ r)) < 0 || r == Long.MIN_VALUE) {
            throw outOfRange(what);
        }
        return r;
    }

    /** a * b, both never Long.MIN_VALUE; throws if the product is not a valid unscaled value. */
    private static long mulOrThrow(long a, long b, String what) {
        if (a == 0 || b == 0) {
            return 0;
        }
        long r = a * b;
        if (r == Long.MIN_VALUE || r / b != a) {
            throw outOfRange(what);
        }
        return r;
    }

    /** v * 10^n for n >= 0, or throws. */
    private static long mulPow10(long v, long n, String what) {
        if (v == 0 || n == 0) {
            return v;
        }
        if (n > 18) {
            throw outOfRange(what);
        }
        return mulOrThrow(v, TEN_POWERS[(int) n], what);
    }

    /** Number of decimal digits of a non-negative long (1 for 0). */
    private static int digitLength(long v) {
        for (int i = 1; i < TEN_POWERS.length; i++) {
            if (v < TEN_POWERS[i]) {
                return i;
            }
        }
        return 19;
    }

    /** Compares |a| * 10^d with |b| (d >= 0); a product beyond the long range is the larger. */
    private static int compareMagScaled(long a, long d, long b) {
        long ma = Math.abs(a);
        long mb = Math.abs(b);
        if (ma == 0 || d == 0) {
            return Long.compare(ma, mb);
        }
        if (d > 18 || ma > Long.MAX_VALUE / TEN_POWERS[(int) d]) {
            return 1;
        }
        return Long.compare(ma * TEN_POWERS[(int) d], mb);
    }

    /** JDK checkScale: a scale beyond the int range is clamped for zero, an error otherwise. */
    private static int checkScale(long unscaled, long val) {
        int asInt = (int) val;
        if (asInt != val) {
            asInt = val > Integer.MAX_VALUE ? Integer.MAX_VALUE : Integer.MIN_VALUE;
            if (unscaled != 0) {
                throw new ArithmeticException(asInt > 0 ? "Underflow" : "Overflow");
            }
        }
        return asInt;
    }

    /** JDK checkScaleNonZero. */
    private static int checkScaleNonZero(long val) {
        int asInt = (int) val;
        if (asInt != val) {
            throw new ArithmeticException(asInt > 0 ? "Underflow" : "Overflow");
        }
        return asInt;
    }

    private static int saturateLong(long s) {
        int i = (int) s;
        return (s == i) ? i : (s < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE);
    }

    // ------------------------------------------------------------------ the division core

    /**
     * Result of {@link #divRound}: the rounded quotient is {@code q * 10^zeros}, trailing zero
     * digits being kept apart so that they need not fit in a long.
     */
    private static final class Quotient {
        long q;
        long zeros;
        boolean exact;
    }

    /**
     * (x * 10^e) / y rounded to an integer by mode, where x and y are unscaled values (y != 0,
     * neither Long.MIN_VALUE) and e is any power-of-ten exponent. Throws "Rounding necessary" for
     * an inexact quotient under UNNECESSARY and the range error if the result needs more than a
     * long (an exact quotient's trailing zeros are kept apart in {@code zeros}).
     */
    private static Quotient divRound(long x, long y, long e, int mode, String what) {
        Quotient res = new Quotient();
        boolean negative = (x < 0) != (y < 0);
        long a = Math.abs(x);
        long b = Math.abs(y);
        long q;
        long zeros = 0;
        int cmpHalf; // remainder compared with half the divisor; meaningful only if inexact
        boolean exact;
        if (e >= 0 && mode == ROUND_UNNECESSARY && a != 0) {
            // Decide exactness before the quotient can outgrow a long: a * 10^e / b is an integer
            // iff b / gcd(a, b) is 2^i * 5^j with i, j <= e.
            long den = b / gcd(a, b);
            long twos = 0;
            long fives = 0;
            while (den % 2 == 0) {
                den /= 2;
                twos++;
            }
            while (den % 5 == 0) {
                den /= 5;
                fives++;
            }
            if (den != 1 || twos > e || fives > e) {
                throw new ArithmeticException("Rounding necessary");
            }
        }
        if (e >= 0) {
            q = a / b;
            long r = a % b;
            for (long i = 0; i < e; i++) {
                if (r == 0) {
                    zeros += e - i;
                    break;
                }
                // (d, r) = divmod(10 * r, b) without overflow (r < b)
                int d;
                if (r <= Long.MAX_VALUE / 10) {
                    long t = r * 10;
                    d = (int) (t / b);
                    r = t % b;
                } else {
                    d = 0;
                    long acc = 0;
                    for (int k = 0; k < 10; k++) {
                        if (acc >= b - r) {
                            acc -= b - r;
                            d++;
                        } else {
                            acc += r;
                        }
                    }
                    r = acc;
                }
                if (d == 0) {
                    zeros++;
                } else {
                    q = addOrThrow(mulPow10(q, zeros + 1, what), d, what);
                    zeros = 0;
                }
            }
            exact = r == 0;
            if (!exact) {
                long rest = b - r;
                cmpHalf = r > rest ? 1 : (r < rest ? -1 : 0);
            } else {
                cmpHalf = -1;
            }
        } else {
            // floor(a / (b * 10^k)) == floor(floor(a / b) / 10^k); the discarded fraction is
            // (h + ra / b) / 10^k with h = floor(a / b) mod 10^k.
            long qa = a / b;
            long ra = a % b;
            long k = -e;
            long h;
            int hCmp; // h compared with 10^k / 2 (a long has fewer than 20 digits)
            if (k <= 18) {
                long p = TEN_POWERS[(int) k];
                q = qa / p;
                h = qa % p;
                hCmp = Long.compare(h, p / 2);
            } else {
                q = 0;
                h = qa;
                hCmp = k == 19 ? Long.compare(h, 5000000000000000000L) : -1;
            }
            exact = h == 0 && ra == 0;
            if (hCmp != 0) {
                cmpHalf = hCmp;
            } else {
                cmpHalf = ra == 0 ? 0 : 1;
            }
        }
        if (!exact && needIncrement(mode, negative, zeros > 0 ? 0 : q, cmpHalf)) {
            q = addOrThrow(mulPow10(q, zeros, what), 1, what);
            zeros = 0;
        }
        res.q = negative ? -q : q;
        res.zeros = zeros;
        res.exact = exact;
        return res;
    }

    /**
     * Whether an inexact magnitude q (the truncated result) rounds away from zero; cmpHalf compares
     * the discarded fraction with one half.
     */
    private static boolean needIncrement(int mode, boolean negative, long q, int cmpHalf) {
        switch (mode) {
            case ROUND_UNNECESSARY:
                throw new ArithmeticException("Rounding necessary");
            case ROUND_UP:
                return true;
            case ROUND_DOWN:
                return false;
            case ROUND_CEILING:
                return !negative;
            case ROUND_FLOOR:
                return negative;
            case ROUND_HALF_UP:
                return cmpHalf >= 0;
            case ROUND_HALF_DOWN:
                return cmpHalf > 0;
            case ROUND_HALF_EVEN:
                return cmpHalf > 0 || (cmpHalf == 0 && (q & 1) != 0);
            default:
                throw new IllegalArgumentException("Invalid rounding mode");
        }
    }

    /** The quotient as a plain long at its full size. */
    private static long materialize(Quotient quot, String what) {
        return mulPow10(quot.q, quot.zeros, what);
    }

    /**
     * An exact quotient q * 10^zeros at scale {@code scale}, with trailing zeros dropped while the
     * scale is above {@code preferredScale} (JDK createAndStripZerosToMatchScale).
     */
    private static BigDecimal stripExact(Quotient quot, long scale, long preferredScale, String what) {
        long q = quot.q;
        long zeros = quot.zeros;
        if (q == 0) {
            return zeroValueOf(checkScale(0, scale));
        }
        if (scale > preferredScale && zeros > 0) {
            long drop = Math.min(zeros, scale - preferredScale);
            zeros -= drop;
            scale -= drop;
        }
        q = mulPow10(q, zeros, what);
        while (Math.abs(q) >= 10L && scale > preferredScale) {
            if ((q & 1L) != 0 || q % 10 != 0) {
                break;
            }
            q /= 10;
            scale = checkScale(q, scale - 1);
        }
        return valueOf(q, checkScale(q, scale));
    }

    // ------------------------------------------------------------------ arithmetic

    public BigDecimal add(BigDecimal augend) {
        return addImpl(this, augend, null);
    }

    /** The exact sum, rounded by mc when mc is non-null. */
    private static BigDecimal addImpl(BigDecimal x, BigDecimal y, MathContext mc) {
        long xs = x.intVal;
        long ys = y.intVal;
        long sdiff = (long) x.scale - y.scale;
        int scale = sdiff < 0 ? y.scale : x.scale;
        long xa = sdiff < 0 ? tryMulPow10(xs, -sdiff) : xs;
        long ya = sdiff > 0 ? tryMulPow10(ys, sdiff) : ys;
        if (xa != Long.MIN_VALUE && ya != Long.MIN_VALUE) {
            long r = xa + ya;
            if (((xa ^ r) & (ya ^ r)) >= 0 && r != Long.MIN_VALUE) {
                BigDecimal sum = valueOf(r, scale);
                return mc == null ? sum : doRound(sum, mc);
            }
        }
        // The aligned operands or their sum leave the long range: add 128-bit magnitudes.
        long[] xw = wideOf(Math.abs(xs));
        long[] yw = wideOf(Math.abs(ys));
        if ((sdiff < 0 && !wideMulPow10(xw, -sdiff)) || (sdiff > 0 && !wideMulPow10(yw, sdiff))) {
            throw outOfRange("add");
        }
        int xsign = Long.signum(xs);
        int ysign = Long.signum(ys);
        long[] mag;
        int sign;
        if (xsign == 0 || ysign == 0 || xsign == ysign) {
            mag = wideAdd(xw, yw);
            if (mag == null) {
                throw outOfRange("add");
            }
            sign = xsign != 0 ? xsign : ysign;
        } else {
            int c = wideCmp(xw, yw);
            if (c >= 0) {
                mag = wideSub(xw, yw);
                sign = c == 0 ? 0 : xsign;
            } else {
                mag = wideSub(yw, xw);
                sign = ysign;
            }
        }
        return wideResult(sign, mag, scale, mc, "add");
    }

    /** v * 10^n (n >= 0), or Long.MIN_VALUE if that is not a valid unscaled value. */
    private static long tryMulPow10(long v, long n) {
        if (v == 0 || n == 0) {
            return v;
        }
        if (n > 18) {
            return Long.MIN_VALUE;
        }
        long m = TEN_POWERS[(int) n];
        long r = v * m;
        if (r == Long.MIN_VALUE || r / m != v) {
            return Long.MIN_VALUE;
        }
        return r;
    }

    // ------------------------------------------------------------------ 128-bit magnitudes
    // Four 32-bit limbs, least significant first, each held in a long.

    private static final long MASK32 = 0xffffffffL;

    private static long[] wideOf(long v) {
        return new long[] {v & MASK32, v >>> 32, 0, 0};
    }

    /** w *= m for 0 <= m < 2^31; false if the product needs more than 128 bits. */
    private static boolean wideMulSmall(long[] w, long m) {
        long carry = 0;
        for (int i = 0; i < 4; i++) {
            long t = w[i] * m + carry;
            w[i] = t & MASK32;
            carry = t >>> 32;
        }
        return carry == 0;
    }

    private static boolean wideIsZero(long[] w) {
        return (w[0] | w[1] | w[2] | w[3]) == 0;
    }

    /** w *= 10^n; false if that needs more than 128 bits. */
    private static boolean wideMulPow10(long[] w, long n) {
        if (wideIsZero(w)) {
            return true;
        }
        for (long i = 0; i < n; i++) {
            if (!wideMulSmall(w, 10)) {
                return false;
            }
        }
        return true;
    }

    /** a * b for a, b >= 0. */
    private static long[] wideMul(long a, long b) {
        long[] al = {a & MASK32, a >>> 32};
        long[] bl = {b & MASK32, b >>> 32};
        long[] w = new long[4];
        for (int i = 0; i < 2; i++) {
            long carry = 0;
            for (int j = 0; j < 2; j++) {
                long t = al[i] * bl[j] + w[i + j] + carry;
                w[i + j] = t & MASK32;
                carry = t >>> 32;
            }
            w[i + 2] = carry;
        }
        return w;
    }

    private static int wideCmp(long[] a, long[] b) {
        for (int i = 3; i >= 0; i--) {
            if (a[i] != b[i]) {
                return a[i] < b[i] ? -1 : 1;
            }
        }
        return 0;
    }

    /** a + b, or null past 128 bits. */
    private static long[] wideAdd(long[] a, long[] b) {
        long[] r = new long[4];
        long carry = 0;
        for (int i = 0; i < 4; i++) {
            long t = a[i] + b[i] + carry;
            r[i] = t & MASK32;
            carry = t >>> 32;
        }
        return carry == 0 ? r : null;
    }

    /** a - b for a >= b. */
    private static long[] wideSub(long[] a, long[] b) {
        long[] r = new long[4];
        long borrow = 0;
        for (int i = 0; i < 4; i++) {
            long t = a[i] - b[i] - borrow;
            borrow = t < 0 ? 1 : 0;
            r[i] = t & MASK32;
        }
        return r;
    }

    /** w /= d in place for 0 < d < 2^31; returns the remainder. */
    private static long wideDivSmall(long[] w, long d) {
        long rem = 0;
        for (int i = 3; i >= 0; i--) {
            long cur = (rem << 32) | w[i];
            w[i] = cur / d;
            rem = cur % d;
        }
        return rem;
    }

    /** Whether w < 2^63 - 1 + 1, i.e. is a valid non-negative unscaled value. */
    private static boolean wideFitsLong(long[] w) {
        return w[3] == 0 && w[2] == 0 && w[1] < 0x80000000L;
    }

    private static long wideToLong(long[] w) {
        return (w[1] << 32) | w[0];
    }

    /**
     * The exact value sign * mag at the given scale, rounded to mc's precision when mc is non-null
     * (JDK doRound semantics), or the range error if the result needs more than a long.
     */
    private static BigDecimal wideResult(int sign, long[] mag, long scale, MathContext mc, String what) {
        int mcp = mc == null ? 0 : mc.precision;
        if (wideFitsLong(mag)) {
            long v = wideToLong(mag);
            if (sign < 0) {
                v = -v;
            }
            BigDecimal r = valueOf(v, checkScale(v, scale));
            return mcp > 0 ? doRound(r, mc) : r;
        }
        if (mcp == 0) {
            throw outOfRange(what);
        }
        long[] w = {mag[0], mag[1], mag[2], mag[3]};
        long[] t = {mag[0], mag[1], mag[2], mag[3]};
        int digits = 0;
        while (!wideIsZero(t)) {
            wideDivSmall(t, 10);
            digits++;
        }
        int drop = digits - mcp;
        long first = 0;
        boolean sticky = false;
        for (int k = 0; k < drop; k++) {
            sticky |= first != 0;
            first = wideDivSmall(w, 10);
        }
        if (!wideFitsLong(w)) {
            throw outOfRange(what);
        }
        long q = wideToLong(w);
        if (first != 0 || sticky) {
            int cmpHalf = first > 5 ? 1 : (first < 5 ? -1 : (sticky ? 1 : 0));
            if (needIncrement(mc.roundingMode.oldMode, sign < 0, q, cmpHalf)) {
                q = addOrThrow(q, 1, what);
            }
        }
        int newScale = checkScaleNonZero(scale - drop);
        return doRound(valueOf(sign < 0 ? -q : q, newScale), mc);
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        if (mc.precision == 0) {
            return add(augend);
        }
        boolean lhsIsZero = this.signum() == 0;
        boolean augendIsZero = augend.signum() == 0;
        if (lhsIsZero || augendIsZero) {
            int preferredScale = Math.max(this.scale, augend.scale);
            if (lhsIsZero && augendIsZero) {
                return zeroValueOf(preferredScale);
            }
            BigDecimal result = lhsIsZero ? doRound(augend, mc) : doRound(this, mc);
            if (result.scale == preferredScale) {
                return result;
            } else if (result.scale > preferredScale) {
                Quotient quot = new Quotient();
                quot.q = result.intVal;
                quot.exact = true;
                return stripExact(quot, result.scale, preferredScale, "add");
            } else {
                int precisionDiff = mc.precision - result.precision();
                int scaleDiff = preferredScale - result.scale;
                if (precisionDiff >= scaleDiff) {
                    return result.setScale(preferredScale);
                } else {
                    return result.setScale(result.scale + precisionDiff);
                }
            }
        }
        BigDecimal lhs = this;
        long padding = (long) lhs.scale - augend.scale;
        if (padding != 0) {
            // JDK preAlign: an operand wholly below the result's last digit is condensed to a
            // sticky +-1 just below it, which rounds the same as the exact sum.
            BigDecimal big;
            BigDecimal small;
            if (padding < 0) {
                big = lhs;
                small = augend;
            } else {
                big = augend;
                small = lhs;
            }
            long estResultUlpScale = (long) big.scale - big.precision() + mc.precision;
            long smallHighDigitPos = (long) small.scale - small.precision() + 1;
            if (smallHighDigitPos > big.scale + 2 && smallHighDigitPos > estResultUlpScale + 2) {
                small = valueOf(small.signum(), checkScale(small.signum(), Math.max(big.scale, estResultUlpScale) + 3));
            }
            lhs = big;
            augend = small;
        }
        return addImpl(lhs, augend, mc);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        long product = mulOrThrow(this.intVal, multiplicand.intVal, "multiply");
        return valueOf(product, checkScale(product, (long) this.scale + multiplicand.scale));
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        if (mc.precision == 0) {
            return multiply(multiplicand);
        }
        long x = this.intVal;
        long y = multiplicand.intVal;
        long scale = (long) this.scale + multiplicand.scale;
        int sign = Long.signum(x) * Long.signum(y);
        return wideResult(sign, wideMul(Math.abs(x), Math.abs(y)), scale, mc, "multiply");
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode.oldMode);
    }

    @Deprecated
    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        if (roundingMode < ROUND_UP || roundingMode > ROUND_UNNECESSARY) {
            throw new IllegalArgumentException("Invalid rounding mode");
        }
        if (divisor.intVal == 0) {
            // the JDK's message depends on whether its long or its BigInteger path divides
            long raise;
            if ((long) scale + divisor.scale > this.scale) {
                raise = (long) scale + divisor.scale - this.scale;
                if (raise < 19 && compareMagScaled(this.intVal, raise, Long.MAX_VALUE) <= 0) {
                    throw new ArithmeticException("/ by zero");
                }
            } else {
                raise = (long) this.scale - scale - divisor.scale;
                if (raise < 19) {
                    throw new ArithmeticException("/ by zero");
                }
            }
            throw new ArithmeticException("BigInteger divide by zero");
        }
        if (this.intVal == 0) {
            return zeroValueOf(scale);
        }
        long e = (long) scale - this.scale + divisor.scale;
        String what = "divide to scale " + scale;
        Quotient quot = divRound(this.intVal, divisor.intVal, e, roundingMode, what);
        return valueOf(materialize(quot, what), scale);
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, this.scale, roundingMode.oldMode);
    }

    @Deprecated
    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, this.scale, roundingMode);
    }

    public BigDecimal divide(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            if (this.signum() == 0) {
                throw new ArithmeticException("Division undefined");
            }
            throw new ArithmeticException("Division by zero");
        }
        int preferredScale = saturateLong((long) this.scale - divisor.scale);
        if (this.signum() == 0) {
            return zeroValueOf(preferredScale);
        }
        // The quotient terminates iff the reduced denominator has no prime factors but 2 and 5.
        long g = gcd(Math.abs(this.intVal), Math.abs(divisor.intVal));
        long den = Math.abs(divisor.intVal) / g;
        while (den % 2 == 0) {
            den /= 2;
        }
        while (den % 5 == 0) {
            den /= 5;
        }
        if (den != 1) {
            throw new ArithmeticException(NON_TERMINATING);
        }
        long prec = this.precision() + (10L * divisor.precision() + 2) / 3;
        MathContext mc = new MathContext((int) Math.min(prec, Integer.MAX_VALUE), RoundingMode.UNNECESSARY);
        BigDecimal quotient;
        try {
            quotient = this.divide(divisor, mc);
        } catch (ArithmeticException ex) {
            if (isRangeError(ex)) {
                throw ex;
            }
            throw new ArithmeticException(NON_TERMINATING);
        }
        if (preferredScale > quotient.scale) {
            return quotient.setScale(preferredScale, ROUND_UNNECESSARY);
        }
        return quotient;
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        int mcp = mc.precision;
        if (mcp == 0) {
            return divide(divisor);
        }
        long preferredScale = (long) this.scale - divisor.scale;
        if (divisor.signum() == 0) {
            if (this.signum() == 0) {
                throw new ArithmeticException("Division undefined");
            }
            throw new ArithmeticException("Division by zero");
        }
        if (this.signum() == 0) {
            return zeroValueOf(saturateLong(preferredScale));
        }
        long xs = this.intVal;
        long ys = divisor.intVal;
        int xprec = this.precision();
        int yprec = divisor.precision();
        // Normalize both to mantissas in [0.1, 1); if the dividend's is larger, the divisor's
        // exponent drops by one so the mantissa quotient lies in (0.1, 1].
        int cmp = xprec <= yprec ? compareMagScaled(xs, yprec - xprec, ys)
                : -compareMagScaled(ys, xprec - yprec, xs);
        long yadj = cmp > 0 ? yprec - 1 : yprec;
        int scl = checkScaleNonZero(preferredScale + yadj - xprec + mcp);
        long e = (long) mcp + yadj - xprec;
        String what = "divide to " + mcp + " digits";
        Quotient quot = divRound(xs, ys, e, mc.roundingMode.oldMode, what);
        BigDecimal quotient;
        if (quot.exact) {
            quotient = stripExact(quot, scl, preferredScale, what);
        } else {
            quotient = valueOf(materialize(quot, what), scl);
        }
        return doRound(quotient, mc);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        int preferredScale = saturateLong((long) this.scale - divisor.scale);
        if (this.compareMagnitude(divisor) < 0) {
            return zeroValueOf(preferredScale);
        }
        if (divisor.signum() == 0) {
            if (this.signum() == 0) {
                throw new ArithmeticException("Division undefined");
            }
            throw new ArithmeticException("Division by zero");
        }
        if (this.signum() == 0) {
            return this.setScale(preferredScale, ROUND_UNNECESSARY);
        }
        // The truncated integer quotient (never zero here: |this| >= |divisor|) ...
        String what = "divideToIntegralValue";
        long e = (long) divisor.scale - this.scale;
        Quotient quot = divRound(this.intVal, divisor.intVal, e, ROUND_DOWN, what);
        BigDecimal quotient = stripExact(quot, 0, Math.min(preferredScale, 0), what);
        // ... padded with zeros up to a positive preferred scale.
        if (quotient.scale < preferredScale) {
            quotient = quotient.setScale(preferredScale, ROUND_UNNECESSARY);
        }
        return quotient;
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0 || (this.compareMagnitude(divisor) < 0)) {
            return divideToIntegralValue(divisor);
        }
        int preferredScale = saturateLong((long) this.scale - divisor.scale);
        // Divide to mc.precision digits; if the integer part fits, drop the fraction.
        BigDecimal result = this.divide(divisor, new MathContext(mc.precision, RoundingMode.DOWN));
        if (result.scale() < 0) {
            // An integer: is it the whole integer part of the exact quotient? (The JDK asks
            // whether |this - result * divisor| < |divisor|, which is the same.)
            if (!isTruncatedQuotient(result, divisor)) {
                throw new ArithmeticException("Division impossible");
            }
        } else if (result.scale() > 0) {
            result = result.setScale(0, RoundingMode.DOWN);
        }
        int precisionDiff;
        if ((preferredScale > result.scale()) && (precisionDiff = mc.precision - result.precision()) > 0) {
            return result.setScale(result.scale() + Math.min(precisionDiff, preferredScale - result.scale));
        }
        Quotient quot = new Quotient();
        quot.q = result.intVal;
        quot.exact = true;
        return stripExact(quot, result.scale, preferredScale, "divideToIntegralValue");
    }

    /** Whether the integer {@code result} equals trunc(this / divisor). */
    private boolean isTruncatedQuotient(BigDecimal result, BigDecimal divisor) {
        Quotient quot;
        try {
            quot = divRound(this.intVal, divisor.intVal, (long) divisor.scale - this.scale, ROUND_DOWN, "");
        } catch (ArithmeticException e) {
            if (isRangeError(e)) {
                return false; // more than 19 significant digits: not result
            }
            throw e;
        }
        long a = quot.q;
        long za = quot.zeros;
        long b = result.intVal;
        long zb = -(long) result.scale;
        if (a == 0 || b == 0) {
            return a == b;
        }
        while (a % 10 == 0) {
            a /= 10;
            za++;
        }
        while (b % 10 == 0) {
            b /= 10;
            zb++;
        }
        return a == b && za == zb;
    }

    public BigDecimal remainder(BigDecimal divisor) {
        if (divisor.signum() == 0 || this.compareMagnitude(divisor) < 0) {
            return divideAndRemainder(divisor)[1];
        }
        // The scale divideToIntegralValue would give, without forming its (maybe huge) result:
        // the preferred scale if positive, else as close to it as the quotient's trailing zeros
        // allow.
        int preferredScale = saturateLong((long) this.scale - divisor.scale);
        long qScale;
        if (preferredScale > 0) {
            qScale = preferredScale;
        } else {
            long e = (long) divisor.scale - this.scale;
            long tz = quotientTrailingZeros(Math.abs(this.intVal), Math.abs(divisor.intVal), e);
            qScale = -Math.min(tz, -(long) preferredScale);
        }
        return remainderAtScale(divisor, Math.max((long) this.scale, qScale + divisor.scale));
    }

    /** Trailing zero digits of floor(a * 10^e / b), for a, b > 0, e >= 0 and a non-zero quotient. */
    private static long quotientTrailingZeros(long a, long b, long e) {
        if (e > 1000000) {
            throw outOfRange("remainder with scales " + e + " apart");
        }
        long q0 = a / b;
        long r = a % b;
        long run = 0;
        boolean nonZero = false;
        for (long i = 0; i < e; i++) {
            if (r == 0) {
                run += e - i;
                break;
            }
            if (r <= (b - 1) / 10) {
                run++; // the next digit, floor(10 r / b), is 0
            } else {
                run = 0;
                nonZero = true;
            }
            r = tenTimesMod(r, b);
        }
        if (!nonZero && q0 != 0) {
            while (q0 % 10 == 0) {
                q0 /= 10;
                run++;
            }
        }
        return run;
    }

    /** (10 * r) mod b for 0 <= r < b, without overflow. */
    private static long tenTimesMod(long r, long b) {
        if (r <= Long.MAX_VALUE / 10) {
            return (r * 10) % b;
        }
        long acc = 0;
        for (int j = 0; j < 10; j++) {
            if (acc >= b - r) {
                acc -= b - r;
            } else {
                acc += r;
            }
        }
        return acc;
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal[] result = new BigDecimal[2];
        BigDecimal q = this.divideToIntegralValue(divisor);
        result[0] = q;
        if (q.signum() == 0) {
            result[1] = remainderAtScale(divisor, this.scale);
        } else {
            result[1] = remainderAtScale(divisor, Math.max((long) this.scale, (long) q.scale + divisor.scale));
        }
        return result;
    }

    /**
     * this - trunc(this / divisor) * divisor at targetScale, computed without forming the product:
     * this mod divisor, with the sign of this. |this| < |divisor| gives this.
     */
    private BigDecimal remainderAtScale(BigDecimal divisor, long targetScale) {
        String what = "remainder";
        long r;
        long rScale;
        if (this.compareMagnitude(divisor) < 0) {
            r = this.intVal;
            rScale = this.scale;
        } else if (this.scale >= divisor.scale) {
            long ys = mulPow10(divisor.intVal, (long) this.scale - divisor.scale, what);
            r = this.intVal % ys;
            rScale = this.scale;
        } else {
            // (xs * 10^k) mod ys, digit by digit
            long k = (long) divisor.scale - this.scale;
            if (k > 1000000) {
                throw outOfRange("remainder with scales " + k + " apart");
            }
            long b = Math.abs(divisor.intVal);
            long rem = Math.abs(this.intVal) % b;
            for (long i = 0; i < k && rem != 0; i++) {
                rem = tenTimesMod(rem, b);
            }
            r = this.intVal < 0 ? -rem : rem;
            rScale = divisor.scale;
        }
        if (targetScale >= rScale) {
            r = mulPow10(r, targetScale - rScale, what);
        } else {
            r = r / TEN_POWERS[(int) Math.min(rScale - targetScale, 18)]; // exact by construction
        }
        return valueOf(r, checkScale(r, targetScale));
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        int newScale = checkScale(intVal, (long) scale * n);
        long result = 1;
        long base = intVal;
        String what = "pow(" + n + ")";
        if (base == 0) {
            result = n == 0 ? 1 : 0;
        } else if (base == 1 || base == -1) {
            result = (n & 1) == 0 ? 1 : base;
        } else {
            int e = n;
            while (e > 0) {
                if ((e & 1) != 0) {
                    result = mulOrThrow(result, base, what);
                }
                e >>>= 1;
                if (e > 0) {
                    base = mulOrThrow(base, base, what);
                }
            }
        }
        return valueOf(result, newScale);
    }

    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) {
            return pow(n);
        }
        throw new UnsupportedOperationException("ironpf: BigDecimal.pow(int, MathContext) with a precision");
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return signum() < 0 ? negate(mc) : plus(mc);
    }

    public BigDecimal negate() {
        if (intVal == 0) {
            return this;
        }
        return new BigDecimal(-intVal, scale, true);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().plus(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        if (mc.precision == 0) {
            return this;
        }
        return doRound(this, mc);
    }

    public BigDecimal round(MathContext mc) {
        return plus(mc);
    }

    /** Rounds to mc.precision significant digits (JDK doRound). */
    private static BigDecimal doRound(BigDecimal val, MathContext mc) {
        int mcp = mc.precision;
        if (mcp <= 0) {
            return val;
        }
        long v = val.intVal;
        int scale = val.scale;
        int prec = val.precision();
        int drop = prec - mcp;
        boolean wasDivided = false;
        while (drop > 0) {
            scale = checkScaleNonZero((long) scale - drop);
            v = materialize(divRound(v, 1, -drop, mc.roundingMode.oldMode, "round"), "round");
            wasDivided = true;
            prec = digitLength(Math.abs(v));
            drop = prec - mcp;
        }
        return wasDivided ? valueOf(v, scale) : val;
    }

    public int signum() {
        return Long.signum(intVal);
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        return digitLength(Math.abs(intVal));
    }

    public BigInteger unscaledValue() {
        return BigInteger.valueOf(intVal);
    }

    public BigDecimal ulp() {
        return valueOf(1, this.scale());
    }

    // ------------------------------------------------------------------ scaling

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        return setScale(newScale, roundingMode.oldMode);
    }

    @Deprecated
    public BigDecimal setScale(int newScale, int roundingMode) {
        if (roundingMode < ROUND_UP || roundingMode > ROUND_UNNECESSARY) {
            throw new IllegalArgumentException("Invalid rounding mode");
        }
        int oldScale = this.scale;
        if (newScale == oldScale) {
            return this;
        }
        if (this.signum() == 0) {
            return zeroValueOf(newScale);
        }
        String what = "setScale(" + newScale + ")";
        if (newScale > oldScale) {
            int raise = checkScale(intVal, (long) newScale - oldScale);
            return valueOf(mulPow10(intVal, raise, what), newScale);
        }
        int drop = checkScale(intVal, (long) oldScale - newScale);
        Quotient quot = divRound(intVal, 1, -(long) drop, roundingMode, what);
        return valueOf(materialize(quot, what), newScale);
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, ROUND_UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) {
            return this;
        }
        int newScale = checkScale(intVal, (long) scale + n);
        BigDecimal num = new BigDecimal(intVal, newScale, true);
        return num.scale < 0 ? num.setScale(0, ROUND_UNNECESSARY) : num;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) {
            return this;
        }
        int newScale = checkScale(intVal, (long) scale - n);
        BigDecimal num = new BigDecimal(intVal, newScale, true);
        return num.scale < 0 ? num.setScale(0, ROUND_UNNECESSARY) : num;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale(intVal, (long) scale - n), true);
    }

    public BigDecimal stripTrailingZeros() {
        if (intVal == 0) {
            return ZERO;
        }
        Quotient quot = new Quotient();
        quot.q = intVal;
        quot.exact = true;
        return stripExact(quot, scale, Long.MIN_VALUE, "stripTrailingZeros");
    }

    // ------------------------------------------------------------------ comparison

    public int compareTo(BigDecimal val) {
        if (scale == val.scale) {
            return Long.compare(intVal, val.intVal);
        }
        int xsign = this.signum();
        int ysign = val.signum();
        if (xsign != ysign) {
            return (xsign > ysign) ? 1 : -1;
        }
        if (xsign == 0) {
            return 0;
        }
        int cmp = compareMagnitude(val);
        return (xsign > 0) ? cmp : -cmp;
    }

    private int compareMagnitude(BigDecimal val) {
        long sdiff = (long) this.scale - val.scale;
        if (this.intVal == 0 || val.intVal == 0) {
            return Long.compare(Math.abs(this.intVal), Math.abs(val.intVal));
        }
        if (sdiff <= 0) {
            return compareMagScaled(this.intVal, -sdiff, val.intVal);
        }
        return -compareMagScaled(val.intVal, sdiff, this.intVal);
    }

    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        BigDecimal xDec = (BigDecimal) x;
        if (x == this) {
            return true;
        }
        return scale == xDec.scale && intVal == xDec.intVal;
    }

    public BigDecimal min(BigDecimal val) {
        return (compareTo(val) <= 0 ? this : val);
    }

    public BigDecimal max(BigDecimal val) {
        return (compareTo(val) >= 0 ? this : val);
    }

    public int hashCode() {
        long val2 = (intVal < 0) ? -intVal : intVal;
        int temp = (int) (((int) (val2 >>> 32)) * 31 + (val2 & 0xffffffffL));
        return 31 * ((intVal < 0) ? -temp : temp) + scale;
    }

    // ------------------------------------------------------------------ formatting

    public String toString() {
        return layoutChars(true);
    }

    public String toEngineeringString() {
        return layoutChars(false);
    }

    public String toPlainString() {
        if (scale == 0) {
            return Long.toString(intVal);
        }
        if (this.scale < 0) {
            if (signum() == 0) {
                return "0";
            }
            long trailingZeros = -(long) scale;
            StringBuilder buf = new StringBuilder();
            buf.append(intVal);
            for (long i = 0; i < trailingZeros; i++) {
                buf.append('0');
            }
            return buf.toString();
        }
        String str = Long.toString(Math.abs(intVal));
        int insertionPoint = str.length() - scale;
        int signum = signum();
        if (insertionPoint == 0) {
            return (signum < 0 ? "-0." : "0.") + str;
        } else if (insertionPoint > 0) {
            StringBuilder buf = new StringBuilder(str);
            buf.insert(insertionPoint, '.');
            if (signum < 0) {
                buf.insert(0, '-');
            }
            return buf.toString();
        } else {
            StringBuilder buf = new StringBuilder(3 - insertionPoint + str.length());
            buf.append(signum < 0 ? "-0." : "0.");
            for (int i = 0; i < -insertionPoint; i++) {
                buf.append('0');
            }
            buf.append(str);
            return buf.toString();
        }
    }

    private String layoutChars(boolean sci) {
        if (scale == 0) {
            return Long.toString(intVal);
        }
        String coeff = Long.toString(Math.abs(intVal));
        int coeffLen = coeff.length();
        StringBuilder buf = new StringBuilder();
        if (signum() < 0) {
            buf.append('-');
        }
        long adjusted = -(long) scale + (coeffLen - 1);
        if ((scale >= 0) && (adjusted >= -6)) {
            int pad = scale - coeffLen;
            if (pad >= 0) {
                buf.append('0');
                buf.append('.');
                for (; pad > 0; pad--) {
                    buf.append('0');
                }
                buf.append(coeff);
            } else {
                buf.append(coeff, 0, -pad);
                buf.append('.');
                buf.append(coeff, -pad, coeffLen);
            }
        } else {
            if (sci) {
                buf.append(coeff.charAt(0));
                if (coeffLen > 1) {
                    buf.append('.');
                    buf.append(coeff, 1, coeffLen);
                }
            } else {
                int sig = (int) (adjusted % 3);
                if (sig < 0) {
                    sig += 3;
                }
                adjusted -= sig;
                sig++;
                if (signum() == 0) {
                    switch (sig) {
                        case 1:
                            buf.append('0');
                            break;
                        case 2:
                            buf.append("0.00");
                            adjusted += 3;
                            break;
                        case 3:
                            buf.append("0.0");
                            adjusted += 3;
                            break;
                        default:
                            throw new AssertionError("Unexpected sig value " + sig);
                    }
                } else if (sig >= coeffLen) {
                    buf.append(coeff);
                    for (int i = sig - coeffLen; i > 0; i--) {
                        buf.append('0');
                    }
                } else {
                    buf.append(coeff, 0, sig);
                    buf.append('.');
                    buf.append(coeff, sig, coeffLen);
                }
            }
            if (adjusted != 0) {
                buf.append('E');
                if (adjusted > 0) {
                    buf.append('+');
                }
                buf.append(adjusted);
            }
        }
        return buf.toString();
    }

    // ------------------------------------------------------------------ conversions

    public BigInteger toBigInteger() {
        return BigInteger.valueOf(this.setScale(0, ROUND_DOWN).intVal);
    }

    public BigInteger toBigIntegerExact() {
        return BigInteger.valueOf(this.setScale(0, ROUND_UNNECESSARY).intVal);
    }

    public long longValue() {
        if (scale == 0) {
            return intVal;
        }
        if (intVal == 0 || scale <= -64) {
            return 0;
        }
        if (scale > 0) {
            if (scale > 18) {
                return 0;
            }
            return intVal / TEN_POWERS[scale];
        }
        // the low 64 bits of intVal * 10^-scale: wrapping multiplication
        long v = intVal;
        for (int i = 0; i < -scale; i++) {
            v *= 10;
        }
        return v;
    }

    public int intValue() {
        return (scale == 0) ? (int) intVal : (int) longValue();
    }

    public long longValueExact() {
        if (scale == 0) {
            return intVal;
        }
        if (this.signum() == 0) {
            return 0;
        }
        if ((long) this.precision() - this.scale <= 0) {
            throw new ArithmeticException("Rounding necessary");
        }
        if (((long) precision() - scale) > 19) {
            throw new ArithmeticException("Overflow");
        }
        if (scale > 0) {
            return this.setScale(0, ROUND_UNNECESSARY).intVal;
        }
        long v = intVal;
        for (int i = 0; i < -scale; i++) {
            if (v > Long.MAX_VALUE / 10 || v < Long.MIN_VALUE / 10) {
                throw new ArithmeticException("Overflow");
            }
            v *= 10;
        }
        return v;
    }

    public int intValueExact() {
        long num = this.longValueExact();
        if ((int) num != num) {
            throw new ArithmeticException("Overflow");
        }
        return (int) num;
    }

    public short shortValueExact() {
        long num = this.longValueExact();
        if ((short) num != num) {
            throw new ArithmeticException("Overflow");
        }
        return (short) num;
    }

    public byte byteValueExact() {
        long num = this.longValueExact();
        if ((byte) num != num) {
            throw new ArithmeticException("Overflow");
        }
        return (byte) num;
    }

    public float floatValue() {
        if (scale == 0) {
            return (float) intVal;
        }
        if (Math.abs(intVal) < 1L << 22) {
            if (scale > 0 && scale < FLOAT_10_POW.length) {
                return (float) intVal / FLOAT_10_POW[scale];
            } else if (scale < 0 && scale > -FLOAT_10_POW.length) {
                return (float) intVal * FLOAT_10_POW[-scale];
            }
        }
        return Float.parseFloat(this.toString());
    }

    public double doubleValue() {
        if (scale == 0) {
            return (double) intVal;
        }
        if (Math.abs(intVal) < 1L << 52) {
            if (scale > 0 && scale < DOUBLE_10_POW.length) {
                return (double) intVal / DOUBLE_10_POW[scale];
            } else if (scale < 0 && scale > -DOUBLE_10_POW.length) {
                return (double) intVal * DOUBLE_10_POW[-scale];
            }
        }
        return Double.parseDouble(this.toString());
    }
}
