package groovy.json;

import groovy.lang.Closure;
import java.text.SimpleDateFormat;
import java.util.Collections;
import java.util.Date;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;

/**
 * Writes values as JSON text as Groovy 2.4 does: maps as objects (keys by their toString),
 * iterables, iterators, enumerations and arrays as arrays, numbers by their toString (NaN and
 * infinities refused), characters and char sequences as strings with every character outside
 * printable ASCII escaped as {@code \\uXXXX}, dates as {@code yyyy-MM-dd'T'HH:mm:ssZ} in GMT,
 * enums by name, closures as the object their calls build (see {@link JsonDelegate}).
 * {@link #prettyPrint} re-lays out JSON text with four-space indents, with Groovy's lexer's
 * behaviour and messages.
 *
 * <p>Not modelled: other objects, which Groovy writes through their properties (ironpf throws
 * UnsupportedOperationException naming the class), URLs, UUIDs, Calendars, Expandos and files.
 */
public class JsonOutput {
    static final String JSON_DATE_FORMAT = "yyyy-MM-dd'T'HH:mm:ssZ";

    private static final String NULL_VALUE = "null";

    public JsonOutput() {
    }

    public static String toJson(Boolean bool) {
        StringBuilder buffer = new StringBuilder(4);
        writeObject(bool, buffer);
        return buffer.toString();
    }

    public static String toJson(Number n) {
        if (n == null) {
            return NULL_VALUE;
        }
        StringBuilder buffer = new StringBuilder(3);
        writeNumber(n, buffer);
        return buffer.toString();
    }

    public static String toJson(Character c) {
        StringBuilder buffer = new StringBuilder(3);
        writeObject(c, buffer);
        return buffer.toString();
    }

    public static String toJson(String s) {
        if (s == null) {
            return NULL_VALUE;
        }
        StringBuilder buffer = new StringBuilder(s.length() + 2);
        writeCharSequence(s, buffer);
        return buffer.toString();
    }

    public static String toJson(Date date) {
        if (date == null) {
            return NULL_VALUE;
        }
        StringBuilder buffer = new StringBuilder(26);
        writeDate(date, buffer);
        return buffer.toString();
    }

    public static String toJson(Closure closure) {
        if (closure == null) {
            return NULL_VALUE;
        }
        StringBuilder buffer = new StringBuilder(255);
        writeMap(JsonDelegate.cloneDelegateAndGetContent(closure), buffer);
        return buffer.toString();
    }

    public static String toJson(Object object) {
        StringBuilder buffer = new StringBuilder(255);
        writeObject(object, buffer);
        return buffer.toString();
    }

    public static String toJson(Map m) {
        if (m == null) {
            return NULL_VALUE;
        }
        StringBuilder buffer = new StringBuilder(255);
        writeMap(m, buffer);
        return buffer.toString();
    }

    /** Text that toJson writes as it is, without quotes or escapes. */
    public static JsonUnescaped unescaped(CharSequence text) {
        return new JsonUnescaped(text);
    }

    /** A piece of JSON text written unchanged (see {@link #unescaped}). */
    public static class JsonUnescaped {
        private final CharSequence text;

        public JsonUnescaped(CharSequence text) {
            this.text = text;
        }

        public CharSequence getText() {
            return text;
        }

        public String toString() {
            return text.toString();
        }
    }

    // ------------------------------------------------------------------ writing

    private static void writeNumber(Number value, StringBuilder buffer) {
        if (value instanceof Double) {
            Double d = (Double) value;
            if (d.isInfinite()) {
                throw new JsonException("Number " + value + " can't be serialized as JSON: infinite are not allowed in JSON.");
            }
            if (d.isNaN()) {
                throw new JsonException("Number " + value + " can't be serialized as JSON: NaN are not allowed in JSON.");
            }
        } else if (value instanceof Float) {
            Float f = (Float) value;
            if (f.isInfinite()) {
                throw new JsonException("Number " + value + " can't be serialized as JSON: infinite are not allowed in JSON.");
            }
            if (f.isNaN()) {
                throw new JsonException("Number " + value + " can't be serialized as JSON: NaN are not allowed in JSON.");
            }
        }
        buffer.append(value.toString());
    }

    private static void writeObject(Object object, StringBuilder buffer) {
        if (object == null) {
            buffer.append(NULL_VALUE);
        } else if (object instanceof CharSequence) {
            writeCharSequence((CharSequence) object, buffer);
        } else if (object instanceof Boolean) {
            buffer.append(((Boolean) object).booleanValue() ? "true" : "false");
        } else if (object instanceof Number) {
            writeNumber((Number) object, buffer);
        } else if (object instanceof Date) {
            writeDate((Date) object, buffer);
        } else if (object instanceof Map) {
            writeMap((Map) object, buffer);
        } else if (object instanceof Iterable) {
            writeIterator(((Iterable) object).iterator(), buffer);
        } else if (object instanceof Iterator) {
            writeIterator((Iterator) object, buffer);
        } else if (object instanceof Character) {
            addJsonEscapedString(buffer, String.valueOf(((Character) object).charValue()));
        } else if (object instanceof JsonUnescaped) {
            buffer.append(object.toString());
        } else if (object instanceof Closure) {
            writeMap(JsonDelegate.cloneDelegateAndGetContent((Closure) object), buffer);
        } else if (object instanceof Enumeration) {
            writeIterator(Collections.list((Enumeration) object).iterator(), buffer);
        } else if (object.getClass().isArray()) {
            writeArray(object, buffer);
        } else if (object instanceof Enum) {
            buffer.append('"').append(((Enum) object).name()).append('"');
        } else {
            throw ironpf.Unsupported.fail("JsonOutput.toJson of a " + object.getClass().getName()
                    + " (written through its properties in Groovy) is not supported");
        }
    }

    private static void writeCharSequence(CharSequence seq, StringBuilder buffer) {
        if (seq.length() > 0) {
            addJsonEscapedString(buffer, seq.toString());
        } else {
            buffer.append("\"\"");
        }
    }

    private static void writeDate(Date date, StringBuilder buffer) {
        SimpleDateFormat formatter = new SimpleDateFormat(JSON_DATE_FORMAT, Locale.US);
        formatter.setTimeZone(TimeZone.getTimeZone("GMT"));
        buffer.append('"').append(formatter.format(date)).append('"');
    }

    private static void writeArray(Object array, StringBuilder buffer) {
        buffer.append('[');
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) buffer.append(',');
                writeObject(a[i], buffer);
            }
        } else if (array instanceof int[]) {
            int[] a = (int[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) buffer.append(',');
                buffer.append(a[i]);
            }
        } else if (array instanceof long[]) {
            long[] a = (long[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) buffer.append(',');
                buffer.append(a[i]);
            }
        } else if (array instanceof boolean[]) {
            boolean[] a = (boolean[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) buffer.append(',');
                buffer.append(a[i]);
            }
        } else if (array instanceof char[]) {
            char[] a = (char[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) buffer.append(',');
                addJsonEscapedString(buffer, String.valueOf(a[i]));
            }
        } else if (array instanceof double[]) {
            double[] a = (double[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) buffer.append(',');
                buffer.append(Double.toString(a[i]));
            }
        } else if (array instanceof float[]) {
            float[] a = (float[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) buffer.append(',');
                buffer.append(Float.toString(a[i]));
            }
        } else if (array instanceof byte[]) {
            byte[] a = (byte[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) buffer.append(',');
                buffer.append(a[i]);
            }
        } else if (array instanceof short[]) {
            short[] a = (short[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) buffer.append(',');
                buffer.append(a[i]);
            }
        }
        buffer.append(']');
    }

    private static void writeMap(Map<?, ?> map, StringBuilder buffer) {
        if (map.isEmpty()) {
            buffer.append("{}");
            return;
        }
        buffer.append('{');
        boolean firstItem = true;
        Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<?, ?> entry = it.next();
            if (entry.getKey() == null) {
                throw new IllegalArgumentException("Maps with null keys can't be converted to JSON");
            }
            if (!firstItem) {
                buffer.append(',');
            } else {
                firstItem = false;
            }
            String key = entry.getKey().toString();
            if (key.isEmpty()) {
                buffer.append("\"\"");
            } else {
                addJsonEscapedString(buffer, key);
            }
            buffer.append(':');
            writeObject(entry.getValue(), buffer);
        }
        buffer.append('}');
    }

    private static void writeIterator(Iterator<?> iterator, StringBuilder buffer) {
        if (!iterator.hasNext()) {
            buffer.append("[]");
            return;
        }
        buffer.append('[');
        writeObject(iterator.next(), buffer);
        while (iterator.hasNext()) {
            buffer.append(',');
            writeObject(iterator.next(), buffer);
        }
        buffer.append(']');
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** A quoted string; quote, backslash, and characters outside 32..126 escaped. Nothing at
     *  all for an empty string (as Groovy's buffer does). */
    private static void addJsonEscapedString(StringBuilder buffer, String s) {
        if (s.isEmpty()) {
            return;
        }
        buffer.append('"');
        // Runs of characters that need no escape are copied at once (most strings are one run).
        char[] cs = s.toCharArray();
        int run = 0;
        for (int i = 0; i < cs.length; i++) {
            char c = cs[i];
            if (c >= 32 && c <= 126 && c != '"' && c != '\\') {
                continue;
            }
            buffer.append(cs, run, i - run);
            run = i + 1;
            switch (c) {
                case '"':
                    buffer.append("\\\"");
                    break;
                case '\\':
                    buffer.append("\\\\");
                    break;
                case '\b':
                    buffer.append("\\b");
                    break;
                case '\f':
                    buffer.append("\\f");
                    break;
                case '\n':
                    buffer.append("\\n");
                    break;
                case '\r':
                    buffer.append("\\r");
                    break;
                case '\t':
                    buffer.append("\\t");
                    break;
                default:
                    buffer.append("\\u").append(HEX[(c >> 12) & 15]).append(HEX[(c >> 8) & 15])
                            .append(HEX[(c >> 4) & 15]).append(HEX[c & 15]);
                    break;
            }
        }
        buffer.append(cs, run, cs.length - run);
        buffer.append('"');
    }

    // ------------------------------------------------------------------ pretty printing

    private static final int OPEN_CURLY = 0;
    private static final int CLOSE_CURLY = 1;
    private static final int OPEN_BRACKET = 2;
    private static final int CLOSE_BRACKET = 3;
    private static final int COLON = 4;
    private static final int COMMA = 5;
    private static final int NULL = 6;
    private static final int TRUE = 7;
    private static final int FALSE = 8;
    private static final int NUMBER = 9;
    private static final int STRING = 10;
    private static final String[] CONSTANTS = {"{", "}", "[", "]", ":", ",", "null", "true", "false"};
    private static final String[] LABELS = {"an openning curly brace '{'", "a closing curly brace '}'",
        "an openning square bracket '['", "a closing square bracket ']'", "a colon ':'", "a comma ','",
        "the constant 'null'", "the constant 'true'", "the constant 'false'", "a number", "a string"};

    /** Pretty-prints JSON text with four-space indents. */
    public static String prettyPrint(String jsonPayload) {
        int indentSize = 0;
        StringBuilder output = new StringBuilder((int) (jsonPayload.length() * 0.2));
        Lexer lexer = new Lexer(jsonPayload);
        for (;;) {
            int type = lexer.nextToken();
            if (type < 0) break;
            switch (type) {
                case OPEN_CURLY:
                    indentSize += 4;
                    output.append("{\n");
                    indent(output, indentSize);
                    break;
                case CLOSE_CURLY:
                    indentSize -= 4;
                    output.append('\n');
                    if (indentSize > 0) indent(output, indentSize);
                    output.append('}');
                    break;
                case OPEN_BRACKET:
                    indentSize += 4;
                    output.append("[\n");
                    indent(output, indentSize);
                    break;
                case CLOSE_BRACKET:
                    indentSize -= 4;
                    output.append('\n');
                    if (indentSize > 0) indent(output, indentSize);
                    output.append(']');
                    break;
                case COMMA:
                    output.append(",\n");
                    indent(output, indentSize);
                    break;
                case COLON:
                    output.append(": ");
                    break;
                case STRING: {
                    String text = lexer.text;
                    String withoutQuotes = text.substring(1, text.length() - 1);
                    if (withoutQuotes.length() > 0) {
                        addJsonEscapedString(output, withoutQuotes);
                    } else {
                        output.append("\"\"");
                    }
                    break;
                }
                default:
                    output.append(lexer.text);
                    break;
            }
        }
        return output.toString();
    }

    /** {@code size} spaces; a negative size (more closing than opening brackets) fails as
     *  Groovy's indent array does. */
    private static void indent(StringBuilder output, int size) {
        if (size < 0) throw new NegativeArraySizeException(String.valueOf(size));
        for (int i = 0; i < size; i++) output.append(' ');
    }

    /**
     * Groovy's JSON lexer over its line-and-column reader, reproduced with the reader's exact
     * position bookkeeping so that error messages name the same line and column.
     */
    private static final class Lexer {
        private final String input;
        private int pos;
        private long line = 1;
        private long column = 1;
        private int markPos;
        private long lineMark = 1;
        private long columnMark = 1;
        private boolean newLineWasRead;
        /** The text of the last token. */
        String text;

        Lexer(String input) {
            this.input = input;
        }

        private void mark() {
            lineMark = line;
            columnMark = column;
            markPos = pos;
        }

        private void reset() {
            line = lineMark;
            column = columnMark;
            pos = markPos;
        }

        private int rawRead() {
            return pos < input.length() ? input.charAt(pos++) : -1;
        }

        private int read() {
            if (newLineWasRead) {
                line++;
                column = 1;
                newLineWasRead = false;
            }
            int nextChar = rawRead();
            if (nextChar > -1) {
                char c = (char) nextChar;
                if (c == '\r' || c == '\n') {
                    newLineWasRead = true;
                    if (c == '\r') {
                        mark();
                        c = (char) rawRead();
                        if (c != '\n') {
                            reset();
                        }
                    }
                } else {
                    column++;
                }
            }
            return nextChar;
        }

        private int skipWhitespace() {
            int readChar = 20;
            char c = ' ';
            while (Character.isWhitespace(c)) {
                mark();
                readChar = read();
                c = (char) readChar;
            }
            reset();
            return readChar;
        }

        private static int startingWith(char c) {
            switch (c) {
                case '{':
                    return OPEN_CURLY;
                case '}':
                    return CLOSE_CURLY;
                case '[':
                    return OPEN_BRACKET;
                case ']':
                    return CLOSE_BRACKET;
                case ',':
                    return COMMA;
                case ':':
                    return COLON;
                case 't':
                    return TRUE;
                case 'f':
                    return FALSE;
                case 'n':
                    return NULL;
                case '"':
                    return STRING;
                case '-':
                case '0':
                case '1':
                case '2':
                case '3':
                case '4':
                case '5':
                case '6':
                case '7':
                case '8':
                case '9':
                    return NUMBER;
                default:
                    return -1;
            }
        }

        private JsonException failure(String content, int type) {
            return new JsonException("Lexing failed on line: " + line + ", column: " + column + ", while reading '"
                    + content + "', was trying to match " + LABELS[type]);
        }

        /** The type of the next token (its text in {@link #text}), or -1 at the end. */
        int nextToken() {
            int first = skipWhitespace();
            if (first == -1) return -1;
            char firstChar = (char) first;
            int type = startingWith(firstChar);
            if (type < 0) {
                throw new JsonException("Lexing failed on line: " + line + ", column: " + column + ", while reading '"
                        + firstChar + "', no possible valid JSON value or punctuation could be recognized.");
            }
            reset();
            if (type <= FALSE) {
                String constant = CONSTANTS[type];
                char[] chars = new char[constant.length()];
                for (int i = 0; i < chars.length; i++) {
                    int c = read();
                    if (c == -1) break;
                    chars[i] = (char) c;
                }
                String read = new String(chars);
                if (!read.equals(constant)) {
                    throw failure(read, type);
                }
                text = read;
                return type;
            } else if (type == STRING) {
                StringBuilder content = new StringBuilder("\"");
                read();
                boolean escaped = false;
                for (;;) {
                    int c = read();
                    if (c == -1) return -1;
                    escaped = !escaped && content.charAt(content.length() - 1) == '\\';
                    char ch = (char) c;
                    content.append(ch);
                    if (ch == '"' && !escaped && isValidString(content)) {
                        text = unescape(content.toString());
                        return type;
                    }
                }
            } else {
                StringBuilder content = new StringBuilder();
                for (;;) {
                    mark();
                    int c = read();
                    if (c == -1) return -1;
                    char ch = (char) c;
                    if (ch >= '0' && ch <= '9' || ch == '.' || ch == '-' || ch == '+' || ch == 'e' || ch == 'E') {
                        content.append(ch);
                    } else {
                        reset();
                        break;
                    }
                }
                String number = content.toString();
                if (!isValidNumber(number)) {
                    throw failure(number, NUMBER);
                }
                text = number;
                return type;
            }
        }

        /** {@code -?\d+(\.\d+)?([eE][+-]?\d+)?} */
        private static boolean isValidNumber(String s) {
            int i = 0;
            int n = s.length();
            if (i < n && s.charAt(i) == '-') i++;
            int start = i;
            while (i < n && Character.isDigit(s.charAt(i))) i++;
            if (i == start) return false;
            if (i < n && s.charAt(i) == '.') {
                i++;
                start = i;
                while (i < n && Character.isDigit(s.charAt(i))) i++;
                if (i == start) return false;
            }
            if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
                i++;
                if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) i++;
                start = i;
                while (i < n && Character.isDigit(s.charAt(i))) i++;
                if (i == start) return false;
            }
            return i == n;
        }

        /** A quoted string whose backslashes all start valid JSON escapes. */
        private static boolean isValidString(CharSequence s) {
            int n = s.length();
            if (n < 2 || s.charAt(0) != '"' || s.charAt(n - 1) != '"') return false;
            for (int i = 1; i < n - 1; i++) {
                char c = s.charAt(i);
                if (c == '"') return false;
                if (c == '\\') {
                    if (i + 1 < n - 1 && "\"\\bfnrt/".indexOf(s.charAt(i + 1)) >= 0) {
                        i++;
                    } else if (i + 5 < n - 1 + 1 && s.charAt(i + 1) == 'u' && isHex(s, i + 2, i + 6, n - 1)) {
                        i += 5;
                    } else {
                        return false;
                    }
                }
            }
            return true;
        }

        private static boolean isHex(CharSequence s, int from, int to, int limit) {
            if (to > limit) return false;
            for (int i = from; i < to; i++) {
                if (Character.digit(s.charAt(i), 16) < 0) return false;
            }
            return true;
        }

        /** Java-style unescaping of a validated string token. */
        private static String unescape(String s) {
            StringBuilder out = new StringBuilder(s.length());
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c != '\\' || i + 1 >= s.length()) {
                    out.append(c);
                    continue;
                }
                char e = s.charAt(++i);
                switch (e) {
                    case 'b':
                        out.append('\b');
                        break;
                    case 'f':
                        out.append('\f');
                        break;
                    case 'n':
                        out.append('\n');
                        break;
                    case 'r':
                        out.append('\r');
                        break;
                    case 't':
                        out.append('\t');
                        break;
                    case 'u':
                        out.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                        i += 4;
                        break;
                    default:
                        out.append(e);
                        break;
                }
            }
            return out.toString();
        }
    }
}
