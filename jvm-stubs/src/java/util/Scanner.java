package java.util;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A text scanner over a string or an input stream, with the JDK's token rules: tokens lie
 * between matches of the delimiter (whitespace unless told), leading delimiters are skipped
 * once per token, a typed {@code next*} that fails leaves the token in place, numbers follow
 * the grammar of an English locale ({@code 1,234}, signs, non-ASCII digits, {@code NaN},
 * {@code Infinity}, {@code ∞}). An input stream is read whole when the first token is asked
 * for (ironpf runs no interactive input); a {@code Readable} source, {@code findInLine},
 * {@code findWithinHorizon}, {@code skip}, {@code match} and {@code toString} are not
 * modelled (exit 4), nor locales whose numbers differ from English ones.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final String WHITESPACE = "\\p{javaWhitespace}+";

    private String text;
    private InputStream source;
    private Charset charset;
    private int position;
    private boolean closed;
    private Pattern delimiter;
    /** The delimiter is the default whitespace: skipped without the regex engine. */
    private boolean whitespace = true;
    private int radix = 10;
    private Locale locale = Locale.getDefault();
    /** Leading delimiters were skipped for the token at {@code position}. */
    private boolean skipped;

    public Scanner(String source) {
        this.text = Objects.requireNonNull(source);
    }

    public Scanner(InputStream source) {
        this(source, java.nio.charset.StandardCharsets.UTF_8);
    }

    public Scanner(InputStream source, String charsetName) {
        this(Objects.requireNonNull(source, "source"), toCharset(charsetName));
    }

    public Scanner(InputStream source, Charset charset) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(charset, "charset");
        this.source = source;
        this.charset = charset;
    }

    private static Charset toCharset(String csn) {
        Objects.requireNonNull(csn, "charsetName");
        try {
            return Charset.forName(csn);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    /** The whole input (an input stream is read when first needed). */
    private String input() {
        if (text == null) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] chunk = new byte[8192];
            try {
                int n;
                while ((n = source.read(chunk, 0, chunk.length)) != -1) {
                    bytes.write(chunk, 0, n);
                }
            } catch (IOException e) {
                throw ironpf.Unsupported.fail("Scanner over an input stream that throws IOException");
            }
            text = new String(bytes.toByteArray(), charset);
        }
        return text;
    }

    // ----- delimiters and tokens

    /** Where the delimiter match at {@code at} ends ({@code at} when none starts there). */
    private int delimiterEnd(int at) {
        String s = input();
        if (whitespace) {
            while (at < s.length() && Character.isWhitespace(s.charAt(at))) {
                at++;
            }
            return at;
        }
        Matcher m = delimiter.matcher(s);
        return m.find(at) && m.start() == at ? m.end() : at;
    }

    /** Where the first delimiter after {@code at} starts (a match of length zero at {@code at} does not count). */
    private int tokenEnd(int at) {
        String s = input();
        if (whitespace) {
            while (at < s.length() && !Character.isWhitespace(s.charAt(at))) {
                at++;
            }
            return at;
        }
        Matcher m = delimiter.matcher(s);
        if (!m.find(at)) {
            return s.length();
        }
        if (m.end() == at && !m.find()) {
            return s.length();
        }
        return m.start();
    }

    /**
     * Skips leading delimiters (once per token) and returns the bounds of the next token,
     * or null at the end of the input.
     */
    private int[] nextToken() {
        if (!skipped) {
            position = delimiterEnd(position);
            skipped = true;
        }
        if (position == input().length()) {
            return null;
        }
        return new int[] {position, tokenEnd(position)};
    }

    /** The next token without consuming it (or null), leaving the scanner as it was. */
    private String peek() {
        int saved = position;
        boolean savedSkipped = skipped;
        int[] t = nextToken();
        position = saved;
        skipped = savedSkipped;
        return t == null ? null : input().substring(t[0], t[1]);
    }

    private void consume(int[] t) {
        position = t[1];
        skipped = false;
    }

    private RuntimeException failure() {
        skipped = false;
        return position == input().length() ? new NoSuchElementException() : new InputMismatchException();
    }

    @Override
    public boolean hasNext() {
        ensureOpen();
        return peek() != null;
    }

    @Override
    public String next() {
        ensureOpen();
        int[] t = nextToken();
        if (t == null) {
            throw failure();
        }
        consume(t);
        return input().substring(t[0], t[1]);
    }

    public boolean hasNext(String pattern) {
        return hasNext(Pattern.compile(pattern));
    }

    public boolean hasNext(Pattern pattern) {
        ensureOpen();
        Objects.requireNonNull(pattern);
        String token = peek();
        return token != null && pattern.matcher(token).matches();
    }

    public String next(String pattern) {
        return next(Pattern.compile(pattern));
    }

    public String next(Pattern pattern) {
        ensureOpen();
        Objects.requireNonNull(pattern);
        int[] t = nextToken();
        if (t == null || !pattern.matcher(input().substring(t[0], t[1])).matches()) {
            throw failure();
        }
        consume(t);
        return input().substring(t[0], t[1]);
    }

    @Override
    public void remove() {
        throw new UnsupportedOperationException();
    }

    public Stream<String> tokens() {
        ensureOpen();
        Iterator<String> it = new Iterator<String>() {
            @Override
            public boolean hasNext() {
                return Scanner.this.hasNext();
            }

            @Override
            public String next() {
                return Scanner.this.next();
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    // ----- lines

    /** The end of the line starting at {@code at} and the length of its separator, or null. */
    private int[] line(int at) {
        String s = input();
        for (int i = at; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                int sep = c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n' ? 2 : 1;
                return new int[] {i, sep};
            }
        }
        return at < s.length() ? new int[] {s.length(), 0} : null;
    }

    public boolean hasNextLine() {
        ensureOpen();
        return line(position) != null;
    }

    public String nextLine() {
        ensureOpen();
        int[] l = line(position);
        if (l == null) {
            throw new NoSuchElementException("No line found");
        }
        String result = input().substring(position, l[0]);
        position = l[0] + l[1];
        skipped = false;
        return result;
    }

    // ----- numbers and booleans

    /** A digit of the radix, or any Java digit (which parsing may then refuse, as in the JDK). */
    private static boolean isDigit(char c, int radix) {
        return Character.isDigit(c) || (c < 128 && Character.digit(c, radix) >= 0);
    }

    /**
     * Whether {@code s} from {@code at} to {@code end} is a numeral: digits, or 1 to 3 digits
     * (the first not 0) followed by groups of a comma and 3 digits.
     */
    private static boolean isNumeral(String s, int at, int end, int radix) {
        if (at >= end) {
            return false;
        }
        boolean plain = true;
        for (int i = at; i < end; i++) {
            if (!isDigit(s.charAt(i), radix)) {
                plain = false;
                break;
            }
        }
        if (plain) {
            return true;
        }
        int lead = 0;
        while (at + lead < end && isDigit(s.charAt(at + lead), radix)) {
            lead++;
        }
        if (lead < 1 || lead > 3 || !Character.isDigit(s.charAt(at)) || s.charAt(at) == '0') {
            return false;
        }
        int i = at + lead;
        if (i == end) {
            return false;
        }
        while (i < end) {
            if (i + 4 > end || s.charAt(i) != ',') {
                return false;
            }
            for (int k = 1; k <= 3; k++) {
                if (!isDigit(s.charAt(i + k), radix)) {
                    return false;
                }
            }
            i += 4;
        }
        return true;
    }

    /** An integer token in plain form (signs kept, group separators dropped), or null. */
    private static String integerText(String token, int radix) {
        int at = token.startsWith("-") || token.startsWith("+") ? 1 : 0;
        if (!isNumeral(token, at, token.length(), radix)) {
            return null;
        }
        return token.replace(",", "");
    }

    /** A decimal token in the form Double.parseDouble reads, or null. */
    private static String decimalText(String token) {
        if (token.matches("[-+]?0[xX][0-9a-fA-F]*\\.[0-9a-fA-F]+([pP][-+]?[0-9]+)?")) {
            return token;
        }
        int at = token.startsWith("-") || token.startsWith("+") ? 1 : 0;
        String sign = token.startsWith("-") ? "-" : "";
        String rest = token.substring(at);
        if (rest.equals("NaN")) {
            return sign + "NaN";
        }
        if (rest.equals("Infinity")) {
            return sign + "Infinity";
        }
        if (rest.equals("\u221e")) {
            // The JDK's pattern takes the English infinity sign, then parsing refuses it.
            return token;
        }
        int end = token.length();
        int e = Math.max(token.indexOf('e', at), token.indexOf('E', at));
        if (e >= 0) {
            int x = e + 1;
            if (x < end && (token.charAt(x) == '+' || token.charAt(x) == '-')) {
                x++;
            }
            if (x == end) {
                return null;
            }
            for (int i = x; i < end; i++) {
                if (!isDigit(token.charAt(i), 10)) {
                    return null;
                }
            }
            end = e;
        }
        int dot = token.indexOf('.', at);
        if (dot >= end) {
            dot = -1;
        }
        if (dot < 0) {
            if (!isNumeral(token, at, end, 10)) {
                return null;
            }
        } else {
            if (dot > at && !isNumeral(token, at, dot, 10)) {
                return null;
            }
            for (int i = dot + 1; i < end; i++) {
                if (!isDigit(token.charAt(i), 10)) {
                    return null;
                }
            }
            if (dot == at && dot + 1 == end) {
                return null;
            }
        }
        return asciiDigits(token.replace(",", ""));
    }

    private static String asciiDigits(String s) {
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 128 && Character.isDigit(c)) {
                if (b == null) {
                    b = new StringBuilder(s.substring(0, i));
                }
                b.append((char) ('0' + Character.digit(c, 10)));
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? s : b.toString();
    }

    private static void checkRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
    }

    /** kind: 0 byte, 1 short, 2 int, 3 long. */
    private static long parseInteger(String s, int radix, int kind) {
        switch (kind) {
            case 0: return Byte.parseByte(s, radix);
            case 1: return Short.parseShort(s, radix);
            case 2: return Integer.parseInt(s, radix);
            default: return Long.parseLong(s, radix);
        }
    }

    private boolean hasNextInteger(int radix, int kind) {
        ensureOpen();
        checkRadix(radix);
        String token = peek();
        String s = token == null ? null : integerText(token, radix);
        if (s == null) {
            return false;
        }
        try {
            parseInteger(s, radix, kind);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private long nextInteger(int radix, int kind) {
        ensureOpen();
        checkRadix(radix);
        int[] t = nextToken();
        String s = t == null ? null : integerText(input().substring(t[0], t[1]), radix);
        if (s == null) {
            throw failure();
        }
        long v;
        try {
            v = parseInteger(s, radix, kind);
        } catch (NumberFormatException e) {
            skipped = false;
            throw new InputMismatchException(e.getMessage());
        }
        consume(t);
        return v;
    }

    public boolean hasNextByte() {
        return hasNextInteger(radix, 0);
    }

    public boolean hasNextByte(int radix) {
        return hasNextInteger(radix, 0);
    }

    public byte nextByte() {
        return (byte) nextInteger(radix, 0);
    }

    public byte nextByte(int radix) {
        return (byte) nextInteger(radix, 0);
    }

    public boolean hasNextShort() {
        return hasNextInteger(radix, 1);
    }

    public boolean hasNextShort(int radix) {
        return hasNextInteger(radix, 1);
    }

    public short nextShort() {
        return (short) nextInteger(radix, 1);
    }

    public short nextShort(int radix) {
        return (short) nextInteger(radix, 1);
    }

    public boolean hasNextInt() {
        return hasNextInteger(radix, 2);
    }

    public boolean hasNextInt(int radix) {
        return hasNextInteger(radix, 2);
    }

    public int nextInt() {
        return (int) nextInteger(radix, 2);
    }

    public int nextInt(int radix) {
        return (int) nextInteger(radix, 2);
    }

    public boolean hasNextLong() {
        return hasNextInteger(radix, 3);
    }

    public boolean hasNextLong(int radix) {
        return hasNextInteger(radix, 3);
    }

    public long nextLong() {
        return nextInteger(radix, 3);
    }

    public long nextLong(int radix) {
        return nextInteger(radix, 3);
    }

    public boolean hasNextDouble() {
        ensureOpen();
        String token = peek();
        String s = token == null ? null : decimalText(token);
        if (s == null) {
            return false;
        }
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public double nextDouble() {
        return nextDecimal(false);
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public float nextFloat() {
        return (float) nextDecimal(true);
    }

    private double nextDecimal(boolean isFloat) {
        ensureOpen();
        int[] t = nextToken();
        String s = t == null ? null : decimalText(input().substring(t[0], t[1]));
        if (s == null) {
            throw failure();
        }
        double v;
        try {
            v = isFloat ? Float.parseFloat(s) : Double.parseDouble(s);
        } catch (NumberFormatException e) {
            skipped = false;
            throw new InputMismatchException(e.getMessage());
        }
        consume(t);
        return v;
    }

    public boolean hasNextBoolean() {
        ensureOpen();
        String token = peek();
        return token != null && (token.equalsIgnoreCase("true") || token.equalsIgnoreCase("false"));
    }

    public boolean nextBoolean() {
        ensureOpen();
        int[] t = nextToken();
        String token = t == null ? null : input().substring(t[0], t[1]);
        if (token == null || !(token.equalsIgnoreCase("true") || token.equalsIgnoreCase("false"))) {
            throw failure();
        }
        consume(t);
        return Boolean.parseBoolean(token);
    }

    // ----- settings

    public Pattern delimiter() {
        return whitespace ? Pattern.compile(WHITESPACE) : delimiter;
    }

    public Scanner useDelimiter(Pattern pattern) {
        delimiter = pattern;
        whitespace = false;
        return this;
    }

    public Scanner useDelimiter(String pattern) {
        return useDelimiter(Pattern.compile(pattern));
    }

    public int radix() {
        return radix;
    }

    public Scanner useRadix(int radix) {
        checkRadix(radix);
        this.radix = radix;
        return this;
    }

    public Locale locale() {
        return locale;
    }

    public Scanner useLocale(Locale locale) {
        String language = locale.getLanguage();
        if (!language.isEmpty() && !language.equals("en")) {
            throw ironpf.Unsupported.fail("Scanner.useLocale(" + locale + ") (ironpf scans numbers as in English)");
        }
        this.locale = locale;
        return this;
    }

    public Scanner reset() {
        delimiter = null;
        whitespace = true;
        radix = 10;
        locale = Locale.getDefault();
        return this;
    }

    public IOException ioException() {
        return null;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        if (source != null) {
            try {
                source.close();
            } catch (IOException e) {
                // the JDK keeps it for ioException(); ironpf's streams do not throw here
            }
        }
        closed = true;
    }

    @Override
    public String toString() {
        throw ironpf.Unsupported.fail("Scanner.toString");
    }
}
