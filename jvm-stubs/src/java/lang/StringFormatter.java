package java.lang;

import java.util.DuplicateFormatFlagsException;
import java.util.FormatFlagsConversionMismatchException;
import java.util.IllegalFormatCodePointException;
import java.util.IllegalFormatConversionException;
import java.util.IllegalFormatFlagsException;
import java.util.IllegalFormatPrecisionException;
import java.util.IllegalFormatWidthException;
import java.util.MissingFormatArgumentException;
import java.util.MissingFormatWidthException;
import java.util.UnknownFormatConversionException;

/**
 * printf-style formatting for String.format and PrintStream.printf (root locale).
 * Supported: %b %h %s %c %d %o %x %e %f %g %a %% %n (and upper-case variants), argument
 * indexes (n$ and <), flags - # + space 0 , ( with width and precision. Date/time
 * conversions and Formattable are not supported.
 */
final class StringFormatter {

    private StringFormatter() {
    }

    // flag bits
    private static final int LEFT = 1;      // '-'
    private static final int ALT = 2;       // '#'
    private static final int PLUS = 4;      // '+'
    private static final int SPACE = 8;     // ' '
    private static final int ZERO = 16;     // '0'
    private static final int GROUP = 32;    // ','
    private static final int PAREN = 64;    // '('
    private static final int PREVIOUS = 128; // '<'
    private static final int UPPER = 256;   // upper-case conversion

    private static final String FLAG_CHARS = "-#+ 0,(<";

    /** One parsed piece: literal text (conversion == 0) or a format specifier. */
    private static final class Spec {
        String text;
        int index = 0;    // 0 = ordinary, -1 = previous ('<'), n > 0 = explicit
        int flags;
        int width = -1;
        int precision = -1;
        char conversion;  // lower-case conversion char

        static String flagsToString(int flags) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < FLAG_CHARS.length(); i++) {
                if ((flags & (1 << i)) != 0) {
                    sb.append(FLAG_CHARS.charAt(i));
                }
            }
            return sb.toString();
        }

        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagsToString(flags & ~UPPER));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            sb.append((flags & UPPER) != 0 ? Character.toUpperCase(conversion) : conversion);
            return sb.toString();
        }
    }

    /** Languages whose digits are ASCII ones, as ironpf prints them. */
    private static final String LATIN_DIGITS = " en de fr es it nl pt pl sv da nb no nn fi cs sk hu ro hr sl et lv lt tr el ru uk bg"
            + " sr ca ga is id ms vi ja zh ko he iw ";

    /**
     * String.format(Locale, ...): English and the root locale (and null) format as ironpf always
     * does; another locale fails loudly unless every conversion in the format comes out the same
     * in it (strings, characters, booleans, hash codes, hexadecimal and octal, decimal integers
     * without grouping in a language with ASCII digits).
     */
    static void checkLocale(java.util.Locale l, String format) {
        if (l == null) {
            return;
        }
        String language = l.getLanguage();
        if (language.isEmpty() || language.equals("en")) {
            return;
        }
        boolean caseSafe = !language.equals("tr") && !language.equals("az") && !language.equals("lt");
        for (Spec spec : parse(format)) {
            char c = spec.conversion;
            if (c == 0 || c == '%' || c == 'n') {
                continue;
            }
            boolean upper = (spec.flags & UPPER) != 0;
            boolean same;
            switch (c) {
                case 's':
                case 'b':
                case 'h':
                case 'c':
                case 'x':
                case 'o':
                    same = !upper || caseSafe;
                    break;
                case 'd':
                    same = (spec.flags & GROUP) == 0 && LATIN_DIGITS.contains(" " + language + " ");
                    break;
                default:
                    same = false;
            }
            if (!same) {
                throw ironpf.Unsupported.fail("String.format in locale " + l + " with " + spec
                        + " (ironpf formats numbers and dates as in English only)");
            }
        }
    }

    static String format(String format, Object[] args) {
        Spec[] specs = parse(format);
        StringBuilder out = new StringBuilder();
        int ordinary = -1;
        int last = -1;
        for (Spec spec : specs) {
            if (spec.conversion == 0) {
                out.append(spec.text);
                continue;
            }
            if (spec.conversion == '%') {
                justify(out, spec, "%");
                continue;
            }
            if (spec.conversion == 'n') {
                out.append(System.lineSeparator());
                continue;
            }
            Object arg;
            if (spec.index == -1) {
                if (last < 0 || (args != null && last > args.length - 1)) {
                    throw new MissingFormatArgumentException(spec.toString());
                }
                arg = args == null ? null : args[last];
            } else if (spec.index == 0) {
                ordinary++;
                last = ordinary;
                if (args != null && ordinary > args.length - 1) {
                    throw new MissingFormatArgumentException(spec.toString());
                }
                arg = args == null ? null : args[ordinary];
            } else {
                last = spec.index - 1;
                if (args != null && last > args.length - 1) {
                    throw new MissingFormatArgumentException(spec.toString());
                }
                arg = args == null ? null : args[last];
            }
            print(out, spec, arg);
        }
        return out.toString();
    }

    // ------------------------------------------------------------------ parsing

    private static Spec[] parse(String format) {
        Spec[] specs = new Spec[8];
        int count = 0;
        int n = format.length();
        int i = 0;
        while (i < n) {
            int percent = format.indexOf('%', i);
            if (percent != i) {
                Spec text = new Spec();
                text.text = format.substring(i, percent < 0 ? n : percent);
                if (count == specs.length) {
                    specs = grow(specs);
                }
                specs[count++] = text;
                if (percent < 0) {
                    break;
                }
            }
            Spec spec = new Spec();
            i = parseSpec(format, percent + 1, spec);
            if (count == specs.length) {
                specs = grow(specs);
            }
            specs[count++] = spec;
        }
        Spec[] exact = new Spec[count];
        System.arraycopy(specs, 0, exact, 0, count);
        return exact;
    }

    private static Spec[] grow(Spec[] a) {
        Spec[] b = new Spec[a.length * 2];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Parses the specifier starting after '%'; returns the index after it. */
    private static int parseSpec(String f, int start, Spec spec) {
        int n = f.length();
        int i = start;
        // argument index: digits followed by '$'
        int j = i;
        while (j < n && isDigit(f.charAt(j))) {
            j++;
        }
        if (j > i && j < n && f.charAt(j) == '$') {
            int index = parseInt(f, i, j);
            if (index == 0) {
                throw ironpf.Unsupported.fail("illegal format argument index 0");
            }
            spec.index = index;
            i = j + 1;
        }
        // flags
        while (i < n) {
            int bit = FLAG_CHARS.indexOf(f.charAt(i));
            if (bit < 0) {
                break;
            }
            int flag = 1 << bit;
            if ((spec.flags & flag) != 0) {
                throw new DuplicateFormatFlagsException(String.valueOf(f.charAt(i)));
            }
            spec.flags |= flag;
            i++;
        }
        if ((spec.flags & PREVIOUS) != 0) {
            spec.index = -1;
        }
        // width
        j = i;
        while (j < n && isDigit(f.charAt(j))) {
            j++;
        }
        if (j > i) {
            spec.width = parseInt(f, i, j);
            i = j;
        }
        // precision
        if (i < n && f.charAt(i) == '.') {
            j = i + 1;
            while (j < n && isDigit(f.charAt(j))) {
                j++;
            }
            if (j == i + 1) {
                throw unknownAfterPercent(f, start);
            }
            spec.precision = parseInt(f, i + 1, j);
            i = j;
        }
        if (i >= n) {
            throw unknownAfterPercent(f, start);
        }
        char c = f.charAt(i);
        if (c == 't' || c == 'T') {
            if (i + 1 >= n) {
                throw new UnknownFormatConversionException(String.valueOf(c));
            }
            throw ironpf.Unsupported.fail("date/time format conversions");
        }
        boolean valid;
        switch (c) {
            case 'b': case 'h': case 's': case 'c': case 'd': case 'o': case 'x':
            case 'e': case 'f': case 'g': case 'a': case '%': case 'n':
                valid = true;
                break;
            case 'B': case 'H': case 'S': case 'C': case 'X': case 'E': case 'G': case 'A':
                valid = true;
                spec.flags |= UPPER;
                c = (char) (c + ('a' - 'A'));
                break;
            default:
                valid = false;
                break;
        }
        if (!valid) {
            if (!isLetterOrPercent(c)) {
                throw unknownAfterPercent(f, start);
            }
            throw new UnknownFormatConversionException(String.valueOf(c));
        }
        spec.conversion = c;
        check(spec);
        return i + 1;
    }

    private static boolean isLetterOrPercent(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%';
    }

    private static RuntimeException unknownAfterPercent(String f, int start) {
        char c = start < f.length() ? f.charAt(start) : '%';
        return new UnknownFormatConversionException(String.valueOf(c));
    }

    private static int parseInt(String f, int from, int to) {
        long v = 0;
        for (int k = from; k < to; k++) {
            v = v * 10 + (f.charAt(k) - '0');
            if (v > Integer.MAX_VALUE) {
                throw ironpf.Unsupported.fail("format width/index too large");
            }
        }
        return (int) v;
    }

    // ------------------------------------------------------------------ parse-time checks

    /** Rejects the first of {@code badFlags} (flag characters, checked in order) present in spec. */
    private static void checkBadFlags(Spec spec, String badFlags) {
        for (int i = 0; i < badFlags.length(); i++) {
            char c = badFlags.charAt(i);
            if ((spec.flags & (1 << FLAG_CHARS.indexOf(c))) != 0) {
                throw new FormatFlagsConversionMismatchException(String.valueOf(c), spec.conversion);
            }
        }
    }

    private static void checkNumeric(Spec spec) {
        if (spec.width == -1 && (spec.flags & (LEFT | ZERO)) != 0) {
            throw new MissingFormatWidthException(spec.toString());
        }
        if (((spec.flags & PLUS) != 0 && (spec.flags & SPACE) != 0)
                || ((spec.flags & LEFT) != 0 && (spec.flags & ZERO) != 0)) {
            throw new IllegalFormatFlagsException(Spec.flagsToString(spec.flags & ~UPPER));
        }
    }

    private static void check(Spec spec) {
        switch (spec.conversion) {
            case 'b':
            case 'h':
            case 's':
                if (spec.conversion != 's' && (spec.flags & ALT) != 0) {
                    checkBadFlags(spec, "#");
                }
                if (spec.width == -1 && (spec.flags & LEFT) != 0) {
                    throw new MissingFormatWidthException(spec.toString());
                }
                checkBadFlags(spec, "+ 0,(");
                break;
            case 'c':
                if (spec.precision != -1) {
                    throw new IllegalFormatPrecisionException(spec.precision);
                }
                checkBadFlags(spec, "#+ 0,(");
                if (spec.width == -1 && (spec.flags & LEFT) != 0) {
                    throw new MissingFormatWidthException(spec.toString());
                }
                break;
            case 'd':
            case 'o':
            case 'x':
                checkNumeric(spec);
                if (spec.precision != -1) {
                    throw new IllegalFormatPrecisionException(spec.precision);
                }
                checkBadFlags(spec, spec.conversion == 'd' ? "#" : ",");
                break;
            case 'e':
            case 'f':
            case 'g':
            case 'a':
                checkNumeric(spec);
                if (spec.conversion == 'a') {
                    checkBadFlags(spec, "(,");
                } else if (spec.conversion == 'e') {
                    checkBadFlags(spec, ",");
                } else if (spec.conversion == 'g') {
                    checkBadFlags(spec, "#");
                }
                break;
            case '%':
                if (spec.precision != -1) {
                    throw new IllegalFormatPrecisionException(spec.precision);
                }
                if ((spec.flags & ~(LEFT | PREVIOUS)) != 0) {
                    throw new IllegalFormatFlagsException(Spec.flagsToString(spec.flags));
                }
                if (spec.width == -1 && (spec.flags & LEFT) != 0) {
                    throw new MissingFormatWidthException(spec.toString());
                }
                break;
            default: // 'n'
                if (spec.precision != -1) {
                    throw new IllegalFormatPrecisionException(spec.precision);
                }
                if (spec.width != -1) {
                    throw new IllegalFormatWidthException(spec.width);
                }
                if (spec.flags != 0) {
                    throw new IllegalFormatFlagsException(Spec.flagsToString(spec.flags));
                }
                break;
        }
    }

    // ------------------------------------------------------------------ printing

    private static void justify(StringBuilder out, Spec spec, String s) {
        int pad = spec.width - s.length();
        if (pad <= 0) {
            out.append(s);
            return;
        }
        if ((spec.flags & LEFT) != 0) {
            out.append(s);
            appendSpaces(out, pad);
        } else {
            appendSpaces(out, pad);
            out.append(s);
        }
    }

    private static void appendSpaces(StringBuilder out, int n) {
        for (int i = 0; i < n; i++) {
            out.append(' ');
        }
    }

    private static String upper(Spec spec, String s) {
        return (spec.flags & UPPER) != 0 ? s.toUpperCase() : s;
    }

    /** Output for a general conversion string: precision truncates, then case and width. */
    private static void printString(StringBuilder out, Spec spec, String s) {
        if (spec.precision != -1 && spec.precision < s.length()) {
            s = s.substring(0, spec.precision);
        }
        justify(out, spec, upper(spec, s));
    }

    private static void print(StringBuilder out, Spec spec, Object arg) {
        switch (spec.conversion) {
            case 'b': {
                String s;
                if (arg == null) {
                    s = "false";
                } else if (arg instanceof Boolean) {
                    s = arg.toString();
                } else {
                    s = "true";
                }
                printString(out, spec, s);
                return;
            }
            case 'h':
                printString(out, spec, arg == null ? "null" : Integer.toHexString(arg.hashCode()));
                return;
            case 's':
                if ((spec.flags & ALT) != 0) {
                    throw new FormatFlagsConversionMismatchException("#", 's');
                }
                printString(out, spec, String.valueOf(arg));
                return;
            case 'c':
                printChar(out, spec, arg);
                return;
            default:
                break;
        }
        if (arg == null) {
            printString(out, spec, "null");
            return;
        }
        switch (spec.conversion) {
            case 'd':
            case 'o':
            case 'x':
                printInteger(out, spec, arg);
                return;
            default:
                printFloat(out, spec, arg);
                return;
        }
    }

    private static void printChar(StringBuilder out, Spec spec, Object arg) {
        if (arg == null) {
            printString(out, spec, "null");
            return;
        }
        String s;
        if (arg instanceof Character) {
            s = arg.toString();
        } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
            int cp = ((Number) arg).intValue();
            if (!Character.isValidCodePoint(cp)) {
                throw new IllegalFormatCodePointException(cp);
            }
            s = Character.toString(cp);
        } else {
            throw new IllegalFormatConversionException('c', arg.getClass());
        }
        justify(out, spec, upper(spec, s));
    }

    // ------------------------------------------------------------------ integers

    private static void printInteger(StringBuilder out, Spec spec, Object arg) {
        long value;
        int bits;
        if (arg instanceof Integer) {
            value = (Integer) arg;
            bits = 32;
        } else if (arg instanceof Long) {
            value = (Long) arg;
            bits = 64;
        } else if (arg instanceof Short) {
            value = (Short) arg;
            bits = 16;
        } else if (arg instanceof Byte) {
            value = (Byte) arg;
            bits = 8;
        } else if (arg instanceof java.math.BigInteger) {
            printBigInteger(out, spec, (java.math.BigInteger) arg);
            return;
        } else {
            throw new IllegalFormatConversionException(spec.conversion, arg.getClass());
        }
        if (spec.conversion == 'd') {
            boolean negative = value < 0;
            String digits = (value == Long.MIN_VALUE) ? "9223372036854775808"
                    : Long.toString(negative ? -value : value);
            printDecimal(out, spec, negative, digits);
            return;
        }
        // octal / hexadecimal: two's complement within the argument's width
        checkBadFlags(spec, "( +");
        if (value < 0 && bits < 64) {
            value += 1L << bits;
        }
        String digits = spec.conversion == 'o' ? Long.toOctalString(value) : Long.toHexString(value);
        String prefix = "";
        if ((spec.flags & ALT) != 0) {
            prefix = spec.conversion == 'o' ? "0" : "0x";
        }
        StringBuilder sb = new StringBuilder(prefix);
        if ((spec.flags & ZERO) != 0) {
            for (int k = prefix.length() + digits.length(); k < spec.width; k++) {
                sb.append('0');
            }
        }
        sb.append(digits);
        justify(out, spec, upper(spec, sb.toString()));
    }

    /** %d of a magnitude's decimal digits and a sign. */
    private static void printDecimal(StringBuilder out, Spec spec, boolean negative, String digits) {
        StringBuilder sb = new StringBuilder();
        leadingSign(sb, spec, negative);
        int signLength = sb.length();
        String magnitude = (spec.flags & GROUP) != 0 ? group(digits) : digits;
        int trailing = (negative && (spec.flags & PAREN) != 0) ? 1 : 0;
        if ((spec.flags & ZERO) != 0) {
            for (int k = signLength + magnitude.length() + trailing; k < spec.width; k++) {
                sb.append('0');
            }
        }
        sb.append(magnitude);
        if (trailing != 0) {
            sb.append(')');
        }
        justify(out, spec, sb.toString());
    }

    /** A BigInteger: signed in every radix (octal and hexadecimal too, unlike the primitives). */
    private static void printBigInteger(StringBuilder out, Spec spec, java.math.BigInteger value) {
        boolean negative = value.signum() < 0;
        java.math.BigInteger magnitude = value.abs();
        if (spec.conversion == 'd') {
            printDecimal(out, spec, negative, magnitude.toString());
            return;
        }
        String digits = magnitude.toString(spec.conversion == 'o' ? 8 : 16);
        StringBuilder sb = new StringBuilder();
        leadingSign(sb, spec, negative);
        int len = digits.length() + sb.length();
        if (negative && (spec.flags & PAREN) != 0) {
            len++;
        }
        if ((spec.flags & ALT) != 0) {
            String prefix = spec.conversion == 'o' ? "0" : "0x";
            len += prefix.length();
            sb.append(prefix);
        }
        if ((spec.flags & ZERO) != 0) {
            for (int k = len; k < spec.width; k++) {
                sb.append('0');
            }
        }
        sb.append(digits);
        if (negative && (spec.flags & PAREN) != 0) {
            sb.append(')');
        }
        justify(out, spec, upper(spec, sb.toString()));
    }

    private static void leadingSign(StringBuilder sb, Spec spec, boolean negative) {
        if (!negative) {
            if ((spec.flags & PLUS) != 0) {
                sb.append('+');
            } else if ((spec.flags & SPACE) != 0) {
                sb.append(' ');
            }
        } else if ((spec.flags & PAREN) != 0) {
            sb.append('(');
        } else {
            sb.append('-');
        }
    }

    /** Inserts ',' between groups of three digits of an unsigned digit string. */
    private static String group(String digits) {
        int n = digits.length();
        if (n <= 3) {
            return digits;
        }
        StringBuilder sb = new StringBuilder(n + n / 3);
        int first = n % 3 == 0 ? 3 : n % 3;
        sb.append(digits, 0, first);
        for (int k = first; k < n; k += 3) {
            sb.append(',').append(digits, k, k + 3);
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ floating point

    private static void printFloat(StringBuilder out, Spec spec, Object arg) {
        double value;
        if (arg instanceof Double) {
            value = (Double) arg;
        } else if (arg instanceof Float) {
            value = (Float) arg;
        } else if (arg instanceof java.math.BigDecimal && spec.conversion == 'f') {
            // The exact decimal value, rounded half up (as the JDK does).
            java.math.BigDecimal bd = (java.math.BigDecimal) arg;
            StringBuilder sb = new StringBuilder();
            boolean negative = bd.signum() < 0;
            leadingSign(sb, spec, negative);
            int signLength = sb.length();
            String body = bd.abs().setScale(spec.precision == -1 ? 6 : spec.precision,
                    java.math.RoundingMode.HALF_UP).toPlainString();
            if ((spec.flags & GROUP) != 0) {
                int dot = body.indexOf('.');
                body = dot < 0 ? group(body) : group(body.substring(0, dot)) + body.substring(dot);
            }
            if ((spec.flags & ALT) != 0 && body.indexOf('.') < 0) {
                body = body + ".";
            }
            int trailing = (negative && (spec.flags & PAREN) != 0) ? 1 : 0;
            if ((spec.flags & ZERO) != 0) {
                for (int k = signLength + body.length() + trailing; k < spec.width; k++) {
                    sb.append('0');
                }
            }
            sb.append(body);
            if (trailing != 0) {
                sb.append(')');
            }
            justify(out, spec, sb.toString());
            return;
        } else {
            if (arg instanceof java.math.BigDecimal) {
                throw ironpf.Unsupported.fail("formatting BigDecimal with %" + spec.conversion);
            }
            throw new IllegalFormatConversionException(spec.conversion, arg.getClass());
        }
        StringBuilder sb = new StringBuilder();
        if (value != value) {
            sb.append((spec.flags & UPPER) != 0 ? "NAN" : "NaN");
            justify(out, spec, sb.toString());
            return;
        }
        boolean negative = Double.compare(value, 0.0) < 0;
        double v = Math.abs(value);
        leadingSign(sb, spec, negative);
        if (Double.isInfinite(v)) {
            sb.append((spec.flags & UPPER) != 0 ? "INFINITY" : "Infinity");
            if (negative && (spec.flags & PAREN) != 0) {
                sb.append(')');
            }
            justify(out, spec, sb.toString());
            return;
        }
        int signLength = sb.length();
        String body;
        switch (spec.conversion) {
            case 'f':
                body = fixed(Decimal.of(v), spec.precision == -1 ? 6 : spec.precision, spec);
                break;
            case 'e':
                body = scientific(Decimal.of(v), spec.precision == -1 ? 6 : spec.precision, spec);
                break;
            case 'g':
                body = general(v, spec);
                break;
            default:
                printHex(out, spec, v, sb);
                return;
        }
        int trailing = (negative && (spec.flags & PAREN) != 0) ? 1 : 0;
        if ((spec.flags & ZERO) != 0) {
            for (int k = signLength + body.length() + trailing; k < spec.width; k++) {
                sb.append('0');
            }
        }
        sb.append(body);
        if (trailing != 0) {
            sb.append(')');
        }
        justify(out, spec, upper(spec, sb.toString()));
    }

    /**
     * A non-negative decimal number 0.d1d2d3... x 10^point, taken from the shortest
     * representation printed by Double.toString (as the JDK's formatter does).
     */
    private static final class Decimal {
        char[] digits; // no leading zeros; empty for zero
        int count;
        int point;

        static Decimal of(double v) {
            Decimal d = new Decimal();
            String s = Double.toString(v);
            int e = s.indexOf('E');
            int exponent = 0;
            String mantissa = s;
            if (e >= 0) {
                exponent = Integer.parseInt(s.substring(e + 1));
                mantissa = s.substring(0, e);
            }
            int dot = mantissa.indexOf('.');
            String intPart = dot < 0 ? mantissa : mantissa.substring(0, dot);
            String fracPart = dot < 0 ? "" : mantissa.substring(dot + 1);
            String all = intPart + fracPart;
            int point = intPart.length() + exponent;
            int start = 0;
            while (start < all.length() && all.charAt(start) == '0') {
                start++;
                point--;
            }
            int end = all.length();
            while (end > start && all.charAt(end - 1) == '0') {
                end--;
            }
            d.digits = new char[Math.max(end - start, 1) + 1];
            d.count = end - start;
            for (int k = 0; k < d.count; k++) {
                d.digits[k] = all.charAt(start + k);
            }
            d.point = d.count == 0 ? 1 : point;
            return d;
        }

        boolean isZero() {
            return count == 0;
        }

        /** Keeps the first {@code keep} digits, rounding half up. */
        void roundTo(int keep) {
            if (keep >= count) {
                return;
            }
            if (keep < 0) {
                count = 0;
                point = 1;
                return;
            }
            boolean up = digits[keep] >= '5';
            count = keep;
            if (up) {
                int k = keep - 1;
                while (k >= 0 && digits[k] == '9') {
                    k--;
                }
                if (k < 0) {
                    // all nines (or nothing kept): becomes 1 followed by zeros
                    digits[0] = '1';
                    count = 1;
                    point++;
                    return;
                }
                digits[k]++;
                count = k + 1;
            }
            while (count > 0 && digits[count - 1] == '0') {
                count--;
            }
            if (count == 0) {
                point = 1;
            }
        }

        char digitAt(int k) {
            return (k >= 0 && k < count) ? digits[k] : '0';
        }
    }

    private static String fixed(Decimal d, int precision, Spec spec) {
        if (!d.isZero()) {
            d.roundTo(d.point + precision);
        }
        StringBuilder sb = new StringBuilder();
        StringBuilder intPart = new StringBuilder();
        if (d.isZero() || d.point <= 0) {
            intPart.append('0');
        } else {
            for (int k = 0; k < d.point; k++) {
                intPart.append(d.digitAt(k));
            }
        }
        String integer = intPart.toString();
        sb.append((spec.flags & GROUP) != 0 ? group(integer) : integer);
        if (precision > 0) {
            sb.append('.');
            for (int k = 0; k < precision; k++) {
                sb.append(d.isZero() ? '0' : d.digitAt(d.point + k));
            }
        } else if ((spec.flags & ALT) != 0) {
            sb.append('.');
        }
        return sb.toString();
    }

    private static String scientific(Decimal d, int precision, Spec spec) {
        int exponent = 0;
        if (!d.isZero()) {
            d.roundTo(precision + 1);
            exponent = d.point - 1;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(d.digitAt(0));
        if (precision > 0) {
            sb.append('.');
            for (int k = 1; k <= precision; k++) {
                sb.append(d.digitAt(k));
            }
        } else if ((spec.flags & ALT) != 0) {
            sb.append('.');
        }
        sb.append('e');
        sb.append(exponent < 0 ? '-' : '+');
        int abs = Math.abs(exponent);
        if (abs < 10) {
            sb.append('0');
        }
        sb.append(abs);
        return sb.toString();
    }

    private static String general(double v, Spec spec) {
        int precision = spec.precision == -1 ? 6 : (spec.precision == 0 ? 1 : spec.precision);
        Decimal d = Decimal.of(v);
        if (d.isZero()) {
            return fixed(d, precision - 1, spec);
        }
        Decimal rounded = Decimal.of(v);
        rounded.roundTo(precision);
        int exponent = rounded.point - 1; // of the value rounded to precision digits
        if (exponent >= -4 && exponent < precision) {
            return fixed(d, precision - rounded.point, spec);
        }
        return scientific(d, precision - 1, noGroup(spec));
    }

    private static Spec noGroup(Spec spec) {
        Spec copy = new Spec();
        copy.flags = spec.flags & ~GROUP;
        copy.width = spec.width;
        copy.precision = spec.precision;
        copy.conversion = spec.conversion;
        return copy;
    }

    /** %a: hexadecimal significand and binary exponent, e.g. 0x1.8p1. */
    private static void printHex(StringBuilder out, Spec spec, double v, StringBuilder sb) {
        int precision = spec.precision;
        String s = hexDigits(v, precision); // without "0x"
        boolean upper = (spec.flags & UPPER) != 0;
        sb.append(upper ? "0X" : "0x");
        if ((spec.flags & ZERO) != 0) {
            for (int k = sb.length() + s.length(); k < spec.width; k++) {
                sb.append('0');
            }
        }
        int p = s.indexOf('p');
        String mantissa = s.substring(0, p);
        sb.append(upper ? mantissa.toUpperCase() : mantissa);
        if (precision > 0) {
            int dot = mantissa.indexOf('.');
            for (int k = mantissa.length() - dot - 1; k < precision; k++) {
                sb.append('0');
            }
        }
        sb.append(upper ? 'P' : 'p');
        sb.append(s, p + 1, s.length());
        justify(out, spec, sb.toString());
    }

    private static String hexDigits(double v, int precision) {
        if (precision == 0) {
            precision = 1;
        }
        if (precision < 0 || precision >= 13 || v == 0.0) {
            return Double.toHexString(v).substring(2);
        }
        long bits = Double.doubleToRawLongBits(v);
        int exponent = (int) ((bits >>> 52) & 0x7ff);
        long fraction = bits & 0xfffffffffffffL;
        if (exponent == 0) {
            // subnormal: normalize so that the output reads 1.xxx like for normal values
            exponent = -1022;
            while ((fraction & (1L << 52)) == 0) {
                fraction <<= 1;
                exponent--;
            }
            fraction &= 0xfffffffffffffL;
        } else {
            exponent -= 1023;
        }
        // round the 52-bit fraction to 4 * precision bits, ties to even
        int drop = 52 - 4 * precision;
        long unit = 1L << drop;
        long rest = fraction & (unit - 1);
        long half = unit >>> 1;
        long kept = fraction >>> drop;
        if (rest > half || (rest == half && (kept & 1) != 0)) {
            kept++;
            if (kept == (1L << (4 * precision))) {
                kept = 0; // 1.fff... rounded up to 2.0
                exponent++;
            }
        }
        String digits = Long.toHexString(kept | (1L << (4 * precision))).substring(1);
        int end = digits.length();
        while (end > 1 && digits.charAt(end - 1) == '0') {
            end--;
        }
        return "1." + digits.substring(0, end) + "p" + exponent;
    }
}
