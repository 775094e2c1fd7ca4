package java.lang.reflect;

/** What methods and constructors share. Instances are made by the VM (see Class). */
public abstract class Executable extends AccessibleObject implements Member, GenericDeclaration {
    // Set by the VM.
    Class<?> clazz;
    String descriptor;
    Class<?>[] parameterTypes;
    Class<?>[] exceptionTypes;
    int modifiers;

    Executable() {}

    /** The method's name in the class file ({@code <init>} for a constructor). */
    abstract String memberName();

    @Override
    java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> declaredAnnotationMap() {
        return ironpf.Annotations.declared(clazz, memberName(), descriptor);
    }

    /** The generic signature, or null. */
    String signature() {
        return ironpf.Annotations.signature(clazz, memberName(), descriptor);
    }

    public TypeVariable<?>[] getTypeParameters() {
        return ironpf.Generics.typeParameters(this, signature());
    }

    public Type[] getGenericParameterTypes() {
        String sig = signature();
        return sig == null ? getParameterTypes() : ironpf.Generics.parameterTypes(this, sig);
    }

    public Type[] getGenericExceptionTypes() {
        String sig = signature();
        Type[] thrown = sig == null ? null : ironpf.Generics.exceptionTypes(this, sig);
        return thrown == null ? getExceptionTypes() : thrown;
    }

    /** The generic parameter types where they match the parameters one to one, else the classes. */
    Type[] allGenericParameterTypes() {
        Type[] generic = getGenericParameterTypes();
        return generic.length == parameterTypes.length ? generic : getParameterTypes();
    }

    /** toGenericString's parameters and throws clause. */
    void appendGenericParametersAndExceptions(StringBuilder sb) {
        sb.append('(');
        Type[] params = allGenericParameterTypes();
        for (int j = 0; j < params.length; j++) {
            if (j > 0) {
                sb.append(',');
            }
            String param = params[j].getTypeName();
            if (isVarArgs() && j == params.length - 1 && param.endsWith("[]")) {
                param = param.substring(0, param.length() - 2) + "...";
            }
            sb.append(param);
        }
        sb.append(')');
        Type[] thrown = getGenericExceptionTypes();
        for (int i = 0; i < thrown.length; i++) {
            sb.append(i == 0 ? " throws " : ",").append(thrown[i].getTypeName());
        }
    }

    public java.lang.annotation.Annotation[][] getParameterAnnotations() {
        return ironpf.Annotations.parameters(clazz, memberName(), descriptor, parameterTypes.length,
                this instanceof Constructor);
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public Class<?>[] getExceptionTypes() {
        return exceptionTypes.clone();
    }

    public boolean isVarArgs() {
        return (modifiers & Modifier.VARARGS) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & Modifier.SYNTHETIC) != 0;
    }

    /** The argument array converted for the parameters, or IllegalArgumentException. */
    Object[] convertArguments(Object[] args) {
        int n = args == null ? 0 : args.length;
        if (n != parameterTypes.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        Object[] converted = new Object[n];
        for (int i = 0; i < n; i++) {
            converted[i] = convert(parameterTypes[i], args[i], "argument type mismatch");
        }
        return converted;
    }

    /** Modifiers as the JDK's toString spells them, with "default" for default methods. */
    void appendModifiers(StringBuilder sb, int mask, boolean isDefault) {
        int mod = modifiers & mask;
        if (mod != 0 && !isDefault) {
            sb.append(Modifier.toString(mod)).append(' ');
            return;
        }
        int access = mod & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE);
        if (access != 0) {
            sb.append(Modifier.toString(access)).append(' ');
        }
        if (isDefault) {
            sb.append("default ");
        }
        mod &= ~(Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE);
        if (mod != 0) {
            sb.append(Modifier.toString(mod)).append(' ');
        }
    }

    void appendParametersAndExceptions(StringBuilder sb) {
        sb.append('(');
        for (int i = 0; i < parameterTypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(parameterTypes[i].getTypeName());
        }
        sb.append(')');
        if (exceptionTypes.length > 0) {
            sb.append(" throws ");
            for (int i = 0; i < exceptionTypes.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(exceptionTypes[i].getTypeName());
            }
        }
    }

    static boolean sameTypes(Class<?>[] a, Class<?>[] b) {
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }
}
