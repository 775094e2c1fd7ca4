package java.lang.reflect;

/** Reflective array creation and length, as much of java.lang.reflect.Array as the runtime needs. */
public final class Array {
    private Array() {}

    public static Object newInstance(Class<?> componentType, int length) {
        if (componentType == null) throw new NullPointerException();
        if (componentType == void.class) throw new IllegalArgumentException();
        return newArray(componentType, length);
    }

    public static native int getLength(Object array);

    private static native Object newArray(Class<?> componentType, int length);
}
