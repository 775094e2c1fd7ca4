package org.codehaus.groovy.runtime.typehandling;

import groovy.lang.Closure;
import groovy.lang.GString;
import ironpf.groovy.Numbers;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Groovy truth, unboxing, equality, comparison and casts. */
public class DefaultTypeTransformation {
    public static boolean booleanUnbox(Object value) {
        return castToBoolean(value);
    }

    public static boolean castToBoolean(Object object) {
        if (object == null) return false;
        if (object instanceof Boolean) return ((Boolean) object).booleanValue();
        if (object instanceof CharSequence) return ((CharSequence) object).length() > 0;
        if (object instanceof Collection) return !((Collection) object).isEmpty();
        if (object instanceof Map) return !((Map) object).isEmpty();
        if (object instanceof Iterator) return ((Iterator) object).hasNext();
        if (object instanceof java.util.regex.Matcher) return ironpf.groovy.Gdk.asBoolean((java.util.regex.Matcher) object);
        if (object instanceof Object[]) return ((Object[]) object).length > 0;
        if (object instanceof Character) return ((Character) object).charValue() != 0;
        if (object instanceof BigDecimal) return ((BigDecimal) object).signum() != 0;
        if (object instanceof Number) return ((Number) object).doubleValue() != 0;
        return true;
    }

    public static Number castToNumber(Object object, Class type) {
        if (object instanceof Number) return (Number) object;
        if (object instanceof Character) return Integer.valueOf(((Character) object).charValue());
        if (object instanceof CharSequence && ((CharSequence) object).length() == 1) {
            return Integer.valueOf(((CharSequence) object).charAt(0));
        }
        throw new GroovyCastException(object, type);
    }

    public static int intUnbox(Object value) {
        return castToNumber(value, int.class).intValue();
    }

    public static long longUnbox(Object value) {
        return castToNumber(value, long.class).longValue();
    }

    public static short shortUnbox(Object value) {
        return castToNumber(value, short.class).shortValue();
    }

    public static byte byteUnbox(Object value) {
        return castToNumber(value, byte.class).byteValue();
    }

    public static float floatUnbox(Object value) {
        return castToNumber(value, float.class).floatValue();
    }

    public static double doubleUnbox(Object value) {
        return castToNumber(value, double.class).doubleValue();
    }

    public static char charUnbox(Object value) {
        if (value instanceof Character) return ((Character) value).charValue();
        if (value instanceof CharSequence && ((CharSequence) value).length() == 1) {
            return ((CharSequence) value).charAt(0);
        }
        return (char) castToNumber(value, char.class).intValue();
    }

    public static boolean compareEqual(Object left, Object right) {
        if (left == right) return true;
        if (left == null || right == null) return false;
        if (left instanceof Number && right instanceof Number) return Numbers.compareTo((Number) left, (Number) right) == 0;
        if (isStringy(left) && isStringy(right)) return left.toString().equals(right.toString());
        if (left instanceof Character && right instanceof Number) {
            return Numbers.compareTo(Integer.valueOf(((Character) left).charValue()), (Number) right) == 0;
        }
        if (left instanceof Number && right instanceof Character) {
            return Numbers.compareTo((Number) left, Integer.valueOf(((Character) right).charValue())) == 0;
        }
        if (left instanceof List && right instanceof List) {
            List a = (List) left;
            List b = (List) right;
            if (a.size() != b.size()) return false;
            for (int i = 0; i < a.size(); i++) {
                if (!compareEqual(a.get(i), b.get(i))) return false;
            }
            return true;
        }
        if (left instanceof Map && right instanceof Map) {
            Map a = (Map) left;
            Map b = (Map) right;
            if (a.size() != b.size()) return false;
            Iterator it = a.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry e = (Map.Entry) it.next();
                if (!b.containsKey(e.getKey()) || !compareEqual(e.getValue(), b.get(e.getKey()))) return false;
            }
            return true;
        }
        if (left instanceof Object[] && right instanceof Object[]) {
            return compareEqual(java.util.Arrays.asList((Object[]) left), java.util.Arrays.asList((Object[]) right));
        }
        return left.equals(right);
    }

    private static boolean isStringy(Object o) {
        return o instanceof String || o instanceof GString || o instanceof Character;
    }

    public static int compareTo(Object left, Object right) {
        if (left == right) return 0;
        if (left == null) return -1;
        if (right == null) return 1;
        if (left instanceof Number && right instanceof Number) return Numbers.compareTo((Number) left, (Number) right);
        if (left instanceof Character && right instanceof Number) {
            return Numbers.compareTo(Integer.valueOf(((Character) left).charValue()), (Number) right);
        }
        if (left instanceof Number && right instanceof Character) {
            return Numbers.compareTo((Number) left, Integer.valueOf(((Character) right).charValue()));
        }
        if (isStringy(left) && isStringy(right)) return left.toString().compareTo(right.toString());
        if (left instanceof Comparable) return ((Comparable) left).compareTo(right);
        throw new IllegalArgumentException("Cannot compare " + left.getClass().getName() + " with value '" + left
                + "' and " + right.getClass().getName() + " with value '" + right + "'");
    }

    public static Object castToType(Object object, Class type) {
        if (object == null) {
            if (type.isPrimitive()) throw new GroovyCastException(object, type);
            return null;
        }
        if (type == Object.class || type.isInstance(object)) return object;
        if (type == String.class) return object.toString();
        if (type == Boolean.class || type == boolean.class) return Boolean.valueOf(castToBoolean(object));
        if (type == Character.class || type == char.class) return Character.valueOf(charUnbox(object));
        if (type == Integer.class || type == int.class) return Integer.valueOf(castToNumber(object, type).intValue());
        if (type == Long.class || type == long.class) return Long.valueOf(castToNumber(object, type).longValue());
        if (type == Short.class || type == short.class) return Short.valueOf(castToNumber(object, type).shortValue());
        if (type == Byte.class || type == byte.class) return Byte.valueOf(castToNumber(object, type).byteValue());
        if (type == Double.class || type == double.class) return Double.valueOf(castToNumber(object, type).doubleValue());
        if (type == Float.class || type == float.class) return Float.valueOf(castToNumber(object, type).floatValue());
        if (type == BigDecimal.class) return Numbers.toBigDecimal(castToNumber(object, type));
        if (type == java.math.BigInteger.class) return Numbers.toBigInteger(castToNumber(object, type));
        if (type == Number.class) return castToNumber(object, type);
        if (type == List.class || type == Collection.class || type == ArrayList.class) {
            if (object instanceof Collection) return new ArrayList((Collection) object);
            if (object instanceof Object[]) return new ArrayList(java.util.Arrays.asList((Object[]) object));
            if (object.getClass().isArray()) return ironpf.groovy.Gdk.collect(object);
        }
        if (type == Set.class || type == LinkedHashSet.class) {
            if (object instanceof Collection) return new LinkedHashSet((Collection) object);
            if (object instanceof Object[]) return new LinkedHashSet(java.util.Arrays.asList((Object[]) object));
        }
        if (type == String[].class && object instanceof Collection) {
            Collection c = (Collection) object;
            String[] out = new String[c.size()];
            Iterator it = c.iterator();
            for (int i = 0; i < out.length; i++) {
                Object e = it.next();
                out[i] = e == null ? null : e.toString();
            }
            return out;
        }
        if (type == Object[].class && object instanceof Collection) return ((Collection) object).toArray();
        if ((type == java.util.SortedSet.class || type == java.util.TreeSet.class) && object instanceof Collection) {
            java.util.TreeSet set = new java.util.TreeSet();
            set.addAll((Collection) object);
            return set;
        }
        if (type == int[].class && object instanceof Collection) {
            Collection c = (Collection) object;
            int[] out = new int[c.size()];
            Iterator it = c.iterator();
            for (int i = 0; i < out.length; i++) out[i] = intUnbox(it.next());
            return out;
        }
        if (object instanceof Closure && type == Runnable.class) return object;
        throw new GroovyCastException(object, type);
    }
}
