package java.lang.reflect;

/** A method of a class or interface. Instances are made by the VM (see Class). */
public final class Method extends Executable {
    // Set by the VM.
    String name;
    Class<?> returnType;

    private Method() {}

    @Override
    String memberName() {
        return name;
    }

    @Override
    @SuppressWarnings("unchecked")
    public TypeVariable<Method>[] getTypeParameters() {
        return (TypeVariable<Method>[]) super.getTypeParameters();
    }

    public Type getGenericReturnType() {
        String sig = signature();
        return sig == null ? returnType : ironpf.Generics.returnType(this, sig);
    }

    public String toGenericString() {
        StringBuilder sb = new StringBuilder();
        appendModifiers(sb, Modifier.methodModifiers(), isDefault());
        String params = ironpf.Generics.typeParameterText(getTypeParameters());
        if (!params.isEmpty()) {
            sb.append(params).append(' ');
        }
        sb.append(getGenericReturnType().getTypeName()).append(' ');
        sb.append(clazz.getTypeName()).append('.').append(name);
        appendGenericParametersAndExceptions(sb);
        return sb.toString();
    }

    /** The default value of an annotation element, or null. */
    public Object getDefaultValue() {
        return ironpf.Annotations.defaultValue(clazz, name, descriptor, returnType);
    }

    public String getName() {
        return name;
    }

    public Class<?> getReturnType() {
        return returnType;
    }

    public boolean isBridge() {
        return (modifiers & Modifier.BRIDGE) != 0;
    }

    /** A public non-abstract instance method of an interface. */
    public boolean isDefault() {
        return (modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC
                && clazz.isInterface();
    }

    /**
     * Calls the method on {@code obj} (ignored for a static method) with {@code args}, with
     * virtual dispatch for an instance method. An exception the method throws comes wrapped
     * in InvocationTargetException.
     */
    public Object invoke(Object obj, Object... args) throws IllegalAccessException, InvocationTargetException {
        checkAccess(this);
        if (!Modifier.isStatic(modifiers)) {
            if (obj == null) {
                throw new NullPointerException();
            }
            if (!clazz.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of declaring class");
            }
        }
        Object[] converted = convertArguments(args);
        try {
            return invoke0(obj, converted);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    private native Object invoke0(Object obj, Object[] args);

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Method)) {
            return false;
        }
        Method m = (Method) other;
        return clazz == m.clazz && name.equals(m.name) && returnType == m.returnType
                && sameTypes(parameterTypes, m.parameterTypes);
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        appendModifiers(sb, Modifier.methodModifiers(), isDefault());
        sb.append(returnType.getTypeName()).append(' ');
        sb.append(clazz.getTypeName()).append('.').append(name);
        appendParametersAndExceptions(sb);
        return sb.toString();
    }
}
