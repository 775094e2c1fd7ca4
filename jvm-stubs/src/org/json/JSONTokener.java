package org.json;

/**
 * Reads JSON text for JSONObject and JSONArray, leniently as org.json does: strings may be in
 * single quotes, unquoted words are strings, numbers, booleans or null, {@code ;} separates
 * members like {@code ,}. Errors name the position: {@code at INDEX [character C line L]}.
 */
public class JSONTokener {
    private final String source;
    private int readPos;
    private long character;
    private boolean eof;
    private long index;
    private long line;
    private char previous;
    private boolean usePrevious;
    private long characterPreviousLine;

    public JSONTokener(String s) {
        source = s;
        eof = false;
        usePrevious = false;
        previous = 0;
        index = 0;
        character = 1;
        characterPreviousLine = 0;
        line = 1;
    }

    public void back() throws JSONException {
        if (usePrevious || index <= 0) {
            throw new JSONException("Stepping back two steps is not supported");
        }
        decrementIndexes();
        usePrevious = true;
        eof = false;
    }

    private void decrementIndexes() {
        index--;
        if (previous == '\r' || previous == '\n') {
            line--;
            character = characterPreviousLine;
        } else if (character > 0) {
            character--;
        }
    }

    public boolean end() {
        return eof && !usePrevious;
    }

    public boolean more() throws JSONException {
        if (usePrevious) return true;
        if (readPos < source.length()) return true;
        eof = true;
        return false;
    }

    public char next() throws JSONException {
        int c;
        if (usePrevious) {
            usePrevious = false;
            c = previous;
        } else {
            c = readPos < source.length() ? source.charAt(readPos++) : -1;
        }
        if (c <= 0) {
            eof = true;
            return 0;
        }
        incrementIndexes(c);
        previous = (char) c;
        return previous;
    }

    private void incrementIndexes(int c) {
        if (c > 0) {
            index++;
            if (c == '\r') {
                line++;
                characterPreviousLine = character;
                character = 0;
            } else if (c == '\n') {
                if (previous != '\r') {
                    line++;
                    characterPreviousLine = character;
                }
                character = 0;
            } else {
                character++;
            }
        }
    }

    public char next(char c) throws JSONException {
        char n = next();
        if (n != c) {
            if (n > 0) {
                throw syntaxError("Expected '" + c + "' and instead saw '" + n + "'");
            }
            throw syntaxError("Expected '" + c + "' and instead saw ''");
        }
        return n;
    }

    public String next(int n) throws JSONException {
        if (n == 0) return "";
        char[] chars = new char[n];
        int pos = 0;
        while (pos < n) {
            chars[pos] = next();
            if (end()) {
                throw syntaxError("Substring bounds error");
            }
            pos += 1;
        }
        return new String(chars);
    }

    /** The next character that is not a space or control character; 0 at the end. */
    public char nextClean() throws JSONException {
        for (;;) {
            char c = next();
            if (c == 0 || c > ' ') {
                return c;
            }
        }
    }

    public String nextString(char quote) throws JSONException {
        StringBuilder sb = new StringBuilder();
        for (;;) {
            char c = next();
            switch (c) {
                case 0:
                case '\n':
                case '\r':
                    throw syntaxError("Unterminated string");
                case '\\':
                    c = next();
                    switch (c) {
                        case 'b':
                            sb.append('\b');
                            break;
                        case 't':
                            sb.append('\t');
                            break;
                        case 'n':
                            sb.append('\n');
                            break;
                        case 'f':
                            sb.append('\f');
                            break;
                        case 'r':
                            sb.append('\r');
                            break;
                        case 'u':
                            try {
                                sb.append((char) Integer.parseInt(next(4), 16));
                            } catch (NumberFormatException e) {
                                throw syntaxError("Illegal escape.", e);
                            }
                            break;
                        case '"':
                        case '\'':
                        case '\\':
                        case '/':
                            sb.append(c);
                            break;
                        default:
                            throw syntaxError("Illegal escape.");
                    }
                    break;
                default:
                    if (c == quote) {
                        return sb.toString();
                    }
                    sb.append(c);
            }
        }
    }

    /** The next value: a string, a JSONObject, a JSONArray, or a word read by
     *  {@link JSONObject#stringToValue}. */
    public Object nextValue() throws JSONException {
        char c = nextClean();
        switch (c) {
            case '"':
            case '\'':
                return nextString(c);
            case '{':
                back();
                return new JSONObject(this);
            case '[':
                back();
                return new JSONArray(this);
            default:
                break;
        }
        StringBuilder sb = new StringBuilder();
        while (c >= ' ' && ",:]}/\\\"[{;=#".indexOf(c) < 0) {
            sb.append(c);
            c = next();
        }
        if (!eof) {
            back();
        }
        String string = sb.toString().trim();
        if ("".equals(string)) {
            throw syntaxError("Missing value");
        }
        return JSONObject.stringToValue(string);
    }

    public JSONException syntaxError(String message) {
        return new JSONException(message + toString());
    }

    public JSONException syntaxError(String message, Throwable causedBy) {
        return new JSONException(message + toString(), causedBy);
    }

    public String toString() {
        return " at " + index + " [character " + character + " line " + line + "]";
    }
}
