package ironpf.groovy;

import groovy.lang.Closure;
import groovy.lang.GString;
import groovy.lang.IntRange;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.codehaus.groovy.runtime.InvokerHelper;
import org.codehaus.groovy.runtime.typehandling.DefaultTypeTransformation;
import org.codehaus.groovy.runtime.typehandling.GroovyCastException;

/**
 * The GDK methods SmartApps use (Groovy's DefaultGroovyMethods and friends), written as
 * static methods whose first parameter is the receiver. Dispatch finds them when the
 * receiver's class has no better method of that name.
 */
public final class Gdk {
    private Gdk() {
    }

    private static boolean truth(Object o) {
        return DefaultTypeTransformation.castToBoolean(o);
    }

    /** Calls a closure on a map entry: with the entry, or with key and value. */
    private static Object callWithEntry(Closure c, Map.Entry e) {
        if (c.getMaximumNumberOfParameters() >= 2) return c.call(new Object[] {e.getKey(), e.getValue()});
        return c.call(e);
    }

    /** Calls a closure on an element; a map entry goes as key and value to a closure that
     *  takes two parameters. */
    private static Object callElement(Closure c, Object e) {
        if (e instanceof Map.Entry && c.getMaximumNumberOfParameters() >= 2) return callWithEntry(c, (Map.Entry) e);
        return c.call(e);
    }

    public static Iterator iterator(Object o) {
        // Groovy iterates null as nothing (`null.each {}`, `null.find {}`).
        if (o == null) return Collections.emptyIterator();
        if (o instanceof Iterable) return ((Iterable) o).iterator();
        if (o instanceof Map) return ((Map) o).entrySet().iterator();
        if (o instanceof Object[]) return Arrays.asList((Object[]) o).iterator();
        if (o instanceof Iterator) return (Iterator) o;
        if (o instanceof CharSequence) return toList((CharSequence) o).iterator();
        if (o instanceof java.util.regex.Matcher) return matches((java.util.regex.Matcher) o).iterator();
        if (o != null && o.getClass().isArray()) return primitiveArrayList(o).iterator();
        return Collections.singletonList(o).iterator();
    }

    /** Groovy's view of a matcher: each match, as the matched text when the pattern has no
     *  groups, else as the list of the match and its groups. */
    private static List matches(java.util.regex.Matcher m) {
        List out = new ArrayList();
        m.reset();
        while (m.find()) {
            if (m.groupCount() == 0) {
                out.add(m.group());
            } else {
                List groups = new ArrayList();
                for (int g = 0; g <= m.groupCount(); g++) groups.add(m.group(g));
                out.add(groups);
            }
        }
        m.reset();
        return out;
    }

    public static boolean asBoolean(java.util.regex.Matcher self) {
        self.reset();
        return self.find();
    }

    public static Object getAt(java.util.regex.Matcher self, int index) {
        List all = matches(self);
        return all.get(index < 0 ? all.size() + index : index);
    }

    public static int size(java.util.regex.Matcher self) {
        return matches(self).size();
    }

    /** The elements of an array of a primitive type, boxed. */
    private static List primitiveArrayList(Object a) {
        List out = new ArrayList();
        if (a instanceof int[]) {
            int[] v = (int[]) a;
            for (int i = 0; i < v.length; i++) out.add(Integer.valueOf(v[i]));
        } else if (a instanceof long[]) {
            long[] v = (long[]) a;
            for (int i = 0; i < v.length; i++) out.add(Long.valueOf(v[i]));
        } else if (a instanceof double[]) {
            double[] v = (double[]) a;
            for (int i = 0; i < v.length; i++) out.add(Double.valueOf(v[i]));
        } else if (a instanceof boolean[]) {
            boolean[] v = (boolean[]) a;
            for (int i = 0; i < v.length; i++) out.add(Boolean.valueOf(v[i]));
        } else if (a instanceof char[]) {
            char[] v = (char[]) a;
            for (int i = 0; i < v.length; i++) out.add(Character.valueOf(v[i]));
        } else if (a instanceof byte[]) {
            byte[] v = (byte[]) a;
            for (int i = 0; i < v.length; i++) out.add(Byte.valueOf(v[i]));
        } else {
            throw ironpf.Unsupported.fail("iterating " + a.getClass().getName());
        }
        return out;
    }

    // ----- Object -----

    public static void println(Object self) {
        System.out.println();
    }

    public static void println(Object self, Object value) {
        System.out.println(InvokerHelper.toString(value));
    }

    public static void print(Object self, Object value) {
        System.out.print(InvokerHelper.toString(value));
    }

    public static boolean is(Object self, Object other) {
        return self == other;
    }

    public static boolean isCase(Object caseValue, Object switchValue) {
        return DefaultTypeTransformation.compareEqual(caseValue, switchValue);
    }

    public static boolean asBoolean(Object self) {
        return truth(self);
    }

    public static String inspect(Object self) {
        return InvokerHelper.inspect(self);
    }

    public static Object with(Object self, Closure c) {
        c.setDelegate(self);
        c.setResolveStrategy(Closure.DELEGATE_FIRST);
        return c.call(self);
    }

    public static Object identity(Object self, Closure c) {
        return with(self, c);
    }

    public static Object asType(Object self, Class type) {
        if (self instanceof String || self instanceof GString) {
            String s = self.toString();
            if (type == Integer.class || type == int.class) return Integer.valueOf(s.trim());
            if (type == Long.class || type == long.class) return Long.valueOf(s.trim());
            if (type == Double.class || type == double.class) return Double.valueOf(s.trim());
            if (type == Float.class || type == float.class) return Float.valueOf(s.trim());
            if (type == BigDecimal.class) return new BigDecimal(s.trim());
            if (type == List.class) return toList(s);
        }
        return DefaultTypeTransformation.castToType(self, type);
    }

    public static String toString(Object self) {
        return InvokerHelper.toString(self);
    }

    // ----- isCase -----

    public static boolean isCase(Class caseValue, Object switchValue) {
        return caseValue.isInstance(switchValue);
    }

    public static boolean isCase(Collection caseValue, Object switchValue) {
        return caseValue.contains(switchValue);
    }

    public static boolean isCase(Map caseValue, Object switchValue) {
        return truth(caseValue.get(switchValue));
    }

    public static boolean isCase(Closure caseValue, Object switchValue) {
        return truth(caseValue.call(switchValue));
    }

    public static boolean isCase(CharSequence caseValue, Object switchValue) {
        return switchValue != null && caseValue.toString().equals(switchValue.toString());
    }

    /** A pattern case matches a value whose string form it matches as a whole. */
    public static boolean isCase(java.util.regex.Pattern caseValue, Object switchValue) {
        if (switchValue == null) return false;
        return caseValue.matcher(switchValue.toString()).matches();
    }

    public static boolean isCase(Number caseValue, Number switchValue) {
        return switchValue != null && Numbers.compareTo(caseValue, switchValue) == 0;
    }

    // ----- numbers -----

    public static Number plus(Number a, Number b) {
        return Numbers.plus(a, b);
    }

    public static Number minus(Number a, Number b) {
        return Numbers.minus(a, b);
    }

    public static Number multiply(Number a, Number b) {
        return Numbers.multiply(a, b);
    }

    public static Number div(Number a, Number b) {
        return Numbers.div(a, b);
    }

    public static Number intdiv(Number a, Number b) {
        return Numbers.intdiv(a, b);
    }

    public static Number mod(Number a, Number b) {
        return Numbers.mod(a, b);
    }

    public static Number power(Number a, Number b) {
        return Numbers.power(a, b);
    }

    public static Number negative(Number a) {
        return Numbers.negate(a);
    }

    public static Number next(Number a) {
        return Numbers.plus(a, Integer.valueOf(1));
    }

    public static Number previous(Number a) {
        return Numbers.minus(a, Integer.valueOf(1));
    }

    public static Number abs(Number a) {
        return Numbers.abs(a);
    }

    public static int compareTo(Number a, Number b) {
        return Numbers.compareTo(a, b);
    }

    public static Integer toInteger(Number self) {
        return Integer.valueOf(self.intValue());
    }

    public static Long toLong(Number self) {
        return Long.valueOf(self.longValue());
    }

    public static Double toDouble(Number self) {
        return Double.valueOf(self.doubleValue());
    }

    public static Float toFloat(Number self) {
        return Float.valueOf(self.floatValue());
    }

    public static BigDecimal toBigDecimal(Number self) {
        return Numbers.toBigDecimal(self);
    }

    public static java.math.BigInteger toBigInteger(Number self) {
        return Numbers.toBigInteger(self);
    }

    public static java.math.BigInteger toBigInteger(CharSequence self) {
        return new java.math.BigInteger(self.toString().trim());
    }

    public static long round(Double self) {
        return Math.round(self.doubleValue());
    }

    public static int round(Float self) {
        return Math.round(self.floatValue());
    }

    public static double round(Double self, int places) {
        double f = Math.pow(10, places);
        return Math.floor(self.doubleValue() * f + 0.5) / f;
    }

    public static void times(Number self, Closure c) {
        int n = self.intValue();
        for (int i = 0; i < n; i++) c.call(Integer.valueOf(i));
    }

    public static void upto(Number self, Number to, Closure c) {
        int t = to.intValue();
        for (int i = self.intValue(); i <= t; i++) c.call(Integer.valueOf(i));
    }

    public static void downto(Number self, Number to, Closure c) {
        int t = to.intValue();
        for (int i = self.intValue(); i >= t; i--) c.call(Integer.valueOf(i));
    }

    public static void step(Number self, Number to, Number step, Closure c) {
        int s = step.intValue();
        if (s > 0) {
            for (int i = self.intValue(); i < to.intValue(); i += s) c.call(Integer.valueOf(i));
        } else if (s < 0) {
            for (int i = self.intValue(); i > to.intValue(); i += s) c.call(Integer.valueOf(i));
        }
    }

    // ----- strings -----

    public static String plus(String self, Object value) {
        return self + InvokerHelper.toString(value);
    }

    public static String plus(GString self, Object value) {
        return self.toString() + InvokerHelper.toString(value);
    }

    public static String plus(Number self, String value) {
        return InvokerHelper.toString(self) + value;
    }

    public static String minus(String self, Object value) {
        String v = InvokerHelper.toString(value);
        int i = self.indexOf(v);
        return i < 0 ? self : self.substring(0, i) + self.substring(i + v.length());
    }

    public static String multiply(String self, Number times) {
        int n = times.intValue();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(self);
        return sb.toString();
    }

    public static int size(CharSequence self) {
        return self.length();
    }

    public static Integer toInteger(CharSequence self) {
        return Integer.valueOf(self.toString().trim());
    }

    public static Long toLong(CharSequence self) {
        return Long.valueOf(self.toString().trim());
    }

    public static Double toDouble(CharSequence self) {
        return Double.valueOf(self.toString().trim());
    }

    public static BigDecimal toBigDecimal(CharSequence self) {
        return new BigDecimal(self.toString().trim());
    }

    public static boolean isInteger(CharSequence self) {
        String s = self.toString().trim();
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(Character.isDigit(c) || (i == 0 && (c == '-' || c == '+') && s.length() > 1))) return false;
        }
        return true;
    }

    public static boolean isNumber(CharSequence self) {
        try {
            new BigDecimal(self.toString().trim());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public static String capitalize(CharSequence self) {
        String s = self.toString();
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    public static String reverse(CharSequence self) {
        return new StringBuilder(self.toString()).reverse().toString();
    }

    public static String getAt(CharSequence self, int index) {
        String s = self.toString();
        if (index < 0) index += s.length();
        return String.valueOf(s.charAt(index));
    }

    public static String getAt(CharSequence self, IntRange range) {
        String s = self.toString();
        int from = range.getFromInt();
        int to = range.getToInt();
        if (from < 0) from += s.length();
        if (to < 0) to += s.length();
        String sub = s.substring(from, to + 1);
        return range.isReverse() ? reverse(sub) : sub;
    }

    public static String padLeft(CharSequence self, Number width) {
        return padLeft(self, width, " ");
    }

    public static String padLeft(CharSequence self, Number width, CharSequence pad) {
        String s = self.toString();
        int n = width.intValue() - s.length();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(pad.charAt(i % pad.length()));
        return sb.append(s).toString();
    }

    public static String padRight(CharSequence self, Number width) {
        return padRight(self, width, " ");
    }

    public static String padRight(CharSequence self, Number width, CharSequence pad) {
        String s = self.toString();
        StringBuilder sb = new StringBuilder(s);
        int n = width.intValue() - s.length();
        for (int i = 0; i < n; i++) sb.append(pad.charAt(i % pad.length()));
        return sb.toString();
    }

    public static String center(CharSequence self, Number width) {
        String s = self.toString();
        int n = width.intValue() - s.length();
        if (n <= 0) return s;
        int left = n / 2;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < left; i++) sb.append(' ');
        sb.append(s);
        for (int i = 0; i < n - left; i++) sb.append(' ');
        return sb.toString();
    }

    public static List tokenize(CharSequence self) {
        return tokenize(self, " \t\n\r\f");
    }

    public static List tokenize(CharSequence self, CharSequence delimiters) {
        List out = new ArrayList();
        String s = self.toString();
        String d = delimiters.toString();
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (d.indexOf(c) >= 0) {
                if (cur.length() > 0) out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (cur.length() > 0) out.add(cur.toString());
        return out;
    }

    public static String[] split(CharSequence self) {
        List parts = tokenize(self);
        return (String[]) parts.toArray(new String[parts.size()]);
    }

    public static List toList(CharSequence self) {
        List out = new ArrayList();
        String s = self.toString();
        for (int i = 0; i < s.length(); i++) out.add(String.valueOf(s.charAt(i)));
        return out;
    }

    public static void each(CharSequence self, Closure c) {
        String s = self.toString();
        for (int i = 0; i < s.length(); i++) c.call(String.valueOf(s.charAt(i)));
    }

    public static int count(CharSequence self, CharSequence text) {
        String s = self.toString();
        String t = text.toString();
        int n = 0;
        for (int i = s.indexOf(t); i >= 0; i = s.indexOf(t, i + 1)) n++;
        return n;
    }

    public static boolean asBoolean(CharSequence self) {
        return self.length() > 0;
    }

    // ----- iteration -----

    public static Object each(Object self, Closure c) {
        Iterator it = iterator(self);
        while (it.hasNext()) callElement(c, it.next());
        return self;
    }

    public static Map each(Map self, Closure c) {
        Iterator it = self.entrySet().iterator();
        while (it.hasNext()) callWithEntry(c, (Map.Entry) it.next());
        return self;
    }

    public static Object eachWithIndex(Object self, Closure c) {
        Iterator it = iterator(self);
        int i = 0;
        while (it.hasNext()) c.call(new Object[] {it.next(), Integer.valueOf(i++)});
        return self;
    }

    /** GDK: the bytes a Base64 text stands for. */
    public static byte[] decodeBase64(String self) {
        return java.util.Base64.getDecoder().decode(self);
    }

    /**
     * Grails' codecs, which SmartThings offers on every object (not Groovy's GDK: a plain Groovy
     * program calling them fails on the real Groovy runtime): the object's text in Base64
     * (a byte array's bytes), and URL-encoded (UTF-8, spaces as '+').
     */
    public static String encodeAsBase64(Object self) {
        byte[] bytes = self instanceof byte[] ? (byte[]) self
                : self.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return java.util.Base64.getEncoder().encodeToString(bytes);
    }

    public static String encodeAsURL(Object self) {
        try {
            return java.net.URLEncoder.encode(self.toString(), "UTF-8");
        } catch (java.io.UnsupportedEncodingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Each element with its index (from offset), as a pair [element, index]. */
    public static List withIndex(Iterable self) {
        return withIndex(self, 0);
    }

    public static List withIndex(Iterable self, int offset) {
        List out = new ArrayList();
        Iterator it = self.iterator();
        int i = offset;
        while (it.hasNext()) out.add(new groovy.lang.Tuple2(it.next(), Integer.valueOf(i++)));
        return out;
    }

    /** The elements by their index (from offset), in order. */
    public static Map indexed(Iterable self) {
        return indexed(self, 0);
    }

    public static Map indexed(Iterable self, int offset) {
        Map out = new LinkedHashMap();
        Iterator it = self.iterator();
        int i = offset;
        while (it.hasNext()) out.put(Integer.valueOf(i++), it.next());
        return out;
    }

    public static Map eachWithIndex(Map self, Closure c) {
        Iterator it = self.entrySet().iterator();
        int i = 0;
        while (it.hasNext()) {
            Map.Entry e = (Map.Entry) it.next();
            if (c.getMaximumNumberOfParameters() >= 3) {
                c.call(new Object[] {e.getKey(), e.getValue(), Integer.valueOf(i++)});
            } else {
                c.call(new Object[] {e, Integer.valueOf(i++)});
            }
        }
        return self;
    }

    public static Object find(Object self, Closure c) {
        Iterator it = iterator(self);
        while (it.hasNext()) {
            Object e = it.next();
            if (truth(callElement(c, e))) return e;
        }
        return null;
    }

    public static Object find(Collection self) {
        Iterator it = self.iterator();
        while (it.hasNext()) {
            Object e = it.next();
            if (truth(e)) return e;
        }
        return null;
    }

    public static Map.Entry find(Map self, Closure c) {
        Iterator it = self.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry e = (Map.Entry) it.next();
            if (truth(callWithEntry(c, e))) return e;
        }
        return null;
    }

    public static Collection findAll(Collection self, Closure c) {
        Collection out = self instanceof Set ? (Collection) new LinkedHashSet() : new ArrayList();
        Iterator it = self.iterator();
        while (it.hasNext()) {
            Object e = it.next();
            if (truth(c.call(e))) out.add(e);
        }
        return out;
    }

    public static Collection findAll(Collection self) {
        Collection out = self instanceof Set ? (Collection) new LinkedHashSet() : new ArrayList();
        Iterator it = self.iterator();
        while (it.hasNext()) {
            Object e = it.next();
            if (truth(e)) out.add(e);
        }
        return out;
    }

    /** Any other iterable value (an iterator, null: nothing). */
    public static List findAll(Object self, Closure c) {
        List out = new ArrayList();
        Iterator it = iterator(self);
        while (it.hasNext()) {
            Object e = it.next();
            if (truth(c.call(e))) out.add(e);
        }
        return out;
    }

    public static List findAll(Object[] self, Closure c) {
        return (List) findAll((Collection) Arrays.asList(self), c);
    }

    public static Map findAll(Map self, Closure c) {
        Map out = new LinkedHashMap();
        Iterator it = self.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry e = (Map.Entry) it.next();
            if (truth(callWithEntry(c, e))) out.put(e.getKey(), e.getValue());
        }
        return out;
    }

    public static int findIndexOf(Object self, Closure c) {
        Iterator it = iterator(self);
        int i = 0;
        while (it.hasNext()) {
            if (truth(callElement(c, it.next()))) return i;
            i++;
        }
        return -1;
    }

    public static List collect(Object self, Closure c) {
        List out = new ArrayList();
        Iterator it = iterator(self);
        while (it.hasNext()) out.add(callElement(c, it.next()));
        return out;
    }

    public static List collect(Map self, Closure c) {
        List out = new ArrayList();
        Iterator it = self.entrySet().iterator();
        while (it.hasNext()) out.add(callWithEntry(c, (Map.Entry) it.next()));
        return out;
    }

    public static Map collectEntries(Object self, Closure c) {
        Map out = new LinkedHashMap();
        Iterator it = iterator(self);
        while (it.hasNext()) putEntry(out, callElement(c, it.next()));
        return out;
    }

    public static Map collectEntries(Map self, Closure c) {
        Map out = new LinkedHashMap();
        Iterator it = self.entrySet().iterator();
        while (it.hasNext()) putEntry(out, callWithEntry(c, (Map.Entry) it.next()));
        return out;
    }

    private static void putEntry(Map out, Object entry) {
        if (entry instanceof Map) {
            out.putAll((Map) entry);
        } else if (entry instanceof List && ((List) entry).size() == 2) {
            out.put(((List) entry).get(0), ((List) entry).get(1));
        } else if (entry instanceof Object[] && ((Object[]) entry).length == 2) {
            out.put(((Object[]) entry)[0], ((Object[]) entry)[1]);
        } else if (entry instanceof Map.Entry) {
            out.put(((Map.Entry) entry).getKey(), ((Map.Entry) entry).getValue());
        } else {
            throw new IllegalArgumentException("collectEntries: not a key and value: " + InvokerHelper.toString(entry));
        }
    }

    public static boolean any(Object self, Closure c) {
        Iterator it = iterator(self);
        while (it.hasNext()) {
            if (truth(callElement(c, it.next()))) return true;
        }
        return false;
    }

    public static boolean any(Map self, Closure c) {
        Iterator it = self.entrySet().iterator();
        while (it.hasNext()) {
            if (truth(callWithEntry(c, (Map.Entry) it.next()))) return true;
        }
        return false;
    }

    public static boolean every(Object self, Closure c) {
        Iterator it = iterator(self);
        while (it.hasNext()) {
            if (!truth(callElement(c, it.next()))) return false;
        }
        return true;
    }

    public static boolean every(Map self, Closure c) {
        Iterator it = self.entrySet().iterator();
        while (it.hasNext()) {
            if (!truth(callWithEntry(c, (Map.Entry) it.next()))) return false;
        }
        return true;
    }

    public static Object inject(Object self, Object initial, Closure c) {
        Object acc = initial;
        Iterator it = iterator(self);
        while (it.hasNext()) acc = c.call(new Object[] {acc, it.next()});
        return acc;
    }

    public static Object inject(Collection self, Closure c) {
        Iterator it = self.iterator();
        if (!it.hasNext()) throw new java.util.NoSuchElementException("Cannot call inject() on an empty collection without passing an initial value.");
        Object acc = it.next();
        while (it.hasNext()) acc = c.call(new Object[] {acc, it.next()});
        return acc;
    }

    private static Object add(Object a, Object b) {
        if (a == null) return b;
        if (a instanceof Number && b instanceof Number) return Numbers.plus((Number) a, (Number) b);
        return Dispatch.invoke(a, "plus", new Object[] {b});
    }

    public static Object sum(Object self) {
        Object acc = null;
        Iterator it = iterator(self);
        while (it.hasNext()) acc = add(acc, it.next());
        return acc;
    }

    public static Object sum(Object self, Closure c) {
        Object acc = null;
        Iterator it = iterator(self);
        while (it.hasNext()) acc = add(acc, callElement(c, it.next()));
        return acc;
    }

    public static Object sum(Collection self, Object initial) {
        Object acc = initial;
        Iterator it = self.iterator();
        while (it.hasNext()) acc = add(acc, it.next());
        return acc;
    }

    private static Comparator comparator(final Closure c) {
        if (c == null) {
            return new Comparator() {
                public int compare(Object a, Object b) {
                    return DefaultTypeTransformation.compareTo(a, b);
                }
            };
        }
        if (c.getMaximumNumberOfParameters() >= 2) {
            return new Comparator() {
                public int compare(Object a, Object b) {
                    return DefaultTypeTransformation.intUnbox(c.call(new Object[] {a, b}));
                }
            };
        }
        return new Comparator() {
            public int compare(Object a, Object b) {
                return DefaultTypeTransformation.compareTo(c.call(a), c.call(b));
            }
        };
    }

    private static Object extreme(Object self, Closure c, int sign) {
        Comparator cmp = comparator(c);
        Object best = null;
        boolean first = true;
        Iterator it = iterator(self);
        while (it.hasNext()) {
            Object e = it.next();
            if (first || cmp.compare(e, best) * sign > 0) best = e;
            first = false;
        }
        return best;
    }

    public static Object max(Object self) {
        return extreme(self, null, 1);
    }

    public static Object max(Object self, Closure c) {
        return extreme(self, c, 1);
    }

    public static Object min(Object self) {
        return extreme(self, null, -1);
    }

    public static Object min(Object self, Closure c) {
        return extreme(self, c, -1);
    }

    public static List sort(Collection self) {
        return sort(self, (Closure) null);
    }

    public static List sort(Collection self, Closure c) {
        List list = self instanceof List ? (List) self : new ArrayList(self);
        Object[] a = list.toArray();
        mergeSort(a, comparator(c));
        if (self instanceof List) {
            for (int i = 0; i < a.length; i++) list.set(i, a[i]);
            return list;
        }
        return new ArrayList(Arrays.asList(a));
    }

    public static List sort(Collection self, boolean mutate) {
        return sort(mutate ? self : new ArrayList(self), (Closure) null);
    }

    public static List sort(Collection self, boolean mutate, Closure c) {
        return sort(mutate ? self : new ArrayList(self), c);
    }

    private static void mergeSort(Object[] a, Comparator cmp) {
        if (a.length < 2) return;
        Object[] left = Arrays.copyOfRange(a, 0, a.length / 2);
        Object[] right = Arrays.copyOfRange(a, a.length / 2, a.length);
        mergeSort(left, cmp);
        mergeSort(right, cmp);
        int i = 0;
        int j = 0;
        int k = 0;
        while (i < left.length && j < right.length) {
            a[k++] = cmp.compare(left[i], right[j]) <= 0 ? left[i++] : right[j++];
        }
        while (i < left.length) a[k++] = left[i++];
        while (j < right.length) a[k++] = right[j++];
    }

    public static String join(Object self, String separator) {
        StringBuilder sb = new StringBuilder();
        Iterator it = iterator(self);
        boolean first = true;
        while (it.hasNext()) {
            if (!first) sb.append(separator);
            first = false;
            sb.append(InvokerHelper.toString(it.next()));
        }
        return sb.toString();
    }

    public static String join(Object self) {
        return join(self, "");
    }

    public static Collection unique(Collection self) {
        List kept = new ArrayList();
        Iterator it = self.iterator();
        while (it.hasNext()) {
            Object e = it.next();
            boolean seen = false;
            for (int i = 0; i < kept.size() && !seen; i++) seen = DefaultTypeTransformation.compareEqual(kept.get(i), e);
            if (!seen) kept.add(e);
        }
        self.clear();
        self.addAll(kept);
        return self;
    }

    public static Collection unique(Collection self, boolean mutate) {
        return unique(mutate ? self : new ArrayList(self));
    }

    public static List collect(Object self) {
        List out = new ArrayList();
        Iterator it = iterator(self);
        while (it.hasNext()) out.add(it.next());
        return out;
    }

    public static List findAll(CharSequence self, Closure c) {
        return (List) findAll((Collection) toList(self), c);
    }

    /** Every match of the regex in the text (the whole match of each). */
    public static List findAll(CharSequence self, CharSequence regex) {
        return findAll(self, java.util.regex.Pattern.compile(regex.toString()));
    }

    public static List findAll(CharSequence self, java.util.regex.Pattern pattern) {
        List out = new ArrayList();
        java.util.regex.Matcher m = pattern.matcher(self);
        while (m.find()) out.add(m.group());
        return out;
    }

    /** The first match of the regex in the text, or null. */
    public static String find(CharSequence self, CharSequence regex) {
        return find(self, java.util.regex.Pattern.compile(regex.toString()));
    }

    public static String find(CharSequence self, java.util.regex.Pattern pattern) {
        java.util.regex.Matcher m = pattern.matcher(self);
        return m.find() ? m.group() : null;
    }

    public static Map take(Map self, int n) {
        Map out = new LinkedHashMap();
        Iterator it = self.entrySet().iterator();
        while (it.hasNext() && out.size() < n) {
            Map.Entry e = (Map.Entry) it.next();
            out.put(e.getKey(), e.getValue());
        }
        return out;
    }

    public static Map sort(Map self) {
        java.util.TreeMap sorted = new java.util.TreeMap(comparator(null));
        sorted.putAll(self);
        return new LinkedHashMap(sorted);
    }

    public static Collection unique(Collection self, Closure c) {
        List kept = new ArrayList();
        List keys = new ArrayList();
        Iterator it = self.iterator();
        while (it.hasNext()) {
            Object e = it.next();
            Object key = c.call(e);
            boolean seen = false;
            for (int i = 0; i < keys.size() && !seen; i++) seen = DefaultTypeTransformation.compareEqual(keys.get(i), key);
            if (!seen) {
                kept.add(e);
                keys.add(key);
            }
        }
        self.clear();
        self.addAll(kept);
        return self;
    }

    public static int count(Object self, Closure c) {
        int n = 0;
        Iterator it = iterator(self);
        while (it.hasNext()) {
            if (truth(callElement(c, it.next()))) n++;
        }
        return n;
    }

    public static int count(Collection self, Object value) {
        int n = 0;
        Iterator it = self.iterator();
        while (it.hasNext()) {
            if (DefaultTypeTransformation.compareEqual(it.next(), value)) n++;
        }
        return n;
    }

    public static Map groupBy(Object self, Closure c) {
        Map out = new LinkedHashMap();
        Iterator it = iterator(self);
        while (it.hasNext()) {
            Object e = it.next();
            Object key = callElement(c, e);
            List group = (List) out.get(key);
            if (group == null) {
                group = new ArrayList();
                out.put(key, group);
            }
            group.add(e);
        }
        return out;
    }

    public static Map countBy(Object self, Closure c) {
        Map out = new LinkedHashMap();
        Iterator it = iterator(self);
        while (it.hasNext()) {
            Object key = callElement(c, it.next());
            Integer n = (Integer) out.get(key);
            out.put(key, Integer.valueOf(n == null ? 1 : n.intValue() + 1));
        }
        return out;
    }

    // ----- lists and collections -----

    public static Object first(List self) {
        if (self.isEmpty()) throw new java.util.NoSuchElementException("Cannot access first() element from an empty List");
        return self.get(0);
    }

    public static Object last(List self) {
        if (self.isEmpty()) throw new java.util.NoSuchElementException("Cannot access last() element from an empty List");
        return self.get(self.size() - 1);
    }

    public static Object head(List self) {
        return first(self);
    }

    public static List tail(List self) {
        return new ArrayList(self.subList(1, self.size()));
    }

    public static int size(Object[] self) {
        return self.length;
    }

    public static Object getAt(List self, int index) {
        int i = index < 0 ? self.size() + index : index;
        return i >= 0 && i < self.size() ? self.get(i) : null;
    }

    public static List getAt(List self, IntRange range) {
        int from = range.getFromInt();
        int to = range.getToInt();
        if (from < 0) from += self.size();
        if (to < 0) to += self.size();
        List out = new ArrayList(self.subList(from, to + 1));
        if (range.isReverse()) Collections.reverse(out);
        return out;
    }

    public static Object getAt(Object[] self, int index) {
        int i = index < 0 ? self.length + index : index;
        return self[i];
    }

    public static List getAt(Object[] self, IntRange range) {
        return slice(self, range);
    }

    public static List getAt(int[] self, IntRange range) {
        return slice(self, range);
    }

    public static List getAt(long[] self, IntRange range) {
        return slice(self, range);
    }

    public static List getAt(double[] self, IntRange range) {
        return slice(self, range);
    }

    public static List getAt(float[] self, IntRange range) {
        return slice(self, range);
    }

    public static List getAt(boolean[] self, IntRange range) {
        return slice(self, range);
    }

    public static List getAt(byte[] self, IntRange range) {
        return slice(self, range);
    }

    public static List getAt(short[] self, IntRange range) {
        return slice(self, range);
    }

    public static List getAt(char[] self, IntRange range) {
        return slice(self, range);
    }

    /** The elements of an array in a range (negative ends count from the end; a reverse range reversed), boxed. */
    private static List slice(Object array, IntRange range) {
        List all = new ArrayList();
        int n = java.lang.reflect.Array.getLength(array);
        for (int i = 0; i < n; i++) all.add(java.lang.reflect.Array.get(array, i));
        return getAt(all, range);
    }

    public static Object getAt(Map self, Object key) {
        return self.get(key instanceof GString ? key.toString() : key);
    }

    public static List getAt(List self, Collection indices) {
        List out = new ArrayList();
        Iterator it = indices.iterator();
        while (it.hasNext()) {
            Object i = it.next();
            if (i instanceof IntRange) out.addAll(getAt(self, (IntRange) i));
            else out.add(getAt(self, DefaultTypeTransformation.intUnbox(i)));
        }
        return out;
    }

    public static List getAt(Collection self, String property) {
        List out = new ArrayList();
        Iterator it = self.iterator();
        while (it.hasNext()) {
            Object e = it.next();
            out.add(e == null ? null : InvokerHelper.getProperty(e, property));
        }
        return out;
    }

    public static void putAt(List self, int index, Object value) {
        int i = index < 0 ? self.size() + index : index;
        while (self.size() <= i) self.add(null);
        self.set(i, value);
    }

    public static Object putAt(Map self, Object key, Object value) {
        self.put(key instanceof GString ? key.toString() : key, value);
        return value;
    }

    public static void putAt(Object[] self, int index, Object value) {
        self[index < 0 ? self.length + index : index] = value;
    }

    public static Collection leftShift(Collection self, Object value) {
        self.add(value);
        return self;
    }

    public static Map leftShift(Map self, Map other) {
        self.putAll(other);
        return self;
    }

    public static Map leftShift(Map self, Map.Entry entry) {
        self.put(entry.getKey(), entry.getValue());
        return self;
    }

    public static StringBuilder leftShift(StringBuilder self, Object value) {
        return self.append(InvokerHelper.toString(value));
    }

    public static List plus(List self, Collection other) {
        List out = new ArrayList(self);
        out.addAll(other);
        return out;
    }

    public static List plus(List self, Object value) {
        List out = new ArrayList(self);
        out.add(value);
        return out;
    }

    public static Collection plus(Collection self, Collection other) {
        Collection out = self instanceof Set ? (Collection) new LinkedHashSet(self) : new ArrayList(self);
        out.addAll(other);
        return out;
    }

    public static Collection plus(Collection self, Object value) {
        Collection out = self instanceof Set ? (Collection) new LinkedHashSet(self) : new ArrayList(self);
        out.add(value);
        return out;
    }

    public static Map plus(Map self, Map other) {
        Map out = new LinkedHashMap(self);
        out.putAll(other);
        return out;
    }

    public static List minus(List self, Collection other) {
        List out = new ArrayList();
        Iterator it = self.iterator();
        while (it.hasNext()) {
            Object e = it.next();
            if (!isCase(other, e)) out.add(e);
        }
        return out;
    }

    public static List minus(List self, Object value) {
        List out = new ArrayList();
        Iterator it = self.iterator();
        while (it.hasNext()) {
            Object e = it.next();
            if (!DefaultTypeTransformation.compareEqual(e, value)) out.add(e);
        }
        return out;
    }

    public static Set minus(Set self, Collection other) {
        Set out = new LinkedHashSet();
        Iterator it = self.iterator();
        while (it.hasNext()) {
            Object e = it.next();
            if (!isCase(other, e)) out.add(e);
        }
        return out;
    }

    public static Map minus(Map self, Map other) {
        Map out = new LinkedHashMap(self);
        Iterator it = other.keySet().iterator();
        while (it.hasNext()) out.remove(it.next());
        return out;
    }

    public static List reverse(List self) {
        List out = new ArrayList(self);
        Collections.reverse(out);
        return out;
    }

    public static List toList(Collection self) {
        return new ArrayList(self);
    }

    public static List toList(Object[] self) {
        return new ArrayList(Arrays.asList(self));
    }

    public static List toList(int[] self) {
        return primitiveArrayList(self);
    }

    public static Object inject(Map self, Object initial, Closure c) {
        Object acc = initial;
        Iterator it = self.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry e = (Map.Entry) it.next();
            acc = c.getMaximumNumberOfParameters() >= 3 ? c.call(new Object[] {acc, e.getKey(), e.getValue()})
                    : c.call(new Object[] {acc, e});
        }
        return acc;
    }

    public static Set toSet(Collection self) {
        return new LinkedHashSet(self);
    }

    public static List flatten(Collection self) {
        List out = new ArrayList();
        flattenInto(self, out);
        return out;
    }

    private static void flattenInto(Collection c, List out) {
        Iterator it = c.iterator();
        while (it.hasNext()) {
            Object e = it.next();
            if (e instanceof Collection) flattenInto((Collection) e, out);
            else out.add(e);
        }
    }

    public static boolean asBoolean(Collection self) {
        return !self.isEmpty();
    }

    public static boolean contains(Object[] self, Object value) {
        return isCase(Arrays.asList(self), value);
    }

    public static String toString(Collection self) {
        return InvokerHelper.toString(self);
    }

    public static String toString(Object[] self) {
        return InvokerHelper.toString(self);
    }

    // ----- maps -----

    public static String toString(Map self) {
        return InvokerHelper.toString(self);
    }

    public static Object get(Map self, Object key, Object defaultValue) {
        if (!self.containsKey(key)) self.put(key, defaultValue);
        return self.get(key);
    }

    public static Map subMap(Map self, Collection keys) {
        Map out = new LinkedHashMap();
        Iterator it = keys.iterator();
        while (it.hasNext()) {
            Object k = it.next();
            if (self.containsKey(k)) out.put(k, self.get(k));
        }
        return out;
    }

    public static boolean asBoolean(Map self) {
        return !self.isEmpty();
    }

    public static Map sort(Map self, Closure c) {
        List entries = new ArrayList(self.entrySet());
        sort(entries, c);
        Map out = new LinkedHashMap();
        Iterator it = entries.iterator();
        while (it.hasNext()) {
            Map.Entry e = (Map.Entry) it.next();
            out.put(e.getKey(), e.getValue());
        }
        return out;
    }

    public static Set keySetOf(Map self) {
        return new HashSet(self.keySet());
    }

    // ----- more lists, strings, closures and maps -----

    public static List take(List self, int n) {
        return new ArrayList(self.subList(0, Math.min(Math.max(n, 0), self.size())));
    }

    /** The first n elements of a set (Groovy 2.4: a set of the same kind, in its order). */
    public static Set take(Set self, int n) {
        Set out = self instanceof java.util.SortedSet ? new java.util.TreeSet(((java.util.SortedSet) self).comparator())
                : new LinkedHashSet();
        Iterator it = self.iterator();
        for (int i = 0; i < n && it.hasNext(); i++) out.add(it.next());
        return out;
    }

    /** The collection repeated n times, as a list. */
    public static List multiply(Collection self, Number factor) {
        int n = factor.intValue();
        List out = new ArrayList();
        for (int i = 0; i < n; i++) out.addAll(self);
        return out;
    }

    public static List drop(List self, int n) {
        return new ArrayList(self.subList(Math.min(Math.max(n, 0), self.size()), self.size()));
    }

    public static int findLastIndexOf(Object self, Closure c) {
        Iterator it = iterator(self);
        int i = 0;
        int found = -1;
        while (it.hasNext()) {
            if (truth(callElement(c, it.next()))) found = i;
            i++;
        }
        return found;
    }

    public static List transpose(List self) {
        List out = new ArrayList();
        if (self.isEmpty()) return out;
        int n = Integer.MAX_VALUE;
        for (int i = 0; i < self.size(); i++) n = Math.min(n, ((List) self.get(i)).size());
        for (int j = 0; j < n; j++) {
            List row = new ArrayList();
            for (int i = 0; i < self.size(); i++) row.add(((List) self.get(i)).get(j));
            out.add(row);
        }
        return out;
    }

    public static List step(groovy.lang.IntRange self, int step) {
        List out = new ArrayList();
        if (step > 0) {
            for (int i = 0; i < self.size(); i += step) out.add(self.get(i));
        }
        return out;
    }

    public static List readLines(CharSequence self) {
        List out = new ArrayList();
        String s = self.toString();
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r') {
                out.add(s.substring(start, i));
                if (c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') i++;
                start = i + 1;
            }
        }
        if (start < s.length()) out.add(s.substring(start));
        return out;
    }

    public static String center(CharSequence self, Number width, CharSequence pad) {
        String s = self.toString();
        int n = width.intValue() - s.length();
        if (n <= 0) return s;
        int left = n / 2;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < left; i++) sb.append(pad.charAt(i % pad.length()));
        sb.append(s);
        for (int i = 0; i < n - left; i++) sb.append(pad.charAt(i % pad.length()));
        return sb.toString();
    }

    public static String next(String self) {
        if (self.isEmpty()) return String.valueOf(Character.MIN_VALUE);
        char last = self.charAt(self.length() - 1);
        return self.substring(0, self.length() - 1) + (char) (last + 1);
    }

    public static String previous(String self) {
        char last = self.charAt(self.length() - 1);
        return self.substring(0, self.length() - 1) + (char) (last - 1);
    }

    public static Closure curry(Closure self, Object... args) {
        return new CurriedClosure(self, args);
    }

    public static Closure rightShift(Closure self, Closure other) {
        return new ComposedClosure(self, other);
    }

    public static Closure leftShift(Closure self, Closure other) {
        return new ComposedClosure(other, self);
    }

    public static Map withDefault(Map self, Closure c) {
        return new DefaultValueMap(self, c);
    }

    static GroovyCastException castError(Object o, Class c) {
        return new GroovyCastException(o, c);
    }

    // ----- java.util.Date (days are UTC days) -----

    /** Sets the date to midnight of its day (UTC) and returns it. */
    public static java.util.Date clearTime(java.util.Date self) {
        self.setTime(Math.floorDiv(self.getTime(), 86_400_000L) * 86_400_000L);
        return self;
    }

    public static java.util.Date plus(java.util.Date self, int days) {
        return new java.util.Date(self.getTime() + days * 86_400_000L);
    }

    public static java.util.Date minus(java.util.Date self, int days) {
        return new java.util.Date(self.getTime() - days * 86_400_000L);
    }

    /** Whole days between two dates. */
    public static int minus(java.util.Date self, java.util.Date other) {
        return (int) (Math.floorDiv(self.getTime(), 86_400_000L) - Math.floorDiv(other.getTime(), 86_400_000L));
    }

    /** SmartThings' {@code Date.toSystemDate()}: the same instant (the model's zone is UTC). */
    public static java.util.Date toSystemDate(java.util.Date self) {
        return new java.util.Date(self.getTime());
    }

    /** SmartThings' {@code Date.toSystemFormat()}: ISO 8601 in UTC, as events' isoDate. */
    public static String toSystemFormat(java.util.Date self) {
        return format(self, "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", java.util.TimeZone.getTimeZone("UTC"));
    }

    /** SmartThings' {@code String.toSystemDate()}: parses what toSystemFormat writes. */
    public static java.util.Date toSystemDate(String self) throws java.text.ParseException {
        java.text.SimpleDateFormat f = new java.text.SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'");
        f.setTimeZone(java.util.TimeZone.getTimeZone("UTC"));
        return f.parse(self);
    }

    public static java.util.Date next(java.util.Date self) {
        return plus(self, 1);
    }

    public static java.util.Date previous(java.util.Date self) {
        return minus(self, 1);
    }

    /** {@code date.format(pattern)}: a SimpleDateFormat of the default time zone. */
    public static String format(java.util.Date self, String format) {
        return new java.text.SimpleDateFormat(format).format(self);
    }

    public static String format(java.util.Date self, String format, java.util.TimeZone zone) {
        java.text.SimpleDateFormat f = new java.text.SimpleDateFormat(format);
        f.setTimeZone(zone);
        return f.format(self);
    }

    public static String getDateString(java.util.Date self) {
        return java.text.DateFormat.getDateInstance(java.text.DateFormat.SHORT).format(self);
    }

    public static String getTimeString(java.util.Date self) {
        return java.text.DateFormat.getTimeInstance(java.text.DateFormat.MEDIUM).format(self);
    }

    public static String getDateTimeString(java.util.Date self) {
        return java.text.DateFormat.getDateTimeInstance(java.text.DateFormat.SHORT, java.text.DateFormat.MEDIUM).format(self);
    }
}
