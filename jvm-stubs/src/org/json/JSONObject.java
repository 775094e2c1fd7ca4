package org.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * An unordered set of name/value pairs, as in the org.json library (its 2018 releases):
 * parsed leniently from text (see {@link JSONTokener}), kept in a HashMap, read with typed
 * {@code get} methods (which throw JSONException when the value is missing or of the wrong
 * type) and {@code opt} methods (which return a default), and written back compactly or
 * indented. Parsed decimals become Double, integers Integer or Long. Values are Boolean,
 * Number, String, JSONObject, JSONArray or {@link #NULL}.
 *
 * <p>Not modelled: building from a bean's getters or fields (reflection), resource bundles,
 * writers.
 */
public class JSONObject {
    /** JSON's null: equal to null and to itself, printed as {@code null}. */
    private static final class Null {
        protected final Object clone() {
            return this;
        }

        public boolean equals(Object object) {
            return object == null || object == this;
        }

        public int hashCode() {
            return 0;
        }

        public String toString() {
            return "null";
        }
    }

    public static final Object NULL = new Null();

    private final Map<String, Object> map;

    public JSONObject() {
        map = new HashMap<String, Object>();
    }

    public JSONObject(JSONObject jo, String... names) {
        this();
        for (int i = 0; i < names.length; i += 1) {
            try {
                putOnce(names[i], jo.opt(names[i]));
            } catch (Exception ignore) {
                // a missing name is left out
            }
        }
    }

    public JSONObject(JSONTokener x) throws JSONException {
        this();
        char c;
        String key;
        if (x.nextClean() != '{') {
            throw x.syntaxError("A JSONObject text must begin with '{'");
        }
        for (;;) {
            c = x.nextClean();
            switch (c) {
                case 0:
                    throw x.syntaxError("A JSONObject text must end with '}'");
                case '}':
                    return;
                default:
                    x.back();
                    key = x.nextValue().toString();
            }
            c = x.nextClean();
            if (c != ':') {
                throw x.syntaxError("Expected a ':' after a key");
            }
            if (key != null) {
                if (opt(key) != null) {
                    throw x.syntaxError("Duplicate key \"" + key + "\"");
                }
                Object value = x.nextValue();
                if (value != null) {
                    put(key, value);
                }
            }
            switch (x.nextClean()) {
                case ';':
                case ',':
                    if (x.nextClean() == '}') {
                        return;
                    }
                    x.back();
                    break;
                case '}':
                    return;
                default:
                    throw x.syntaxError("Expected a ',' or '}'");
            }
        }
    }

    public JSONObject(Map<?, ?> m) {
        map = new HashMap<String, Object>();
        if (m != null) {
            Iterator<? extends Map.Entry<?, ?>> it = m.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = it.next();
                Object value = e.getValue();
                if (value != null) {
                    map.put(String.valueOf(e.getKey()), wrap(value));
                }
            }
        }
    }

    public JSONObject(String source) throws JSONException {
        this(new JSONTokener(source));
    }

    // ------------------------------------------------------------------ reading

    public Object get(String key) throws JSONException {
        if (key == null) {
            throw new JSONException("Null key.");
        }
        Object object = opt(key);
        if (object == null) {
            throw new JSONException("JSONObject[" + quote(key) + "] not found.");
        }
        return object;
    }

    public boolean getBoolean(String key) throws JSONException {
        Boolean b = asBoolean(get(key));
        if (b != null) return b.booleanValue();
        throw new JSONException("JSONObject[" + quote(key) + "] is not a Boolean.");
    }

    /** A value as a boolean: a Boolean, or "true"/"false" in any case; else null. */
    static Boolean asBoolean(Object object) {
        if (object.equals(Boolean.FALSE) || (object instanceof String && ((String) object).equalsIgnoreCase("false"))) {
            return Boolean.FALSE;
        }
        if (object.equals(Boolean.TRUE) || (object instanceof String && ((String) object).equalsIgnoreCase("true"))) {
            return Boolean.TRUE;
        }
        return null;
    }

    public double getDouble(String key) throws JSONException {
        Object object = get(key);
        try {
            return object instanceof Number ? ((Number) object).doubleValue() : Double.parseDouble(object.toString());
        } catch (Exception e) {
            throw new JSONException("JSONObject[" + quote(key) + "] is not a number.", e);
        }
    }

    public int getInt(String key) throws JSONException {
        Object object = get(key);
        try {
            return object instanceof Number ? ((Number) object).intValue() : Integer.parseInt((String) object);
        } catch (Exception e) {
            throw new JSONException("JSONObject[" + quote(key) + "] is not an int.", e);
        }
    }

    public long getLong(String key) throws JSONException {
        Object object = get(key);
        try {
            return object instanceof Number ? ((Number) object).longValue() : Long.parseLong((String) object);
        } catch (Exception e) {
            throw new JSONException("JSONObject[" + quote(key) + "] is not a long.", e);
        }
    }

    public String getString(String key) throws JSONException {
        Object object = get(key);
        if (object instanceof String) {
            return (String) object;
        }
        throw new JSONException("JSONObject[" + quote(key) + "] not a string.");
    }

    public JSONObject getJSONObject(String key) throws JSONException {
        Object object = get(key);
        if (object instanceof JSONObject) {
            return (JSONObject) object;
        }
        throw new JSONException("JSONObject[" + quote(key) + "] is not a JSONObject.");
    }

    public JSONArray getJSONArray(String key) throws JSONException {
        Object object = get(key);
        if (object instanceof JSONArray) {
            return (JSONArray) object;
        }
        throw new JSONException("JSONObject[" + quote(key) + "] is not a JSONArray.");
    }

    public boolean has(String key) {
        return map.containsKey(key);
    }

    public boolean isNull(String key) {
        return NULL.equals(opt(key));
    }

    public Iterator<String> keys() {
        return keySet().iterator();
    }

    public Set<String> keySet() {
        return map.keySet();
    }

    public int length() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public JSONArray names() {
        if (map.isEmpty()) {
            return null;
        }
        return new JSONArray(map.keySet());
    }

    public Object opt(String key) {
        return key == null ? null : map.get(key);
    }

    public boolean optBoolean(String key) {
        return optBoolean(key, false);
    }

    public boolean optBoolean(String key, boolean defaultValue) {
        Object val = opt(key);
        if (NULL.equals(val)) {
            return defaultValue;
        }
        if (val instanceof Boolean) {
            return ((Boolean) val).booleanValue();
        }
        try {
            return getBoolean(key);
        } catch (Exception e) {
            return defaultValue;
        }
    }

    /**
     * What the opt methods read as a number: a number as it is, a string parsed (as a double,
     * or else as a BigDecimal), anything else (null, JSONObject.NULL, a bad string) null.
     */
    static Number optNumber(Object val, boolean floating) {
        if (NULL.equals(val)) return null;
        if (val instanceof Number) return (Number) val;
        if (val instanceof String) {
            try {
                return floating ? (Number) Double.valueOf((String) val) : new BigDecimal((String) val);
            } catch (Exception e) {
                return null;
            }
        }
        return null;
    }

    public double optDouble(String key) {
        return optDouble(key, Double.NaN);
    }

    public double optDouble(String key, double defaultValue) {
        Number n = optNumber(opt(key), true);
        return n == null ? defaultValue : n.doubleValue();
    }

    public int optInt(String key) {
        return optInt(key, 0);
    }

    public int optInt(String key, int defaultValue) {
        Number n = optNumber(opt(key), false);
        return n == null ? defaultValue : n.intValue();
    }

    public long optLong(String key) {
        return optLong(key, 0);
    }

    public long optLong(String key, long defaultValue) {
        Number n = optNumber(opt(key), false);
        return n == null ? defaultValue : n.longValue();
    }

    public String optString(String key) {
        return optString(key, "");
    }

    public String optString(String key, String defaultValue) {
        Object object = opt(key);
        return NULL.equals(object) ? defaultValue : object.toString();
    }

    public JSONObject optJSONObject(String key) {
        Object object = opt(key);
        return object instanceof JSONObject ? (JSONObject) object : null;
    }

    public JSONArray optJSONArray(String key) {
        Object o = opt(key);
        return o instanceof JSONArray ? (JSONArray) o : null;
    }

    // ------------------------------------------------------------------ writing values in

    public JSONObject put(String key, boolean value) throws JSONException {
        return put(key, value ? Boolean.TRUE : Boolean.FALSE);
    }

    public JSONObject put(String key, Collection<?> value) throws JSONException {
        return put(key, (Object) new JSONArray(value));
    }

    public JSONObject put(String key, double value) throws JSONException {
        return put(key, Double.valueOf(value));
    }

    public JSONObject put(String key, int value) throws JSONException {
        return put(key, Integer.valueOf(value));
    }

    public JSONObject put(String key, long value) throws JSONException {
        return put(key, Long.valueOf(value));
    }

    public JSONObject put(String key, Map<?, ?> value) throws JSONException {
        return put(key, (Object) new JSONObject(value));
    }

    /** Sets a value; null removes the key. */
    public JSONObject put(String key, Object value) throws JSONException {
        if (key == null) {
            throw new NullPointerException("Null key.");
        }
        if (value != null) {
            testValidity(value);
            map.put(key, value);
        } else {
            remove(key);
        }
        return this;
    }

    public JSONObject putOnce(String key, Object value) throws JSONException {
        if (key != null && value != null) {
            if (opt(key) != null) {
                throw new JSONException("Duplicate key \"" + key + "\"");
            }
            return put(key, value);
        }
        return this;
    }

    public JSONObject putOpt(String key, Object value) throws JSONException {
        if (key != null && value != null) {
            return put(key, value);
        }
        return this;
    }

    public JSONObject accumulate(String key, Object value) throws JSONException {
        testValidity(value);
        Object object = opt(key);
        if (object == null) {
            put(key, value instanceof JSONArray ? new JSONArray().put(value) : value);
        } else if (object instanceof JSONArray) {
            ((JSONArray) object).put(value);
        } else {
            put(key, new JSONArray().put(object).put(value));
        }
        return this;
    }

    public JSONObject append(String key, Object value) throws JSONException {
        testValidity(value);
        Object object = opt(key);
        if (object == null) {
            put(key, new JSONArray().put(value));
        } else if (object instanceof JSONArray) {
            put(key, ((JSONArray) object).put(value));
        } else {
            throw new JSONException("JSONObject[" + key + "] is not a JSONArray.");
        }
        return this;
    }

    public Object remove(String key) {
        return map.remove(key);
    }

    /** The contents as plain maps and lists (NULL becomes null). */
    public Map<String, Object> toMap() {
        Map<String, Object> results = new HashMap<String, Object>();
        Iterator<Map.Entry<String, Object>> it = map.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Object> entry = it.next();
            Object value;
            if (entry.getValue() == null || NULL.equals(entry.getValue())) {
                value = null;
            } else if (entry.getValue() instanceof JSONObject) {
                value = ((JSONObject) entry.getValue()).toMap();
            } else if (entry.getValue() instanceof JSONArray) {
                value = ((JSONArray) entry.getValue()).toList();
            } else {
                value = entry.getValue();
            }
            results.put(entry.getKey(), value);
        }
        return results;
    }

    // ------------------------------------------------------------------ text

    /** A word of JSON text as a value: true, false, null (any case), a number, or the text. */
    public static Object stringToValue(String string) {
        if (string.equals("")) {
            return string;
        }
        if (string.equalsIgnoreCase("true")) {
            return Boolean.TRUE;
        }
        if (string.equalsIgnoreCase("false")) {
            return Boolean.FALSE;
        }
        if (string.equalsIgnoreCase("null")) {
            return JSONObject.NULL;
        }
        char initial = string.charAt(0);
        if ((initial >= '0' && initial <= '9') || initial == '-') {
            try {
                if (isDecimalNotation(string)) {
                    Double d = Double.valueOf(string);
                    if (!d.isInfinite() && !d.isNaN()) {
                        return d;
                    }
                } else {
                    Long myLong = Long.valueOf(string);
                    if (string.equals(myLong.toString())) {
                        if (myLong.longValue() == myLong.intValue()) {
                            return Integer.valueOf(myLong.intValue());
                        }
                        return myLong;
                    }
                }
            } catch (Exception ignore) {
                // not a number after all: the text itself
            }
        }
        return string;
    }

    private static boolean isDecimalNotation(String val) {
        return val.indexOf('.') > -1 || val.indexOf('e') > -1 || val.indexOf('E') > -1 || "-0".equals(val);
    }

    public static void testValidity(Object o) throws JSONException {
        if (o != null) {
            if (o instanceof Double) {
                if (((Double) o).isInfinite() || ((Double) o).isNaN()) {
                    throw new JSONException("JSON does not allow non-finite numbers.");
                }
            } else if (o instanceof Float) {
                if (((Float) o).isInfinite() || ((Float) o).isNaN()) {
                    throw new JSONException("JSON does not allow non-finite numbers.");
                }
            }
        }
    }

    /** A number's text, without a decimal fraction's trailing zeros. */
    public static String numberToString(Number number) throws JSONException {
        if (number == null) {
            throw new JSONException("Null pointer");
        }
        testValidity(number);
        String string = number.toString();
        if (string.indexOf('.') > 0 && string.indexOf('e') < 0 && string.indexOf('E') < 0) {
            while (string.endsWith("0")) {
                string = string.substring(0, string.length() - 1);
            }
            if (string.endsWith(".")) {
                string = string.substring(0, string.length() - 1);
            }
        }
        return string;
    }

    /** A JSON string literal: quote, backslash, {@code </}, controls and some invisible
     *  characters escaped. */
    public static String quote(String string) {
        StringBuilder w = new StringBuilder();
        quote(string, w);
        return w.toString();
    }

    static void quote(String string, StringBuilder w) {
        if (string == null || string.length() == 0) {
            w.append("\"\"");
            return;
        }
        char b;
        char c = 0;
        int len = string.length();
        w.append('"');
        for (int i = 0; i < len; i += 1) {
            b = c;
            c = string.charAt(i);
            switch (c) {
                case '\\':
                case '"':
                    w.append('\\');
                    w.append(c);
                    break;
                case '/':
                    if (b == '<') {
                        w.append('\\');
                    }
                    w.append(c);
                    break;
                case '\b':
                    w.append("\\b");
                    break;
                case '\t':
                    w.append("\\t");
                    break;
                case '\n':
                    w.append("\\n");
                    break;
                case '\f':
                    w.append("\\f");
                    break;
                case '\r':
                    w.append("\\r");
                    break;
                default:
                    if (c < ' ' || (c >= '\u0080' && c < '\u00a0') || (c >= '\u2000' && c < '\u2100')) {
                        w.append("\\u");
                        String hhhh = Integer.toHexString(c);
                        w.append("0000", 0, 4 - hhhh.length());
                        w.append(hhhh);
                    } else {
                        w.append(c);
                    }
            }
        }
        w.append('"');
    }

    /** A value as org.json keeps it: maps, collections and arrays become JSON objects and arrays. */
    public static Object wrap(Object object) {
        if (object == null) {
            return NULL;
        }
        if (object instanceof JSONObject || object instanceof JSONArray || NULL.equals(object)
                || object instanceof JSONString || object instanceof Byte || object instanceof Character
                || object instanceof Short || object instanceof Integer || object instanceof Long
                || object instanceof Boolean || object instanceof Float || object instanceof Double
                || object instanceof String || object instanceof BigInteger || object instanceof BigDecimal
                || object instanceof Enum) {
            return object;
        }
        if (object instanceof Collection) {
            return new JSONArray((Collection<?>) object);
        }
        if (object.getClass().isArray()) {
            return new JSONArray(object);
        }
        if (object instanceof Map) {
            return new JSONObject((Map<?, ?>) object);
        }
        String name = object.getClass().getName();
        if (name.startsWith("java.") || name.startsWith("javax.")) {
            return object.toString();
        }
        throw ironpf.Unsupported.fail("org.json cannot wrap a " + name
                + " (JSONObject reads beans through reflection, which ironpf does not model)");
    }

    public String toString() {
        try {
            return toString(0);
        } catch (Exception e) {
            return null;
        }
    }

    public String toString(int indentFactor) throws JSONException {
        StringBuilder w = new StringBuilder();
        write(w, indentFactor, 0);
        return w.toString();
    }

    static void writeValue(StringBuilder writer, Object value, int indentFactor, int indent) throws JSONException {
        if (value == null || value.equals(null)) {
            writer.append("null");
        } else if (value instanceof JSONString) {
            String o = ((JSONString) value).toJSONString();
            writer.append(o);
        } else if (value instanceof Number) {
            String numberAsString = numberToString((Number) value);
            if (isNumberText(numberAsString)) {
                writer.append(numberAsString);
            } else {
                quote(numberAsString, writer);
            }
        } else if (value instanceof Boolean) {
            writer.append(value.toString());
        } else if (value instanceof Enum<?>) {
            quote(((Enum<?>) value).name(), writer);
        } else if (value instanceof JSONObject) {
            ((JSONObject) value).write(writer, indentFactor, indent);
        } else if (value instanceof JSONArray) {
            ((JSONArray) value).write(writer, indentFactor, indent);
        } else if (value instanceof Map) {
            new JSONObject((Map<?, ?>) value).write(writer, indentFactor, indent);
        } else if (value instanceof Collection) {
            new JSONArray((Collection<?>) value).write(writer, indentFactor, indent);
        } else if (value.getClass().isArray()) {
            new JSONArray(value).write(writer, indentFactor, indent);
        } else {
            quote(value.toString(), writer);
        }
    }

    /** Whether a number's text is a JSON number (BigDecimal's parser decides, as in org.json). */
    private static boolean isNumberText(String s) {
        try {
            new BigDecimal(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        } catch (ArithmeticException e) {
            // valid, but beyond ironpf's BigDecimal range
            return true;
        }
    }

    static void indent(StringBuilder writer, int indent) {
        for (int i = 0; i < indent; i += 1) {
            writer.append(' ');
        }
    }

    void write(StringBuilder writer, int indentFactor, int indent) throws JSONException {
        boolean commanate = false;
        int length = length();
        writer.append('{');
        if (length == 1) {
            Map.Entry<String, ?> entry = map.entrySet().iterator().next();
            String key = entry.getKey();
            quote(key, writer);
            writer.append(':');
            if (indentFactor > 0) {
                writer.append(' ');
            }
            writeValue(writer, entry.getValue(), indentFactor, indent);
        } else if (length != 0) {
            int newIndent = indent + indentFactor;
            Iterator<Map.Entry<String, Object>> it = map.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<String, ?> entry = it.next();
                if (commanate) {
                    writer.append(',');
                }
                if (indentFactor > 0) {
                    writer.append('\n');
                }
                indent(writer, newIndent);
                String key = entry.getKey();
                quote(key, writer);
                writer.append(':');
                if (indentFactor > 0) {
                    writer.append(' ');
                }
                writeValue(writer, entry.getValue(), indentFactor, newIndent);
                commanate = true;
            }
            if (indentFactor > 0) {
                writer.append('\n');
            }
            indent(writer, indent);
        }
        writer.append('}');
    }
}
