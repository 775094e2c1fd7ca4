package java.lang.reflect;

/** A constructor of a class. Instances are made by the VM (see Class). */
public final class Constructor<T> extends Executable {
    private Constructor() {}

    @Override
    String memberName() {
        return "<init>";
    }

    @SuppressWarnings("unchecked")
    @Override
    public Class<T> getDeclaringClass() {
        return (Class<T>) clazz;
    }

    public String getName() {
        return clazz.getName();
    }

    /**
     * A new instance made by this constructor with {@code args}. An exception the
     * constructor throws comes wrapped in InvocationTargetException.
     */
    @SuppressWarnings("unchecked")
    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, InvocationTargetException {
        checkAccess(this);
        if (Modifier.isAbstract(clazz.getModifiers())) {
            throw new InstantiationException();
        }
        Object[] converted = convertArguments(initargs);
        try {
            return (T) newInstance0(converted);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    private native Object newInstance0(Object[] args);

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Constructor)) {
            return false;
        }
        Constructor<?> c = (Constructor<?>) other;
        return clazz == c.clazz && sameTypes(parameterTypes, c.parameterTypes);
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode();
    }

    @Override
    @SuppressWarnings("unchecked")
    public TypeVariable<Constructor<T>>[] getTypeParameters() {
        return (TypeVariable<Constructor<T>>[]) super.getTypeParameters();
    }

    public String toGenericString() {
        StringBuilder sb = new StringBuilder();
        appendModifiers(sb, Modifier.constructorModifiers(), false);
        String params = ironpf.Generics.typeParameterText(getTypeParameters());
        if (!params.isEmpty()) {
            sb.append(params).append(' ');
        }
        sb.append(clazz.getTypeName());
        appendGenericParametersAndExceptions(sb);
        return sb.toString();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        appendModifiers(sb, Modifier.constructorModifiers(), false);
        sb.append(clazz.getTypeName());
        appendParametersAndExceptions(sb);
        return sb.toString();
    }
}
