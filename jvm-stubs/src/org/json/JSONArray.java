package org.json;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * An ordered sequence of values, as in the org.json library (its 2018 releases): parsed from
 * text (a missing element between commas is {@link JSONObject#NULL}), read with typed
 * {@code get} and {@code opt} methods by index, and written compactly or indented.
 */
public class JSONArray implements Iterable<Object> {
    private final ArrayList<Object> myArrayList;

    public JSONArray() {
        myArrayList = new ArrayList<Object>();
    }

    public JSONArray(JSONTokener x) throws JSONException {
        this();
        if (x.nextClean() != '[') {
            throw x.syntaxError("A JSONArray text must start with '['");
        }
        char nextChar = x.nextClean();
        if (nextChar == 0) {
            throw x.syntaxError("Expected a ',' or ']'");
        }
        if (nextChar != ']') {
            x.back();
            for (;;) {
                if (x.nextClean() == ',') {
                    x.back();
                    myArrayList.add(JSONObject.NULL);
                } else {
                    x.back();
                    myArrayList.add(x.nextValue());
                }
                switch (x.nextClean()) {
                    case 0:
                        throw x.syntaxError("Expected a ',' or ']'");
                    case ',':
                        nextChar = x.nextClean();
                        if (nextChar == 0) {
                            throw x.syntaxError("Expected a ',' or ']'");
                        }
                        if (nextChar == ']') {
                            return;
                        }
                        x.back();
                        break;
                    case ']':
                        return;
                    default:
                        throw x.syntaxError("Expected a ',' or ']'");
                }
            }
        }
    }

    public JSONArray(String source) throws JSONException {
        this(new JSONTokener(source));
    }

    public JSONArray(Collection<?> collection) {
        myArrayList = new ArrayList<Object>();
        if (collection != null) {
            Iterator<?> it = collection.iterator();
            while (it.hasNext()) {
                myArrayList.add(JSONObject.wrap(it.next()));
            }
        }
    }

    public JSONArray(Object array) throws JSONException {
        this();
        if (array == null || !array.getClass().isArray()) {
            throw new JSONException("JSONArray initial value should be a string or collection or array.");
        }
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            for (int i = 0; i < a.length; i++) put(JSONObject.wrap(a[i]));
        } else if (array instanceof int[]) {
            int[] a = (int[]) array;
            for (int i = 0; i < a.length; i++) put(Integer.valueOf(a[i]));
        } else if (array instanceof long[]) {
            long[] a = (long[]) array;
            for (int i = 0; i < a.length; i++) put(Long.valueOf(a[i]));
        } else if (array instanceof double[]) {
            double[] a = (double[]) array;
            for (int i = 0; i < a.length; i++) put(Double.valueOf(a[i]));
        } else if (array instanceof float[]) {
            float[] a = (float[]) array;
            for (int i = 0; i < a.length; i++) put(Float.valueOf(a[i]));
        } else if (array instanceof boolean[]) {
            boolean[] a = (boolean[]) array;
            for (int i = 0; i < a.length; i++) put(Boolean.valueOf(a[i]));
        } else if (array instanceof char[]) {
            char[] a = (char[]) array;
            for (int i = 0; i < a.length; i++) put(Character.valueOf(a[i]));
        } else if (array instanceof byte[]) {
            byte[] a = (byte[]) array;
            for (int i = 0; i < a.length; i++) put(Byte.valueOf(a[i]));
        } else {
            short[] a = (short[]) array;
            for (int i = 0; i < a.length; i++) put(Short.valueOf(a[i]));
        }
    }

    public Iterator<Object> iterator() {
        return myArrayList.iterator();
    }

    // ------------------------------------------------------------------ reading

    public Object get(int index) throws JSONException {
        Object object = opt(index);
        if (object == null) {
            throw new JSONException("JSONArray[" + index + "] not found.");
        }
        return object;
    }

    public boolean getBoolean(int index) throws JSONException {
        Boolean b = JSONObject.asBoolean(get(index));
        if (b != null) return b.booleanValue();
        throw new JSONException("JSONArray[" + index + "] is not a boolean.");
    }

    public double getDouble(int index) throws JSONException {
        Object object = get(index);
        try {
            return object instanceof Number ? ((Number) object).doubleValue() : Double.parseDouble((String) object);
        } catch (Exception e) {
            throw new JSONException("JSONArray[" + index + "] is not a number.", e);
        }
    }

    public int getInt(int index) throws JSONException {
        Object object = get(index);
        try {
            return object instanceof Number ? ((Number) object).intValue() : Integer.parseInt((String) object);
        } catch (Exception e) {
            throw new JSONException("JSONArray[" + index + "] is not a number.", e);
        }
    }

    public long getLong(int index) throws JSONException {
        Object object = get(index);
        try {
            return object instanceof Number ? ((Number) object).longValue() : Long.parseLong((String) object);
        } catch (Exception e) {
            throw new JSONException("JSONArray[" + index + "] is not a number.", e);
        }
    }

    public String getString(int index) throws JSONException {
        Object object = get(index);
        if (object instanceof String) {
            return (String) object;
        }
        throw new JSONException("JSONArray[" + index + "] not a string.");
    }

    public JSONArray getJSONArray(int index) throws JSONException {
        Object object = get(index);
        if (object instanceof JSONArray) {
            return (JSONArray) object;
        }
        throw new JSONException("JSONArray[" + index + "] is not a JSONArray.");
    }

    public JSONObject getJSONObject(int index) throws JSONException {
        Object object = get(index);
        if (object instanceof JSONObject) {
            return (JSONObject) object;
        }
        throw new JSONException("JSONArray[" + index + "] is not a JSONObject.");
    }

    public boolean isNull(int index) {
        return JSONObject.NULL.equals(opt(index));
    }

    public String join(String separator) throws JSONException {
        int len = length();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i += 1) {
            if (i > 0) {
                sb.append(separator);
            }
            JSONObject.writeValue(sb, myArrayList.get(i), 0, 0);
        }
        return sb.toString();
    }

    public int length() {
        return myArrayList.size();
    }

    public boolean isEmpty() {
        return myArrayList.isEmpty();
    }

    public Object opt(int index) {
        return (index < 0 || index >= length()) ? null : myArrayList.get(index);
    }

    public boolean optBoolean(int index) {
        return optBoolean(index, false);
    }

    public boolean optBoolean(int index, boolean defaultValue) {
        try {
            return getBoolean(index);
        } catch (Exception e) {
            return defaultValue;
        }
    }

    public double optDouble(int index) {
        return optDouble(index, Double.NaN);
    }

    public double optDouble(int index, double defaultValue) {
        Number n = JSONObject.optNumber(opt(index), true);
        return n == null ? defaultValue : n.doubleValue();
    }

    public int optInt(int index) {
        return optInt(index, 0);
    }

    public int optInt(int index, int defaultValue) {
        Number n = JSONObject.optNumber(opt(index), false);
        return n == null ? defaultValue : n.intValue();
    }

    public long optLong(int index) {
        return optLong(index, 0);
    }

    public long optLong(int index, long defaultValue) {
        Number n = JSONObject.optNumber(opt(index), false);
        return n == null ? defaultValue : n.longValue();
    }

    public String optString(int index) {
        return optString(index, "");
    }

    public String optString(int index, String defaultValue) {
        Object object = opt(index);
        return JSONObject.NULL.equals(object) ? defaultValue : object.toString();
    }

    public JSONArray optJSONArray(int index) {
        Object o = opt(index);
        return o instanceof JSONArray ? (JSONArray) o : null;
    }

    public JSONObject optJSONObject(int index) {
        Object o = opt(index);
        return o instanceof JSONObject ? (JSONObject) o : null;
    }

    // ------------------------------------------------------------------ writing values in

    public JSONArray put(boolean value) {
        return put(value ? Boolean.TRUE : Boolean.FALSE);
    }

    public JSONArray put(Collection<?> value) {
        return put((Object) new JSONArray(value));
    }

    public JSONArray put(double value) throws JSONException {
        return put(Double.valueOf(value));
    }

    public JSONArray put(int value) {
        return put(Integer.valueOf(value));
    }

    public JSONArray put(long value) {
        return put(Long.valueOf(value));
    }

    public JSONArray put(Map<?, ?> value) {
        return put((Object) new JSONObject(value));
    }

    public JSONArray put(Object value) {
        JSONObject.testValidity(value);
        myArrayList.add(value);
        return this;
    }

    public JSONArray put(int index, boolean value) throws JSONException {
        return put(index, value ? Boolean.TRUE : Boolean.FALSE);
    }

    public JSONArray put(int index, double value) throws JSONException {
        return put(index, Double.valueOf(value));
    }

    public JSONArray put(int index, int value) throws JSONException {
        return put(index, Integer.valueOf(value));
    }

    public JSONArray put(int index, long value) throws JSONException {
        return put(index, Long.valueOf(value));
    }

    /** Sets the element at {@code index}, padding with NULL when it is past the end. */
    public JSONArray put(int index, Object value) throws JSONException {
        if (index < 0) {
            throw new JSONException("JSONArray[" + index + "] not found.");
        }
        if (index < length()) {
            JSONObject.testValidity(value);
            myArrayList.set(index, value);
            return this;
        }
        if (index == length()) {
            return put(value);
        }
        while (index != length()) {
            myArrayList.add(JSONObject.NULL);
        }
        return put(value);
    }

    public Object remove(int index) {
        return index >= 0 && index < length() ? myArrayList.remove(index) : null;
    }

    /** The contents as plain lists and maps (NULL becomes null). */
    public List<Object> toList() {
        List<Object> results = new ArrayList<Object>(myArrayList.size());
        for (int i = 0; i < myArrayList.size(); i++) {
            Object element = myArrayList.get(i);
            if (element == null || JSONObject.NULL.equals(element)) {
                results.add(null);
            } else if (element instanceof JSONArray) {
                results.add(((JSONArray) element).toList());
            } else if (element instanceof JSONObject) {
                results.add(((JSONObject) element).toMap());
            } else {
                results.add(element);
            }
        }
        return results;
    }

    // ------------------------------------------------------------------ text

    public String toString() {
        try {
            return toString(0);
        } catch (Exception e) {
            return null;
        }
    }

    public String toString(int indentFactor) throws JSONException {
        StringBuilder sw = new StringBuilder();
        write(sw, indentFactor, 0);
        return sw.toString();
    }

    void write(StringBuilder writer, int indentFactor, int indent) throws JSONException {
        boolean commanate = false;
        int length = length();
        writer.append('[');
        if (length == 1) {
            JSONObject.writeValue(writer, myArrayList.get(0), indentFactor, indent);
        } else if (length != 0) {
            int newIndent = indent + indentFactor;
            for (int i = 0; i < length; i += 1) {
                if (commanate) {
                    writer.append(',');
                }
                if (indentFactor > 0) {
                    writer.append('\n');
                }
                JSONObject.indent(writer, newIndent);
                JSONObject.writeValue(writer, myArrayList.get(i), indentFactor, newIndent);
                commanate = true;
            }
            if (indentFactor > 0) {
                writer.append('\n');
            }
            JSONObject.indent(writer, indent);
        }
        writer.append(']');
    }
}
