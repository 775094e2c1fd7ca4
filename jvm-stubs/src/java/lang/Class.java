package java.lang;

/**
 * Runtime representation of a class or interface. Instances are created by the VM only.
 */
public final class Class<T> implements java.io.Serializable {

    private Class() {
    }

    public native String getName();

    public native String getSimpleName();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isArray();

    public native boolean isInterface();

    public native boolean isPrimitive();

    public native boolean isEnum();

    public native Class<?> getComponentType();

    public native Class<? super T> getSuperclass();

    public native boolean desiredAssertionStatus();

    static native Class<?> getPrimitiveClass(String name);

    /** The enum constants in declaration order (shared array, do not modify), or null. */
    native Object[] getEnumConstantsShared();

    public String toString() {
        if (isPrimitive()) {
            return getName();
        }
        return (isInterface() ? "interface " : "class ") + getName();
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> c = this;
            int dims = 0;
            while (c.isArray()) {
                dims++;
                c = c.getComponentType();
            }
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dims; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    public String getCanonicalName() {
        if (isArray()) {
            String component = getComponentType().getCanonicalName();
            return component == null ? null : component + "[]";
        }
        if (isPrimitive()) {
            return getName();
        }
        String simple = getSimpleName();
        if (simple == null || simple.isEmpty()) {
            return null; // anonymous class
        }
        String name = getName();
        int dollar = name.lastIndexOf('$');
        if (dollar >= 0 && name.endsWith(simple)) {
            // A local class is named Outer$<digits>Simple.
            int start = name.length() - simple.length();
            int i = start - 1;
            boolean digits = false;
            while (i > dollar && name.charAt(i) >= '0' && name.charAt(i) <= '9') {
                digits = true;
                i--;
            }
            if (digits && i == dollar) {
                return null;
            }
        }
        return name.replace('$', '.');
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String name = c.getName();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(0, dot);
    }

    public String descriptorString() {
        if (isPrimitive()) {
            switch (getName()) {
                case "int": return "I";
                case "long": return "J";
                case "short": return "S";
                case "byte": return "B";
                case "char": return "C";
                case "boolean": return "Z";
                case "float": return "F";
                case "double": return "D";
                default: return "V";
            }
        }
        if (isArray()) {
            return getName().replace('.', '/');
        }
        return "L" + getName().replace('.', '/') + ";";
    }

    public boolean isAnonymousClass() {
        return !isArray() && !isPrimitive() && getSimpleName().isEmpty();
    }

    public boolean isMemberClass() {
        return !isArray() && !isPrimitive() && !isAnonymousClass() && !isLocalClass()
                && getName().indexOf('$') >= 0;
    }

    public boolean isLocalClass() {
        return !isArray() && !isPrimitive() && !isAnonymousClass() && getCanonicalName() == null;
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        Object[] shared = getEnumConstantsShared();
        if (shared == null) {
            return null;
        }
        return (T[]) shared.clone();
    }

    public Object[] getSigners() {
        return null;
    }

    public Class<?> arrayType() {
        throw new UnsupportedOperationException("ironpf: Class.arrayType");
    }

    public Class<?> componentType() {
        return getComponentType();
    }

    public String toGenericString() {
        if (isPrimitive()) {
            return getName();
        }
        return toString();
    }
}
