package java.lang.reflect;

/** Reflective array creation and access. */
public final class Array {
    private Array() {}

    public static Object newInstance(Class<?> componentType, int length) {
        if (componentType == null) throw new NullPointerException();
        if (componentType == void.class) throw new IllegalArgumentException();
        return newArray(componentType, length);
    }

    public static Object newInstance(Class<?> componentType, int... dimensions) {
        if (componentType == null) throw new NullPointerException();
        if (dimensions.length == 0) throw new IllegalArgumentException("Empty dimensions array");
        if (dimensions.length > 255) throw new IllegalArgumentException("Dimensions array too large");
        for (int d : dimensions) {
            if (d < 0) throw new NegativeArraySizeException(String.valueOf(d));
        }
        return make(componentType, dimensions, 0);
    }

    private static Object make(Class<?> component, int[] dims, int at) {
        Class<?> element = component;
        for (int i = at + 1; i < dims.length; i++) {
            element = element.arrayType();
        }
        Object array = newInstance(element, dims[at]);
        if (at + 1 < dims.length) {
            Object[] outer = (Object[]) array;
            for (int i = 0; i < outer.length; i++) {
                outer[i] = make(component, dims, at + 1);
            }
        }
        return array;
    }

    public static native int getLength(Object array);

    private static native Object newArray(Class<?> componentType, int length);

    public static Object get(Object array, int index) {
        if (array instanceof Object[]) return ((Object[]) array)[index];
        if (array instanceof int[]) return ((int[]) array)[index];
        if (array instanceof long[]) return ((long[]) array)[index];
        if (array instanceof double[]) return ((double[]) array)[index];
        if (array instanceof float[]) return ((float[]) array)[index];
        if (array instanceof char[]) return ((char[]) array)[index];
        if (array instanceof short[]) return ((short[]) array)[index];
        if (array instanceof byte[]) return ((byte[]) array)[index];
        if (array instanceof boolean[]) return ((boolean[]) array)[index];
        throw notAnArray(array);
    }

    private static IllegalArgumentException notAnArray(Object array) {
        if (array == null) throw new NullPointerException();
        return new IllegalArgumentException("Argument is not an array");
    }

    public static boolean getBoolean(Object array, int index) {
        if (array instanceof boolean[]) return ((boolean[]) array)[index];
        throw mismatch(array);
    }

    public static byte getByte(Object array, int index) {
        if (array instanceof byte[]) return ((byte[]) array)[index];
        throw mismatch(array);
    }

    public static char getChar(Object array, int index) {
        if (array instanceof char[]) return ((char[]) array)[index];
        throw mismatch(array);
    }

    public static short getShort(Object array, int index) {
        if (array instanceof short[]) return ((short[]) array)[index];
        if (array instanceof byte[]) return ((byte[]) array)[index];
        throw mismatch(array);
    }

    public static int getInt(Object array, int index) {
        if (array instanceof int[]) return ((int[]) array)[index];
        if (array instanceof char[]) return ((char[]) array)[index];
        if (array instanceof short[]) return ((short[]) array)[index];
        if (array instanceof byte[]) return ((byte[]) array)[index];
        throw mismatch(array);
    }

    public static long getLong(Object array, int index) {
        if (array instanceof long[]) return ((long[]) array)[index];
        return getInt(array, index);
    }

    public static float getFloat(Object array, int index) {
        if (array instanceof float[]) return ((float[]) array)[index];
        return getLong(array, index);
    }

    public static double getDouble(Object array, int index) {
        if (array instanceof double[]) return ((double[]) array)[index];
        return getFloat(array, index);
    }

    private static IllegalArgumentException mismatch(Object array) {
        if (array == null) throw new NullPointerException();
        if (!array.getClass().isArray()) return new IllegalArgumentException("Argument is not an array");
        return new IllegalArgumentException("argument type mismatch");
    }

    public static void set(Object array, int index, Object value) {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            a[index] = value;
            return;
        }
        if (array == null) throw new NullPointerException();
        if (!array.getClass().isArray()) throw new IllegalArgumentException("Argument is not an array");
        if (value instanceof Boolean) setBoolean(array, index, (Boolean) value);
        else if (value instanceof Character) setChar(array, index, (Character) value);
        else if (value instanceof Byte) setByte(array, index, (Byte) value);
        else if (value instanceof Short) setShort(array, index, (Short) value);
        else if (value instanceof Integer) setInt(array, index, (Integer) value);
        else if (value instanceof Long) setLong(array, index, (Long) value);
        else if (value instanceof Float) setFloat(array, index, (Float) value);
        else if (value instanceof Double) setDouble(array, index, (Double) value);
        else throw new IllegalArgumentException("argument type mismatch");
    }

    public static void setBoolean(Object array, int index, boolean z) {
        if (array instanceof boolean[]) ((boolean[]) array)[index] = z;
        else throw mismatch(array);
    }

    public static void setByte(Object array, int index, byte b) {
        if (array instanceof byte[]) ((byte[]) array)[index] = b;
        else setShort(array, index, b);
    }

    public static void setChar(Object array, int index, char c) {
        if (array instanceof char[]) ((char[]) array)[index] = c;
        else setIntWide(array, index, c);
    }

    public static void setShort(Object array, int index, short s) {
        if (array instanceof short[]) ((short[]) array)[index] = s;
        else setIntWide(array, index, s);
    }

    public static void setInt(Object array, int index, int i) {
        if (array instanceof int[]) ((int[]) array)[index] = i;
        else setLong(array, index, i);
    }

    private static void setIntWide(Object array, int index, int i) {
        if (array instanceof int[]) ((int[]) array)[index] = i;
        else setLong(array, index, i);
    }

    public static void setLong(Object array, int index, long l) {
        if (array instanceof long[]) ((long[]) array)[index] = l;
        else setFloat(array, index, l);
    }

    public static void setFloat(Object array, int index, float f) {
        if (array instanceof float[]) ((float[]) array)[index] = f;
        else setDouble(array, index, f);
    }

    public static void setDouble(Object array, int index, double d) {
        if (array instanceof double[]) ((double[]) array)[index] = d;
        else throw mismatch(array);
    }
}
