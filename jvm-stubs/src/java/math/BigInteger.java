package java.math;

/**
 * ironpf's BigInteger: a {@code long}-backed subset of the JDK class. Every operation is exact;
 * one whose result does not fit in a {@code long} throws an ArithmeticException saying so rather
 * than returning a wrong value.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {

    private final long value;

    public static final BigInteger ZERO = new BigInteger(0L, true);

    public static final BigInteger ONE = new BigInteger(1L, true);

    public static final BigInteger TWO = new BigInteger(2L, true);

    public static final BigInteger TEN = new BigInteger(10L, true);

    private BigInteger(long value, boolean unused) {
        this.value = value;
    }

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(String val, int radix) {
        this.value = parse(val, radix);
    }

    private static long parse(String val, int radix) {
        int len = val.length();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int cursor = 0;
        boolean negative = false;
        int index1 = val.lastIndexOf('-');
        int index2 = val.lastIndexOf('+');
        if (index1 >= 0) {
            if (index1 != 0 || index2 >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            negative = true;
            cursor = 1;
        } else if (index2 >= 0) {
            if (index2 != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            cursor = 1;
        }
        if (cursor == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        // Accumulate negatively so that Long.MIN_VALUE is representable.
        long acc = 0;
        boolean overflow = false;
        for (int i = cursor; i < len; i++) {
            int d = Character.digit(val.charAt(i), radix);
            if (d < 0) {
                throw new NumberFormatException("For input string: \"" + val.substring(cursor)
                        + "\"" + (radix == 10 ? "" : " under radix " + radix));
            }
            if (!overflow) {
                long limit = Long.MIN_VALUE / radix;
                if (acc < limit) {
                    overflow = true;
                } else {
                    long m = acc * radix;
                    if (m < Long.MIN_VALUE + d) {
                        overflow = true;
                    } else {
                        acc = m - d;
                    }
                }
            }
        }
        if (!overflow && !negative && acc == Long.MIN_VALUE) {
            overflow = true;
        }
        if (overflow) {
            throw outOfRange("\"" + val + "\"");
        }
        return negative ? acc : -acc;
    }

    static ArithmeticException outOfRange(String what) {
        return new ArithmeticException("BigInteger out of ironpf's range: " + what);
    }

    public static BigInteger valueOf(long val) {
        if (val == 0) {
            return ZERO;
        }
        if (val == 1) {
            return ONE;
        }
        if (val == 2) {
            return TWO;
        }
        if (val == 10) {
            return TEN;
        }
        return new BigInteger(val, true);
    }

    // ------------------------------------------------------------------ arithmetic

    public BigInteger add(BigInteger val) {
        long x = value;
        long y = val.value;
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw outOfRange(this + " + " + val);
        }
        return valueOf(r);
    }

    public BigInteger subtract(BigInteger val) {
        long x = value;
        long y = val.value;
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw outOfRange(this + " - " + val);
        }
        return valueOf(r);
    }

    public BigInteger multiply(BigInteger val) {
        long x = value;
        long y = val.value;
        long r = x * y;
        if (x != 0 && (r / x != y || (x == -1 && y == Long.MIN_VALUE))
                || (y == -1 && x == Long.MIN_VALUE)) {
            throw outOfRange(this + " * " + val);
        }
        return valueOf(r);
    }

    public BigInteger divide(BigInteger val) {
        if (val.value == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        if (value == Long.MIN_VALUE && val.value == -1) {
            throw outOfRange(this + " / -1");
        }
        return valueOf(value / val.value);
    }

    public BigInteger remainder(BigInteger val) {
        if (val.value == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        if (val.value == -1) {
            return ZERO;
        }
        return valueOf(value % val.value);
    }

    public BigInteger[] divideAndRemainder(BigInteger val) {
        return new BigInteger[] {divide(val), remainder(val)};
    }

    public BigInteger mod(BigInteger m) {
        if (m.value <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        long r = value % m.value;
        return valueOf(r < 0 ? r + m.value : r);
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        BigInteger result = ONE;
        BigInteger base = this;
        int e = exponent;
        if (value == 0 || value == 1) {
            return exponent == 0 ? ONE : this;
        }
        if (value == -1) {
            return (exponent & 1) == 0 ? ONE : this;
        }
        while (e > 0) {
            if ((e & 1) != 0) {
                result = result.multiply(base);
            }
            e >>>= 1;
            if (e > 0) {
                base = base.multiply(base);
            }
        }
        return result;
    }

    public BigInteger gcd(BigInteger val) {
        long a = value;
        long b = val.value;
        // Work with non-positive numbers so that Long.MIN_VALUE has no overflow.
        if (a > 0) {
            a = -a;
        }
        if (b > 0) {
            b = -b;
        }
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        if (a == Long.MIN_VALUE) {
            throw outOfRange("gcd 2^63");
        }
        return valueOf(-a);
    }

    public BigInteger negate() {
        if (value == Long.MIN_VALUE) {
            throw outOfRange("-(" + this + ")");
        }
        return valueOf(-value);
    }

    public BigInteger abs() {
        return value >= 0 ? this : negate();
    }

    public int signum() {
        return Long.signum(value);
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) < 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) > 0 ? this : val;
    }

    // ------------------------------------------------------------------ bits

    public BigInteger shiftLeft(int n) {
        if (n < 0) {
            return shiftRight(-n);
        }
        if (value == 0 || n == 0) {
            return this;
        }
        if (n >= 63 || (value << n) >> n != value) {
            throw outOfRange(this + " << " + n);
        }
        return valueOf(value << n);
    }

    public BigInteger shiftRight(int n) {
        if (n < 0) {
            if (n == Integer.MIN_VALUE) {
                throw outOfRange(this + " << 2^31");
            }
            return shiftLeft(-n);
        }
        return valueOf(value >> (n >= 63 ? 63 : n));
    }

    public BigInteger and(BigInteger val) {
        return valueOf(value & val.value);
    }

    public BigInteger or(BigInteger val) {
        return valueOf(value | val.value);
    }

    public BigInteger xor(BigInteger val) {
        return valueOf(value ^ val.value);
    }

    public BigInteger not() {
        return valueOf(~value);
    }

    public BigInteger andNot(BigInteger val) {
        return valueOf(value & ~val.value);
    }

    public boolean testBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        return ((value >> (n >= 63 ? 63 : n)) & 1) != 0;
    }

    public int bitLength() {
        long v = value < 0 ? ~value : value;
        return 64 - Long.numberOfLeadingZeros(v);
    }

    public int bitCount() {
        long v = value < 0 ? ~value : value;
        return Long.bitCount(v);
    }

    public int getLowestSetBit() {
        return value == 0 ? -1 : Long.numberOfTrailingZeros(value);
    }

    // ------------------------------------------------------------------ comparison, hashing

    public int compareTo(BigInteger val) {
        return Long.compare(value, val.value);
    }

    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        return ((BigInteger) x).value == value;
    }

    /** The JDK's hash: 31-polynomial over the big-endian 32-bit magnitude words, times the signum. */
    public int hashCode() {
        if (value == 0) {
            return 0;
        }
        long mag = value < 0 ? -value : value; // Long.MIN_VALUE stays 2^63 read unsigned
        long hi = mag >>> 32;
        long lo = mag & 0xffffffffL;
        int h = hi == 0 ? (int) lo : (int) (31 * hi + lo);
        return value < 0 ? -h : h;
    }

    // ------------------------------------------------------------------ conversions

    public String toString() {
        return Long.toString(value);
    }

    public String toString(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        return Long.toString(value, radix);
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return (double) value;
    }

    public long longValueExact() {
        return value;
    }

    public int intValueExact() {
        if ((int) value != value) {
            throw new ArithmeticException("BigInteger out of int range");
        }
        return (int) value;
    }

    public short shortValueExact() {
        if ((short) value != value) {
            throw new ArithmeticException("BigInteger out of short range");
        }
        return (short) value;
    }

    public byte byteValueExact() {
        if ((byte) value != value) {
            throw new ArithmeticException("BigInteger out of byte range");
        }
        return (byte) value;
    }
}
