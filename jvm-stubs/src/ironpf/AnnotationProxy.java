package ironpf;

import java.lang.annotation.Annotation;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.Arrays;

/**
 * What every annotation instance is (the JDK uses a dynamic proxy): the annotation interface,
 * its members' values by name, and equals, hashCode and toString as
 * {@link java.lang.annotation.Annotation} specifies them and JDK 17 formats them. The VM
 * makes one subclass per annotation interface ({@link #allocate}) whose element methods call
 * {@link #member}.
 */
public abstract class AnnotationProxy implements Annotation {
    private Class<? extends Annotation> type;
    /** Member names in the order toString lists them; values in the same order. */
    private String[] names;
    private Object[] values;

    /** A new, empty instance of the VM-made class implementing {@code type}. */
    static native AnnotationProxy allocate(Class<?> type);

    static Annotation make(Class<? extends Annotation> type, String[] names, Object[] values) {
        AnnotationProxy p = allocate(type);
        p.type = type;
        p.names = names;
        p.values = values;
        return (Annotation) p;
    }

    /** The value of member {@code name}; arrays are copied, as each call gets its own. */
    protected final Object member(String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                Object v = values[i];
                if (v instanceof Annotations.Failure) {
                    throw ((Annotations.Failure) v).exception();
                }
                return v.getClass().isArray() && Array.getLength(v) > 0 ? copy(v) : v;
            }
        }
        throw new java.lang.annotation.IncompleteAnnotationException(type, name);
    }

    private static Object copy(Object array) {
        if (array instanceof Object[]) return ((Object[]) array).clone();
        if (array instanceof int[]) return ((int[]) array).clone();
        if (array instanceof long[]) return ((long[]) array).clone();
        if (array instanceof byte[]) return ((byte[]) array).clone();
        if (array instanceof short[]) return ((short[]) array).clone();
        if (array instanceof char[]) return ((char[]) array).clone();
        if (array instanceof float[]) return ((float[]) array).clone();
        if (array instanceof double[]) return ((double[]) array).clone();
        return ((boolean[]) array).clone();
    }

    @Override
    public Class<? extends Annotation> annotationType() {
        return type;
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!type.isInstance(o)) {
            return false;
        }
        for (int i = 0; i < names.length; i++) {
            Object mine = values[i];
            Object theirs;
            if (o instanceof AnnotationProxy) {
                theirs = ((AnnotationProxy) o).rawMember(names[i]);
            } else {
                try {
                    Method m = type.getDeclaredMethod(names[i]);
                    m.setAccessible(true);
                    theirs = m.invoke(o);
                } catch (ReflectiveOperationException e) {
                    return false;
                }
            }
            if (!memberEquals(mine, theirs)) {
                return false;
            }
        }
        return true;
    }

    private Object rawMember(String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return values[i];
            }
        }
        return null;
    }

    private static boolean memberEquals(Object a, Object b) {
        if (a == null || b == null || !a.getClass().isArray()) {
            return a == null ? b == null : a.equals(b);
        }
        if (a instanceof Object[] && b instanceof Object[]) return Arrays.equals((Object[]) a, (Object[]) b);
        if (a instanceof int[] && b instanceof int[]) return Arrays.equals((int[]) a, (int[]) b);
        if (a instanceof long[] && b instanceof long[]) return Arrays.equals((long[]) a, (long[]) b);
        if (a instanceof byte[] && b instanceof byte[]) return Arrays.equals((byte[]) a, (byte[]) b);
        if (a instanceof short[] && b instanceof short[]) return Arrays.equals((short[]) a, (short[]) b);
        if (a instanceof char[] && b instanceof char[]) return Arrays.equals((char[]) a, (char[]) b);
        if (a instanceof float[] && b instanceof float[]) return Arrays.equals((float[]) a, (float[]) b);
        if (a instanceof double[] && b instanceof double[]) return Arrays.equals((double[]) a, (double[]) b);
        if (a instanceof boolean[] && b instanceof boolean[]) return Arrays.equals((boolean[]) a, (boolean[]) b);
        return false;
    }

    /** The sum over members of (127 * name.hashCode()) ^ value's hash code (arrays by content). */
    @Override
    public int hashCode() {
        int h = 0;
        for (int i = 0; i < names.length; i++) {
            h += (127 * names[i].hashCode()) ^ valueHash(values[i]);
        }
        return h;
    }

    private static int valueHash(Object v) {
        if (!v.getClass().isArray()) return v.hashCode();
        if (v instanceof Object[]) return Arrays.hashCode((Object[]) v);
        if (v instanceof int[]) return Arrays.hashCode((int[]) v);
        if (v instanceof long[]) return Arrays.hashCode((long[]) v);
        if (v instanceof byte[]) return Arrays.hashCode((byte[]) v);
        if (v instanceof short[]) return Arrays.hashCode((short[]) v);
        if (v instanceof char[]) return Arrays.hashCode((char[]) v);
        if (v instanceof float[]) return Arrays.hashCode((float[]) v);
        if (v instanceof double[]) return Arrays.hashCode((double[]) v);
        return Arrays.hashCode((boolean[]) v);
    }

    /** JDK 17's format: {@code @a.b.C(x=1, s="t")}, or {@code @a.b.C(1)} for a lone {@code value}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("@").append(type.getName()).append('(');
        if (names.length == 1 && names[0].equals("value")) {
            sb.append(source(values[0]));
        } else {
            for (int i = 0; i < names.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(names[i]).append('=').append(source(values[i]));
            }
        }
        return sb.append(')').toString();
    }

    /** A member value as Java source would write it. */
    private static String source(Object v) {
        if (v instanceof Annotations.Failure) return v.toString();
        if (v instanceof String) return quote((String) v);
        if (v instanceof Character) return "'" + escape((Character) v) + "'";
        if (v instanceof Long) return v + "L";
        if (v instanceof Byte) return String.format("(byte)0x%02x", (Byte) v);
        if (v instanceof Float) {
            float f = (Float) v;
            if (Float.isNaN(f)) return "0.0f/0.0f";
            if (Float.isInfinite(f)) return f > 0 ? "1.0f/0.0f" : "-1.0f/0.0f";
            return f + "f";
        }
        if (v instanceof Double) {
            double d = (Double) v;
            if (Double.isNaN(d)) return "0.0/0.0";
            if (Double.isInfinite(d)) return d > 0 ? "1.0/0.0" : "-1.0/0.0";
            return Double.toString(d);
        }
        if (v instanceof Class) return className((Class<?>) v) + ".class";
        if (v instanceof Enum) return ((Enum<?>) v).name();
        if (v.getClass().isArray()) {
            StringBuilder sb = new StringBuilder("{");
            int n = Array.getLength(v);
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(source(Array.get(v, i)));
            }
            return sb.append('}').toString();
        }
        return v.toString();
    }

    private static String className(Class<?> c) {
        int dims = 0;
        while (c.isArray()) {
            c = c.getComponentType();
            dims++;
        }
        StringBuilder sb = new StringBuilder(c.getName());
        for (int i = 0; i < dims; i++) {
            sb.append("[]");
        }
        return sb.toString();
    }

    private static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            sb.append(escape(s.charAt(i)));
        }
        return sb.append('"').toString();
    }

    private static String escape(char c) {
        switch (c) {
            case '\b': return "\\b";
            case '\f': return "\\f";
            case '\n': return "\\n";
            case '\r': return "\\r";
            case '\t': return "\\t";
            case '\'': return "\\'";
            case '"': return "\\\"";
            case '\\': return "\\\\";
            default:
                if (c >= 0x20 && c < 0x7f) {
                    return String.valueOf(c);
                }
                return String.format("\\u%04x", (int) c);
        }
    }
}
