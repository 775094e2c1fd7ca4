package java.math;

/**
 * ironpf's BigDecimal: the JDK class's arithmetic, rounding, scale and formatting rules on an
 * unscaled value of any size plus an {@code int} scale, written from the Java SE 17 API
 * specification.
 *
 * <p>Like the JDK's, the unscaled value is held in a {@code long} when it fits (every value
 * but Long.MIN_VALUE), and in a {@link BigInteger} otherwise; the operations on values that fit
 * work on longs and allocate no BigInteger unless an intermediate result needs one. Results and
 * exception messages match JDK 17.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {

    /** The intCompact value of an inflated BigDecimal. */
    private static final long INFLATED = Long.MIN_VALUE;

    /** The unscaled value if it fits in a long (never INFLATED), else INFLATED. */
    private final long intCompact;

    /** The unscaled value if it does not fit in a long, else null. */
    private final BigInteger intVal;

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

    /** 10^0 .. 10^39 as BigIntegers. */
    private static final BigInteger[] BIG_TEN_POWERS = new BigInteger[40];

    static {
        BigInteger p = BigInteger.ONE;
        for (int i = 0; i < BIG_TEN_POWERS.length; i++) {
            BIG_TEN_POWERS[i] = p;
            p = p.multiply(BigInteger.TEN);
        }
    }

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

    private static final String NON_TERMINATING =
            "Non-terminating decimal expansion; no exact representable decimal result.";

    // ------------------------------------------------------------------ construction

    /** A compact value: v is never INFLATED. */
    private BigDecimal(long v, int scale, boolean unused) {
        this.intCompact = v;
        this.intVal = null;
        this.scale = scale;
    }

    /** Raw: exactly one of compact (not INFLATED) and big (non-null) holds the value. */
    private BigDecimal(long compact, BigInteger big, int scale) {
        this.intCompact = compact;
        this.intVal = big;
        this.scale = scale;
    }

    private BigDecimal(BigDecimal copy) {
        this.intCompact = copy.intCompact;
        this.intVal = copy.intVal;
        this.scale = copy.scale;
    }

    public BigDecimal(int val) {
        this.intCompact = val;
        this.intVal = null;
        this.scale = 0;
    }

    public BigDecimal(long val) {
        this.intCompact = val;
        this.intVal = val == INFLATED ? BigInteger.valueOf(val) : null;
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

    public BigDecimal(char[] in, MathContext mc) {
        this(doRound(parse(in, 0, in.length), mc));
    }

    public BigDecimal(char[] in, int offset, int len) {
        this(parse(in, offset, len));
    }

    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        this(doRound(parse(in, offset, len), mc));
    }

    public BigDecimal(BigInteger val) {
        this(of(val, 0));
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(doRound(of(val, 0), mc));
    }

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this(of(unscaledVal, scale));
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        this(doRound(of(unscaledVal, scale), mc));
    }

    /** The exact binary value of a double. */
    public BigDecimal(double val) {
        this(exactDouble(val));
    }

    public BigDecimal(double val, MathContext mc) {
        this(doRound(exactDouble(val), mc));
    }

    /** The BigDecimal of a BigInteger unscaled value: compact when it fits. */
    private static BigDecimal of(BigInteger v, int scale) {
        int bl = v.bitLength();
        if (bl < 63 || (bl == 63 && v.longValue() != INFLATED)) {
            return valueOf(v.longValue(), scale);
        }
        return new BigDecimal(INFLATED, v, scale);
    }

    public static BigDecimal valueOf(long val) {
        if (val >= 0 && val <= 10) {
            return ZERO_THROUGH_TEN[(int) val];
        }
        if (val == INFLATED) {
            return new BigDecimal(INFLATED, BigInteger.valueOf(val), 0);
        }
        return new BigDecimal(val, 0, true);
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        if (scale == 0) {
            return valueOf(unscaledVal);
        }
        if (unscaledVal == INFLATED) {
            return new BigDecimal(INFLATED, BigInteger.valueOf(unscaledVal), scale);
        }
        return new BigDecimal(unscaledVal, scale, true);
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
            if (exponent < 63 && significand <= (Long.MAX_VALUE >> exponent)) {
                return valueOf(sign * (significand << exponent), 0);
            }
            return of(BigInteger.valueOf(sign * significand).shiftLeft(exponent), 0);
        }
        // significand / 2^k == significand * 5^k / 10^k
        int k = -exponent;
        long v = significand;
        int i = 0;
        while (i < k && v <= Long.MAX_VALUE / 5) {
            v *= 5;
            i++;
        }
        if (i == k) {
            return valueOf(sign * v, k);
        }
        BigInteger big = BigInteger.valueOf(v).multiply(BigInteger.valueOf(5).pow(k - i));
        return of(sign < 0 ? big.negate() : big, k);
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
        boolean dot = false;
        long rs = 0;
        // the significant digits once they outgrow a long
        StringBuilder big = null;
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
                    if (big != null) {
                        big.append((char) ('0' + digit));
                    } else if (rs > (Long.MAX_VALUE - digit) / 10) {
                        big = new StringBuilder();
                        big.append(rs).append((char) ('0' + digit));
                    } else {
                        rs = rs * 10 + digit;
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
        if (big != null) {
            BigInteger b = new BigInteger(big.toString());
            return of(isneg ? b.negate() : b, (int) scl);
        }
        return valueOf(isneg ? -rs : rs, (int) scl);
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

    // ------------------------------------------------------------------ helpers

    /** The unscaled value as a BigInteger. */
    private BigInteger inflated() {
        return intVal != null ? intVal : BigInteger.valueOf(intCompact);
    }

    /** 10^n as a BigInteger, n >= 0. */
    private static BigInteger bigTenToThe(long n) {
        if (n < BIG_TEN_POWERS.length) {
            return BIG_TEN_POWERS[(int) n];
        }
        if (n > 646456992L) {
            // 10^n would have more than 2^31 - 1 bits
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        return BigInteger.TEN.pow((int) n);
    }

    /** v * 10^n for n >= 0. */
    private static BigInteger bigMulPow10(BigInteger v, long n) {
        if (n == 0 || v.signum() == 0) {
            return v;
        }
        return v.multiply(bigTenToThe(n));
    }

    /** v * 10^n (n >= 0), or INFLATED if that is not a compact value. */
    private static long tryMulPow10(long v, long n) {
        if (v == 0 || n == 0) {
            return v;
        }
        if (n > 18) {
            return INFLATED;
        }
        long m = TEN_POWERS[(int) n];
        long r = v * m;
        if (r == INFLATED || r / m != v) {
            return INFLATED;
        }
        return r;
    }

    /** Number of decimal digits of a non-negative long (1 for 0). */
    private static int longDigitLength(long v) {
        for (int i = 1; i < TEN_POWERS.length; i++) {
            if (v < TEN_POWERS[i]) {
                return i;
            }
        }
        return 19;
    }

    /** Number of decimal digits of |b| (1 for 0). */
    private static int bigDigitLength(BigInteger b) {
        if (b.signum() == 0) {
            return 1;
        }
        int bits = b.absBitLength();
        // floor(log10(2) * (bits + 1)) is the digit count or one less
        int r = (int) ((((long) bits + 1) * 646456993L) >>> 31);
        return b.compareMagnitude(bigTenToThe(r)) < 0 ? r : r + 1;
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
    private static int checkScale(boolean zero, long val) {
        int asInt = (int) val;
        if (asInt != val) {
            asInt = val > Integer.MAX_VALUE ? Integer.MAX_VALUE : Integer.MIN_VALUE;
            if (!zero) {
                throw new ArithmeticException(asInt > 0 ? "Underflow" : "Overflow");
            }
        }
        return asInt;
    }

    private int checkScale(long val) {
        return checkScale(signum() == 0, val);
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

    // ------------------------------------------------------------------ rounding core

    /**
     * Whether an inexact truncated quotient moves one away from zero; odd is the parity of the
     * truncated quotient, cmpHalf compares the discarded fraction with one half.
     */
    private static boolean needIncrement(int mode, boolean negative, boolean odd, int cmpHalf) {
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
                return cmpHalf > 0 || (cmpHalf == 0 && odd);
            default:
                throw new IllegalArgumentException("Invalid rounding mode");
        }
    }

    /**
     * x / y rounded to an integer by mode, at the given scale; an exact quotient loses trailing
     * zeros down to preferredScale (JDK divideAndRound). x, y compact, y != 0.
     */
    private static BigDecimal divideAndRound(long x, long y, int scale, int mode, long preferredScale) {
        long q = x / y;
        long r = x - q * y;
        if (r != 0) {
            boolean negative = (x < 0) != (y < 0);
            long ar = Math.abs(r);
            int cmpHalf = Long.compare(ar, Math.abs(y) - ar);
            if (needIncrement(mode, negative, (q & 1) != 0, cmpHalf)) {
                q += negative ? -1 : 1;
            }
            return valueOf(q, scale);
        }
        if (preferredScale != scale) {
            return stripZeros(q, scale, preferredScale);
        }
        return valueOf(q, scale);
    }

    private static BigDecimal divideAndRound(BigInteger x, BigInteger y, int scale, int mode, long preferredScale) {
        BigInteger[] qr = x.divideAndRemainder(y);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.signum() != 0) {
            boolean negative = x.signum() != y.signum();
            int cmpHalf = r.shiftLeft(1).compareMagnitude(y);
            if (needIncrement(mode, negative, q.testBit(0), cmpHalf)) {
                q = q.add(negative ? BigInteger.valueOf(-1) : BigInteger.ONE);
            }
            return of(q, scale);
        }
        if (preferredScale != scale) {
            return stripZeros(q, scale, preferredScale);
        }
        return of(q, scale);
    }

    /**
     * (x * 10^xRaise) / (y * 10^yRaise) by divideAndRound, on longs when the scaled operands
     * fit; xRaise, yRaise >= 0.
     */
    private static BigDecimal divideScaled(BigDecimal x, long xRaise, BigDecimal y, long yRaise,
            int scale, int mode, long preferredScale) {
        if (x.intVal == null && y.intVal == null) {
            long xs = tryMulPow10(x.intCompact, xRaise);
            long ys = tryMulPow10(y.intCompact, yRaise);
            if (xs != INFLATED && ys != INFLATED) {
                return divideAndRound(xs, ys, scale, mode, preferredScale);
            }
            if (xs == INFLATED && yRaise == 0) {
                BigDecimal q = divideDigits(x.intCompact, xRaise, y.intCompact, scale, mode, preferredScale);
                if (q != null) {
                    return q;
                }
            }
        }
        return divideAndRound(bigMulPow10(x.inflated(), xRaise), bigMulPow10(y.inflated(), yRaise),
                scale, mode, preferredScale);
    }

    /**
     * divideAndRound of x * 10^e by y (compact, e > 0) by long division one digit at a time,
     * for when x * 10^e does not fit in a long but the quotient may; null if it does not.
     */
    private static BigDecimal divideDigits(long x, long e, long y, int scale, int mode, long preferredScale) {
        boolean negative = (x < 0) != (y < 0);
        long a = Math.abs(x);
        long b = Math.abs(y);
        long q = a / b;
        long r = a - q * b;
        for (long i = 0; i < e; i++) {
            if (r == 0) {
                // exact: the remaining digits are zeros
                long remaining = e - i;
                long newScale = scale - remaining;
                long v = negative ? -q : q;
                if (newScale >= preferredScale) {
                    return stripZeros(v, newScale, preferredScale);
                }
                long raised = tryMulPow10(v, preferredScale - newScale);
                return raised == INFLATED ? null : valueOf(raised, (int) preferredScale);
            }
            if (r > Long.MAX_VALUE / 10 || q > (Long.MAX_VALUE - 9) / 10) {
                return null;
            }
            long t = r * 10;
            long d = t / b;
            r = t - d * b;
            q = q * 10 + d;
        }
        if (r != 0) {
            int cmpHalf = Long.compare(r, b - r);
            if (needIncrement(mode, negative, (q & 1) != 0, cmpHalf)) {
                q++;
            }
            return valueOf(negative ? -q : q, scale);
        }
        long v = negative ? -q : q;
        if (preferredScale != scale) {
            return stripZeros(v, scale, preferredScale);
        }
        return valueOf(v, scale);
    }

    /** q at scale, with trailing zeros dropped while the scale is above preferredScale. */
    private static BigDecimal stripZeros(long q, long scale, long preferredScale) {
        while (Math.abs(q) >= 10L && scale > preferredScale) {
            if ((q & 1L) != 0 || q % 10 != 0) {
                break;
            }
            q /= 10;
            scale = checkScale(q == 0, scale - 1);
        }
        return valueOf(q, checkScale(q == 0, scale));
    }

    private static final BigInteger BILLION = BigInteger.valueOf(1000000000L);

    private static BigDecimal stripZeros(BigInteger q, long scale, long preferredScale) {
        while (scale > preferredScale && q.compareMagnitude(BigInteger.TEN) >= 0) {
            if (q.bitLength() < 63) {
                return stripZeros(q.longValue(), scale, preferredScale);
            }
            if (q.testBit(0)) {
                break;
            }
            if (scale - preferredScale >= 9) {
                BigInteger[] qr = q.divideAndRemainder(BILLION);
                if (qr[1].signum() == 0) {
                    q = qr[0];
                    scale = checkScaleNonZero(scale - 9);
                    continue;
                }
            }
            BigInteger[] qr = q.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum() != 0) {
                break;
            }
            q = qr[0];
            scale = checkScaleNonZero(scale - 1);
        }
        return of(q, checkScale(q.signum() == 0, scale));
    }

    /** Rounds to mc.precision significant digits (JDK doRound). */
    private static BigDecimal doRound(BigDecimal val, MathContext mc) {
        int mcp = mc.precision;
        if (mcp <= 0) {
            return val;
        }
        int drop = val.precision() - mcp;
        if (drop <= 0) {
            return val;
        }
        int mode = mc.roundingMode.oldMode;
        while (drop > 0) {
            int scale = checkScaleNonZero((long) val.scale - drop);
            if (val.intVal == null) {
                val = divideAndRound(val.intCompact, TEN_POWERS[drop], scale, mode, scale);
            } else {
                val = divideAndRound(val.intVal, bigTenToThe(drop), scale, mode, scale);
            }
            drop = val.precision() - mcp;
        }
        return val;
    }

    // ------------------------------------------------------------------ arithmetic

    public BigDecimal add(BigDecimal augend) {
        if (intVal == null && augend.intVal == null) {
            long xs = intCompact;
            long ys = augend.intCompact;
            int s1 = scale;
            int s2 = augend.scale;
            if (s1 == s2) {
                long r = xs + ys;
                if (((xs ^ r) & (ys ^ r)) >= 0) {
                    return valueOf(r, s1);
                }
            } else if (s1 < s2) {
                long xa = tryMulPow10(xs, (long) s2 - s1);
                if (xa != INFLATED) {
                    long r = xa + ys;
                    if (((xa ^ r) & (ys ^ r)) >= 0) {
                        return valueOf(r, s2);
                    }
                }
            } else {
                long ya = tryMulPow10(ys, (long) s1 - s2);
                if (ya != INFLATED) {
                    long r = xs + ya;
                    if (((xs ^ r) & (ya ^ r)) >= 0) {
                        return valueOf(r, s1);
                    }
                }
            }
        }
        long sdiff = (long) scale - augend.scale;
        BigInteger a = inflated();
        BigInteger b = augend.inflated();
        if (sdiff < 0) {
            return of(bigMulPow10(a, -sdiff).add(b), augend.scale);
        }
        return of(a.add(bigMulPow10(b, sdiff)), scale);
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
                return result.stripTo(preferredScale);
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
            // An operand wholly below the result's last digit is condensed to a sticky +-1
            // just below it, which rounds the same as the exact sum.
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
                small = valueOf(small.signum(), checkScale(false, Math.max(big.scale, estResultUlpScale) + 3));
            }
            lhs = big;
            augend = small;
        }
        return doRound(lhs.add(augend), mc);
    }

    /** This value with trailing zeros dropped while the scale is above preferredScale. */
    private BigDecimal stripTo(long preferredScale) {
        if (intVal == null) {
            return stripZeros(intCompact, scale, preferredScale);
        }
        return stripZeros(intVal, scale, preferredScale);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        int productScale = checkScale((long) scale + multiplicand.scale);
        if (intVal == null && multiplicand.intVal == null) {
            long x = intCompact;
            long y = multiplicand.intCompact;
            long r = x * y;
            if ((((x < 0 ? -x : x) | (y < 0 ? -y : y)) >>> 31) == 0 || y == 0 || r / y == x) {
                return valueOf(r, productScale);
            }
        }
        return of(inflated().multiply(multiplicand.inflated()), productScale);
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        if (mc.precision == 0) {
            return multiply(multiplicand);
        }
        return doRound(multiply(multiplicand), mc);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode.oldMode);
    }

    @Deprecated
    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        if (roundingMode < ROUND_UP || roundingMode > ROUND_UNNECESSARY) {
            throw new IllegalArgumentException("Invalid rounding mode");
        }
        if (divisor.signum() == 0) {
            // the JDK's message depends on whether its long or its BigInteger path divides
            if (this.intVal != null) {
                throw new ArithmeticException("BigInteger divide by zero");
            }
            long raise;
            if ((long) scale + divisor.scale > this.scale) {
                raise = (long) scale + divisor.scale - this.scale;
                if (raise < 19 && compareMagScaled(this.intCompact, raise, Long.MAX_VALUE) <= 0) {
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
        if (this.signum() == 0) {
            return zeroValueOf(scale);
        }
        long e = (long) scale - this.scale + divisor.scale;
        if (e >= 0) {
            return divideScaled(this, e, divisor, 0, scale, roundingMode, scale);
        }
        return divideScaled(this, 0, divisor, -e, scale, roundingMode, scale);
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
        if (!terminates(this, divisor)) {
            throw new ArithmeticException(NON_TERMINATING);
        }
        long prec = this.precision() + (10L * divisor.precision() + 2) / 3;
        MathContext mc = new MathContext((int) Math.min(prec, Integer.MAX_VALUE), RoundingMode.UNNECESSARY);
        BigDecimal quotient;
        try {
            quotient = this.divide(divisor, mc);
        } catch (ArithmeticException ex) {
            throw new ArithmeticException(NON_TERMINATING);
        }
        if (preferredScale > quotient.scale) {
            return quotient.setScale(preferredScale, ROUND_UNNECESSARY);
        }
        return quotient;
    }

    /** Whether x / y has a finite decimal expansion (both non-zero). */
    private static boolean terminates(BigDecimal x, BigDecimal y) {
        if (x.intVal == null && y.intVal == null) {
            long a = Math.abs(x.intCompact);
            long b = Math.abs(y.intCompact);
            long g = a;
            long h = b;
            while (h != 0) {
                long t = g % h;
                g = h;
                h = t;
            }
            long den = b / g;
            den >>= Long.numberOfTrailingZeros(den);
            while (den % 5 == 0) {
                den /= 5;
            }
            return den == 1;
        }
        BigInteger a = x.inflated().abs();
        BigInteger b = y.inflated().abs();
        BigInteger den = b.divide(a.gcd(b));
        den = den.shiftRight(den.getLowestSetBit());
        BigInteger five = BigInteger.valueOf(5);
        while (!den.equals(BigInteger.ONE)) {
            BigInteger[] qr = den.divideAndRemainder(five);
            if (qr[1].signum() != 0) {
                return false;
            }
            den = qr[0];
        }
        return true;
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
        int xprec = this.precision();
        int yprec = divisor.precision();
        // Normalize both to mantissas in [0.1, 1); if the dividend's is larger, the divisor's
        // exponent drops by one so the mantissa quotient lies in (0.1, 1].
        int cmp = compareNormalized(this, xprec, divisor, yprec);
        long yadj = cmp > 0 ? yprec - 1 : yprec;
        int scl = checkScaleNonZero(preferredScale + yadj - xprec + mcp);
        long e = (long) mcp + yadj - xprec;
        int mode = mc.roundingMode.oldMode;
        int pref = checkScaleNonZero(preferredScale);
        BigDecimal quotient;
        if (e > 0) {
            quotient = divideScaled(this, checkScaleNonZero(e), divisor, 0, scl, mode, pref);
        } else {
            quotient = divideScaled(this, 0, divisor, checkScaleNonZero(-e), scl, mode, pref);
        }
        return doRound(quotient, mc);
    }

    /** Compares |x| and |y| as mantissas of their precisions' lengths. */
    private static int compareNormalized(BigDecimal x, int xprec, BigDecimal y, int yprec) {
        if (x.intVal == null && y.intVal == null) {
            return xprec <= yprec ? compareMagScaled(x.intCompact, yprec - xprec, y.intCompact)
                    : -compareMagScaled(y.intCompact, xprec - yprec, x.intCompact);
        }
        BigInteger a = x.inflated();
        BigInteger b = y.inflated();
        if (xprec <= yprec) {
            return bigMulPow10(a, yprec - xprec).compareMagnitude(b);
        }
        return a.compareMagnitude(bigMulPow10(b, xprec - yprec));
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
        // The truncated integer quotient, with trailing zeros dropped down to a negative
        // preferred scale ...
        long e = (long) divisor.scale - this.scale;
        long pref = Math.min(preferredScale, 0);
        BigDecimal quotient;
        if (e >= 0) {
            quotient = divideScaled(this, e, divisor, 0, 0, ROUND_DOWN, 0);
        } else {
            quotient = divideScaled(this, 0, divisor, -e, 0, ROUND_DOWN, 0);
        }
        quotient = quotient.stripTo(pref);
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
            // An integer: is it the whole integer part of the exact quotient?
            BigDecimal product = result.multiply(divisor);
            if (this.subtract(product).compareMagnitude(divisor) >= 0) {
                throw new ArithmeticException("Division impossible");
            }
        } else if (result.scale() > 0) {
            result = result.setScale(0, RoundingMode.DOWN);
        }
        int precisionDiff;
        if ((preferredScale > result.scale()) && (precisionDiff = mc.precision - result.precision()) > 0) {
            return result.setScale(result.scale() + Math.min(precisionDiff, preferredScale - result.scale));
        }
        return result.stripTo(preferredScale);
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal[] result = new BigDecimal[2];
        result[0] = this.divideToIntegralValue(divisor);
        result[1] = this.subtract(result[0].multiply(divisor));
        return result;
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divideAndRemainder(divisor);
        }
        BigDecimal[] result = new BigDecimal[2];
        result[0] = this.divideToIntegralValue(divisor, mc);
        result[1] = this.subtract(result[0].multiply(divisor));
        return result;
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        int newScale = checkScale((long) scale * n);
        if (intVal == null) {
            long base = intCompact;
            if (base == 0) {
                return valueOf(n == 0 ? 1 : 0, newScale);
            }
            if (base == 1 || base == -1) {
                return valueOf((n & 1) == 0 ? 1 : base, newScale);
            }
            // on longs while the powers fit
            long result = 1;
            int e = n;
            boolean fits = true;
            while (e > 0) {
                if ((e & 1) != 0) {
                    long r = result * base;
                    if (((Math.abs(result) | Math.abs(base)) >>> 31) != 0 && r / base != result) {
                        fits = false;
                        break;
                    }
                    result = r;
                }
                e >>>= 1;
                if (e > 0) {
                    if (Math.abs(base) > 3037000499L) {
                        fits = false;
                        break;
                    }
                    base = base * base;
                }
            }
            if (fits) {
                return valueOf(result, newScale);
            }
        }
        return of(inflated().pow(n), newScale);
    }

    /** The X3.274-1996 algorithm, as the API specification describes it. */
    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) {
            return pow(n);
        }
        if (n < -999999999 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        if (n == 0) {
            return ONE;
        }
        int mag = Math.abs(n);
        int elength = longDigitLength(mag);
        if (elength > mc.precision) {
            throw new ArithmeticException("Invalid operation");
        }
        MathContext workmc = new MathContext(mc.precision + elength + 1, mc.roundingMode);
        BigDecimal acc = ONE;
        boolean seenbit = false;
        for (int bit = 30; bit >= 0; bit--) {
            if ((mag & (1 << bit)) != 0) {
                seenbit = true;
                acc = acc.multiply(this, workmc);
            }
            if (bit == 0) {
                break;
            }
            if (seenbit) {
                acc = acc.multiply(acc, workmc);
            }
        }
        if (n < 0) {
            acc = ONE.divide(acc, workmc);
        }
        return doRound(acc, mc);
    }

    /**
     * The square root rounded to mc (exact when mc has no precision), at the scale nearest
     * this.scale() / 2 that the precision allows.
     */
    public BigDecimal sqrt(MathContext mc) {
        int signum = signum();
        if (signum < 0) {
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        }
        int preferredScale = this.scale / 2;
        if (signum == 0) {
            return valueOf(0L, preferredScale);
        }
        int mcp = mc.precision;
        RoundingMode rm = mc.roundingMode;
        BigDecimal stripped = this.stripTrailingZeros();
        // this == u * 10^-s with s even
        BigInteger u = stripped.inflated();
        long s = stripped.scale;
        if ((s & 1) != 0) {
            u = u.multiply(BigInteger.TEN);
            s++;
        }
        BigDecimal root;
        if (mcp == 0 || rm == RoundingMode.UNNECESSARY) {
            BigInteger r = u.sqrt();
            if (!r.multiply(r).equals(u)) {
                throw new ArithmeticException("Computed square root not exact.");
            }
            root = of(r, checkScaleNonZero(s / 2));
            if (mcp > 0 && root.precision() > mcp) {
                throw new ArithmeticException("Computed square root not exact.");
            }
        } else {
            // Scale u by an even power of ten so that its root has at least mcp + 2 digits;
            // an inexact root gets a sticky final digit 1, which rounds like the exact root.
            long t = Math.max(0, (2L * (mcp + 2) - bigDigitLength(u) + 1) / 2);
            BigInteger w = bigMulPow10(u, 2 * t);
            BigInteger r = w.sqrt();
            long rootScale = s / 2 + t;
            if (!r.multiply(r).equals(w)) {
                r = r.multiply(BigInteger.TEN).add(BigInteger.ONE);
                rootScale++;
            }
            root = doRound(of(r, checkScaleNonZero(rootScale)), mc);
        }
        // the representation nearest the preferred scale that fits in the precision
        BigDecimal result = root.stripTrailingZeros();
        if (result.scale < preferredScale) {
            long target = preferredScale;
            if (mcp > 0) {
                target = Math.min(target, (long) result.scale + mcp - result.precision());
            }
            if (target > result.scale) {
                result = result.setScale((int) target, ROUND_UNNECESSARY);
            }
        }
        return result;
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return signum() < 0 ? negate(mc) : plus(mc);
    }

    public BigDecimal negate() {
        if (intVal == null) {
            if (intCompact == 0) {
                return this;
            }
            return new BigDecimal(-intCompact, scale, true);
        }
        return of(intVal.negate(), scale);
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

    public int signum() {
        return intVal == null ? Long.signum(intCompact) : intVal.signum();
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        if (intVal == null) {
            return longDigitLength(Math.abs(intCompact));
        }
        return bigDigitLength(intVal);
    }

    public BigInteger unscaledValue() {
        return inflated();
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
        if (newScale > oldScale) {
            int raise = checkScale((long) newScale - oldScale);
            if (intVal == null) {
                long r = tryMulPow10(intCompact, raise);
                if (r != INFLATED) {
                    return valueOf(r, newScale);
                }
            }
            return of(bigMulPow10(inflated(), raise), newScale);
        }
        int drop = checkScale((long) oldScale - newScale);
        if (intVal == null && drop <= 18) {
            return divideAndRound(intCompact, TEN_POWERS[drop], newScale, roundingMode, newScale);
        }
        return divideAndRound(inflated(), bigTenToThe(drop), newScale, roundingMode, newScale);
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, ROUND_UNNECESSARY);
    }

    private BigDecimal withScale(int newScale) {
        return new BigDecimal(intCompact, intVal, newScale);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal num = withScale(checkScale((long) scale + n));
        return num.scale < 0 ? num.setScale(0, ROUND_UNNECESSARY) : num;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal num = withScale(checkScale((long) scale - n));
        return num.scale < 0 ? num.setScale(0, ROUND_UNNECESSARY) : num;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return withScale(checkScale((long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (signum() == 0) {
            return ZERO;
        }
        return stripTo(Long.MIN_VALUE);
    }

    // ------------------------------------------------------------------ comparison

    public int compareTo(BigDecimal val) {
        if (scale == val.scale && intVal == null && val.intVal == null) {
            return Long.compare(intCompact, val.intCompact);
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

    /** Compares |this| with |val|. */
    private int compareMagnitude(BigDecimal val) {
        long sdiff = (long) this.scale - val.scale;
        if (this.intVal == null && val.intVal == null) {
            if (this.intCompact == 0 || val.intCompact == 0) {
                return Long.compare(Math.abs(this.intCompact), Math.abs(val.intCompact));
            }
            if (sdiff <= 0) {
                return compareMagScaled(this.intCompact, -sdiff, val.intCompact);
            }
            return -compareMagScaled(val.intCompact, sdiff, this.intCompact);
        }
        int xs = this.signum();
        int ys = val.signum();
        if (xs == 0 || ys == 0) {
            return Integer.compare(xs != 0 ? 1 : 0, ys != 0 ? 1 : 0);
        }
        // the position of the leading digit first, then the aligned digits
        long xae = (long) this.precision() - this.scale;
        long yae = (long) val.precision() - val.scale;
        if (xae != yae) {
            return xae < yae ? -1 : 1;
        }
        if (sdiff <= 0) {
            return bigMulPow10(this.inflated(), -sdiff).compareMagnitude(val.inflated());
        }
        return this.inflated().compareMagnitude(bigMulPow10(val.inflated(), sdiff));
    }

    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        BigDecimal xDec = (BigDecimal) x;
        if (x == this) {
            return true;
        }
        if (scale != xDec.scale) {
            return false;
        }
        if (intVal == null) {
            return xDec.intVal == null && intCompact == xDec.intCompact;
        }
        return xDec.intVal != null && intVal.equals(xDec.intVal);
    }

    public BigDecimal min(BigDecimal val) {
        return (compareTo(val) <= 0 ? this : val);
    }

    public BigDecimal max(BigDecimal val) {
        return (compareTo(val) >= 0 ? this : val);
    }

    public int hashCode() {
        if (intVal == null) {
            long val2 = (intCompact < 0) ? -intCompact : intCompact;
            int temp = (int) (((int) (val2 >>> 32)) * 31 + (val2 & 0xffffffffL));
            return 31 * ((intCompact < 0) ? -temp : temp) + scale;
        }
        return 31 * intVal.hashCode() + scale;
    }

    // ------------------------------------------------------------------ formatting

    public String toString() {
        return layoutChars(true);
    }

    public String toEngineeringString() {
        return layoutChars(false);
    }

    /** The unscaled value with its sign. */
    private String unscaledString() {
        return intVal == null ? Long.toString(intCompact) : intVal.toString();
    }

    /** The digits of the unscaled value's magnitude. */
    private String coefficientString() {
        return intVal == null ? Long.toString(Math.abs(intCompact)) : intVal.abs().toString();
    }

    public String toPlainString() {
        if (scale == 0) {
            return unscaledString();
        }
        if (this.scale < 0) {
            if (signum() == 0) {
                return "0";
            }
            int trailingZeros = checkScaleNonZero(-(long) scale);
            StringBuilder buf = new StringBuilder();
            buf.append(unscaledString());
            for (int i = 0; i < trailingZeros; i++) {
                buf.append('0');
            }
            return buf.toString();
        }
        String str = coefficientString();
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
            return unscaledString();
        }
        String coeff = coefficientString();
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
        return this.setScale(0, ROUND_DOWN).inflated();
    }

    public BigInteger toBigIntegerExact() {
        return this.setScale(0, ROUND_UNNECESSARY).inflated();
    }

    public long longValue() {
        if (intVal == null) {
            if (scale == 0) {
                return intCompact;
            }
            if (intCompact == 0 || scale <= -64) {
                return 0;
            }
            if (scale > 0) {
                if (scale > 18) {
                    return 0;
                }
                return intCompact / TEN_POWERS[scale];
            }
            // the low 64 bits of intCompact * 10^-scale: wrapping multiplication
            long v = intCompact;
            for (int i = 0; i < -scale; i++) {
                v *= 10;
            }
            return v;
        }
        // 10^64 is a multiple of 2^64, and so is any integer times it
        if (scale <= -64 || (long) precision() - scale <= 0) {
            return 0;
        }
        return toBigInteger().longValue();
    }

    public int intValue() {
        return (intVal == null && scale == 0) ? (int) intCompact : (int) longValue();
    }

    public long longValueExact() {
        if (intVal == null && scale == 0) {
            return intCompact;
        }
        if (this.signum() == 0) {
            return 0;
        }
        // int arithmetic, as the JDK's: a difference past the int range wraps
        if (this.precision() - this.scale <= 0) {
            throw new ArithmeticException("Rounding necessary");
        }
        if ((precision() - scale) > 19) {
            throw new ArithmeticException("Overflow");
        }
        BigDecimal num = this.setScale(0, ROUND_UNNECESSARY);
        if (num.intVal == null) {
            return num.intCompact;
        }
        // -2^63 fits a long but is not compact
        if (num.intVal.bitLength() <= 63) {
            return num.intVal.longValue();
        }
        throw new ArithmeticException("Overflow");
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
        if (intVal == null) {
            if (scale == 0) {
                return (float) intCompact;
            }
            if (Math.abs(intCompact) < 1L << 22) {
                if (scale > 0 && scale < FLOAT_10_POW.length) {
                    return (float) intCompact / FLOAT_10_POW[scale];
                } else if (scale < 0 && scale > -FLOAT_10_POW.length) {
                    return (float) intCompact * FLOAT_10_POW[-scale];
                }
            }
        }
        return Float.parseFloat(this.toString());
    }

    public double doubleValue() {
        if (intVal == null) {
            if (scale == 0) {
                return (double) intCompact;
            }
            if (Math.abs(intCompact) < 1L << 52) {
                if (scale > 0 && scale < DOUBLE_10_POW.length) {
                    return (double) intCompact / DOUBLE_10_POW[scale];
                } else if (scale < 0 && scale > -DOUBLE_10_POW.length) {
                    return (double) intCompact * DOUBLE_10_POW[-scale];
                }
            }
        }
        return Double.parseDouble(this.toString());
    }
}
