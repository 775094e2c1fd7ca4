package java.lang;

/**
 * Boxed char and character utilities. Unicode properties come from the VM natives
 * (isLetter, isDigit, ..., toUpperCase, toLowerCase on code points); everything else is
 * derived from them in Java, exactly for Latin-1 and approximately beyond where noted.
 */
public final class Character implements java.io.Serializable, Comparable<Character> {

    public static final int MIN_RADIX = 2;

    public static final int MAX_RADIX = 36;

    public static final char MIN_VALUE = '\u0000';

    public static final char MAX_VALUE = '\uFFFF';

    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    public static final byte UNASSIGNED = 0;
    public static final byte UPPERCASE_LETTER = 1;
    public static final byte LOWERCASE_LETTER = 2;
    public static final byte TITLECASE_LETTER = 3;
    public static final byte MODIFIER_LETTER = 4;
    public static final byte OTHER_LETTER = 5;
    public static final byte NON_SPACING_MARK = 6;
    public static final byte ENCLOSING_MARK = 7;
    public static final byte COMBINING_SPACING_MARK = 8;
    public static final byte DECIMAL_DIGIT_NUMBER = 9;
    public static final byte LETTER_NUMBER = 10;
    public static final byte OTHER_NUMBER = 11;
    public static final byte SPACE_SEPARATOR = 12;
    public static final byte LINE_SEPARATOR = 13;
    public static final byte PARAGRAPH_SEPARATOR = 14;
    public static final byte CONTROL = 15;
    public static final byte FORMAT = 16;
    public static final byte PRIVATE_USE = 18;
    public static final byte SURROGATE = 19;
    public static final byte DASH_PUNCTUATION = 20;
    public static final byte START_PUNCTUATION = 21;
    public static final byte END_PUNCTUATION = 22;
    public static final byte CONNECTOR_PUNCTUATION = 23;
    public static final byte OTHER_PUNCTUATION = 24;
    public static final byte MATH_SYMBOL = 25;
    public static final byte CURRENCY_SYMBOL = 26;
    public static final byte MODIFIER_SYMBOL = 27;
    public static final byte OTHER_SYMBOL = 28;
    public static final byte INITIAL_QUOTE_PUNCTUATION = 29;
    public static final byte FINAL_QUOTE_PUNCTUATION = 30;

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;

    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0x10FFFF;

    public static final int SIZE = 16;

    public static final int BYTES = 2;

    private final char value;

    private static final class Cache {
        static final Character[] CACHE = new Character[128];

        static {
            for (int i = 0; i < CACHE.length; i++) {
                CACHE[i] = new Character((char) i);
            }
        }
    }

    @Deprecated(since = "9")
    public Character(char value) {
        this.value = value;
    }

    public static Character valueOf(char c) {
        if (c < 128) {
            return Cache.CACHE[c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Character) {
            return value == ((Character) obj).value;
        }
        return false;
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    public static String toString(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            return String.valueOf((char) codePoint);
        }
        return String.wrap(toChars(codePoint));
    }

    public int compareTo(Character anotherCharacter) {
        return compare(value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xff00) >> 8) | (ch << 8));
    }

    // ------------------------------------------------------------------ code points and surrogates

    public static boolean isValidCodePoint(int codePoint) {
        return codePoint >= MIN_CODE_POINT && codePoint <= MAX_CODE_POINT;
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return (codePoint >>> 16) == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint <= MAX_CODE_POINT;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch <= MAX_HIGH_SURROGATE;
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch <= MAX_LOW_SURROGATE;
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch <= MAX_SURROGATE;
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high - MIN_HIGH_SURROGATE) << 10) + (low - MIN_LOW_SURROGATE) + MIN_SUPPLEMENTARY_CODE_POINT;
    }

    public static char highSurrogate(int codePoint) {
        return (char) (((codePoint - MIN_SUPPLEMENTARY_CODE_POINT) >>> 10) + MIN_HIGH_SURROGATE);
    }

    public static char lowSurrogate(int codePoint) {
        return (char) (((codePoint - MIN_SUPPLEMENTARY_CODE_POINT) & 0x3ff) + MIN_LOW_SURROGATE);
    }

    private static IllegalArgumentException invalidCodePoint(int codePoint) {
        return new IllegalArgumentException(
                "Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase());
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        }
        if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        }
        throw invalidCodePoint(codePoint);
    }

    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            return new char[] {(char) codePoint};
        }
        if (isValidCodePoint(codePoint)) {
            return new char[] {highSurrogate(codePoint), lowSurrogate(codePoint)};
        }
        throw invalidCodePoint(codePoint);
    }

    public static int codePointAt(CharSequence seq, int index) {
        char c1 = seq.charAt(index);
        if (isHighSurrogate(c1) && ++index < seq.length()) {
            char c2 = seq.charAt(index);
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointAt(char[] a, int index) {
        return codePointAt(a, index, a.length);
    }

    public static int codePointAt(char[] a, int index, int limit) {
        if (index >= limit || index < 0 || limit > a.length) {
            throw new IndexOutOfBoundsException();
        }
        char c1 = a[index];
        if (isHighSurrogate(c1) && ++index < limit) {
            char c2 = a[index];
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (isLowSurrogate(c2) && index > 0) {
            char c1 = seq.charAt(index - 1);
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int codePointBefore(char[] a, int index) {
        return codePointBefore(a, index, 0);
    }

    public static int codePointBefore(char[] a, int index, int start) {
        if (index <= start || start < 0 || index > a.length) {
            throw new IndexOutOfBoundsException();
        }
        char c2 = a[--index];
        if (isLowSurrogate(c2) && index > start) {
            char c1 = a[index - 1];
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        int length = seq.length();
        if (beginIndex < 0 || endIndex > length || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex - 1; i++) {
            if (isHighSurrogate(seq.charAt(i)) && isLowSurrogate(seq.charAt(i + 1))) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int codePointCount(char[] a, int offset, int count) {
        if (count > a.length - offset || offset < 0 || count < 0) {
            throw new IndexOutOfBoundsException();
        }
        int end = offset + count;
        int n = count;
        for (int i = offset; i < end - 1; i++) {
            if (isHighSurrogate(a[i]) && isLowSurrogate(a[i + 1])) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int offsetByCodePoints(CharSequence seq, int index, int codePointOffset) {
        int length = seq.length();
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException();
        }
        int x = index;
        if (codePointOffset >= 0) {
            int i;
            for (i = 0; x < length && i < codePointOffset; i++) {
                if (isHighSurrogate(seq.charAt(x++)) && x < length && isLowSurrogate(seq.charAt(x))) {
                    x++;
                }
            }
            if (i < codePointOffset) {
                throw new IndexOutOfBoundsException();
            }
        } else {
            int i;
            for (i = codePointOffset; x > 0 && i < 0; i++) {
                if (isLowSurrogate(seq.charAt(--x)) && x > 0 && isHighSurrogate(seq.charAt(x - 1))) {
                    x--;
                }
            }
            if (i < 0) {
                throw new IndexOutOfBoundsException();
            }
        }
        return x;
    }

    // ------------------------------------------------------------------ properties (natives)

    public static native boolean isLetter(int codePoint);

    public static native boolean isDigit(int codePoint);

    public static native boolean isLetterOrDigit(int codePoint);

    public static native boolean isAlphabetic(int codePoint);

    public static native boolean isWhitespace(int codePoint);

    public static native boolean isSpaceChar(int codePoint);

    public static native boolean isUpperCase(int codePoint);

    public static native boolean isLowerCase(int codePoint);

    public static native int toUpperCase(int codePoint);

    public static native int toLowerCase(int codePoint);

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    public static boolean isDigit(char ch) {
        return isDigit((int) ch);
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetterOrDigit((int) ch);
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    public static boolean isSpaceChar(char ch) {
        return isSpaceChar((int) ch);
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    public static char toUpperCase(char ch) {
        return (char) toUpperCase((int) ch);
    }

    public static char toLowerCase(char ch) {
        return (char) toLowerCase((int) ch);
    }

    @Deprecated(since = "1.1")
    public static boolean isSpace(char ch) {
        return ch <= ' ' && (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\f' || ch == '\r');
    }

    public static boolean isTitleCase(char ch) {
        return isTitleCase((int) ch);
    }

    public static boolean isTitleCase(int codePoint) {
        switch (codePoint) {
            case 0x01c5:
            case 0x01c8:
            case 0x01cb:
            case 0x01f2:
            case 0x1fbc:
            case 0x1fcc:
            case 0x1ffc:
                return true;
            default:
                return (codePoint >= 0x1f88 && codePoint <= 0x1f8f)
                        || (codePoint >= 0x1f98 && codePoint <= 0x1f9f)
                        || (codePoint >= 0x1fa8 && codePoint <= 0x1faf);
        }
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    public static int toTitleCase(int codePoint) {
        if (codePoint >= 0x01c4 && codePoint <= 0x01cc) {
            // DŽ Dž dž / LJ Lj lj / NJ Nj nj: the middle one of each triple is the titlecase form
            return 0x01c4 + ((codePoint - 0x01c4) / 3) * 3 + 1;
        }
        if (codePoint >= 0x01f1 && codePoint <= 0x01f3) {
            return 0x01f2;
        }
        if (isTitleCase(codePoint)) {
            return codePoint;
        }
        if ((codePoint >= 0x10d0 && codePoint <= 0x10fa) || (codePoint >= 0x10fd && codePoint <= 0x10ff)) {
            return codePoint; // Georgian Mkhedruli letters are their own title case
        }
        return toUpperCase(codePoint);
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    public static boolean isISOControl(int codePoint) {
        return codePoint <= 0x9f && (codePoint >= 0x7f || (codePoint >>> 5) == 0);
    }

    /** Ideographic code points (Unicode 13), as inclusive ranges. */
    private static final int[] IDEOGRAPHIC = {
        0x3006, 0x3007, 0x3021, 0x3029, 0x3038, 0x303a, 0x3400, 0x4dbf, 0x4e00, 0x9ffc,
        0xf900, 0xfa6d, 0xfa70, 0xfad9, 0x16fe4, 0x16fe4, 0x17000, 0x187f7, 0x18800, 0x18cd5,
        0x18d00, 0x18d08, 0x1b170, 0x1b2fb, 0x20000, 0x2a6dd, 0x2a700, 0x2b734, 0x2b740, 0x2b81d,
        0x2b820, 0x2cea1, 0x2ceb0, 0x2ebe0, 0x2f800, 0x2fa1d, 0x30000, 0x3134a
    };

    public static boolean isIdeographic(int codePoint) {
        for (int i = 0; i < IDEOGRAPHIC.length; i += 2) {
            if (codePoint < IDEOGRAPHIC[i]) {
                return false;
            }
            if (codePoint <= IDEOGRAPHIC[i + 1]) {
                return true;
            }
        }
        return false;
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return isIdentifierIgnorable((int) ch);
    }

    public static boolean isIdentifierIgnorable(int codePoint) {
        if (codePoint <= 0x9f) {
            return (codePoint >= 0 && codePoint <= 8) || (codePoint >= 0xe && codePoint <= 0x1b)
                    || codePoint >= 0x7f;
        }
        return isFormat(codePoint);
    }

    /** Format characters (general category Cf) in common use. */
    private static boolean isFormat(int cp) {
        return cp == 0xad || (cp >= 0x600 && cp <= 0x605) || cp == 0x61c || cp == 0x6dd
                || cp == 0x70f || cp == 0x180e || (cp >= 0x200b && cp <= 0x200f)
                || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2064)
                || (cp >= 0x2066 && cp <= 0x206f) || cp == 0xfeff
                || (cp >= 0xfff9 && cp <= 0xfffb) || cp == 0x110bd
                || (cp >= 0x1d173 && cp <= 0x1d17a) || cp == 0xe0001
                || (cp >= 0xe0020 && cp <= 0xe007f);
    }

    private static boolean isConnector(int cp) {
        return cp == '_' || cp == 0x203f || cp == 0x2040 || cp == 0x2054 || cp == 0xfe33
                || cp == 0xfe34 || (cp >= 0xfe4d && cp <= 0xfe4f) || cp == 0xff3f;
    }

    private static boolean isCurrencySymbol(int cp) {
        if (cp < 0x100) {
            return cp == '$' || (cp >= 0xa2 && cp <= 0xa5);
        }
        return (cp >= 0x20a0 && cp <= 0x20c0) || cp == 0x58f || cp == 0x60b || cp == 0x9f2
                || cp == 0x9f3 || cp == 0xe3f || cp == 0x17db || cp == 0xfdfc || cp == 0xfe69
                || cp == 0xff04 || cp == 0xffe0 || cp == 0xffe1 || cp == 0xffe5 || cp == 0xffe6;
    }

    private static boolean isLetterNumber(int cp) {
        return (cp >= 0x16ee && cp <= 0x16f0) || (cp >= 0x2160 && cp <= 0x2182)
                || (cp >= 0x2185 && cp <= 0x2188) || cp == 0x3007
                || (cp >= 0x3021 && cp <= 0x3029) || (cp >= 0x3038 && cp <= 0x303a);
    }

    private static boolean isCombiningMark(int cp) {
        return (cp >= 0x300 && cp <= 0x36f) || (cp >= 0x483 && cp <= 0x489)
                || (cp >= 0x591 && cp <= 0x5bd) || (cp >= 0x610 && cp <= 0x61a)
                || (cp >= 0x64b && cp <= 0x65f) || (cp >= 0x900 && cp <= 0x903)
                || (cp >= 0x93a && cp <= 0x94f && !isLetter(cp))
                || (cp >= 0x1ab0 && cp <= 0x1aff) || (cp >= 0x1dc0 && cp <= 0x1dff)
                || (cp >= 0x20d0 && cp <= 0x20ff) || (cp >= 0xfe20 && cp <= 0xfe2f);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isJavaIdentifierStart((int) ch);
    }

    public static boolean isJavaIdentifierStart(int codePoint) {
        return isLetter(codePoint) || isLetterNumber(codePoint) || isCurrencySymbol(codePoint)
                || isConnector(codePoint);
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isJavaIdentifierPart((int) ch);
    }

    public static boolean isJavaIdentifierPart(int codePoint) {
        return isJavaIdentifierStart(codePoint) || isDigit(codePoint)
                || isCombiningMark(codePoint) || isIdentifierIgnorable(codePoint);
    }

    @Deprecated(since = "1.1")
    public static boolean isJavaLetter(char ch) {
        return isJavaIdentifierStart(ch);
    }

    @Deprecated(since = "1.1")
    public static boolean isJavaLetterOrDigit(char ch) {
        return isJavaIdentifierPart(ch);
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return isUnicodeIdentifierStart((int) ch);
    }

    public static boolean isUnicodeIdentifierStart(int codePoint) {
        return isLetter(codePoint) || isLetterNumber(codePoint);
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    public static boolean isUnicodeIdentifierPart(int codePoint) {
        return isLetter(codePoint) || isLetterNumber(codePoint) || isDigit(codePoint)
                || isConnector(codePoint) || isCombiningMark(codePoint)
                || isIdentifierIgnorable(codePoint);
    }

    // ------------------------------------------------------------------ general category

    /** Categories of U+0000..U+00FF. */
    private static final byte[] LATIN1_TYPES = latin1Types();

    private static byte[] latin1Types() {
        byte[] t = new byte[256];
        for (int c = 0; c < 256; c++) {
            byte type;
            if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
                type = CONTROL;
            } else if (c >= '0' && c <= '9') {
                type = DECIMAL_DIGIT_NUMBER;
            } else if ((c >= 'A' && c <= 'Z') || (c >= 0xc0 && c <= 0xde && c != 0xd7)) {
                type = UPPERCASE_LETTER;
            } else if ((c >= 'a' && c <= 'z') || (c >= 0xdf && c <= 0xff && c != 0xf7) || c == 0xb5) {
                type = LOWERCASE_LETTER;
            } else {
                switch (c) {
                    case ' ':
                    case 0xa0:
                        type = SPACE_SEPARATOR;
                        break;
                    case '$':
                    case 0xa2:
                    case 0xa3:
                    case 0xa4:
                    case 0xa5:
                        type = CURRENCY_SYMBOL;
                        break;
                    case '(':
                    case '[':
                    case '{':
                        type = START_PUNCTUATION;
                        break;
                    case ')':
                    case ']':
                    case '}':
                        type = END_PUNCTUATION;
                        break;
                    case '+':
                    case '<':
                    case '=':
                    case '>':
                    case '|':
                    case '~':
                    case 0xac:
                    case 0xb1:
                    case 0xd7:
                    case 0xf7:
                        type = MATH_SYMBOL;
                        break;
                    case '-':
                        type = DASH_PUNCTUATION;
                        break;
                    case '^':
                    case '`':
                    case 0xa8:
                    case 0xaf:
                    case 0xb4:
                    case 0xb8:
                        type = MODIFIER_SYMBOL;
                        break;
                    case '_':
                        type = CONNECTOR_PUNCTUATION;
                        break;
                    case 0xa6:
                    case 0xa9:
                    case 0xae:
                    case 0xb0:
                        type = OTHER_SYMBOL;
                        break;
                    case 0xaa:
                    case 0xba:
                        type = OTHER_LETTER;
                        break;
                    case 0xab:
                        type = INITIAL_QUOTE_PUNCTUATION;
                        break;
                    case 0xbb:
                        type = FINAL_QUOTE_PUNCTUATION;
                        break;
                    case 0xad:
                        type = FORMAT;
                        break;
                    case 0xb2:
                    case 0xb3:
                    case 0xb9:
                    case 0xbc:
                    case 0xbd:
                    case 0xbe:
                        type = OTHER_NUMBER;
                        break;
                    default:
                        type = OTHER_PUNCTUATION;
                        break;
                }
            }
            t[c] = type;
        }
        return t;
    }

    public static int getType(char ch) {
        return getType((int) ch);
    }

    /**
     * General category. Exact for U+0000..U+00FF, surrogates, private use, decimal digits,
     * space separators and cased letters; other code points throw
     * UnsupportedOperationException (no Unicode category table in ironpf yet).
     */
    public static int getType(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return LATIN1_TYPES[codePoint];
        }
        if (!isValidCodePoint(codePoint)) {
            return UNASSIGNED;
        }
        if (codePoint >= MIN_SURROGATE && codePoint <= MAX_SURROGATE) {
            return SURROGATE;
        }
        if ((codePoint >= 0xe000 && codePoint <= 0xf8ff)
                || (codePoint >= 0xf0000 && codePoint <= 0xffffd)
                || (codePoint >= 0x100000 && codePoint <= 0x10fffd)) {
            return PRIVATE_USE;
        }
        if (isTitleCase(codePoint)) {
            return TITLECASE_LETTER;
        }
        if (isDigit(codePoint)) {
            return DECIMAL_DIGIT_NUMBER;
        }
        if (codePoint == 0x2028) {
            return LINE_SEPARATOR;
        }
        if (codePoint == 0x2029) {
            return PARAGRAPH_SEPARATOR;
        }
        if (isSpaceChar(codePoint)) {
            return SPACE_SEPARATOR;
        }
        if (isLetter(codePoint)) {
            // a letter with a case mapping to a different letter is an upper/lower case letter
            if (isUpperCase(codePoint) && toLowerCase(codePoint) != codePoint) {
                return UPPERCASE_LETTER;
            }
            if (isLowerCase(codePoint) && toUpperCase(codePoint) != codePoint) {
                return LOWERCASE_LETTER;
            }
            if (isIdeographic(codePoint) || (codePoint >= 0xac00 && codePoint <= 0xd7a3)) {
                return OTHER_LETTER;
            }
        }
        throw ironpf.Unsupported.fail(
                "Character.getType for U+" + Integer.toHexString(codePoint).toUpperCase());
    }

    // ------------------------------------------------------------------ digits and numeric values

    /** Decimal value of a non-ASCII Nd code point: its position in a run of consecutive digits. */
    private static int decimalDigitValue(int codePoint) {
        int start = codePoint;
        while (codePoint - start < 60 && isDigit(start - 1)) {
            start--;
        }
        return (codePoint - start) % 10;
    }

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    public static int digit(int codePoint, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int v;
        if (codePoint >= '0' && codePoint <= '9') {
            v = codePoint - '0';
        } else if (codePoint >= 'a' && codePoint <= 'z') {
            v = codePoint - 'a' + 10;
        } else if (codePoint >= 'A' && codePoint <= 'Z') {
            v = codePoint - 'A' + 10;
        } else if (codePoint < 128) {
            return -1;
        } else if (codePoint >= 0xff21 && codePoint <= 0xff3a) {
            v = codePoint - 0xff21 + 10;
        } else if (codePoint >= 0xff41 && codePoint <= 0xff5a) {
            v = codePoint - 0xff41 + 10;
        } else if (isDigit(codePoint)) {
            v = decimalDigitValue(codePoint);
        } else {
            return -1;
        }
        return v < radix ? v : -1;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    public static int getNumericValue(int codePoint) {
        if (codePoint >= '0' && codePoint <= '9') {
            return codePoint - '0';
        }
        if (codePoint >= 'a' && codePoint <= 'z') {
            return codePoint - 'a' + 10;
        }
        if (codePoint >= 'A' && codePoint <= 'Z') {
            return codePoint - 'A' + 10;
        }
        if (codePoint < 0xb2) {
            return -1;
        }
        switch (codePoint) {
            case 0xb2:
                return 2;
            case 0xb3:
                return 3;
            case 0xb9:
                return 1;
            case 0xbc:
            case 0xbd:
            case 0xbe:
                return -2; // fractions
            default:
                break;
        }
        if (codePoint < 0x100) {
            return -1;
        }
        if (codePoint >= 0xff21 && codePoint <= 0xff3a) {
            return codePoint - 0xff21 + 10;
        }
        if (codePoint >= 0xff41 && codePoint <= 0xff5a) {
            return codePoint - 0xff41 + 10;
        }
        if (codePoint == 0x2070) {
            return 0;
        }
        if (codePoint >= 0x2074 && codePoint <= 0x2079) {
            return codePoint - 0x2070;
        }
        if (codePoint >= 0x2080 && codePoint <= 0x2089) {
            return codePoint - 0x2080;
        }
        if (codePoint >= 0x2460 && codePoint <= 0x2473) {
            return codePoint - 0x2460 + 1; // circled numbers 1..20
        }
        if (codePoint >= 0x2160 && codePoint <= 0x217f) {
            int k = (codePoint - 0x2160) % 16;
            if (k < 12) {
                return k + 1;
            }
            switch (k) {
                case 12:
                    return 50;
                case 13:
                    return 100;
                case 14:
                    return 500;
                default:
                    return 1000;
            }
        }
        if (isDigit(codePoint)) {
            return decimalDigitValue(codePoint);
        }
        return -1;
    }

    public static char forDigit(int digit, int radix) {
        if (digit >= radix || digit < 0) {
            return '\0';
        }
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return '\0';
        }
        if (digit < 10) {
            return (char) ('0' + digit);
        }
        return (char) ('a' - 10 + digit);
    }
}
