package groovy.json.internal;

import groovy.json.JsonException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * JsonSlurper's default parser (CHAR_BUFFER), following Groovy 2.4's scanner step for step so
 * that results and error messages are the same, quirks included: objects become
 * {@link LazyMap}s and arrays ArrayLists; integers become Integer, or Long when they do not
 * fit an int (wrapping around past a long, as Groovy does); numbers with a fraction or an
 * exponent become BigDecimal; a trailing comma is accepted; text after the first value is
 * ignored.
 */
public class JsonParserCharArray {
    private char[] charArray;
    private int index;
    private char currentChar;
    private int lastIndex;

    public Object parse(char[] chars) {
        index = 0;
        charArray = chars;
        lastIndex = chars.length - 1;
        return decodeValue();
    }

    private boolean hasMore() {
        return index < lastIndex;
    }

    private boolean hasCurrent() {
        return index <= lastIndex;
    }

    /** Moves to the next character above a space; stays on the last one at the end. */
    private void skipWhiteSpace() {
        int ix = index;
        if (hasCurrent()) {
            currentChar = charArray[ix];
        }
        if (currentChar <= 32) {
            ix = skipWhiteSpaceFast(charArray, ix);
            currentChar = charArray[ix];
            index = ix;
        }
    }

    private static int skipWhiteSpaceFast(char[] array, int index) {
        for (; index < array.length; index++) {
            if (array[index] > 32) return index;
        }
        return index - 1;
    }

    private String exceptionDetails(String message) {
        return errorDetails(message, charArray, index, currentChar);
    }

    private void complain(String complaint) {
        throw new JsonException(exceptionDetails(complaint));
    }

    private Object decodeValue() {
        skipWhiteSpace();
        switch (currentChar) {
            case '"':
                return decodeString();
            case 't':
                return decodeTrue();
            case 'f':
                return decodeFalse();
            case 'n':
                return decodeNull();
            case '[':
                return decodeJsonArray();
            case '{':
                return decodeJsonObject();
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
            case '-':
                return decodeNumber();
            default:
                throw new JsonException(exceptionDetails(
                        "Unable to determine the current character, it is not a string, number, array, or object"));
        }
    }

    private Object decodeJsonObject() {
        if (currentChar == '{') {
            index++;
        }
        LazyMap map = new LazyMap();
        for (; index < charArray.length; index++) {
            skipWhiteSpace();
            if (currentChar == '"') {
                String key = decodeString();
                skipWhiteSpace();
                if (currentChar != ':') {
                    complain("expecting current character to be " + charDescription(currentChar) + "\n");
                }
                index++;
                skipWhiteSpace();
                Object value = decodeValue();
                skipWhiteSpace();
                map.put(key, value);
            }
            if (currentChar == '}') {
                index++;
                break;
            } else if (currentChar == ',') {
                continue;
            } else {
                complain("expecting '}' or ',' but got current char " + charDescription(currentChar));
            }
        }
        return map;
    }

    private List decodeJsonArray() {
        ArrayList<Object> list = null;
        boolean foundEnd = false;
        char[] chars = charArray;
        try {
            if (currentChar == '[') {
                index++;
            }
            skipWhiteSpace();
            if (currentChar == ']') {
                index++;
                return new ArrayList<Object>();
            }
            list = new ArrayList<Object>();
            while (hasMore()) {
                Object arrayItem = decodeValue();
                list.add(arrayItem);
                char c = chars[index];
                if (c == ',') {
                    index++;
                    continue;
                } else if (c == ']') {
                    index++;
                    foundEnd = true;
                    break;
                }
                int before = index;
                skipWhiteSpace();
                c = chars[index];
                if (c == ',') {
                    index++;
                    continue;
                } else if (c == ']' && before != index) {
                    index++;
                    foundEnd = true;
                    break;
                } else {
                    complain("expecting a ',' or a ']',  but got \nthe current character of  " + charDescription(c)
                            + "  on array index of " + list.size() + " \n");
                }
            }
        } catch (Exception ex) {
            if (ex instanceof JsonException) {
                throw (JsonException) ex;
            }
            throw new JsonException(exceptionDetails("issue parsing JSON array"), ex);
        }
        if (!foundEnd) {
            complain("Did not find end of Json Array");
        }
        return list;
    }

    private Object decodeNumber() {
        int[] endIndex = new int[1];
        Number num = parseJsonNumber(charArray, index, charArray.length, endIndex);
        index = endIndex[0];
        return num;
    }

    private Object decodeNull() {
        if (index + 4 <= charArray.length) {
            if (charArray[index] == 'n' && charArray[++index] == 'u' && charArray[++index] == 'l'
                    && charArray[++index] == 'l') {
                index++;
                return null;
            }
        }
        throw new JsonException(exceptionDetails("null not parse properly"));
    }

    private Boolean decodeTrue() {
        if (index + 4 <= charArray.length) {
            if (charArray[index] == 't' && charArray[++index] == 'r' && charArray[++index] == 'u'
                    && charArray[++index] == 'e') {
                index++;
                return Boolean.TRUE;
            }
        }
        throw new JsonException(exceptionDetails("true not parsed properly"));
    }

    private Boolean decodeFalse() {
        if (index + 5 <= charArray.length) {
            if (charArray[index] == 'f' && charArray[++index] == 'a' && charArray[++index] == 'l'
                    && charArray[++index] == 's' && charArray[++index] == 'e') {
                index++;
                return Boolean.FALSE;
            }
        }
        throw new JsonException(exceptionDetails("false not parsed properly"));
    }

    private String decodeString() {
        char[] array = charArray;
        int i = index;
        char c = array[i];
        if (i < array.length && c == '"') {
            i++;
        }
        int startIndex = i;
        // Up to the closing quote, noting whether there is a backslash on the way.
        boolean encoded = false;
        for (; i < array.length; i++) {
            c = array[i];
            if (c == '"') break;
            if (c == '\\') {
                encoded = true;
                break;
            }
        }
        String value;
        if (encoded) {
            i = findEndQuote(array, i);
            value = decodeJsonString(array, startIndex, i);
        } else {
            value = new String(array, startIndex, i - startIndex);
        }
        if (i < charArray.length) {
            i++;
        }
        index = i;
        return value;
    }

    private static int findEndQuote(char[] array, int index) {
        boolean escape = false;
        for (; index < array.length; index++) {
            char c = array[index];
            if (c == '"' && !escape) break;
            escape = c == '\\' && !escape;
        }
        return index;
    }

    /** The characters between the quotes with their escapes decoded; a short {@code \\u}
     *  escape is dropped (its digits stay), an unknown escape is an error. */
    private static String decodeJsonString(char[] chars, int start, int to) {
        StringBuilder sb = new StringBuilder(to - start);
        for (int i = start; i < to; i++) {
            char c = chars[i];
            if (c == '\\') {
                if (i < to) {
                    i++;
                    c = chars[i];
                    switch (c) {
                        case 'n':
                            sb.append('\n');
                            break;
                        case '/':
                            sb.append('/');
                            break;
                        case '"':
                            sb.append('"');
                            break;
                        case 'f':
                            sb.append('\f');
                            break;
                        case 't':
                            sb.append('\t');
                            break;
                        case '\\':
                            sb.append('\\');
                            break;
                        case 'b':
                            sb.append('\b');
                            break;
                        case 'r':
                            sb.append('\r');
                            break;
                        case 'u':
                            if (i + 4 < to) {
                                String hex = new String(chars, i + 1, 4);
                                sb.append((char) Integer.parseInt(hex, 16));
                                i += 4;
                            }
                            break;
                        default:
                            throw new JsonException("Unable to decode string");
                    }
                }
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ numbers

    private static final String MIN_INT_STR = String.valueOf(Integer.MIN_VALUE);
    private static final String MAX_INT_STR = String.valueOf(Integer.MAX_VALUE);
    /** Beyond this many fraction digits Groovy's fast double path gives up (results are
     *  BigDecimal either way). */
    private static final int POWERS_OF_TEN = 19;

    private static boolean isNumberDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isDelimiter(int c) {
        return c == ',' || c == '}' || c == ']';
    }

    static Number parseJsonNumber(char[] buffer, int from, int max, int[] size) {
        Number value;
        boolean simple = true;
        int digitsPastPoint = 0;
        int i = from;
        if (buffer[i] == '-') {
            i++;
        }
        if (i >= max) {
            Exceptions.die();
        }
        boolean foundDot = false;
        for (; i < max; i++) {
            char ch = buffer[i];
            if (isNumberDigit(ch)) {
                if (foundDot) {
                    digitsPastPoint++;
                }
            } else if (ch <= 32 || isDelimiter(ch)) {
                break;
            } else if (ch == '.') {
                if (foundDot) {
                    Exceptions.die("unexpected character " + ch);
                }
                foundDot = true;
            } else if (ch == 'E' || ch == 'e' || ch == '-' || ch == '+') {
                simple = false;
            } else {
                Exceptions.die("unexpected character " + ch);
            }
        }
        if (digitsPastPoint >= POWERS_OF_TEN - 1) {
            simple = false;
        }
        int length = i - from;
        if (!foundDot && simple) {
            if (isInteger(buffer, from, length)) {
                value = Integer.valueOf(parseIntFromTo(buffer, from, i));
            } else {
                value = Long.valueOf(parseLongFromTo(buffer, from, i));
            }
        } else {
            value = new BigDecimal(buffer, from, length);
        }
        if (size != null) {
            size[0] = i;
        }
        return value;
    }

    /** Whether the digits are within the int range, compared as text as Groovy does. */
    private static boolean isInteger(char[] digitChars, int offset, int len) {
        String cmpStr = digitChars[offset] == '-' ? MIN_INT_STR : MAX_INT_STR;
        int cmpLen = cmpStr.length();
        if (len < cmpLen) return true;
        if (len > cmpLen) return false;
        for (int i = 0; i < cmpLen; ++i) {
            int diff = digitChars[offset + i] - cmpStr.charAt(i);
            if (diff != 0) {
                return diff < 0;
            }
        }
        return true;
    }

    private static int parseIntFromTo(char[] digitChars, int offset, int to) {
        boolean negative = false;
        if (digitChars[offset] == '-') {
            offset++;
            negative = true;
        }
        if (offset >= to) {
            Exceptions.die();
        }
        int num = 0;
        for (; offset < to; offset++) {
            num = num * 10 + (digitChars[offset] - '0');
        }
        return negative ? -num : num;
    }

    private static long parseLongFromTo(char[] digitChars, int offset, int to) {
        boolean negative = false;
        if (digitChars[offset] == '-') {
            offset++;
            negative = true;
        }
        if (offset >= to) {
            Exceptions.die();
        }
        long num = digitChars[offset] - '0';
        offset++;
        for (; offset < to; offset++) {
            num = num * 10 + (digitChars[offset] - '0');
        }
        return negative ? num * -1 : num;
    }

    // ------------------------------------------------------------------ messages

    private static String charDescription(int c) {
        String charString;
        if (c == ' ') {
            charString = "[SPACE]";
        } else if (c == '\t') {
            charString = "[TAB]";
        } else if (c == '\n') {
            charString = "[NEWLINE]";
        } else {
            charString = "'" + (char) c + "'";
        }
        return charString + " with an int value of " + c;
    }

    /** Groovy's report of a parse error: the message, the character, the line and a caret. */
    static String errorDetails(String message, char[] array, int index, int ch) {
        StringBuilder buf = new StringBuilder(255);
        buf.append(message).append('\n');
        buf.append('\n');
        buf.append("The current character read is " + charDescription(ch)).append('\n');
        buf.append(message).append('\n');
        int line = 0;
        int lastLineIndex = 0;
        for (int i = 0; i < index && i < array.length; i++) {
            if (array[i] == '\n') {
                line++;
                lastLineIndex = i + 1;
            }
        }
        int count = 0;
        for (int i = lastLineIndex; i < array.length; i++, count++) {
            if (array[i] == '\n') {
                break;
            }
        }
        buf.append("line number " + (line + 1)).append('\n');
        buf.append("index number " + index).append('\n');
        buf.append(new String(array, lastLineIndex, count)).append('\n');
        for (int i = 0; i < (index - lastLineIndex); i++) {
            buf.append('.');
        }
        buf.append('^');
        return buf.toString();
    }
}
