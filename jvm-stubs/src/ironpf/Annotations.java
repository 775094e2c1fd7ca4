package ironpf;

import java.lang.annotation.Annotation;
import java.lang.annotation.AnnotationFormatError;
import java.lang.annotation.AnnotationTypeMismatchException;
import java.lang.annotation.Inherited;
import java.lang.annotation.Repeatable;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runtime-visible annotations, decoded from the class file's attributes when a program asks
 * (JVMS 4.7.16-4.7.18, 4.7.22), as the JDK's annotation parser does: an annotation whose type
 * is missing or not an annotation interface with RUNTIME retention is left out; a member value
 * that no longer fits its element (type changed, enum constant or class gone) throws when the
 * element is read.
 */
public final class Annotations {
    private Annotations() {}

    static final int ANNOTATIONS = 0, PARAMETERS = 1, DEFAULT = 2;

    /** The raw attribute of a class ({@code name} null), or of its field or method; or null. */
    static native byte[] attribute(Class<?> owner, String name, String descriptor, int which);

    /** The generic signature of a class ({@code name} null), field or method; or null. */
    public static native String signature(Class<?> owner, String name, String descriptor);

    static native String utf8(Class<?> owner, int index);

    static native long bits(Class<?> owner, int index);

    /** A member value that throws when read (the JDK's ExceptionProxy). */
    static final class Failure {
        private final String text;
        private final RuntimeException exception;

        Failure(String text, RuntimeException exception) {
            this.text = text;
            this.exception = exception;
        }

        RuntimeException exception() {
            return exception;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    // ----- the annotations of classes, fields and methods -----

    /** The annotations declared on a class ({@code name} null), field or method, by type, in class-file order. */
    public static Map<Class<? extends Annotation>, Annotation> declared(Class<?> owner, String name, String descriptor) {
        Map<Class<? extends Annotation>, Annotation> map = new LinkedHashMap<>();
        byte[] raw = attribute(owner, name, descriptor, ANNOTATIONS);
        if (raw == null) {
            return map;
        }
        Reader r = new Reader(owner, raw);
        int n = r.u2();
        for (int i = 0; i < n; i++) {
            Annotation a = r.annotation();
            if (a != null && map.put(a.annotationType(), a) != null) {
                throw new AnnotationFormatError("Duplicate annotation for class: " + a.annotationType() + ": " + a);
            }
        }
        r.end();
        return map;
    }

    /** A class's annotations: the @Inherited ones of its superclasses, then its own. */
    public static Map<Class<? extends Annotation>, Annotation> ofClass(Class<?> c) {
        Map<Class<? extends Annotation>, Annotation> map = new LinkedHashMap<>();
        Class<?> sup = c.getSuperclass();
        if (sup != null) {
            for (Map.Entry<Class<? extends Annotation>, Annotation> e : ofClass(sup).entrySet()) {
                if (e.getKey().isAnnotationPresent(Inherited.class)) {
                    map.put(e.getKey(), e.getValue());
                }
            }
        }
        map.putAll(declared(c, null, null));
        return map;
    }

    /** The annotations of each parameter of a method or constructor with {@code count} parameters. */
    public static Annotation[][] parameters(Class<?> owner, String name, String descriptor, int count, boolean constructor) {
        byte[] raw = attribute(owner, name, descriptor, PARAMETERS);
        Annotation[][] result = new Annotation[count][];
        if (raw == null) {
            for (int i = 0; i < count; i++) {
                result[i] = new Annotation[0];
            }
            return result;
        }
        Reader r = new Reader(owner, raw);
        int n = r.u1();
        Annotation[][] declared = new Annotation[n][];
        for (int p = 0; p < n; p++) {
            int k = r.u2();
            List<Annotation> list = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                Annotation a = r.annotation();
                if (a != null) {
                    list.add(a);
                }
            }
            declared[p] = list.toArray(new Annotation[0]);
        }
        r.end();
        if (n == count) {
            return declared;
        }
        // javac leaves out the parameters a compiler adds to constructors (the outer instance
        // of an inner class, an enum's name and ordinal): they come first and have none.
        if (!constructor || n > count) {
            throw new AnnotationFormatError("Parameter annotations don't match number of parameters");
        }
        for (int i = 0; i < count; i++) {
            result[i] = i < count - n ? new Annotation[0] : declared[i - (count - n)];
        }
        return result;
    }

    /** The default value of an annotation element, or null. */
    public static Object defaultValue(Class<?> owner, String name, String descriptor, Class<?> type) {
        byte[] raw = attribute(owner, name, descriptor, DEFAULT);
        if (raw == null) {
            return null;
        }
        Reader r = new Reader(owner, raw);
        Object v = r.value(type);
        r.end();
        return v instanceof Failure ? null : v;
    }

    /** The annotations of {@code type} directly present, or inside their container when repeated. */
    @SuppressWarnings("unchecked")
    public static <A extends Annotation> A[] byType(Map<Class<? extends Annotation>, Annotation> present, Class<A> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        List<A> result = new ArrayList<>();
        A direct = (A) present.get(type);
        if (direct != null) {
            result.add(direct);
        }
        Repeatable rep = type.getDeclaredAnnotation(Repeatable.class);
        if (rep != null) {
            Annotation container = present.get(rep.value());
            if (container != null) {
                try {
                    Method value = rep.value().getDeclaredMethod("value");
                    value.setAccessible(true);
                    A[] inner = (A[]) value.invoke(container);
                    boolean containerFirst = direct == null || containerBefore(present, rep.value(), type);
                    int at = containerFirst ? 0 : result.size();
                    for (int i = 0; i < inner.length; i++) {
                        result.add(at + i, inner[i]);
                    }
                } catch (ReflectiveOperationException e) {
                    throw new AnnotationFormatError(e);
                }
            }
        }
        return result.toArray((A[]) Array.newInstance(type, result.size()));
    }

    private static boolean containerBefore(Map<Class<? extends Annotation>, Annotation> present, Class<?> container, Class<?> type) {
        for (Class<?> k : present.keySet()) {
            if (k == container) {
                return true;
            }
            if (k == type) {
                return false;
            }
        }
        return false;
    }

    /** The elements of an annotation interface: their names, types and defaults. */
    static final class Type {
        final Map<String, Class<?>> members = new HashMap<>();
        /** The JDK's member defaults: a HashMap, whose order starts toString's. */
        final Map<String, Object> defaults = new HashMap<>(0);
        final RetentionPolicy retention;

        Type(Class<?> type) {
            for (Method m : type.getDeclaredMethods()) {
                if (Modifier.isStatic(m.getModifiers()) || m.getParameterCount() != 0 || m.isSynthetic()) {
                    continue;
                }
                members.put(m.getName(), m.getReturnType());
                Object d = m.getDefaultValue();
                if (d != null) {
                    defaults.put(m.getName(), d);
                }
            }
            retention = retentionOf(type);
        }

        /**
         * The type's @Retention, read from its attribute without making annotations
         * (meta-annotations annotate themselves: {@code @Documented} is documented).
         */
        private static RetentionPolicy retentionOf(Class<?> type) {
            byte[] raw = attribute(type, null, null, ANNOTATIONS);
            if (raw != null) {
                Reader r = new Reader(type, raw);
                int n = r.u2();
                for (int i = 0; i < n; i++) {
                    boolean retention = utf8(type, r.u2()).equals("Ljava/lang/annotation/Retention;");
                    int pairs = r.u2();
                    for (int k = 0; k < pairs; k++) {
                        boolean value = utf8(type, r.u2()).equals("value");
                        if (retention && value && r.peek() == 'e') {
                            r.u1();
                            r.u2();
                            return RetentionPolicy.valueOf(utf8(type, r.u2()));
                        }
                        r.skipValue();
                    }
                }
            }
            return RetentionPolicy.CLASS;
        }
    }

    // ----- decoding -----

    /** Reads annotation structures of one attribute (JVMS 4.7.16.1). */
    static final class Reader {
        private final Class<?> owner;
        private final byte[] b;
        private int at;

        Reader(Class<?> owner, byte[] b) {
            this.owner = owner;
            this.b = b;
        }

        int u1() {
            if (at >= b.length) {
                throw new AnnotationFormatError("Unexpected end of annotations");
            }
            return b[at++] & 0xff;
        }

        int peek() {
            return at < b.length ? b[at] & 0xff : -1;
        }

        int u2() {
            return (u1() << 8) | u1();
        }

        void end() {
            if (at != b.length) {
                throw new AnnotationFormatError("Unexpected bytes after annotations");
            }
        }

        /** An annotation, or null (after reading it) when its type cannot be used. */
        @SuppressWarnings("unchecked")
        Annotation annotation() {
            String descriptor = utf8(owner, u2());
            Class<?> type = classOf(descriptor);
            int n = u2();
            if (type == null || !type.isAnnotation()) {
                for (int i = 0; i < n; i++) {
                    u2();
                    skipValue();
                }
                return null;
            }
            Type t = new Type(type);
            Map<String, Object> values = new LinkedHashMap<>(t.defaults);
            for (int i = 0; i < n; i++) {
                String name = utf8(owner, u2());
                Class<?> memberType = t.members.get(name);
                if (memberType == null) {
                    skipValue();
                    continue;
                }
                values.put(name, value(memberType));
            }
            if (t.retention != RetentionPolicy.RUNTIME) {
                return null;
            }
            String[] names = values.keySet().toArray(new String[0]);
            Object[] vals = values.values().toArray();
            return AnnotationProxy.make((Class<? extends Annotation>) type, names, vals);
        }

        private void skipValue() {
            int tag = u1();
            switch (tag) {
                case 'e': u2(); u2(); break;
                case '@': u2(); int n = u2(); for (int i = 0; i < n; i++) { u2(); skipValue(); } break;
                case '[': int k = u2(); for (int i = 0; i < k; i++) { skipValue(); } break;
                default: u2();
            }
        }

        /** An element value for an element of type {@code type} (JVMS 4.7.16.1). */
        @SuppressWarnings({"unchecked", "rawtypes"})
        Object value(Class<?> type) {
            int tag = u1();
            Object v;
            switch (tag) {
                case 'B': v = (byte) bits(owner, u2()); break;
                case 'C': v = (char) bits(owner, u2()); break;
                case 'S': v = (short) bits(owner, u2()); break;
                case 'Z': v = bits(owner, u2()) != 0; break;
                case 'I': v = (int) bits(owner, u2()); break;
                case 'J': v = bits(owner, u2()); break;
                case 'F': v = Float.intBitsToFloat((int) bits(owner, u2())); break;
                case 'D': v = Double.longBitsToDouble(bits(owner, u2())); break;
                case 's': v = utf8(owner, u2()); break;
                case 'e': {
                    String enumDescriptor = utf8(owner, u2());
                    String name = utf8(owner, u2());
                    if (!type.isEnum() || !type.getName().equals(binaryName(enumDescriptor))) {
                        return mismatch(type, enumDescriptor + "." + name);
                    }
                    try {
                        v = Enum.valueOf((Class) type, name);
                    } catch (IllegalArgumentException e) {
                        return new Failure(type.getName() + "." + name,
                                new EnumConstantNotPresentException((Class) type, name));
                    }
                    return v;
                }
                case 'c': {
                    String descriptor = utf8(owner, u2());
                    Class<?> c = classOf(descriptor);
                    if (c == null) {
                        String name = binaryName(descriptor);
                        return new Failure(name + ".class", new TypeNotPresentException(name, null));
                    }
                    v = c;
                    break;
                }
                case '@': {
                    Annotation a = annotation();
                    if (a == null) {
                        return mismatch(type, "@annotation");
                    }
                    v = a;
                    break;
                }
                case '[': {
                    int n = u2();
                    if (!type.isArray()) {
                        for (int i = 0; i < n; i++) {
                            skipValue();
                        }
                        return mismatch(type, "Array with component tag: " + (n == 0 ? "0" : "?"));
                    }
                    Class<?> component = type.getComponentType();
                    Object array = Array.newInstance(component, n);
                    Failure failure = null;
                    for (int i = 0; i < n; i++) {
                        Object e = value(component);
                        if (e instanceof Failure) {
                            failure = (Failure) e;
                        } else if (failure == null) {
                            Array.set(array, i, e);
                        }
                    }
                    return failure != null ? failure : array;
                }
                default:
                    throw new AnnotationFormatError("Invalid member-value tag in annotation: " + (char) tag);
            }
            if (!fits(type, v)) {
                return mismatch(type, String.valueOf(v));
            }
            return v;
        }

        private Failure mismatch(Class<?> type, String found) {
            return new Failure(found, new AnnotationTypeMismatchException(null, found));
        }

        private static boolean fits(Class<?> type, Object v) {
            if (!type.isPrimitive()) {
                return type.isInstance(v);
            }
            return (type == int.class && v instanceof Integer) || (type == long.class && v instanceof Long)
                    || (type == boolean.class && v instanceof Boolean) || (type == byte.class && v instanceof Byte)
                    || (type == char.class && v instanceof Character) || (type == short.class && v instanceof Short)
                    || (type == float.class && v instanceof Float) || (type == double.class && v instanceof Double);
        }
    }

    /** {@code Lp/C;} as {@code p.C}, {@code [I} as {@code [I}. */
    static String binaryName(String descriptor) {
        if (descriptor.startsWith("L") && descriptor.endsWith(";")) {
            return descriptor.substring(1, descriptor.length() - 1).replace('/', '.');
        }
        return descriptor.replace('/', '.');
    }

    /** The class of a field descriptor or {@code V}, or null when it is not there. */
    static Class<?> classOf(String descriptor) {
        switch (descriptor) {
            case "I": return int.class;
            case "J": return long.class;
            case "Z": return boolean.class;
            case "B": return byte.class;
            case "C": return char.class;
            case "S": return short.class;
            case "F": return float.class;
            case "D": return double.class;
            case "V": return void.class;
            default:
                try {
                    return Class.forName(binaryName(descriptor), false, null);
                } catch (ClassNotFoundException e) {
                    return null;
                }
        }
    }
}
