package java.util;

/** Package-private array helpers shared by the collection classes. */
final class ArraySupport {
    private ArraySupport() {
    }

    /**
     * Returns a new array with the same runtime component type as {@code proto} and the given
     * length. Arrays whose class is exactly Object[] are created directly; any other component
     * type needs {@code java.lang.reflect.Array.newInstance} (requested as a native in
     * jvm-stubs/NATIVES-REQUESTED.md).
     */
    @SuppressWarnings("unchecked")
    static <T> T[] newArrayLike(T[] proto, int length) {
        if (proto.getClass() == Object[].class) {
            return (T[]) new Object[length];
        }
        return (T[]) java.lang.reflect.Array.newInstance(proto.getClass().getComponentType(), length);
    }

    /** Same as newArrayLike, but from an array class (for Arrays.copyOf(U[], int, Class)). */
    @SuppressWarnings("unchecked")
    static <T> T[] newArrayOfClass(Class<?> arrayClass, int length) {
        if (arrayClass == Object[].class) {
            return (T[]) new Object[length];
        }
        return (T[]) java.lang.reflect.Array.newInstance(arrayClass.getComponentType(), length);
    }
}
