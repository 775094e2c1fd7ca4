package java.text;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The decimal digits of a number being formatted or parsed: {@code digits[0..count)} without
 * leading or trailing zeros, worth {@code 0.d1d2d3... x 10^decimalAt}.
 *
 * <p>A double enters as the digits of {@code Double.toString}, as in the JDK. Those digits are
 * the double's value rounded, so a tie at the rounding position ("...5" cut right after the 5)
 * is decided by the exact binary value, compared with the digits in exact integer arithmetic:
 * a double just below the tie rounds down, one just above it rounds up, an exact tie follows
 * the rounding mode. One JDK 17 quirk is kept: integral doubles below 2^63 count as neither
 * exact nor rounded, so a tie among their integer digits (possible only in exponential
 * notation) always rounds up.
 */
final class DigitList {
    /** The largest number of digits a long has. */
    static final int MAX_COUNT = 19;

    private static final char[] LONG_MIN_REP = "9223372036854775808".toCharArray();

    int decimalAt;
    int count;
    char[] digits = new char[MAX_COUNT];
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    private boolean isNegative;

    /** For a double: the value the digits came from; else NaN (the digits are exact). */
    private double source = Double.NaN;

    /** The digits are those of an integral double (see the class comment). */
    private boolean integralQuirk;

    /** Whether HALF_EVEN decides "...50" ties by the exact value (DecimalFormat's fast path). */
    boolean exactTies;

    void setRoundingMode(RoundingMode mode) {
        roundingMode = mode;
    }

    boolean isZero() {
        for (int i = 0; i < count; i++) {
            if (digits[i] != '0') return false;
        }
        return true;
    }

    void clear() {
        decimalAt = 0;
        count = 0;
    }

    void append(char digit) {
        if (count == digits.length) grow(count + 1);
        digits[count++] = digit;
    }

    private void grow(int size) {
        char[] bigger = new char[Math.max(size, digits.length * 2)];
        System.arraycopy(digits, 0, bigger, 0, count);
        digits = bigger;
    }

    // ------------------------------------------------------------------ parsing results

    /** The value as a double (parsing). */
    double getDouble() {
        if (count == 0) return 0.0;
        StringBuilder sb = new StringBuilder(count + 16);
        sb.append('.').append(digits, 0, count).append('E').append(decimalAt);
        return Double.parseDouble(sb.toString());
    }

    /** The value as a long; only when {@link #fitsIntoLong} said so (parsing). */
    long getLong() {
        if (count == 0) return 0;
        if (isLongMinValue()) return Long.MIN_VALUE;
        long value = 0;
        for (int i = 0; i < decimalAt; i++) {
            value = value * 10 + (i < count ? digits[i] - '0' : 0);
        }
        return value;
    }

    /** The value as a BigDecimal (parsing with setParseBigDecimal). */
    BigDecimal getBigDecimal() {
        if (count == 0) return BigDecimal.valueOf(0, -decimalAt);
        StringBuilder sb = new StringBuilder(count + 16);
        sb.append(digits, 0, count);
        if (decimalAt == count) return new BigDecimal(sb.toString());
        return new BigDecimal(sb.toString()).scaleByPowerOfTen(decimalAt - count);
    }

    private boolean isLongMinValue() {
        if (decimalAt != count || count != MAX_COUNT) return false;
        for (int i = 0; i < count; i++) {
            if (digits[i] != LONG_MIN_REP[i]) return false;
        }
        return true;
    }

    /**
     * Whether the (parsed) digits are a long: no fraction and in range. Trailing zeros are
     * dropped first; no digits at all fit unless the value is a negative zero, which a long
     * cannot hold (unless {@code ignoreNegativeZero}).
     */
    boolean fitsIntoLong(boolean isPositive, boolean ignoreNegativeZero) {
        while (count > 0 && digits[count - 1] == '0') count--;
        if (count == 0) return isPositive || ignoreNegativeZero;
        if (decimalAt < count || decimalAt > MAX_COUNT) return false;
        if (decimalAt < MAX_COUNT) return true;
        for (int i = 0; i < count; i++) {
            char d = digits[i];
            char max = LONG_MIN_REP[i];
            if (d > max) return false;
            if (d < max) return true;
        }
        if (count < decimalAt) return true;
        return !isPositive;
    }

    // ------------------------------------------------------------------ formatting

    /** A non-negative finite double, rounded to {@code maximumDigits} fraction digits
     *  ({@code fixedPoint}) or significant digits. */
    void set(boolean negative, double value, int maximumDigits, boolean fixedPoint) {
        boolean integral = value == Math.floor(value) && value < 9.223372036854775807E18;
        source = integral ? Double.NaN : value;
        setDigits(negative, Double.toString(value), maximumDigits, fixedPoint, integral);
    }

    /** A non-negative long (or Long.MIN_VALUE), rounded to {@code maximumDigits} significant
     *  digits when that is positive. */
    void set(boolean negative, long value, int maximumDigits) {
        isNegative = negative;
        source = Double.NaN;
        integralQuirk = false;
        if (value <= 0) {
            if (value == Long.MIN_VALUE) {
                decimalAt = count = MAX_COUNT;
                System.arraycopy(LONG_MIN_REP, 0, digits, 0, count);
                if (maximumDigits > 0) round(maximumDigits);
            } else {
                decimalAt = count = 0;
            }
            return;
        }
        String s = Long.toString(value);
        int n = s.length();
        while (n > 1 && s.charAt(n - 1) == '0') n--;
        if (digits.length < n) grow(n);
        s.getChars(0, n, digits, 0);
        count = n;
        decimalAt = s.length();
        if (maximumDigits > 0) round(maximumDigits);
    }

    /** A non-negative BigDecimal, rounded as for a double but always exact. */
    void set(boolean negative, BigDecimal value, int maximumDigits, boolean fixedPoint) {
        source = Double.NaN;
        setDigits(negative, value.toString(), maximumDigits, fixedPoint, false);
    }

    /**
     * Reads digits from a number's text ({@code 123.45}, {@code 1.0E-5}) and rounds them.
     * {@code quirk}: the integral double case described in the class comment.
     */
    private void setDigits(boolean negative, String s, int maximumDigits, boolean fixedPoint, boolean quirk) {
        isNegative = negative;
        int len = s.length();
        if (digits.length < len) grow(len);
        decimalAt = -1;
        count = 0;
        int exponent = 0;
        int leadingZerosAfterPoint = 0;
        boolean nonZeroSeen = false;
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            if (c == '.') {
                decimalAt = count;
            } else if (c == 'e' || c == 'E') {
                exponent = Integer.parseInt(s.substring(s.charAt(i + 1) == '+' ? i + 2 : i + 1));
                break;
            } else {
                if (!nonZeroSeen) {
                    nonZeroSeen = c != '0';
                    if (!nonZeroSeen && decimalAt != -1) leadingZerosAfterPoint++;
                }
                if (nonZeroSeen) digits[count++] = c;
            }
        }
        if (decimalAt == -1) decimalAt = count;
        if (nonZeroSeen) decimalAt += exponent - leadingZerosAfterPoint;
        this.integralQuirk = quirk;

        if (fixedPoint) {
            if (-decimalAt > maximumDigits) {
                // Everything is rounded away, e.g. 0.0009 to two fraction digits.
                count = 0;
                return;
            } else if (-decimalAt == maximumDigits) {
                // The first digit lies just past the last kept position: 0.0009 to three.
                if (shouldRoundUp(0)) {
                    count = 1;
                    decimalAt++;
                    digits[0] = '1';
                } else {
                    count = 0;
                }
                return;
            }
        }
        while (count > 1 && digits[count - 1] == '0') count--;
        round(fixedPoint ? maximumDigits + decimalAt : maximumDigits);
    }

    /** Keeps at most {@code maximumDigits} digits, rounding by the rounding mode. */
    private void round(int maximumDigits) {
        if (maximumDigits >= 0 && maximumDigits < count) {
            if (shouldRoundUp(maximumDigits)) {
                for (;;) {
                    maximumDigits--;
                    if (maximumDigits < 0) {
                        // All nines: the result is a single one, one place higher.
                        digits[0] = '1';
                        decimalAt++;
                        maximumDigits = 0;
                        break;
                    }
                    digits[maximumDigits]++;
                    if (digits[maximumDigits] <= '9') break;
                }
                maximumDigits++;
            }
            count = maximumDigits;
            while (count > 1 && digits[count - 1] == '0') count--;
        }
    }

    private boolean nonZeroAfter(int index) {
        for (int i = index; i < count; i++) {
            if (digits[i] != '0') return true;
        }
        return false;
    }

    /** Whether cutting the digits at {@code maximumDigits} rounds the kept part up. */
    private boolean shouldRoundUp(int maximumDigits) {
        if (maximumDigits >= count) return false;
        switch (roundingMode) {
            case UP:
                return nonZeroAfter(maximumDigits);
            case DOWN:
                return false;
            case CEILING:
                return nonZeroAfter(maximumDigits) && !isNegative;
            case FLOOR:
                return nonZeroAfter(maximumDigits) && isNegative;
            case HALF_UP:
            case HALF_DOWN: {
                char d = digits[maximumDigits];
                if (d != '5') return d > '5';
                // JDK 17 rounds up on any digit after the 5, even a zero.
                if (maximumDigits != count - 1) return true;
                int side = tieSide();
                return side == 0 ? roundingMode == RoundingMode.HALF_UP : side > 0;
            }
            case HALF_EVEN: {
                char d = digits[maximumDigits];
                if (d != '5') return d > '5';
                if (maximumDigits != count - 1) {
                    // "...50" (Double.toString's "5.0E-4"): JDK 17's general path rounds down,
                    // its fast path (see DecimalFormat) by the exact value.
                    if (nonZeroAfter(maximumDigits + 1)) return true;
                    if (!exactTies) return false;
                }
                int side = tieSide();
                if (side != 0) return side > 0;
                return maximumDigits > 0 && (digits[maximumDigits - 1] - '0') % 2 != 0;
            }
            case UNNECESSARY:
                if (nonZeroAfter(maximumDigits)) {
                    throw new ArithmeticException(
                            "Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
                }
                return false;
            default:
                return false;
        }
    }

    /**
     * For digits that end in a 5 at the rounding position: +1 when the value lies above them,
     * -1 below, 0 when they are exact.
     */
    private int tieSide() {
        if (integralQuirk) return 1;
        if (Double.isNaN(source)) return 0;
        // The digits are d * 10^exp10; the double is m * 2^exp2.
        long bits = Double.doubleToLongBits(source);
        int rawExp = (int) ((bits >>> 52) & 0x7ff);
        long m = bits & 0xfffffffffffffL;
        int exp2;
        if (rawExp == 0) {
            exp2 = -1074;
        } else {
            m |= 1L << 52;
            exp2 = rawExp - 1075;
        }
        long d = 0;
        for (int i = 0; i < count; i++) d = d * 10 + (digits[i] - '0');
        int exp10 = decimalAt - count;
        Nat value = new Nat(m);
        Nat decimal = new Nat(d);
        if (exp2 > 0) value.shiftLeft(exp2); else decimal.shiftLeft(-exp2);
        if (exp10 > 0) {
            for (int i = 0; i < exp10; i++) decimal.multiply(10);
        } else {
            for (int i = 0; i < -exp10; i++) value.multiply(10);
        }
        return value.compareTo(decimal);
    }

    /** A small non-negative integer of any size, for the exact comparison above. */
    private static final class Nat {
        /** Little-endian 32-bit words. */
        private int[] words = new int[4];
        private int length;

        Nat(long v) {
            words[0] = (int) v;
            words[1] = (int) (v >>> 32);
            length = 2;
            trim();
        }

        private void trim() {
            while (length > 0 && words[length - 1] == 0) length--;
        }

        private void ensure(int size) {
            if (words.length < size) {
                int[] bigger = new int[Math.max(size, words.length * 2)];
                System.arraycopy(words, 0, bigger, 0, length);
                words = bigger;
            }
        }

        void multiply(int factor) {
            long carry = 0;
            for (int i = 0; i < length; i++) {
                long p = (words[i] & 0xffffffffL) * factor + carry;
                words[i] = (int) p;
                carry = p >>> 32;
            }
            if (carry != 0) {
                ensure(length + 1);
                words[length++] = (int) carry;
            }
        }

        void shiftLeft(int n) {
            int wordShift = n >>> 5;
            int bitShift = n & 31;
            ensure(length + wordShift + 1);
            int newLength = length + wordShift + 1;
            for (int i = newLength - 1; i >= 0; i--) {
                int src = i - wordShift;
                long hi = src >= 0 && src < length ? words[src] & 0xffffffffL : 0;
                long lo = src - 1 >= 0 && src - 1 < length ? words[src - 1] & 0xffffffffL : 0;
                words[i] = bitShift == 0 ? (int) hi : (int) ((hi << bitShift) | (lo >>> (32 - bitShift)));
            }
            length = newLength;
            trim();
        }

        int compareTo(Nat other) {
            if (length != other.length) return length < other.length ? -1 : 1;
            for (int i = length - 1; i >= 0; i--) {
                int a = words[i];
                int b = other.words[i];
                if (a != b) return (a & 0xffffffffL) < (b & 0xffffffffL) ? -1 : 1;
            }
            return 0;
        }
    }
}
