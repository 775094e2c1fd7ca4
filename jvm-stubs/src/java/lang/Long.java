package java.lang;

public final class Long extends Number implements Comparable<Long> {

    public static final long MIN_VALUE = 0x8000000000000000L;

    public static final long MAX_VALUE = 0x7fffffffffffffffL;

    @SuppressWarnings("unchecked")
    public static final Class<Long> TYPE = (Class<Long>) Class.getPrimitiveClass("long");

    public static final int SIZE = 64;

    public static final int BYTES = 8;

    private final long value;

    private static final class Cache {
        static final Long[] CACHE = new Long[256];

        static {
            for (int i = 0; i < CACHE.length; i++) {
                CACHE[i] = new Long(i - 128);
            }
        }
    }

    @Deprecated(since = "9")
    public Long(long value) {
        this.value = value;
    }

    @Deprecated(since = "9")
    public Long(String s) throws NumberFormatException {
        this.value = parseLong(s, 10);
    }

    // ------------------------------------------------------------------ to string

    public static String toString(long i, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        char[] buf = new char[65];
        int pos = 65;
        boolean negative = i < 0;
        if (!negative) {
            i = -i;
        }
        while (i <= -radix) {
            buf[--pos] = Integer.DIGITS[(int) (-(i % radix))];
            i = i / radix;
        }
        buf[--pos] = Integer.DIGITS[(int) (-i)];
        if (negative) {
            buf[--pos] = '-';
        }
        return new String(buf, pos, 65 - pos);
    }

    public static String toUnsignedString(long i, int radix) {
        if (i >= 0) {
            return toString(i, radix);
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        switch (radix) {
            case 2:
                return toBinaryString(i);
            case 4:
                return Integer.toUnsignedStringShift(i, 2, 32);
            case 8:
                return toOctalString(i);
            case 16:
                return toHexString(i);
            case 32:
                return Integer.toUnsignedStringShift(i, 5, 13);
            default:
                long quotient = divideUnsigned(i, radix);
                long rem = i - quotient * radix;
                return toString(quotient, radix) + Integer.DIGITS[(int) rem];
        }
    }

    public static String toHexString(long i) {
        return Integer.toUnsignedStringShift(i, 4, 16);
    }

    public static String toOctalString(long i) {
        return Integer.toUnsignedStringShift(i, 3, 22);
    }

    public static String toBinaryString(long i) {
        return Integer.toUnsignedStringShift(i, 1, 64);
    }

    public static String toString(long i) {
        if (i == MIN_VALUE) {
            return "-9223372036854775808";
        }
        char[] buf = new char[20];
        int pos = 20;
        boolean negative = i < 0;
        if (negative) {
            i = -i;
        }
        do {
            buf[--pos] = (char) ('0' + (int) (i % 10));
            i /= 10;
        } while (i != 0);
        if (negative) {
            buf[--pos] = '-';
        }
        return new String(buf, pos, 20 - pos);
    }

    public static String toUnsignedString(long i) {
        return toUnsignedString(i, 10);
    }

    // ------------------------------------------------------------------ parsing

    public static long parseLong(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        Integer.checkRadix(radix);
        int len = s.length();
        if (len == 0) {
            throw NumberFormatException.forInputString(s, radix);
        }
        int i = 0;
        boolean negative = false;
        char first = s.charAt(0);
        if (first < '0') {
            if (first == '-') {
                negative = true;
            } else if (first != '+') {
                throw NumberFormatException.forInputString(s, radix);
            }
            if (len == 1) {
                throw NumberFormatException.forInputString(s, radix);
            }
            i = 1;
        }
        long limit = negative ? MIN_VALUE : -MAX_VALUE;
        long multmin = limit / radix;
        long result = 0;
        while (i < len) {
            int digit = Character.digit(s.charAt(i++), radix);
            if (digit < 0 || result < multmin) {
                throw NumberFormatException.forInputString(s, radix);
            }
            result *= radix;
            if (result < limit + digit) {
                throw NumberFormatException.forInputString(s, radix);
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    public static long parseLong(CharSequence s, int beginIndex, int endIndex, int radix)
            throws NumberFormatException {
        if (s == null) {
            throw new NullPointerException();
        }
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > s.length()) {
            throw new IndexOutOfBoundsException();
        }
        Integer.checkRadix(radix);
        if (beginIndex == endIndex) {
            throw NumberFormatException.forInputString("", radix);
        }
        int i = beginIndex;
        boolean negative = false;
        char first = s.charAt(i);
        if (first < '0') {
            if (first == '-') {
                negative = true;
            } else if (first != '+') {
                throw Integer.forCharSequence(s, beginIndex, endIndex, i);
            }
            i++;
            if (i == endIndex) {
                throw Integer.forCharSequence(s, beginIndex, endIndex, i);
            }
        }
        long limit = negative ? MIN_VALUE : -MAX_VALUE;
        long multmin = limit / radix;
        long result = 0;
        while (i < endIndex) {
            int digit = Character.digit(s.charAt(i), radix);
            if (digit < 0 || result < multmin) {
                throw Integer.forCharSequence(s, beginIndex, endIndex, i);
            }
            result *= radix;
            if (result < limit + digit) {
                throw Integer.forCharSequence(s, beginIndex, endIndex, i);
            }
            result -= digit;
            i++;
        }
        return negative ? result : -result;
    }

    public static long parseLong(String s) throws NumberFormatException {
        return parseLong(s, 10);
    }

    public static long parseUnsignedLong(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        int len = s.length();
        if (len == 0) {
            throw NumberFormatException.forInputString(s, radix);
        }
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
        if (len <= 12 || (radix == 10 && len <= 18)) {
            return parseLong(s, radix); // always fits in a signed long
        }
        // all but the last digit fit in a signed long; add the last one with an overflow check
        long first = parseLong(s, 0, len - 1, radix);
        int last = Character.digit(s.charAt(len - 1), radix);
        if (last < 0) {
            throw new NumberFormatException("Bad digit at end of " + s);
        }
        if (compareUnsigned(first, divideUnsigned(-1L - last, radix)) > 0) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned long.");
        }
        return first * radix + last;
    }

    public static long parseUnsignedLong(String s) throws NumberFormatException {
        return parseUnsignedLong(s, 10);
    }

    public static Long valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseLong(s, radix));
    }

    public static Long valueOf(String s) throws NumberFormatException {
        return valueOf(parseLong(s, 10));
    }

    public static Long valueOf(long l) {
        if (l >= -128 && l <= 127) {
            return Cache.CACHE[(int) l + 128];
        }
        return new Long(l);
    }

    public static Long decode(String nm) throws NumberFormatException {
        int radix = 10;
        int index = 0;
        boolean negative = false;
        if (nm.isEmpty()) {
            throw new NumberFormatException("Zero length string");
        }
        char first = nm.charAt(0);
        if (first == '-') {
            negative = true;
            index++;
        } else if (first == '+') {
            index++;
        }
        if (nm.startsWith("0x", index) || nm.startsWith("0X", index)) {
            index += 2;
            radix = 16;
        } else if (nm.startsWith("#", index)) {
            index++;
            radix = 16;
        } else if (nm.startsWith("0", index) && nm.length() > 1 + index) {
            index++;
            radix = 8;
        }
        if (nm.startsWith("-", index) || nm.startsWith("+", index)) {
            throw new NumberFormatException("Sign character in wrong position");
        }
        String digits = nm.substring(index);
        try {
            long magnitude = parseLong(digits, radix);
            return valueOf(negative ? -magnitude : magnitude);
        } catch (NumberFormatException e) {
            return valueOf(parseLong(negative ? "-" + digits : digits, radix));
        }
    }

    public static Long getLong(String nm) {
        return getLong(nm, null);
    }

    public static Long getLong(String nm, long val) {
        Long result = getLong(nm, null);
        return (result == null) ? valueOf(val) : result;
    }

    public static Long getLong(String nm, Long val) {
        String v = null;
        if (nm != null && !nm.isEmpty()) {
            v = System.getProperty(nm);
        }
        if (v != null) {
            try {
                return decode(v);
            } catch (NumberFormatException e) {
                // fall through
            }
        }
        return val;
    }

    // ------------------------------------------------------------------ instance methods

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
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

    public String toString() {
        return toString(value);
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(long value) {
        return (int) (value ^ (value >>> 32));
    }

    public boolean equals(Object obj) {
        if (obj instanceof Long) {
            return value == ((Long) obj).value;
        }
        return false;
    }

    public int compareTo(Long anotherLong) {
        return compare(value, anotherLong.value);
    }

    public static int compare(long x, long y) {
        return (x < y) ? -1 : ((x == y) ? 0 : 1);
    }

    public static int compareUnsigned(long x, long y) {
        return compare(x + MIN_VALUE, y + MIN_VALUE);
    }

    public static long divideUnsigned(long dividend, long divisor) {
        if (divisor < 0) {
            // divisor >= 2^63: the quotient is 0 or 1
            return compareUnsigned(dividend, divisor) < 0 ? 0L : 1L;
        }
        if (dividend >= 0) {
            return dividend / divisor;
        }
        long quotient = ((dividend >>> 1) / divisor) << 1;
        long rem = dividend - quotient * divisor;
        return quotient + (compareUnsigned(rem, divisor) >= 0 ? 1 : 0);
    }

    public static long remainderUnsigned(long dividend, long divisor) {
        return dividend - divideUnsigned(dividend, divisor) * divisor;
    }

    // ------------------------------------------------------------------ bit twiddling

    public static long highestOneBit(long i) {
        return i & (MIN_VALUE >>> numberOfLeadingZeros(i));
    }

    public static long lowestOneBit(long i) {
        return i & -i;
    }

    public static int numberOfLeadingZeros(long i) {
        int hi = (int) (i >>> 32);
        return hi == 0 ? 32 + Integer.numberOfLeadingZeros((int) i) : Integer.numberOfLeadingZeros(hi);
    }

    public static int numberOfTrailingZeros(long i) {
        int lo = (int) i;
        return lo == 0 ? 32 + Integer.numberOfTrailingZeros((int) (i >>> 32)) : Integer.numberOfTrailingZeros(lo);
    }

    public static int bitCount(long i) {
        return Integer.bitCount((int) i) + Integer.bitCount((int) (i >>> 32));
    }

    public static long rotateLeft(long i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static long rotateRight(long i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    public static long reverse(long i) {
        long lo = Integer.reverse((int) i) & 0xffffffffL;
        long hi = Integer.reverse((int) (i >>> 32)) & 0xffffffffL;
        return (lo << 32) | hi;
    }

    public static int signum(long i) {
        return (int) ((i >> 63) | (-i >>> 63));
    }

    public static long reverseBytes(long i) {
        long lo = Integer.reverseBytes((int) i) & 0xffffffffL;
        long hi = Integer.reverseBytes((int) (i >>> 32)) & 0xffffffffL;
        return (lo << 32) | hi;
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }
}
