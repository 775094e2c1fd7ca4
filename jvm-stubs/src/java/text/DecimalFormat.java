package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Formats and parses decimal numbers by a pattern such as {@code #,##0.00}, {@code 0.###},
 * {@code #%}, {@code ¤#,##0.00;(¤#,##0.00)} or {@code 0.00E0}, with JDK 17's rules: the
 * pattern's interpretation (including {@code toPattern}), rounding (HALF_EVEN by default;
 * doubles rounded by their exact binary value, see {@link DigitList}), grouping, minimum and
 * maximum digit counts, prefixes and suffixes, multipliers, exponential notation, and lenient
 * parsing to Long, Double or BigDecimal.
 */
public class DecimalFormat extends NumberFormat {
    private static final char PATTERN_ZERO_DIGIT = '0';
    private static final char PATTERN_GROUPING_SEPARATOR = ',';
    private static final char PATTERN_DECIMAL_SEPARATOR = '.';
    private static final char PATTERN_PER_MILLE = '\u2030';
    private static final char PATTERN_PERCENT = '%';
    private static final char PATTERN_DIGIT = '#';
    private static final char PATTERN_SEPARATOR = ';';
    private static final String PATTERN_EXPONENT = "E";
    private static final char PATTERN_MINUS = '-';
    private static final char CURRENCY_SIGN = '\u00A4';
    private static final char QUOTE = '\'';

    static final int DOUBLE_INTEGER_DIGITS = 309;
    static final int DOUBLE_FRACTION_DIGITS = 340;
    static final int MAXIMUM_INTEGER_DIGITS = Integer.MAX_VALUE;
    static final int MAXIMUM_FRACTION_DIGITS = Integer.MAX_VALUE;

    /** Scratch digits of the number being formatted or parsed. */
    private DigitList digitList = new DigitList();

    private String positivePrefix = "";
    private String positiveSuffix = "";
    private String negativePrefix = "-";
    private String negativeSuffix = "";
    /** The affixes as patterns (special characters quoted), or null once set literally. */
    private String posPrefixPattern;
    private String posSuffixPattern;
    private String negPrefixPattern;
    private String negSuffixPattern;

    private int multiplier = 1;
    private byte groupingSize = 3;
    private boolean decimalSeparatorAlwaysShown = false;
    private boolean parseBigDecimal = false;
    private boolean isCurrencyFormat = false;
    private DecimalFormatSymbols symbols;
    private boolean useExponentialNotation;
    private byte minExponentDigits;

    /** Digit limits as set; NumberFormat's copies are capped for doubles and longs. */
    private int maximumIntegerDigits = super.getMaximumIntegerDigits();
    private int minimumIntegerDigits = super.getMinimumIntegerDigits();
    private int maximumFractionDigits = super.getMaximumFractionDigits();
    private int minimumFractionDigits = super.getMinimumFractionDigits();
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;

    public DecimalFormat() {
        this("#,##0.###", DecimalFormatSymbols.getInstance(Locale.getDefault()));
    }

    public DecimalFormat(String pattern) {
        this(pattern, DecimalFormatSymbols.getInstance(Locale.getDefault()));
    }

    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern, false);
    }

    // ------------------------------------------------------------------ formatting

    public final StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short
                || number instanceof Byte
                || (number instanceof BigInteger && ((BigInteger) number).bitLength() < 64)) {
            return format(((Number) number).longValue(), toAppendTo, pos);
        } else if (number instanceof BigDecimal) {
            return format((BigDecimal) number, toAppendTo, pos);
        } else if (number instanceof BigInteger) {
            return format(new BigDecimal((BigInteger) number), toAppendTo, pos);
        } else if (number instanceof Number) {
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        } else {
            throw new IllegalArgumentException("Cannot format given Object as a Number");
        }
    }

    public StringBuffer format(double number, StringBuffer result, FieldPosition fieldPosition) {
        fieldPosition.reset();
        if (Double.isNaN(number) || (Double.isInfinite(number) && multiplier == 0)) {
            int start = result.length();
            result.append(symbols.getNaN());
            fieldPosition.record(INTEGER_FIELD, start, result.length());
            return result;
        }
        boolean isNegative = ((number < 0.0) || (number == 0.0 && 1 / number < 0.0)) ^ (multiplier < 0);
        if (multiplier != 1) number *= multiplier;
        if (Double.isInfinite(number)) {
            result.append(isNegative ? negativePrefix : positivePrefix);
            int start = result.length();
            result.append(symbols.getInfinity());
            fieldPosition.record(INTEGER_FIELD, start, result.length());
            result.append(isNegative ? negativeSuffix : positiveSuffix);
            return result;
        }
        if (isNegative) number = -number;
        int maxIntDigits = super.getMaximumIntegerDigits();
        int minIntDigits = super.getMinimumIntegerDigits();
        int maxFraDigits = super.getMaximumFractionDigits();
        int minFraDigits = super.getMinimumFractionDigits();
        digitList.setRoundingMode(roundingMode);
        digitList.exactTies = isFastPath() && number <= Integer.MAX_VALUE;
        digitList.set(isNegative, number, useExponentialNotation ? maxIntDigits + maxFraDigits : maxFraDigits,
                !useExponentialNotation);
        digitList.exactTies = false;
        return subformat(result, fieldPosition, isNegative, false, maxIntDigits, minIntDigits, maxFraDigits,
                minFraDigits);
    }

    public StringBuffer format(long number, StringBuffer result, FieldPosition fieldPosition) {
        fieldPosition.reset();
        boolean isNegative = number < 0;
        if (isNegative) number = -number;
        boolean useBigDecimal = false;
        if (number < 0) {
            // Long.MIN_VALUE: its digits are known; with a multiplier it needs big arithmetic.
            useBigDecimal = multiplier != 0 && multiplier != 1;
        } else if (multiplier != 1 && multiplier != 0) {
            long cutoff = Long.MAX_VALUE / multiplier;
            if (cutoff < 0) cutoff = -cutoff;
            useBigDecimal = number > cutoff;
        }
        if (useBigDecimal) {
            if (isNegative) number = -number;
            return formatBig(BigDecimal.valueOf(number), result, fieldPosition, true);
        }
        number *= multiplier;
        if (number == 0) {
            isNegative = false;
        } else if (multiplier < 0) {
            number = -number;
            isNegative = !isNegative;
        }
        int maxIntDigits = super.getMaximumIntegerDigits();
        int minIntDigits = super.getMinimumIntegerDigits();
        int maxFraDigits = super.getMaximumFractionDigits();
        int minFraDigits = super.getMinimumFractionDigits();
        digitList.setRoundingMode(roundingMode);
        digitList.set(isNegative, number, useExponentialNotation ? maxIntDigits + maxFraDigits : 0);
        return subformat(result, fieldPosition, isNegative, true, maxIntDigits, minIntDigits, maxFraDigits,
                minFraDigits);
    }

    private StringBuffer format(BigDecimal number, StringBuffer result, FieldPosition fieldPosition) {
        fieldPosition.reset();
        return formatBig(number, result, fieldPosition, false);
    }

    /** A BigDecimal, or a long too large to multiply ({@code fromLong}: integer digits). */
    private StringBuffer formatBig(BigDecimal number, StringBuffer result, FieldPosition fieldPosition,
            boolean fromLong) {
        if (multiplier != 1) number = number.multiply(BigDecimal.valueOf(multiplier));
        boolean isNegative = number.signum() == -1;
        if (isNegative) number = number.negate();
        int maxIntDigits;
        int minIntDigits;
        int maxFraDigits;
        int minFraDigits;
        if (fromLong) {
            maxIntDigits = super.getMaximumIntegerDigits();
            minIntDigits = super.getMinimumIntegerDigits();
            maxFraDigits = super.getMaximumFractionDigits();
            minFraDigits = super.getMinimumFractionDigits();
        } else {
            maxIntDigits = getMaximumIntegerDigits();
            minIntDigits = getMinimumIntegerDigits();
            maxFraDigits = getMaximumFractionDigits();
            minFraDigits = getMinimumFractionDigits();
        }
        int maximumDigits = maxIntDigits + maxFraDigits;
        if (maximumDigits < 0) maximumDigits = Integer.MAX_VALUE;
        digitList.setRoundingMode(roundingMode);
        if (fromLong) {
            digitList.set(isNegative, number, useExponentialNotation ? maximumDigits : Integer.MAX_VALUE, false);
        } else {
            digitList.set(isNegative, number, useExponentialNotation ? maximumDigits : maxFraDigits,
                    !useExponentialNotation);
        }
        return subformat(result, fieldPosition, isNegative, fromLong, maxIntDigits, minIntDigits, maxFraDigits,
                minFraDigits);
    }

    /**
     * Whether JDK 17 formats a double with this format by its fast path (the default number and
     * currency formats). The fast path's output is the general path's, except that it decides
     * a value like 0.0005 (digits "5.0E-4") by its exact binary value.
     */
    private boolean isFastPath() {
        if (roundingMode != RoundingMode.HALF_EVEN || !isGroupingUsed() || groupingSize != 3 || multiplier != 1
                || decimalSeparatorAlwaysShown || useExponentialNotation) {
            return false;
        }
        if (minimumIntegerDigits != 1 || maximumIntegerDigits < 10) return false;
        if (isCurrencyFormat) return minimumFractionDigits == 2 && maximumFractionDigits == 2;
        return minimumFractionDigits == 0 && maximumFractionDigits == 3;
    }

    private StringBuffer subformat(StringBuffer result, FieldPosition fieldPosition, boolean isNegative,
            boolean isInteger, int maxIntDigits, int minIntDigits, int maxFraDigits, int minFraDigits) {
        result.append(isNegative ? negativePrefix : positivePrefix);
        subformatNumber(result, fieldPosition, isInteger, maxIntDigits, minIntDigits, maxFraDigits, minFraDigits);
        result.append(isNegative ? negativeSuffix : positiveSuffix);
        return result;
    }

    private void subformatNumber(StringBuffer result, FieldPosition fieldPosition, boolean isInteger,
            int maxIntDigits, int minIntDigits, int maxFraDigits, int minFraDigits) {
        char grouping = isCurrencyFormat ? symbols.getMonetaryGroupingSeparator() : symbols.getGroupingSeparator();
        char zero = symbols.getZeroDigit();
        int zeroDelta = zero - '0';
        char decimal = isCurrencyFormat ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
        DigitList dl = digitList;
        if (dl.isZero()) dl.decimalAt = 0;

        if (useExponentialNotation) {
            int iFieldStart = result.length();
            int iFieldEnd = -1;
            int fFieldStart = -1;
            int exponent = dl.decimalAt;
            int repeat = maxIntDigits;
            int minimumIntegerDigits = minIntDigits;
            if (repeat > 1 && repeat > minIntDigits) {
                // Engineering style: the exponent is a multiple of the maximum integer digits.
                if (exponent >= 1) {
                    exponent = ((exponent - 1) / repeat) * repeat;
                } else {
                    exponent = ((exponent - repeat) / repeat) * repeat;
                }
                minimumIntegerDigits = 1;
            } else {
                exponent -= minimumIntegerDigits;
            }
            int minimumDigits = minIntDigits + minFraDigits;
            if (minimumDigits < 0) minimumDigits = Integer.MAX_VALUE;
            int integerDigits = dl.isZero() ? minimumIntegerDigits : dl.decimalAt - exponent;
            if (minimumDigits < integerDigits) minimumDigits = integerDigits;
            int totalDigits = dl.count;
            if (minimumDigits > totalDigits) totalDigits = minimumDigits;
            for (int i = 0; i < totalDigits; i++) {
                if (i == integerDigits) {
                    iFieldEnd = result.length();
                    result.append(decimal);
                    fFieldStart = result.length();
                }
                result.append(i < dl.count ? (char) (dl.digits[i] + zeroDelta) : zero);
            }
            if (decimalSeparatorAlwaysShown && totalDigits == integerDigits) {
                iFieldEnd = result.length();
                result.append(decimal);
                fFieldStart = result.length();
            }
            if (iFieldEnd == -1) iFieldEnd = result.length();
            fieldPosition.record(INTEGER_FIELD, iFieldStart, iFieldEnd);
            if (fFieldStart == -1) fFieldStart = result.length();
            fieldPosition.record(FRACTION_FIELD, fFieldStart, result.length());
            result.append(symbols.getExponentSeparator());
            if (dl.isZero()) exponent = 0;
            boolean negativeExponent = exponent < 0;
            if (negativeExponent) {
                exponent = -exponent;
                result.append(symbols.getMinusSignText());
            }
            String expDigits = Integer.toString(exponent);
            for (int i = expDigits.length(); i < minExponentDigits; i++) result.append(zero);
            for (int i = 0; i < expDigits.length(); i++) result.append((char) (expDigits.charAt(i) + zeroDelta));
            return;
        }

        int iFieldStart = result.length();
        int count = minIntDigits;
        int digitIndex = 0;
        if (dl.decimalAt > 0 && count < dl.decimalAt) count = dl.decimalAt;
        // With fewer integer digits allowed than the number has, the low-order ones are shown.
        if (count > maxIntDigits) {
            count = maxIntDigits;
            digitIndex = dl.decimalAt - count;
        }
        int sizeBeforeIntegerPart = result.length();
        for (int i = count - 1; i >= 0; i--) {
            if (i < dl.decimalAt && digitIndex < dl.count) {
                result.append((char) (dl.digits[digitIndex++] + zeroDelta));
            } else {
                result.append(zero);
            }
            if (isGroupingUsed() && i > 0 && groupingSize != 0 && i % groupingSize == 0) {
                result.append(grouping);
            }
        }
        boolean fractionPresent = minFraDigits > 0 || (!isInteger && digitIndex < dl.count);
        if (!fractionPresent && result.length() == sizeBeforeIntegerPart) result.append(zero);
        fieldPosition.record(INTEGER_FIELD, iFieldStart, result.length());
        if (decimalSeparatorAlwaysShown || fractionPresent) result.append(decimal);
        int fFieldStart = result.length();
        for (int i = 0; i < maxFraDigits; i++) {
            if (i >= minFraDigits && (isInteger || digitIndex >= dl.count)) break;
            if (-1 - i > dl.decimalAt - 1) {
                // A zero between the point and the first significant digit.
                result.append(zero);
                continue;
            }
            if (!isInteger && digitIndex < dl.count) {
                result.append((char) (dl.digits[digitIndex++] + zeroDelta));
            } else {
                result.append(zero);
            }
        }
        fieldPosition.record(FRACTION_FIELD, fFieldStart, result.length());
    }

    // ------------------------------------------------------------------ parsing

    public Number parse(String text, ParsePosition pos) {
        if (text.regionMatches(pos.index, symbols.getNaN(), 0, symbols.getNaN().length())) {
            pos.index = pos.index + symbols.getNaN().length();
            return Double.valueOf(Double.NaN);
        }
        boolean[] status = new boolean[2];
        if (!subparse(text, pos, positivePrefix, negativePrefix, digitList, false, status)) {
            return null;
        }
        boolean positive = status[STATUS_POSITIVE];
        if (status[STATUS_INFINITE]) {
            return Double.valueOf(positive == (multiplier >= 0) ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
        }
        if (multiplier == 0) {
            if (digitList.isZero()) return Double.valueOf(Double.NaN);
            return Double.valueOf(positive ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
        }
        if (parseBigDecimal) {
            BigDecimal big = digitList.getBigDecimal();
            if (multiplier != 1) {
                try {
                    big = big.divide(BigDecimal.valueOf(multiplier));
                } catch (ArithmeticException e) {
                    big = big.divide(BigDecimal.valueOf(multiplier), roundingMode);
                }
            }
            if (!positive) big = big.negate();
            return big;
        }
        boolean gotDouble = true;
        boolean gotLongMinimum = false;
        double doubleResult = 0.0;
        long longResult = 0;
        if (digitList.fitsIntoLong(positive, isParseIntegerOnly())) {
            gotDouble = false;
            longResult = digitList.getLong();
            if (longResult < 0) gotLongMinimum = true;
        } else {
            doubleResult = digitList.getDouble();
        }
        if (multiplier != 1) {
            if (gotDouble) {
                doubleResult /= multiplier;
            } else if (longResult % multiplier == 0) {
                longResult /= multiplier;
            } else {
                doubleResult = ((double) longResult) / multiplier;
                gotDouble = true;
            }
        }
        if (!positive && !gotLongMinimum) {
            doubleResult = -doubleResult;
            longResult = -longResult;
        }
        if (multiplier != 1 && gotDouble) {
            longResult = (long) doubleResult;
            gotDouble = ((doubleResult != (double) longResult) || (doubleResult == 0.0 && 1 / doubleResult < 0.0))
                    && !isParseIntegerOnly();
        }
        return gotDouble ? (Number) Double.valueOf(doubleResult) : (Number) Long.valueOf(longResult);
    }

    private static final int STATUS_INFINITE = 0;
    private static final int STATUS_POSITIVE = 1;

    /** Reads a prefix, digits (with an optional exponent) and a suffix; JDK 17's lenient rules. */
    private boolean subparse(String text, ParsePosition parsePosition, String positivePrefix,
            String negativePrefix, DigitList digits, boolean isExponent, boolean[] status) {
        int position = parsePosition.index;
        int oldStart = parsePosition.index;
        boolean gotPositive = text.regionMatches(position, positivePrefix, 0, positivePrefix.length());
        boolean gotNegative = text.regionMatches(position, negativePrefix, 0, negativePrefix.length());
        if (gotPositive && gotNegative) {
            if (positivePrefix.length() > negativePrefix.length()) {
                gotNegative = false;
            } else if (positivePrefix.length() < negativePrefix.length()) {
                gotPositive = false;
            }
        }
        if (gotPositive) {
            position += positivePrefix.length();
        } else if (gotNegative) {
            position += negativePrefix.length();
        } else {
            parsePosition.errorIndex = position;
            return false;
        }

        status[STATUS_INFINITE] = false;
        if (!isExponent && text.regionMatches(position, symbols.getInfinity(), 0, symbols.getInfinity().length())) {
            position += symbols.getInfinity().length();
            status[STATUS_INFINITE] = true;
        } else {
            digits.decimalAt = digits.count = 0;
            char zero = symbols.getZeroDigit();
            char decimal = isCurrencyFormat ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
            char grouping = isCurrencyFormat ? symbols.getMonetaryGroupingSeparator() : symbols.getGroupingSeparator();
            String exponentString = symbols.getExponentSeparator();
            boolean sawDecimal = false;
            boolean sawExponent = false;
            boolean sawDigit = false;
            int exponent = 0;
            int digitCount = 0;
            int backup = -1;
            for (; position < text.length(); ++position) {
                char ch = text.charAt(position);
                int digit = ch - zero;
                if (digit < 0 || digit > 9) digit = Character.digit(ch, 10);
                if (digit == 0) {
                    backup = -1;
                    sawDigit = true;
                    if (digits.count == 0) {
                        if (!sawDecimal) continue;
                        --digits.decimalAt;
                    } else {
                        ++digitCount;
                        digits.append((char) (digit + '0'));
                    }
                } else if (digit > 0 && digit <= 9) {
                    sawDigit = true;
                    ++digitCount;
                    digits.append((char) (digit + '0'));
                    backup = -1;
                } else if (!isExponent && ch == decimal) {
                    if (isParseIntegerOnly() || sawDecimal) break;
                    digits.decimalAt = digitCount;
                    sawDecimal = true;
                } else if (!isExponent && ch == grouping && isGroupingUsed()) {
                    if (sawDecimal) break;
                    // A grouping character counts only when a digit follows it.
                    backup = position;
                } else if (!isExponent && text.regionMatches(position, exponentString, 0, exponentString.length())
                        && !sawExponent) {
                    ParsePosition pos = new ParsePosition(position + exponentString.length());
                    boolean[] stat1 = new boolean[2];
                    DigitList exponentDigits = new DigitList();
                    if (subparse(text, pos, "", symbols.getMinusSignText(), exponentDigits, true, stat1)
                            && exponentDigits.fitsIntoLong(stat1[STATUS_POSITIVE], true)) {
                        position = pos.index;
                        exponent = (int) exponentDigits.getLong();
                        if (!stat1[STATUS_POSITIVE]) exponent = -exponent;
                        sawExponent = true;
                    }
                    break;
                } else {
                    break;
                }
            }
            if (backup != -1) position = backup;
            if (!sawDecimal) digits.decimalAt = digitCount;
            digits.decimalAt += exponent;
            if (!sawDigit && digitCount == 0) {
                parsePosition.index = oldStart;
                parsePosition.errorIndex = oldStart;
                return false;
            }
        }

        if (!isExponent) {
            if (gotPositive) gotPositive = text.regionMatches(position, positiveSuffix, 0, positiveSuffix.length());
            if (gotNegative) gotNegative = text.regionMatches(position, negativeSuffix, 0, negativeSuffix.length());
            if (gotPositive && gotNegative) {
                if (positiveSuffix.length() > negativeSuffix.length()) {
                    gotNegative = false;
                } else if (positiveSuffix.length() < negativeSuffix.length()) {
                    gotPositive = false;
                }
            }
            if (gotPositive == gotNegative) {
                parsePosition.errorIndex = position;
                return false;
            }
            parsePosition.index = position + (gotPositive ? positiveSuffix.length() : negativeSuffix.length());
        } else {
            parsePosition.index = position;
        }
        status[STATUS_POSITIVE] = gotPositive;
        if (parsePosition.index == oldStart) {
            parsePosition.errorIndex = position;
            return false;
        }
        return true;
    }

    // ------------------------------------------------------------------ properties

    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    public void setDecimalFormatSymbols(DecimalFormatSymbols newSymbols) {
        symbols = (DecimalFormatSymbols) newSymbols.clone();
        expandAffixes();
    }

    public String getPositivePrefix() {
        return positivePrefix;
    }

    public void setPositivePrefix(String newValue) {
        positivePrefix = newValue;
        posPrefixPattern = null;
    }

    public String getNegativePrefix() {
        return negativePrefix;
    }

    public void setNegativePrefix(String newValue) {
        negativePrefix = newValue;
        negPrefixPattern = null;
    }

    public String getPositiveSuffix() {
        return positiveSuffix;
    }

    public void setPositiveSuffix(String newValue) {
        positiveSuffix = newValue;
        posSuffixPattern = null;
    }

    public String getNegativeSuffix() {
        return negativeSuffix;
    }

    public void setNegativeSuffix(String newValue) {
        negativeSuffix = newValue;
        negSuffixPattern = null;
    }

    public int getMultiplier() {
        return multiplier;
    }

    public void setMultiplier(int newValue) {
        multiplier = newValue;
    }

    public void setGroupingUsed(boolean newValue) {
        super.setGroupingUsed(newValue);
    }

    public int getGroupingSize() {
        return groupingSize;
    }

    public void setGroupingSize(int newValue) {
        if (newValue < 0) {
            throw new IllegalArgumentException("newValue is negative: " + newValue);
        }
        if (newValue > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("newValue exceeds INT8_MAX: " + newValue);
        }
        groupingSize = (byte) newValue;
    }

    public boolean isDecimalSeparatorAlwaysShown() {
        return decimalSeparatorAlwaysShown;
    }

    public void setDecimalSeparatorAlwaysShown(boolean newValue) {
        decimalSeparatorAlwaysShown = newValue;
    }

    public boolean isParseBigDecimal() {
        return parseBigDecimal;
    }

    public void setParseBigDecimal(boolean newValue) {
        parseBigDecimal = newValue;
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        if (roundingMode == null) throw new NullPointerException();
        this.roundingMode = roundingMode;
    }

    public void setMaximumIntegerDigits(int newValue) {
        maximumIntegerDigits = Math.min(Math.max(0, newValue), MAXIMUM_INTEGER_DIGITS);
        super.setMaximumIntegerDigits(Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        if (minimumIntegerDigits > maximumIntegerDigits) {
            minimumIntegerDigits = maximumIntegerDigits;
            super.setMinimumIntegerDigits(Math.min(minimumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        }
    }

    public void setMinimumIntegerDigits(int newValue) {
        minimumIntegerDigits = Math.min(Math.max(0, newValue), MAXIMUM_INTEGER_DIGITS);
        super.setMinimumIntegerDigits(Math.min(minimumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        if (minimumIntegerDigits > maximumIntegerDigits) {
            maximumIntegerDigits = minimumIntegerDigits;
            super.setMaximumIntegerDigits(Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        }
    }

    public void setMaximumFractionDigits(int newValue) {
        maximumFractionDigits = Math.min(Math.max(0, newValue), MAXIMUM_FRACTION_DIGITS);
        super.setMaximumFractionDigits(Math.min(maximumFractionDigits, DOUBLE_FRACTION_DIGITS));
        if (minimumFractionDigits > maximumFractionDigits) {
            minimumFractionDigits = maximumFractionDigits;
            super.setMinimumFractionDigits(Math.min(minimumFractionDigits, DOUBLE_FRACTION_DIGITS));
        }
    }

    public void setMinimumFractionDigits(int newValue) {
        minimumFractionDigits = Math.min(Math.max(0, newValue), MAXIMUM_FRACTION_DIGITS);
        super.setMinimumFractionDigits(Math.min(minimumFractionDigits, DOUBLE_FRACTION_DIGITS));
        if (minimumFractionDigits > maximumFractionDigits) {
            maximumFractionDigits = minimumFractionDigits;
            super.setMaximumFractionDigits(Math.min(maximumFractionDigits, DOUBLE_FRACTION_DIGITS));
        }
    }

    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    public int getMinimumIntegerDigits() {
        return minimumIntegerDigits;
    }

    public int getMaximumFractionDigits() {
        return maximumFractionDigits;
    }

    public int getMinimumFractionDigits() {
        return minimumFractionDigits;
    }

    public Object clone() {
        DecimalFormat other = (DecimalFormat) super.clone();
        other.symbols = (DecimalFormatSymbols) symbols.clone();
        other.digitList = new DigitList();
        return other;
    }

    public boolean equals(Object obj) {
        if (obj == null) return false;
        if (!super.equals(obj)) return false;
        DecimalFormat other = (DecimalFormat) obj;
        return positivePrefix.equals(other.positivePrefix) && positiveSuffix.equals(other.positiveSuffix)
                && negativePrefix.equals(other.negativePrefix) && negativeSuffix.equals(other.negativeSuffix)
                && multiplier == other.multiplier && groupingSize == other.groupingSize
                && decimalSeparatorAlwaysShown == other.decimalSeparatorAlwaysShown
                && parseBigDecimal == other.parseBigDecimal
                && useExponentialNotation == other.useExponentialNotation
                && (!useExponentialNotation || minExponentDigits == other.minExponentDigits)
                && maximumIntegerDigits == other.maximumIntegerDigits
                && minimumIntegerDigits == other.minimumIntegerDigits
                && maximumFractionDigits == other.maximumFractionDigits
                && minimumFractionDigits == other.minimumFractionDigits
                && roundingMode == other.roundingMode && symbols.equals(other.symbols);
    }

    public int hashCode() {
        return super.hashCode() * 37 + positivePrefix.hashCode();
    }

    // ------------------------------------------------------------------ patterns

    public String toPattern() {
        return toPattern(false);
    }

    public String toLocalizedPattern() {
        return toPattern(true);
    }

    public void applyPattern(String pattern) {
        applyPattern(pattern, false);
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern, true);
    }

    /** The affixes' text from their patterns, with the current symbols. */
    private void expandAffixes() {
        if (posPrefixPattern != null) positivePrefix = expandAffix(posPrefixPattern);
        if (posSuffixPattern != null) positiveSuffix = expandAffix(posSuffixPattern);
        if (negPrefixPattern != null) negativePrefix = expandAffix(negPrefixPattern);
        if (negSuffixPattern != null) negativeSuffix = expandAffix(negSuffixPattern);
    }

    /** An affix pattern's text: a quote introduces a symbol (¤, ¤¤, %, ‰, -) or itself. */
    private String expandAffix(String pattern) {
        StringBuilder buffer = new StringBuilder();
        for (int i = 0; i < pattern.length();) {
            char c = pattern.charAt(i++);
            if (c == QUOTE) {
                c = pattern.charAt(i++);
                switch (c) {
                    case CURRENCY_SIGN:
                        if (i < pattern.length() && pattern.charAt(i) == CURRENCY_SIGN) {
                            ++i;
                            buffer.append(symbols.getInternationalCurrencySymbol());
                        } else {
                            buffer.append(symbols.getCurrencySymbol());
                        }
                        continue;
                    case PATTERN_PERCENT:
                        buffer.append(symbols.getPercentText());
                        continue;
                    case PATTERN_PER_MILLE:
                        buffer.append(symbols.getPerMillText());
                        continue;
                    case PATTERN_MINUS:
                        buffer.append(symbols.getMinusSignText());
                        continue;
                    default:
                        break;
                }
            }
            buffer.append(c);
        }
        return buffer.toString();
    }

    /** Writes an affix into a pattern: from its pattern form when it has one, else quoted. */
    private void appendAffix(StringBuilder buffer, String affixPattern, String expAffix, boolean localized) {
        if (affixPattern == null) {
            appendAffix(buffer, expAffix, localized);
            return;
        }
        int i;
        for (int pos = 0; pos < affixPattern.length(); pos = i) {
            i = affixPattern.indexOf(QUOTE, pos);
            if (i < 0) {
                appendAffix(buffer, affixPattern.substring(pos), localized);
                break;
            }
            if (i > pos) appendAffix(buffer, affixPattern.substring(pos, i), localized);
            char c = affixPattern.charAt(++i);
            ++i;
            if (c == QUOTE) {
                buffer.append(c);
            } else if (c == CURRENCY_SIGN && i < affixPattern.length() && affixPattern.charAt(i) == CURRENCY_SIGN) {
                ++i;
                buffer.append(c);
            } else if (localized) {
                if (c == PATTERN_PERCENT) {
                    buffer.append(symbols.getPercentText());
                    continue;
                } else if (c == PATTERN_PER_MILLE) {
                    buffer.append(symbols.getPerMillText());
                    continue;
                } else if (c == PATTERN_MINUS) {
                    buffer.append(symbols.getMinusSignText());
                    continue;
                }
            }
            buffer.append(c);
        }
    }

    /** A literal affix, quoted when it holds pattern characters; quotes doubled. */
    private void appendAffix(StringBuilder buffer, String affix, boolean localized) {
        boolean needQuote;
        if (localized) {
            needQuote = affix.indexOf(symbols.getZeroDigit()) >= 0
                    || affix.indexOf(symbols.getGroupingSeparator()) >= 0
                    || affix.indexOf(symbols.getDecimalSeparator()) >= 0
                    || affix.indexOf(symbols.getPercentText()) >= 0
                    || affix.indexOf(symbols.getPerMillText()) >= 0
                    || affix.indexOf(symbols.getDigit()) >= 0
                    || affix.indexOf(symbols.getPatternSeparator()) >= 0
                    || affix.indexOf(symbols.getMinusSignText()) >= 0
                    || affix.indexOf(CURRENCY_SIGN) >= 0;
        } else {
            needQuote = affix.indexOf(PATTERN_ZERO_DIGIT) >= 0
                    || affix.indexOf(PATTERN_GROUPING_SEPARATOR) >= 0
                    || affix.indexOf(PATTERN_DECIMAL_SEPARATOR) >= 0
                    || affix.indexOf(PATTERN_PERCENT) >= 0
                    || affix.indexOf(PATTERN_PER_MILLE) >= 0
                    || affix.indexOf(PATTERN_DIGIT) >= 0
                    || affix.indexOf(PATTERN_SEPARATOR) >= 0
                    || affix.indexOf(PATTERN_MINUS) >= 0
                    || affix.indexOf(CURRENCY_SIGN) >= 0;
        }
        if (needQuote) buffer.append('\'');
        for (int j = 0; j < affix.length(); ++j) {
            char c = affix.charAt(j);
            buffer.append(c);
            if (c == '\'') buffer.append(c);
        }
        if (needQuote) buffer.append('\'');
    }

    private String toPattern(boolean localized) {
        StringBuilder result = new StringBuilder();
        char zeroSymbol = localized ? symbols.getZeroDigit() : PATTERN_ZERO_DIGIT;
        char digitSymbol = localized ? symbols.getDigit() : PATTERN_DIGIT;
        for (int j = 1; j >= 0; --j) {
            if (j == 1) {
                appendAffix(result, posPrefixPattern, positivePrefix, localized);
            } else {
                appendAffix(result, negPrefixPattern, negativePrefix, localized);
            }
            int digitCount = useExponentialNotation ? getMaximumIntegerDigits()
                    : Math.max(groupingSize, getMinimumIntegerDigits()) + 1;
            for (int i = digitCount; i > 0; --i) {
                if (i != digitCount && isGroupingUsed() && groupingSize != 0 && i % groupingSize == 0) {
                    result.append(localized ? symbols.getGroupingSeparator() : PATTERN_GROUPING_SEPARATOR);
                }
                result.append(i <= getMinimumIntegerDigits() ? zeroSymbol : digitSymbol);
            }
            if (getMaximumFractionDigits() > 0 || decimalSeparatorAlwaysShown) {
                result.append(localized ? symbols.getDecimalSeparator() : PATTERN_DECIMAL_SEPARATOR);
            }
            for (int i = 0; i < getMaximumFractionDigits(); ++i) {
                result.append(i < getMinimumFractionDigits() ? zeroSymbol : digitSymbol);
            }
            if (useExponentialNotation) {
                result.append(localized ? symbols.getExponentSeparator() : PATTERN_EXPONENT);
                for (int i = 0; i < minExponentDigits; ++i) result.append(zeroSymbol);
            }
            if (j == 1) {
                appendAffix(result, posSuffixPattern, positiveSuffix, localized);
                boolean sameSuffix = (negSuffixPattern == posSuffixPattern && negativeSuffix.equals(positiveSuffix))
                        || (negSuffixPattern != null && negSuffixPattern.equals(posSuffixPattern));
                boolean minusPrefix = (negPrefixPattern != null && posPrefixPattern != null
                                && negPrefixPattern.equals("'-" + posPrefixPattern))
                        || (negPrefixPattern == posPrefixPattern
                                && negativePrefix.equals(symbols.getMinusSignText() + positivePrefix));
                if (sameSuffix && minusPrefix) break;
                result.append(localized ? symbols.getPatternSeparator() : PATTERN_SEPARATOR);
            } else {
                appendAffix(result, negSuffixPattern, negativeSuffix, localized);
            }
        }
        return result.toString();
    }

    private void applyPattern(String pattern, boolean localized) {
        char zeroDigit = PATTERN_ZERO_DIGIT;
        char groupingSeparator = PATTERN_GROUPING_SEPARATOR;
        char decimalSeparator = PATTERN_DECIMAL_SEPARATOR;
        char percent = PATTERN_PERCENT;
        char perMill = PATTERN_PER_MILLE;
        char digit = PATTERN_DIGIT;
        char separator = PATTERN_SEPARATOR;
        String exponent = PATTERN_EXPONENT;
        char minus = PATTERN_MINUS;
        if (localized) {
            zeroDigit = symbols.getZeroDigit();
            groupingSeparator = symbols.getGroupingSeparator();
            decimalSeparator = symbols.getDecimalSeparator();
            percent = symbols.getPercent();
            perMill = symbols.getPerMill();
            digit = symbols.getDigit();
            separator = symbols.getPatternSeparator();
            exponent = symbols.getExponentSeparator();
            minus = symbols.getMinusSign();
        }
        boolean gotNegative = false;
        decimalSeparatorAlwaysShown = false;
        isCurrencyFormat = false;
        useExponentialNotation = false;

        // j == 1: the positive subpattern; j == 0: the negative one, which only gives affixes.
        int start = 0;
        for (int j = 1; j >= 0 && start < pattern.length(); --j) {
            boolean inQuote = false;
            StringBuilder prefix = new StringBuilder();
            StringBuilder suffix = new StringBuilder();
            int decimalPos = -1;
            int multiplier = 1;
            int digitLeftCount = 0;
            int zeroDigitCount = 0;
            int digitRightCount = 0;
            byte groupingCount = -1;
            // Phase 0: the prefix; 1: the digits; 2: the suffix.
            int phase = 0;
            StringBuilder affix = prefix;
            for (int pos = start; pos < pattern.length(); ++pos) {
                char ch = pattern.charAt(pos);
                switch (phase) {
                    case 0:
                    case 2:
                        if (inQuote) {
                            if (ch == QUOTE) {
                                if ((pos + 1) < pattern.length() && pattern.charAt(pos + 1) == QUOTE) {
                                    ++pos;
                                    affix.append("''");
                                } else {
                                    inQuote = false;
                                }
                                continue;
                            }
                        } else {
                            if (ch == digit || ch == zeroDigit || ch == groupingSeparator || ch == decimalSeparator) {
                                phase = 1;
                                --pos;
                                continue;
                            } else if (ch == CURRENCY_SIGN) {
                                boolean doubled = (pos + 1) < pattern.length() && pattern.charAt(pos + 1) == CURRENCY_SIGN;
                                if (doubled) ++pos;
                                isCurrencyFormat = true;
                                affix.append(doubled ? "'\u00A4\u00A4" : "'\u00A4");
                                continue;
                            } else if (ch == QUOTE) {
                                if ((pos + 1) < pattern.length() && pattern.charAt(pos + 1) == QUOTE) {
                                    ++pos;
                                    affix.append("''");
                                } else {
                                    inQuote = true;
                                }
                                continue;
                            } else if (ch == separator) {
                                if (phase == 0 || j == 0) {
                                    throw new IllegalArgumentException("Unquoted special character '" + ch
                                            + "' in pattern \"" + pattern + '"');
                                }
                                start = pos + 1;
                                pos = pattern.length();
                                continue;
                            } else if (ch == percent) {
                                if (multiplier != 1) {
                                    throw new IllegalArgumentException(
                                            "Too many percent/per mille characters in pattern \"" + pattern + '"');
                                }
                                multiplier = 100;
                                affix.append("'%");
                                continue;
                            } else if (ch == perMill) {
                                if (multiplier != 1) {
                                    throw new IllegalArgumentException(
                                            "Too many percent/per mille characters in pattern \"" + pattern + '"');
                                }
                                multiplier = 1000;
                                affix.append("'\u2030");
                                continue;
                            } else if (ch == minus) {
                                affix.append("'-");
                                continue;
                            }
                        }
                        affix.append(ch);
                        break;

                    case 1:
                        if (j == 0) {
                            // The negative subpattern's digits are skipped.
                            while (pos < pattern.length()) {
                                char negPatternChar = pattern.charAt(pos);
                                if (negPatternChar == digit || negPatternChar == zeroDigit
                                        || negPatternChar == groupingSeparator || negPatternChar == decimalSeparator) {
                                    ++pos;
                                } else if (pattern.regionMatches(pos, exponent, 0, exponent.length())) {
                                    pos = pos + exponent.length();
                                } else {
                                    --pos;
                                    phase = 2;
                                    affix = suffix;
                                    break;
                                }
                            }
                            continue;
                        }
                        if (ch == digit) {
                            if (zeroDigitCount > 0) {
                                ++digitRightCount;
                            } else {
                                ++digitLeftCount;
                            }
                            if (groupingCount >= 0 && decimalPos < 0) ++groupingCount;
                        } else if (ch == zeroDigit) {
                            if (digitRightCount > 0) {
                                throw new IllegalArgumentException("Unexpected '0' in pattern \"" + pattern + '"');
                            }
                            ++zeroDigitCount;
                            if (groupingCount >= 0 && decimalPos < 0) ++groupingCount;
                        } else if (ch == groupingSeparator) {
                            groupingCount = 0;
                        } else if (ch == decimalSeparator) {
                            if (decimalPos >= 0) {
                                throw new IllegalArgumentException(
                                        "Multiple decimal separators in pattern \"" + pattern + '"');
                            }
                            decimalPos = digitLeftCount + zeroDigitCount + digitRightCount;
                        } else if (pattern.regionMatches(pos, exponent, 0, exponent.length())) {
                            if (useExponentialNotation) {
                                throw new IllegalArgumentException(
                                        "Multiple exponential symbols in pattern \"" + pattern + '"');
                            }
                            useExponentialNotation = true;
                            minExponentDigits = 0;
                            pos = pos + exponent.length();
                            while (pos < pattern.length() && pattern.charAt(pos) == zeroDigit) {
                                ++minExponentDigits;
                                ++pos;
                            }
                            if ((digitLeftCount + zeroDigitCount) < 1 || minExponentDigits < 1) {
                                throw new IllegalArgumentException(
                                        "Malformed exponential pattern \"" + pattern + '"');
                            }
                            phase = 2;
                            affix = suffix;
                            --pos;
                            continue;
                        } else {
                            phase = 2;
                            affix = suffix;
                            --pos;
                            continue;
                        }
                        break;
                    default:
                        break;
                }
            }

            // "##.###" means "#0.###" and ".###" means ".0##": one digit becomes required.
            if (zeroDigitCount == 0 && digitLeftCount > 0 && decimalPos >= 0) {
                int n = decimalPos;
                if (n == 0) ++n;
                digitRightCount = digitLeftCount - n;
                digitLeftCount = n - 1;
                zeroDigitCount = 1;
            }

            if ((decimalPos < 0 && digitRightCount > 0)
                    || (decimalPos >= 0 && (decimalPos < digitLeftCount || decimalPos > (digitLeftCount + zeroDigitCount)))
                    || groupingCount == 0 || inQuote) {
                throw new IllegalArgumentException("Malformed pattern \"" + pattern + '"');
            }

            if (j == 1) {
                posPrefixPattern = prefix.toString();
                posSuffixPattern = suffix.toString();
                negPrefixPattern = posPrefixPattern;
                negSuffixPattern = posSuffixPattern;
                int digitTotalCount = digitLeftCount + zeroDigitCount + digitRightCount;
                int effectiveDecimalPos = decimalPos >= 0 ? decimalPos : digitTotalCount;
                setMinimumIntegerDigits(effectiveDecimalPos - digitLeftCount);
                setMaximumIntegerDigits(useExponentialNotation ? digitLeftCount + getMinimumIntegerDigits()
                        : MAXIMUM_INTEGER_DIGITS);
                setMaximumFractionDigits(decimalPos >= 0 ? (digitTotalCount - decimalPos) : 0);
                setMinimumFractionDigits(decimalPos >= 0 ? (digitLeftCount + zeroDigitCount - decimalPos) : 0);
                setGroupingUsed(groupingCount > 0);
                this.groupingSize = (groupingCount > 0) ? groupingCount : 0;
                this.multiplier = multiplier;
                setDecimalSeparatorAlwaysShown(decimalPos == 0 || decimalPos == digitTotalCount);
            } else {
                negPrefixPattern = prefix.toString();
                negSuffixPattern = suffix.toString();
                gotNegative = true;
            }
        }

        if (pattern.isEmpty()) {
            posPrefixPattern = posSuffixPattern = "";
            setMinimumIntegerDigits(0);
            setMaximumIntegerDigits(MAXIMUM_INTEGER_DIGITS);
            setMinimumFractionDigits(0);
            setMaximumFractionDigits(MAXIMUM_FRACTION_DIGITS);
        }

        // Without its own negative subpattern (or with one equal to the positive), a negative
        // number is the positive pattern with a minus sign in front.
        if (!gotNegative || (negPrefixPattern.equals(posPrefixPattern) && negSuffixPattern.equals(posSuffixPattern))) {
            negSuffixPattern = posSuffixPattern;
            negPrefixPattern = "'-" + posPrefixPattern;
        }
        expandAffixes();
    }
}
