package java.lang.reflect;

/** A field, method or constructor whose Java access checks can be suppressed. */
public class AccessibleObject implements AnnotatedElement {
    boolean override;

    protected AccessibleObject() {}

    /** The annotations declared on this member, by type, in class-file order. */
    java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> declaredAnnotationMap() {
        throw new AssertionError("All subclasses should override this method");
    }

    public <T extends java.lang.annotation.Annotation> T getAnnotation(Class<T> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return annotationClass.cast(declaredAnnotationMap().get(annotationClass));
    }

    public boolean isAnnotationPresent(Class<? extends java.lang.annotation.Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public java.lang.annotation.Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        return declaredAnnotationMap().values().toArray(new java.lang.annotation.Annotation[0]);
    }

    public <T extends java.lang.annotation.Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        return getAnnotation(annotationClass);
    }

    public <T extends java.lang.annotation.Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return ironpf.Annotations.byType(declaredAnnotationMap(), annotationClass);
    }

    public <T extends java.lang.annotation.Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return getAnnotationsByType(annotationClass);
    }

    public void setAccessible(boolean flag) {
        override = flag;
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        for (AccessibleObject o : array) {
            o.setAccessible(flag);
        }
    }

    public final boolean trySetAccessible() {
        override = true;
        return true;
    }

    @Deprecated
    public boolean isAccessible() {
        return override;
    }

    /** Whether the caller may use this member on {@code obj} without setAccessible. */
    public final boolean canAccess(Object obj) {
        if (override) {
            return true;
        }
        Member m = (Member) this;
        return accessible(callerClass(), m.getDeclaringClass(), m.getModifiers());
    }

    /** The class of the innermost frame outside reflection's own classes. */
    static native Class<?> callerClass();

    /** Whether two classes belong to one nest (may use each other's private members). */
    static native boolean nestmates(Class<?> a, Class<?> b);

    /** Java's access rules (JLS 6.6) for a member of {@code declaring} used from {@code caller}. */
    static boolean accessible(Class<?> caller, Class<?> declaring, int modifiers) {
        if (caller == null || caller == declaring) {
            return true;
        }
        boolean samePackage = caller.getPackageName().equals(declaring.getPackageName());
        if (!Modifier.isPublic(declaring.getModifiers()) && !samePackage && !nestmates(caller, declaring)) {
            return false;
        }
        if (Modifier.isPublic(modifiers)) {
            return true;
        }
        if (Modifier.isPrivate(modifiers)) {
            return nestmates(caller, declaring);
        }
        if (samePackage) {
            return true;
        }
        return Modifier.isProtected(modifiers) && declaring.isAssignableFrom(caller);
    }

    /** Throws IllegalAccessException, worded as the JDK does, unless the caller has access. */
    void checkAccess(Member m) throws IllegalAccessException {
        if (override) {
            return;
        }
        Class<?> caller = callerClass();
        if (!accessible(caller, m.getDeclaringClass(), m.getModifiers())) {
            throw new IllegalAccessException(caller + " cannot access a member of " + m.getDeclaringClass()
                    + " with modifiers \"" + Modifier.toString(m.getModifiers()) + "\"");
        }
    }

    /**
     * The argument for a parameter of type {@code type}, as Java's reflection converts it: a
     * primitive parameter takes a box widened to the box of exactly its type; a reference
     * parameter takes null or an instance. Throws IllegalArgumentException otherwise.
     */
    static Object convert(Class<?> type, Object value, String mismatch) {
        if (!type.isPrimitive()) {
            if (value != null && !type.isInstance(value)) {
                throw new IllegalArgumentException(mismatch);
            }
            return value;
        }
        if (value == null) {
            throw new IllegalArgumentException(mismatch);
        }
        if (type == boolean.class) {
            if (value instanceof Boolean) {
                return value;
            }
            throw new IllegalArgumentException(mismatch);
        }
        // The widening primitive conversions (JLS 5.1.2).
        if (value instanceof Character) {
            char c = (Character) value;
            if (type == char.class) return value;
            if (type == int.class) return Integer.valueOf(c);
            if (type == long.class) return Long.valueOf(c);
            if (type == float.class) return Float.valueOf(c);
            if (type == double.class) return Double.valueOf(c);
            throw new IllegalArgumentException(mismatch);
        }
        int rank = rank(value.getClass());
        int want = rank(type);
        if (rank < 0 || want < 0 || want < rank || type == char.class) {
            throw new IllegalArgumentException(mismatch);
        }
        Number n = (Number) value;
        if (type == byte.class) return Byte.valueOf(n.byteValue());
        if (type == short.class) return Short.valueOf(n.shortValue());
        if (type == int.class) return Integer.valueOf(n.intValue());
        if (type == long.class) return Long.valueOf(n.longValue());
        if (type == float.class) return Float.valueOf(n.floatValue());
        return Double.valueOf(n.doubleValue());
    }

    private static int rank(Class<?> c) {
        if (c == byte.class || c == Byte.class) return 0;
        if (c == short.class || c == Short.class) return 1;
        if (c == int.class || c == Integer.class) return 2;
        if (c == long.class || c == Long.class) return 3;
        if (c == float.class || c == Float.class) return 4;
        if (c == double.class || c == Double.class) return 5;
        return -1;
    }
}
