package java.lang.reflect;

/** A field of a class or interface. Instances are made by the VM (see Class). */
public final class Field extends AccessibleObject implements Member {
    // Set by the VM.
    Class<?> clazz;
    String name;
    String descriptor;
    Class<?> type;
    int modifiers;

    private Field() {}

    @Override
    java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> declaredAnnotationMap() {
        return ironpf.Annotations.declared(clazz, name, descriptor);
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return name;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?> getType() {
        return type;
    }

    public boolean isSynthetic() {
        return (modifiers & Modifier.SYNTHETIC) != 0;
    }

    public boolean isEnumConstant() {
        return (modifiers & Modifier.ENUM) != 0;
    }

    private String qualifiedName() {
        return clazz.getName() + "." + name;
    }

    private void checkReceiver(Object obj, String verb) {
        if (Modifier.isStatic(modifiers)) {
            return;
        }
        if (obj == null) {
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
        }
        if (!clazz.isInstance(obj)) {
            throw new IllegalArgumentException("Can not " + verb + " " + type.getName() + " field "
                    + qualifiedName() + " to " + obj.getClass().getName());
        }
    }

    /** The field's value in {@code obj} (ignored for a static field), boxed if primitive. */
    public Object get(Object obj) throws IllegalAccessException {
        checkAccess(this);
        checkReceiver(obj, "set");
        return get0(obj);
    }

    private Object getAs(Object obj, Class<?> wanted) throws IllegalAccessException {
        Object v = get(obj);
        String mismatch = "Attempt to get " + type.getName() + " field \"" + qualifiedName()
                + "\" with illegal data type conversion to " + wanted.getName();
        if (!type.isPrimitive()) {
            throw new IllegalArgumentException(mismatch);
        }
        return convert(wanted, v, mismatch);
    }

    public boolean getBoolean(Object obj) throws IllegalAccessException { return (Boolean) getAs(obj, boolean.class); }
    public byte getByte(Object obj) throws IllegalAccessException { return (Byte) getAs(obj, byte.class); }
    public char getChar(Object obj) throws IllegalAccessException { return (Character) getAs(obj, char.class); }
    public short getShort(Object obj) throws IllegalAccessException { return (Short) getAs(obj, short.class); }
    public int getInt(Object obj) throws IllegalAccessException { return (Integer) getAs(obj, int.class); }
    public long getLong(Object obj) throws IllegalAccessException { return (Long) getAs(obj, long.class); }
    public float getFloat(Object obj) throws IllegalAccessException { return (Float) getAs(obj, float.class); }
    public double getDouble(Object obj) throws IllegalAccessException { return (Double) getAs(obj, double.class); }

    /**
     * Sets the field in {@code obj} (ignored for a static field) to {@code value}, unboxed and
     * widened for a primitive field. A final field can be set only after setAccessible(true),
     * and never a static final one.
     */
    public void set(Object obj, Object value) throws IllegalAccessException {
        set(obj, value, value == null ? "null value" : value.getClass().getName());
    }

    /** {@code described} is how the JDK's messages name the value ("(int)5" from setInt). */
    private void set(Object obj, Object value, String described) throws IllegalAccessException {
        checkAccess(this);
        String target = (Modifier.isStatic(modifiers) ? "static " : "") + (Modifier.isFinal(modifiers) ? "final " : "")
                + type.getName() + " field " + qualifiedName() + " to " + described;
        if (Modifier.isFinal(modifiers) && (!override || Modifier.isStatic(modifiers))) {
            throw new IllegalAccessException("Can not set " + target);
        }
        checkReceiver(obj, "set");
        set0(obj, convert(type, value, "Can not set " + target));
    }

    public void setBoolean(Object obj, boolean z) throws IllegalAccessException { set(obj, Boolean.valueOf(z), "(boolean)" + z); }
    public void setByte(Object obj, byte b) throws IllegalAccessException { set(obj, Byte.valueOf(b), "(byte)" + b); }
    public void setChar(Object obj, char c) throws IllegalAccessException { set(obj, Character.valueOf(c), "(char)" + c); }
    public void setShort(Object obj, short s) throws IllegalAccessException { set(obj, Short.valueOf(s), "(short)" + s); }
    public void setInt(Object obj, int i) throws IllegalAccessException { set(obj, Integer.valueOf(i), "(int)" + i); }
    public void setLong(Object obj, long l) throws IllegalAccessException { set(obj, Long.valueOf(l), "(long)" + l); }
    public void setFloat(Object obj, float f) throws IllegalAccessException { set(obj, Float.valueOf(f), "(float)" + f); }
    public void setDouble(Object obj, double d) throws IllegalAccessException { set(obj, Double.valueOf(d), "(double)" + d); }

    private native Object get0(Object obj);

    /** Returns null (the adapter's result). */
    private native Object set0(Object obj, Object value);

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Field)) {
            return false;
        }
        Field f = (Field) other;
        return clazz == f.clazz && name.equals(f.name) && type == f.type;
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public Type getGenericType() {
        String sig = ironpf.Annotations.signature(clazz, name, descriptor);
        return sig == null ? type : ironpf.Generics.fieldType(clazz, sig);
    }

    public String toGenericString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + getGenericType().getTypeName() + " "
                + clazz.getTypeName() + "." + name;
    }

    @Override
    public String toString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + type.getTypeName() + " "
                + clazz.getTypeName() + "." + name;
    }
}
