package java.lang.reflect;

/** What methods and constructors share. Instances are made by the VM (see Class). */
public abstract class Executable extends AccessibleObject implements Member {
    // Set by the VM.
    Class<?> clazz;
    String descriptor;
    Class<?>[] parameterTypes;
    Class<?>[] exceptionTypes;
    int modifiers;

    Executable() {}

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
