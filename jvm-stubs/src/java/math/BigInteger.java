package java.math;

import java.util.Random;

/**
 * ironpf's BigInteger: arbitrary-precision integers, written from the Java SE 17 API
 * specification. A value is a sign and a magnitude of 32-bit words (least significant first,
 * without zero high words); every operation is exact, and the operations whose results the
 * specification leaves to the implementation's choice of random numbers (random primes) throw
 * UnsupportedOperationException.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {

    /** -1, 0 or 1. */
    final int signum;

    /** The magnitude, least significant word first, no zero high words; empty for zero. */
    final int[] mag;

    static final long LONG_MASK = 0xffffffffL;

    private static final int[] NO_WORDS = new int[0];

    /** The largest supported magnitude has 2^31 - 1 bits, as the JDK's. */
    private static final int MAX_MAG_LENGTH = Integer.MAX_VALUE / 32 + 1;

    private static final BigInteger[] POSITIVE = new BigInteger[17];

    private static final BigInteger[] NEGATIVE = new BigInteger[17];

    static {
        for (int i = 1; i <= 16; i++) {
            POSITIVE[i] = new BigInteger(1, new int[] {i});
            NEGATIVE[i] = new BigInteger(-1, new int[] {i});
        }
    }

    public static final BigInteger ZERO = new BigInteger(0, NO_WORDS);

    public static final BigInteger ONE = POSITIVE[1];

    public static final BigInteger TWO = POSITIVE[2];

    public static final BigInteger TEN = POSITIVE[10];

    private static final BigInteger NEGATIVE_ONE = NEGATIVE[1];

    /** Raw constructor: mag must be normalized and signum consistent with it. */
    BigInteger(int signum, int[] mag) {
        this.signum = mag.length == 0 ? 0 : signum;
        this.mag = mag;
    }

    // ------------------------------------------------------------------ construction

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(String val, int radix) {
        int len = val.length();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int cursor = 0;
        int sign = 1;
        int index1 = val.lastIndexOf('-');
        int index2 = val.lastIndexOf('+');
        if (index1 >= 0) {
            if (index1 != 0 || index2 >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
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
        while (cursor < len && Character.digit(val.charAt(cursor), radix) == 0) {
            cursor++;
        }
        if (cursor == len) {
            this.signum = 0;
            this.mag = NO_WORDS;
            return;
        }
        int numDigits = len - cursor;
        // Digits are read in groups of the most that fit in an int; the first group is short.
        int groupLen = digitsPerInt(radix);
        int superRadix = pow(radix, groupLen);
        long maxBits = (long) numDigits * (32 - Integer.numberOfLeadingZeros(radix - 1)) + 32;
        if (maxBits / 32 + 1 > MAX_MAG_LENGTH) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        int[] words = new int[(int) (maxBits / 32) + 1];
        int used = 0;
        int first = numDigits % groupLen;
        if (first == 0) {
            first = groupLen;
        }
        String group = val.substring(cursor, cursor + first);
        cursor += first;
        int g = Integer.parseInt(group, radix);
        if (g < 0) {
            throw new NumberFormatException("Illegal digit");
        }
        words[0] = g;
        used = g == 0 ? 0 : 1;
        while (cursor < len) {
            group = val.substring(cursor, cursor + groupLen);
            cursor += groupLen;
            g = Integer.parseInt(group, radix);
            if (g < 0) {
                throw new NumberFormatException("Illegal digit");
            }
            used = mulAddInPlace(words, used, superRadix, g);
        }
        this.mag = trim(words, used);
        this.signum = this.mag.length == 0 ? 0 : sign;
    }

    /** The most digits of the radix that always fit in a non-negative int. */
    private static int digitsPerInt(int radix) {
        int n = 0;
        long p = 1;
        while (p * radix < 0x80000000L) {
            p *= radix;
            n++;
        }
        return n;
    }

    private static int pow(int radix, int n) {
        int p = 1;
        for (int i = 0; i < n; i++) {
            p *= radix;
        }
        return p;
    }

    /** words[0..used) = words * mul + add (both unsigned 32-bit); returns the new used length. */
    private static int mulAddInPlace(int[] words, int used, long mul, long add) {
        long carry = add & LONG_MASK;
        for (int i = 0; i < used; i++) {
            long t = (words[i] & LONG_MASK) * mul + carry;
            words[i] = (int) t;
            carry = t >>> 32;
        }
        if (carry != 0) {
            words[used++] = (int) carry;
        }
        return used;
    }

    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(byte[] val, int off, int len) {
        if (val.length == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        checkRange(val, off, len);
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        if (val[off] < 0) {
            // negative: the magnitude is the two's complement of the bytes
            int[] w = bytesToWords(val, off, len, true);
            negateInPlace(w);
            this.mag = trim(w, w.length);
            this.signum = -1;
        } else {
            this.mag = trim(bytesToWords(val, off, len, false), (len + 3) / 4);
            this.signum = this.mag.length == 0 ? 0 : 1;
        }
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        checkRange(magnitude, off, len);
        int[] w = trim(bytesToWords(magnitude, off, len, false), (len + 3) / 4);
        if (w.length == 0) {
            this.signum = 0;
        } else {
            if (signum == 0) {
                throw new NumberFormatException("signum-magnitude mismatch");
            }
            this.signum = signum;
        }
        this.mag = w;
    }

    private static void checkRange(byte[] a, int off, int len) {
        if ((off | len) < 0 || len > a.length - off) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + a.length);
        }
    }

    /** Big-endian bytes to little-endian words; sign-extends with ones when signExtend. */
    private static int[] bytesToWords(byte[] b, int off, int len, boolean signExtend) {
        int n = (len + 3) / 4;
        int[] w = new int[n];
        for (int i = 0; i < n * 4; i++) {
            int idx = off + len - 1 - i;
            int v = idx >= off ? (b[idx] & 0xff) : (signExtend ? 0xff : 0);
            w[i >>> 2] |= v << ((i & 3) * 8);
        }
        return w;
    }

    /** Two's complement negation of a little-endian word array, in place. */
    private static void negateInPlace(int[] w) {
        long carry = 1;
        for (int i = 0; i < w.length; i++) {
            long t = ((~w[i]) & LONG_MASK) + carry;
            w[i] = (int) t;
            carry = t >>> 32;
        }
    }

    /** A uniformly random value in [0, 2^numBits), drawn as the JDK does (nextBytes). */
    public BigInteger(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        int numBytes = (int) (((long) numBits + 7) / 8);
        byte[] bytes = new byte[numBytes];
        if (numBytes > 0) {
            rnd.nextBytes(bytes);
            int excess = 8 * numBytes - numBits;
            bytes[0] &= (byte) ((1 << (8 - excess)) - 1);
        }
        int[] w = trim(bytesToWords(bytes, 0, numBytes, false), (numBytes + 3) / 4);
        this.mag = w;
        this.signum = w.length == 0 ? 0 : 1;
    }

    public BigInteger(int bitLength, int certainty, Random rnd) {
        throw ironpf.Unsupported.fail(
                "BigInteger(int, int, Random) (random probable primes) is not supported");
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        throw ironpf.Unsupported.fail(
                "BigInteger.probablePrime (random probable primes) is not supported");
    }

    public static BigInteger valueOf(long val) {
        if (val >= 0) {
            if (val <= 16) {
                return val == 0 ? ZERO : POSITIVE[(int) val];
            }
        } else if (val >= -16) {
            return NEGATIVE[(int) -val];
        }
        return fromLong(val);
    }

    private static BigInteger fromLong(long val) {
        if (val == 0) {
            return ZERO;
        }
        int sign = 1;
        if (val < 0) {
            val = -val; // Long.MIN_VALUE stays 2^63 read unsigned
            sign = -1;
        }
        int hi = (int) (val >>> 32);
        int[] m = hi == 0 ? new int[] {(int) val} : new int[] {(int) val, hi};
        return new BigInteger(sign, m);
    }

    private static BigInteger of(int sign, int[] mag) {
        return mag.length == 0 ? ZERO : new BigInteger(sign, mag);
    }

    // ------------------------------------------------------------------ magnitude arithmetic

    static int[] trim(int[] a, int len) {
        while (len > 0 && a[len - 1] == 0) {
            len--;
        }
        if (len == a.length) {
            return a;
        }
        if (len == 0) {
            return NO_WORDS;
        }
        int[] r = new int[len];
        System.arraycopy(a, 0, r, 0, len);
        return r;
    }

    static int compareMag(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return (a[i] & LONG_MASK) < (b[i] & LONG_MASK) ? -1 : 1;
            }
        }
        return 0;
    }

    static int[] addMag(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long carry = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long t = (a[i] & LONG_MASK) + (b[i] & LONG_MASK) + carry;
            r[i] = (int) t;
            carry = t >>> 32;
        }
        for (; i < a.length; i++) {
            long t = (a[i] & LONG_MASK) + carry;
            r[i] = (int) t;
            carry = t >>> 32;
        }
        r[i] = (int) carry;
        return trim(r, r.length);
    }

    /** a - b for |a| >= |b|. */
    static int[] subMag(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long t = (a[i] & LONG_MASK) - (b[i] & LONG_MASK) - borrow;
            r[i] = (int) t;
            borrow = t < 0 ? 1 : 0;
        }
        for (; i < a.length; i++) {
            long t = (a[i] & LONG_MASK) - borrow;
            r[i] = (int) t;
            borrow = t < 0 ? 1 : 0;
        }
        return trim(r, r.length);
    }

    static int[] mulMag(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return NO_WORDS;
        }
        int[] r = new int[a.length + b.length];
        for (int i = 0; i < a.length; i++) {
            long ai = a[i] & LONG_MASK;
            if (ai == 0) {
                continue;
            }
            long carry = 0;
            for (int j = 0; j < b.length; j++) {
                long t = ai * (b[j] & LONG_MASK) + (r[i + j] & LONG_MASK) + carry;
                r[i + j] = (int) t;
                carry = t >>> 32;
            }
            r[i + b.length] = (int) carry;
        }
        return trim(r, r.length);
    }

    /** a * m + add for unsigned 32-bit m and add. */
    static int[] mulAddSmall(int[] a, long m, long add) {
        int[] r = new int[a.length + 1];
        long carry = add;
        for (int i = 0; i < a.length; i++) {
            long t = (a[i] & LONG_MASK) * m + carry;
            r[i] = (int) t;
            carry = t >>> 32;
        }
        r[a.length] = (int) carry;
        return trim(r, r.length);
    }

    /** q = a / d for 0 < d < 2^32 (q has a's length, untrimmed); returns the remainder. */
    static long divSmall(int[] a, long d, int[] q) {
        long rem = 0;
        for (int i = a.length - 1; i >= 0; i--) {
            long cur = (rem << 32) | (a[i] & LONG_MASK);
            long qq;
            if (cur >= 0) {
                qq = cur / d;
                rem = cur - qq * d;
            } else {
                qq = ((cur >>> 1) / d) << 1;
                rem = cur - qq * d;
                if (rem >= d) {
                    qq++;
                    rem -= d;
                }
            }
            q[i] = (int) qq;
        }
        return rem;
    }

    /** {quotient, remainder} of magnitudes, b non-empty. */
    static int[][] divMag(int[] a, int[] b) {
        if (compareMag(a, b) < 0) {
            return new int[][] {NO_WORDS, a};
        }
        if (b.length == 1) {
            int[] q = new int[a.length];
            long r = divSmall(a, b[0] & LONG_MASK, q);
            return new int[][] {trim(q, q.length), r == 0 ? NO_WORDS : new int[] {(int) r}};
        }
        // Knuth's algorithm D on normalized operands.
        int n = b.length;
        int m = a.length - n;
        int s = Integer.numberOfLeadingZeros(b[n - 1]);
        int[] vn = new int[n];
        int[] un = new int[a.length + 1];
        if (s == 0) {
            System.arraycopy(b, 0, vn, 0, n);
            System.arraycopy(a, 0, un, 0, a.length);
        } else {
            for (int i = n - 1; i > 0; i--) {
                vn[i] = (b[i] << s) | (b[i - 1] >>> (32 - s));
            }
            vn[0] = b[0] << s;
            un[a.length] = a[a.length - 1] >>> (32 - s);
            for (int i = a.length - 1; i > 0; i--) {
                un[i] = (a[i] << s) | (a[i - 1] >>> (32 - s));
            }
            un[0] = a[0] << s;
        }
        int[] q = new int[m + 1];
        long vTop = vn[n - 1] & LONG_MASK;
        long vNext = vn[n - 2] & LONG_MASK;
        for (int j = m; j >= 0; j--) {
            long num = ((un[j + n] & LONG_MASK) << 32) | (un[j + n - 1] & LONG_MASK);
            long qhat;
            long rhat;
            if (num >= 0) {
                qhat = num / vTop;
                rhat = num - qhat * vTop;
            } else {
                qhat = ((num >>> 1) / vTop) << 1;
                rhat = num - qhat * vTop;
                if (rhat >= vTop) {
                    qhat++;
                    rhat -= vTop;
                }
            }
            while (qhat > LONG_MASK
                    || (qhat * vNext) + Long.MIN_VALUE > ((rhat << 32) | (un[j + n - 2] & LONG_MASK)) + Long.MIN_VALUE) {
                qhat--;
                rhat += vTop;
                if (rhat > LONG_MASK) {
                    break;
                }
            }
            // un[j .. j+n] -= qhat * vn
            long borrow = 0;
            long carry = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (vn[i] & LONG_MASK) + carry;
                carry = p >>> 32;
                long t = (un[i + j] & LONG_MASK) - (p & LONG_MASK) - borrow;
                un[i + j] = (int) t;
                borrow = t < 0 ? 1 : 0;
            }
            long t = (un[j + n] & LONG_MASK) - carry - borrow;
            un[j + n] = (int) t;
            if (t < 0) {
                // qhat was one too large: add the divisor back
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    long sum = (un[i + j] & LONG_MASK) + (vn[i] & LONG_MASK) + c;
                    un[i + j] = (int) sum;
                    c = sum >>> 32;
                }
                un[j + n] = (int) ((un[j + n] & LONG_MASK) + c);
            }
            q[j] = (int) qhat;
        }
        int[] r = new int[n];
        if (s == 0) {
            System.arraycopy(un, 0, r, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                r[i] = (un[i] >>> s) | (un[i + 1] << (32 - s));
            }
        }
        return new int[][] {trim(q, q.length), trim(r, n)};
    }

    static int[] shiftLeftMag(int[] a, int n) {
        if (a.length == 0 || n == 0) {
            return a;
        }
        int words = n >>> 5;
        int bits = n & 31;
        if ((long) a.length + words + 1 > MAX_MAG_LENGTH) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        int[] r = new int[a.length + words + 1];
        if (bits == 0) {
            System.arraycopy(a, 0, r, words, a.length);
        } else {
            int carry = 0;
            for (int i = 0; i < a.length; i++) {
                r[i + words] = (a[i] << bits) | carry;
                carry = a[i] >>> (32 - bits);
            }
            r[a.length + words] = carry;
        }
        return trim(r, r.length);
    }

    static int[] shiftRightMag(int[] a, int n) {
        int words = n >>> 5;
        int bits = n & 31;
        if (words >= a.length) {
            return NO_WORDS;
        }
        int len = a.length - words;
        int[] r = new int[len];
        if (bits == 0) {
            System.arraycopy(a, words, r, 0, len);
        } else {
            for (int i = 0; i < len; i++) {
                int lo = a[i + words] >>> bits;
                int hi = i + words + 1 < a.length ? a[i + words + 1] << (32 - bits) : 0;
                r[i] = lo | hi;
            }
        }
        return trim(r, len);
    }

    /** Whether any of the low n bits of a is set. */
    private static boolean lowBitsSet(int[] a, int n) {
        int words = n >>> 5;
        for (int i = 0; i < words && i < a.length; i++) {
            if (a[i] != 0) {
                return true;
            }
        }
        int bits = n & 31;
        return bits != 0 && words < a.length && (a[words] & ((1 << bits) - 1)) != 0;
    }

    private static int magBitLength(int[] a) {
        if (a.length == 0) {
            return 0;
        }
        return 32 * (a.length - 1) + (32 - Integer.numberOfLeadingZeros(a[a.length - 1]));
    }

    // ------------------------------------------------------------------ arithmetic

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (signum == val.signum) {
            return new BigInteger(signum, addMag(mag, val.mag));
        }
        int c = compareMag(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(signum, subMag(mag, val.mag)) : new BigInteger(val.signum, subMag(val.mag, mag));
    }

    public BigInteger subtract(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val.negate();
        }
        if (signum != val.signum) {
            return new BigInteger(signum, addMag(mag, val.mag));
        }
        int c = compareMag(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(signum, subMag(mag, val.mag)) : new BigInteger(-signum, subMag(val.mag, mag));
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) {
            return ZERO;
        }
        if ((long) mag.length + val.mag.length > MAX_MAG_LENGTH) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        return new BigInteger(signum * val.signum, mulMag(mag, val.mag));
    }

    public BigInteger divide(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        if (signum == 0) {
            return ZERO;
        }
        return of(signum * val.signum, divMag(mag, val.mag)[0]);
    }

    public BigInteger remainder(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        if (signum == 0) {
            return ZERO;
        }
        return of(signum, divMag(mag, val.mag)[1]);
    }

    public BigInteger[] divideAndRemainder(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        if (signum == 0) {
            return new BigInteger[] {ZERO, ZERO};
        }
        int[][] qr = divMag(mag, val.mag);
        return new BigInteger[] {of(signum * val.signum, qr[0]), of(signum, qr[1])};
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.signum >= 0 ? r : r.add(m);
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        if (exponent == 0) {
            return ONE;
        }
        if (signum == 0 || exponent == 1) {
            return this;
        }
        int bits = magBitLength(mag);
        if ((long) (bits - 1) * exponent >= Integer.MAX_VALUE) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        int[] result = new int[] {1};
        int[] base = mag;
        int e = exponent;
        while (true) {
            if ((e & 1) != 0) {
                result = mulMag(result, base);
            }
            e >>>= 1;
            if (e == 0) {
                break;
            }
            base = mulMag(base, base);
        }
        return new BigInteger(signum < 0 && (exponent & 1) != 0 ? -1 : 1, result);
    }

    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        if (signum == 0) {
            return ZERO;
        }
        int bl = magBitLength(mag);
        if (bl <= 62) {
            long v = longValue();
            long s = (long) Math.sqrt((double) v);
            while (s * s > v) {
                s--;
            }
            while ((s + 1) * (s + 1) <= v) {
                s++;
            }
            return valueOf(s);
        }
        // Newton's iteration from above: x = (x + n / x) / 2 decreases to floor(sqrt(n)).
        BigInteger x = ONE.shiftLeft((bl + 1) / 2);
        while (true) {
            BigInteger y = x.add(this.divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, this.subtract(s.multiply(s))};
    }

    public BigInteger gcd(BigInteger val) {
        if (val.signum == 0) {
            return this.abs();
        }
        if (signum == 0) {
            return val.abs();
        }
        int[] a = mag;
        int[] b = val.mag;
        while (b.length != 0) {
            if (fitsSignedLong(a) && fitsSignedLong(b)) {
                long x = toUnsignedLong(a);
                long y = toUnsignedLong(b);
                while (y != 0) {
                    long t = x % y;
                    x = y;
                    y = t;
                }
                return fromLong(x);
            }
            int[] r = divMag(a, b)[1];
            a = b;
            b = r;
        }
        return new BigInteger(1, a);
    }

    private static boolean fitsSignedLong(int[] a) {
        return a.length < 2 || (a.length == 2 && a[1] >= 0);
    }

    private static long toUnsignedLong(int[] a) {
        long v = 0;
        if (a.length > 0) {
            v = a[0] & LONG_MASK;
        }
        if (a.length > 1) {
            v |= ((long) a[1]) << 32;
        }
        return v;
    }

    public BigInteger abs() {
        return signum >= 0 ? this : negate();
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(-signum, mag);
    }

    public int signum() {
        return signum;
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (exponent.signum == 0) {
            return m.equals(ONE) ? ZERO : ONE;
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger base = this;
        if (exponent.signum < 0) {
            base = base.modInverse(m);
            exponent = exponent.negate();
        }
        base = base.mod(m);
        if (base.signum == 0) {
            return ZERO;
        }
        BigInteger result = ONE;
        int bits = exponent.bitLength();
        for (int i = bits - 1; i >= 0; i--) {
            result = result.multiply(result).remainder(m);
            if (exponent.testBit(i)) {
                result = result.multiply(base).remainder(m);
            }
        }
        return result;
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum != 1) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger a = this.mod(m);
        // extended Euclid: invariant r_i = s_i * a (mod m)
        BigInteger r0 = m;
        BigInteger r1 = a;
        BigInteger s0 = ZERO;
        BigInteger s1 = ONE;
        while (r1.signum != 0) {
            BigInteger[] qr = r0.divideAndRemainder(r1);
            BigInteger s2 = s0.subtract(qr[0].multiply(s1));
            r0 = r1;
            r1 = qr[1];
            s0 = s1;
            s1 = s2;
        }
        if (!r0.equals(ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return s0.mod(m);
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) < 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) > 0 ? this : val;
    }

    // ------------------------------------------------------------------ primes

    private static final int[] SMALL_PRIMES = {
        2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97
    };

    /**
     * A deterministic test: trial division, Miller-Rabin to the bases 2..37 (exact below 2^64)
     * and, above that, a strong Lucas test as well (Baillie-PSW, no known counterexample). A
     * prime always gives true, as the JDK's test does.
     */
    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger w = this.abs();
        if (w.signum == 0) {
            return false;
        }
        if (w.mag.length == 1 && (w.mag[0] & LONG_MASK) <= 97) {
            int v = w.mag[0];
            for (int p : SMALL_PRIMES) {
                if (p == v) {
                    return true;
                }
            }
            return false;
        }
        for (int p : SMALL_PRIMES) {
            if (divSmall(w.mag, p, new int[w.mag.length]) == 0) {
                return false;
            }
        }
        BigInteger wMinus1 = w.subtract(ONE);
        int s = wMinus1.getLowestSetBit();
        BigInteger d = wMinus1.shiftRight(s);
        for (int i = 0; i < 12; i++) {
            BigInteger a = valueOf(SMALL_PRIMES[i]);
            BigInteger x = a.modPow(d, w);
            if (x.equals(ONE) || x.equals(wMinus1)) {
                continue;
            }
            boolean composite = true;
            for (int r = 1; r < s; r++) {
                x = x.multiply(x).mod(w);
                if (x.equals(wMinus1)) {
                    composite = false;
                    break;
                }
            }
            if (composite) {
                return false;
            }
        }
        if (w.bitLength() <= 64) {
            return true;
        }
        return strongLucas(w);
    }

    /** The strong Lucas probable-prime test with Selfridge's parameters; n odd, > 97. */
    private static boolean strongLucas(BigInteger n) {
        BigInteger root = n.sqrt();
        if (root.multiply(root).equals(n)) {
            return false;
        }
        long d = 5;
        while (true) {
            int j = jacobi(d, n);
            if (j == -1) {
                break;
            }
            if (j == 0 && n.compareTo(valueOf(Math.abs(d))) != 0) {
                return false;
            }
            d = d > 0 ? -(d + 2) : -(d - 2);
        }
        BigInteger bigD = valueOf(d);
        BigInteger q = valueOf((1 - d) / 4);
        BigInteger nPlus1 = n.add(ONE);
        int s = nPlus1.getLowestSetBit();
        BigInteger k = nPlus1.shiftRight(s);
        // U_1 = 1, V_1 = P = 1, Q^1
        BigInteger u = ONE;
        BigInteger v = ONE;
        BigInteger qk = q.mod(n);
        for (int i = k.bitLength() - 2; i >= 0; i--) {
            u = u.multiply(v).mod(n);
            v = v.multiply(v).subtract(qk.shiftLeft(1)).mod(n);
            qk = qk.multiply(qk).mod(n);
            if (k.testBit(i)) {
                BigInteger u2 = half(u.add(v), n);
                BigInteger v2 = half(bigD.multiply(u).add(v), n);
                u = u2;
                v = v2;
                qk = qk.multiply(q).mod(n);
            }
        }
        if (u.signum == 0 || v.signum == 0) {
            return true;
        }
        for (int r = 1; r < s; r++) {
            v = v.multiply(v).subtract(qk.shiftLeft(1)).mod(n);
            if (v.signum == 0) {
                return true;
            }
            qk = qk.multiply(qk).mod(n);
        }
        return false;
    }

    /** x / 2 mod n for odd n. */
    private static BigInteger half(BigInteger x, BigInteger n) {
        x = x.mod(n);
        if (x.testBit(0)) {
            x = x.add(n);
        }
        return x.shiftRight(1);
    }

    /** The Jacobi symbol (a / n) for odd positive n. */
    private static int jacobi(long a, BigInteger n) {
        int result = 1;
        if (a < 0) {
            a = -a;
            if ((n.mag[0] & 3) == 3) {
                result = -result;
            }
        }
        while ((a & 1) == 0 && a != 0) {
            a >>= 1;
            int n8 = n.mag[0] & 7;
            if (n8 == 3 || n8 == 5) {
                result = -result;
            }
        }
        if (a == 1) {
            return result;
        }
        if (a == 0) {
            return 0;
        }
        // reciprocity: (a / n) = (n / a) * (-1)^((a-1)/2 * (n-1)/2), a odd
        if ((a & 3) == 3 && (n.mag[0] & 3) == 3) {
            result = -result;
        }
        long m = n.remainder(valueOf(a)).longValue();
        return result * jacobiLong(m, a);
    }

    private static int jacobiLong(long a, long n) {
        int result = 1;
        a %= n;
        while (a != 0) {
            while ((a & 1) == 0) {
                a >>= 1;
                long n8 = n & 7;
                if (n8 == 3 || n8 == 5) {
                    result = -result;
                }
            }
            long t = a;
            a = n;
            n = t;
            if ((a & 3) == 3 && (n & 3) == 3) {
                result = -result;
            }
            a %= n;
        }
        return n == 1 ? result : 0;
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        if (signum == 0 || this.equals(ONE)) {
            return TWO;
        }
        BigInteger c = this.add(ONE);
        if (!c.testBit(0)) {
            c = c.add(ONE);
        }
        while (!c.isProbablePrime(100)) {
            c = c.add(TWO);
        }
        return c;
    }

    // ------------------------------------------------------------------ bits

    public BigInteger shiftLeft(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n > 0) {
            return new BigInteger(signum, shiftLeftMag(mag, n));
        } else if (n == 0) {
            return this;
        } else {
            return shiftRightImpl(-(long) n);
        }
    }

    public BigInteger shiftRight(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n > 0) {
            return shiftRightImpl(n);
        } else if (n == 0) {
            return this;
        } else {
            if (n == Integer.MIN_VALUE) {
                throw new ArithmeticException("BigInteger would overflow supported range");
            }
            return new BigInteger(signum, shiftLeftMag(mag, -n));
        }
    }

    /** Arithmetic (flooring) shift right by n > 0. */
    private BigInteger shiftRightImpl(long n) {
        int[] r = n >= (long) mag.length * 32 ? NO_WORDS : shiftRightMag(mag, (int) n);
        if (signum < 0) {
            boolean lost = n >= (long) mag.length * 32 || lowBitsSet(mag, (int) n);
            if (lost) {
                r = addMag(r, new int[] {1});
            }
            return new BigInteger(-1, r);
        }
        return of(1, r);
    }

    /** This value's two's complement in len words (len large enough for the sign). */
    private int[] twos(int len) {
        int[] r = new int[len];
        System.arraycopy(mag, 0, r, 0, mag.length);
        if (signum < 0) {
            for (int i = 0; i < len; i++) {
                r[i] = ~r[i];
            }
            long carry = 1;
            for (int i = 0; i < len && carry != 0; i++) {
                long t = (r[i] & LONG_MASK) + carry;
                r[i] = (int) t;
                carry = t >>> 32;
            }
        }
        return r;
    }

    private static BigInteger fromTwos(int[] w) {
        if (w.length > 0 && w[w.length - 1] < 0) {
            int[] m = new int[w.length];
            for (int i = 0; i < w.length; i++) {
                m[i] = ~w[i];
            }
            long carry = 1;
            for (int i = 0; i < m.length && carry != 0; i++) {
                long t = (m[i] & LONG_MASK) + carry;
                m[i] = (int) t;
                carry = t >>> 32;
            }
            return new BigInteger(-1, trim(m, m.length));
        }
        return of(1, trim(w, w.length));
    }

    private static final int AND = 0;

    private static final int OR = 1;

    private static final int XOR = 2;

    private static final int AND_NOT = 3;

    private BigInteger bitwise(BigInteger val, int op) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] a = twos(len);
        int[] b = val.twos(len);
        for (int i = 0; i < len; i++) {
            switch (op) {
                case AND:
                    a[i] &= b[i];
                    break;
                case OR:
                    a[i] |= b[i];
                    break;
                case XOR:
                    a[i] ^= b[i];
                    break;
                default:
                    a[i] &= ~b[i];
                    break;
            }
        }
        return fromTwos(a);
    }

    public BigInteger and(BigInteger val) {
        return bitwise(val, AND);
    }

    public BigInteger or(BigInteger val) {
        return bitwise(val, OR);
    }

    public BigInteger xor(BigInteger val) {
        return bitwise(val, XOR);
    }

    public BigInteger andNot(BigInteger val) {
        return bitwise(val, AND_NOT);
    }

    public BigInteger not() {
        // ~x == -x - 1
        return this.negate().subtract(ONE);
    }

    public boolean testBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        return (twosWord(n >>> 5) & (1 << (n & 31))) != 0;
    }

    /** Word i of this value's infinite two's complement. */
    private int twosWord(int i) {
        if (i >= mag.length) {
            return signum < 0 ? -1 : 0;
        }
        int w = mag[i];
        if (signum >= 0) {
            return w;
        }
        int firstNonZero = 0;
        while (mag[firstNonZero] == 0) {
            firstNonZero++;
        }
        if (i < firstNonZero) {
            return 0;
        }
        return i == firstNonZero ? -w : ~w;
    }

    private BigInteger changeBit(int n, int op) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        int len = Math.max(mag.length, (n >>> 5) + 1) + 1;
        int[] w = twos(len);
        int bit = 1 << (n & 31);
        switch (op) {
            case 0:
                w[n >>> 5] |= bit;
                break;
            case 1:
                w[n >>> 5] &= ~bit;
                break;
            default:
                w[n >>> 5] ^= bit;
                break;
        }
        return fromTwos(w);
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    public int bitLength() {
        int bl = magBitLength(mag);
        if (signum < 0) {
            // a power of two needs one bit fewer in two's complement
            boolean pow2 = Integer.bitCount(mag[mag.length - 1]) == 1;
            for (int i = 0; pow2 && i < mag.length - 1; i++) {
                if (mag[i] != 0) {
                    pow2 = false;
                }
            }
            if (pow2) {
                bl--;
            }
        }
        return bl;
    }

    public int bitCount() {
        int count = 0;
        for (int w : mag) {
            count += Integer.bitCount(w);
        }
        if (signum < 0) {
            // the ones of ~x == |x| - 1
            count += getLowestSetBit() - 1;
        }
        return count;
    }

    public int getLowestSetBit() {
        if (signum == 0) {
            return -1;
        }
        int i = 0;
        while (mag[i] == 0) {
            i++;
        }
        return 32 * i + Integer.numberOfTrailingZeros(mag[i]);
    }

    // ------------------------------------------------------------------ comparison, hashing

    public int compareTo(BigInteger val) {
        if (signum != val.signum) {
            return signum > val.signum ? 1 : -1;
        }
        if (signum == 0) {
            return 0;
        }
        int c = compareMag(mag, val.mag);
        return signum > 0 ? c : -c;
    }

    /** The bit length of the magnitude. */
    int absBitLength() {
        return magBitLength(mag);
    }

    int compareMagnitude(BigInteger val) {
        return compareMag(mag, val.mag);
    }

    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger o = (BigInteger) x;
        if (o.signum != signum || o.mag.length != mag.length) {
            return false;
        }
        for (int i = 0; i < mag.length; i++) {
            if (mag[i] != o.mag[i]) {
                return false;
            }
        }
        return true;
    }

    /** The JDK's hash: 31-polynomial over the magnitude's words, most significant first, times the signum. */
    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) {
            h = (int) (31 * h + (mag[i] & LONG_MASK));
        }
        return h * signum;
    }

    // ------------------------------------------------------------------ conversions

    public String toString() {
        return toString(10);
    }

    public String toString(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        if (signum == 0) {
            return "0";
        }
        if (mag.length == 1 || (mag.length == 2 && mag[1] > 0)) {
            return Long.toString(longValue(), radix);
        }
        int groupLen = digitsPerInt(radix);
        long divisor = pow(radix, groupLen);
        // groups of groupLen digits, least significant first
        int[] groups = new int[(int) ((long) magBitLength(mag) / (31 - Integer.numberOfLeadingZeros(radix)) / groupLen + 2)];
        int count = 0;
        int[] cur = mag;
        int[] q = new int[mag.length];
        while (cur.length > 0) {
            long r = divSmall(cur, divisor, q);
            groups[count++] = (int) r;
            cur = trim(q, cur.length);
            if (cur == q) {
                q = new int[cur.length];
            }
        }
        StringBuilder sb = new StringBuilder(count * groupLen + 1);
        if (signum < 0) {
            sb.append('-');
        }
        sb.append(Integer.toString(groups[count - 1], radix));
        for (int i = count - 2; i >= 0; i--) {
            String s = Integer.toString(groups[i], radix);
            for (int k = s.length(); k < groupLen; k++) {
                sb.append('0');
            }
            sb.append(s);
        }
        return sb.toString();
    }

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] b = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            int w = twosWord(i >>> 2);
            b[byteLen - 1 - i] = (byte) (w >>> ((i & 3) * 8));
        }
        return b;
    }

    public int intValue() {
        return (int) longValue();
    }

    public long longValue() {
        long v = toUnsignedLong(mag);
        return signum < 0 ? -v : v;
    }

    public float floatValue() {
        if (signum == 0) {
            return 0.0f;
        }
        int bl = magBitLength(mag);
        if (bl <= 63) {
            return (float) longValue();
        }
        int shift = bl - 64;
        long top = toUnsignedLong(shiftRightMag(mag, shift));
        boolean sticky = lowBitsSet(mag, shift);
        long mant = top >>> 40;
        long rest = top & ((1L << 40) - 1);
        long half = 1L << 39;
        if (rest > half || (rest == half && (sticky || (mant & 1) != 0))) {
            mant++;
        }
        int exp = bl - 1;
        if (mant == (1L << 24)) {
            mant >>>= 1;
            exp++;
        }
        if (exp > 127) {
            return signum > 0 ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
        }
        int bits = ((exp + 127) << 23) | (int) (mant & 0x7fffff);
        if (signum < 0) {
            bits |= 0x80000000;
        }
        return Float.intBitsToFloat(bits);
    }

    public double doubleValue() {
        if (signum == 0) {
            return 0.0;
        }
        int bl = magBitLength(mag);
        if (bl <= 63) {
            return (double) longValue();
        }
        int shift = bl - 64;
        long top = toUnsignedLong(shiftRightMag(mag, shift));
        boolean sticky = lowBitsSet(mag, shift);
        long mant = top >>> 11;
        long rest = top & 0x7ff;
        if (rest > 0x400 || (rest == 0x400 && (sticky || (mant & 1) != 0))) {
            mant++;
        }
        int exp = bl - 1;
        if (mant == (1L << 53)) {
            mant >>>= 1;
            exp++;
        }
        if (exp > 1023) {
            return signum > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        long bits = ((long) (exp + 1023) << 52) | (mant & ((1L << 52) - 1));
        if (signum < 0) {
            bits |= Long.MIN_VALUE;
        }
        return Double.longBitsToDouble(bits);
    }

    public long longValueExact() {
        if (bitLength() <= 63) {
            return longValue();
        }
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (bitLength() <= 31) {
            return intValue();
        }
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (bitLength() <= 15) {
            return (short) intValue();
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (bitLength() <= 7) {
            return (byte) intValue();
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }
}
