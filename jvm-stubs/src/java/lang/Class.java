package java.lang;

/**
 * Runtime representation of a class or interface. Instances are created by the VM only.
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.GenericDeclaration,
        java.lang.reflect.Type, java.lang.reflect.AnnotatedElement {

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
        return java.lang.reflect.Array.newInstance(this, 0).getClass();
    }

    // ----- generic signatures (ironpf.Generics) -----

    @SuppressWarnings("unchecked")
    public java.lang.reflect.TypeVariable<Class<T>>[] getTypeParameters() {
        return ironpf.Generics.typeParameters(this, ironpf.Annotations.signature(this, null, null));
    }

    public java.lang.reflect.Type getGenericSuperclass() {
        Class<?> superclass = getSuperclass();
        String sig = ironpf.Annotations.signature(this, null, null);
        if (superclass == null || sig == null) {
            return superclass;
        }
        return ironpf.Generics.classSupertypes(this, sig)[0];
    }

    public java.lang.reflect.Type[] getGenericInterfaces() {
        String sig = ironpf.Annotations.signature(this, null, null);
        if (sig == null) {
            return getInterfaces();
        }
        java.lang.reflect.Type[] all = ironpf.Generics.classSupertypes(this, sig);
        return java.util.Arrays.copyOfRange(all, 1, all.length);
    }

    // ----- annotations (decoded by ironpf.Annotations) -----

    @SuppressWarnings("unchecked")
    public <A extends java.lang.annotation.Annotation> A getAnnotation(Class<A> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return (A) ironpf.Annotations.ofClass(this).get(annotationClass);
    }

    public boolean isAnnotationPresent(Class<? extends java.lang.annotation.Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public java.lang.annotation.Annotation[] getAnnotations() {
        return ironpf.Annotations.ofClass(this).values().toArray(new java.lang.annotation.Annotation[0]);
    }

    @SuppressWarnings("unchecked")
    public <A extends java.lang.annotation.Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return (A) ironpf.Annotations.declared(this, null, null).get(annotationClass);
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        return ironpf.Annotations.declared(this, null, null).values().toArray(new java.lang.annotation.Annotation[0]);
    }

    public <A extends java.lang.annotation.Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        return ironpf.Annotations.byType(ironpf.Annotations.declared(this, null, null), annotationClass);
    }

    public Class<?> componentType() {
        return getComponentType();
    }

    /** JDK 17's format: modifiers, kind, name and type parameters with their bounds. */
    public String toGenericString() {
        if (isPrimitive()) {
            return toString();
        }
        Class<?> component = this;
        int depth = 0;
        while (component.isArray()) {
            component = component.getComponentType();
            depth++;
        }
        StringBuilder sb = new StringBuilder();
        if (depth > 0) {
            sb.append(component.getName()).append(ironpf.Generics.typeParameterText(component.getTypeParameters()));
            for (int i = 0; i < depth; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        int modifiers = getModifiers() & java.lang.reflect.Modifier.classModifiers();
        if (modifiers != 0) {
            sb.append(java.lang.reflect.Modifier.toString(modifiers)).append(' ');
        }
        if (isAnnotation()) {
            sb.append('@');
        }
        if (isInterface()) {
            sb.append("interface");
        } else if (isEnum()) {
            sb.append("enum");
        } else if (getSuperclass() != null && getSuperclass().getName().equals("java.lang.Record")) {
            sb.append("record");
        } else {
            sb.append("class");
        }
        sb.append(' ').append(getName());
        sb.append(ironpf.Generics.typeParameterText(getTypeParameters()));
        return sb.toString();
    }

    // ----- reflection (natives in src/natives/reflect.rs) -----

    /** The class of a binary name, loaded and initialized. */
    public static Class<?> forName(String className) throws ClassNotFoundException {
        return forName0(className, true);
    }

    /** The class of a binary name, initialized when asked (ironpf has one class loader). */
    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        return forName0(name, initialize);
    }

    private static native Class<?> forName0(String name, boolean initialize) throws ClassNotFoundException;

    public native int getModifiers();

    /** The nest host (JVMS 5.4.4): this class when it has none or its NestHost is invalid. */
    public Class<?> getNestHost() {
        if (isPrimitive() || isArray()) {
            return this;
        }
        return getNestHost0();
    }

    public boolean isNestmateOf(Class<?> c) {
        if (this == c) {
            return true;
        }
        if (isPrimitive() || isArray() || c.isPrimitive() || c.isArray()) {
            return false;
        }
        return getNestHost() == c.getNestHost();
    }

    /** The nest host, then the members its NestMembers attribute lists that are valid. */
    public Class<?>[] getNestMembers() {
        if (isPrimitive() || isArray()) {
            return new Class<?>[] {this};
        }
        return getNestMembers0();
    }

    private native Class<?> getNestHost0();

    private native Class<?>[] getNestMembers0();

    /** A record class: final, with java.lang.Record as its direct superclass. */
    public boolean isRecord() {
        return getSuperclass() == Record.class && (getModifiers() & 0x0010) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & 0x1000) != 0;
    }

    public boolean isAnnotation() {
        return (getModifiers() & 0x2000) != 0;
    }

    public Class<?>[] getInterfaces() {
        return getInterfaces0();
    }

    private native Class<?>[] getInterfaces0();

    public Class<?> getDeclaringClass() {
        return getDeclaringClass0();
    }

    private native Class<?> getDeclaringClass0();

    public Class<?> getEnclosingClass() {
        return getEnclosingClass0();
    }

    private native Class<?> getEnclosingClass0();

    public java.lang.reflect.Method getEnclosingMethod() {
        java.lang.reflect.Executable e = getEnclosingExecutable0();
        return e instanceof java.lang.reflect.Method ? (java.lang.reflect.Method) e : null;
    }

    public java.lang.reflect.Constructor<?> getEnclosingConstructor() {
        java.lang.reflect.Executable e = getEnclosingExecutable0();
        return e instanceof java.lang.reflect.Constructor ? (java.lang.reflect.Constructor<?>) e : null;
    }

    private native java.lang.reflect.Executable getEnclosingExecutable0();

    /** The application class loader for classes of the class path, null for library classes. */
    public ClassLoader getClassLoader() {
        return isLoadedFromClassPath() ? ClassLoader.getSystemClassLoader() : null;
    }

    private native boolean isLoadedFromClassPath();

    private native java.lang.reflect.Field[] getDeclaredFields0(boolean publicOnly);

    private native java.lang.reflect.Method[] getDeclaredMethods0(boolean publicOnly);

    private native java.lang.reflect.Constructor<T>[] getDeclaredConstructors0(boolean publicOnly);

    public java.lang.reflect.Field[] getDeclaredFields() {
        return getDeclaredFields0(false);
    }

    public java.lang.reflect.Method[] getDeclaredMethods() {
        return getDeclaredMethods0(false);
    }

    public java.lang.reflect.Constructor<?>[] getDeclaredConstructors() {
        return getDeclaredConstructors0(false);
    }

    public java.lang.reflect.Constructor<?>[] getConstructors() {
        return getDeclaredConstructors0(true);
    }

    public java.lang.reflect.Field getDeclaredField(String name) throws NoSuchFieldException {
        for (java.lang.reflect.Field f : getDeclaredFields0(false)) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        throw new NoSuchFieldException(name);
    }

    /** A public field of this class, its superinterfaces or its superclasses (in that order). */
    public java.lang.reflect.Field getField(String name) throws NoSuchFieldException {
        java.lang.reflect.Field f = findPublicField(name);
        if (f == null) {
            throw new NoSuchFieldException(name);
        }
        return f;
    }

    private java.lang.reflect.Field findPublicField(String name) {
        for (java.lang.reflect.Field f : getDeclaredFields0(true)) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        for (Class<?> i : getInterfaces0()) {
            java.lang.reflect.Field f = i.findPublicField(name);
            if (f != null) {
                return f;
            }
        }
        Class<?> s = getSuperclass();
        return s == null ? null : s.findPublicField(name);
    }

    public java.lang.reflect.Field[] getFields() {
        java.util.ArrayList<java.lang.reflect.Field> all = new java.util.ArrayList<>();
        addPublicFields(all, new java.util.HashSet<>());
        return all.toArray(new java.lang.reflect.Field[0]);
    }

    private void addPublicFields(java.util.List<java.lang.reflect.Field> all, java.util.Set<Class<?>> seen) {
        if (!seen.add(this)) {
            return;
        }
        java.util.Collections.addAll(all, getDeclaredFields0(true));
        for (Class<?> i : getInterfaces0()) {
            i.addPublicFields(all, seen);
        }
        Class<?> s = getSuperclass();
        if (s != null) {
            s.addPublicFields(all, seen);
        }
    }

    private static String methodToString(Class<?> c, String name, Class<?>[] types) {
        StringBuilder sb = new StringBuilder(c.getName()).append('.').append(name).append('(');
        if (types != null) {
            for (int i = 0; i < types.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(types[i] == null ? "null" : types[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    private static boolean sameTypes(Class<?>[] a, Class<?>[] b) {
        int n = b == null ? 0 : b.length;
        if (a.length != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    /** Of the methods named so with these parameter types, the one with the most specific return type. */
    private static java.lang.reflect.Method mostSpecific(java.lang.reflect.Method[] methods, String name,
            Class<?>[] types) {
        java.lang.reflect.Method best = null;
        for (java.lang.reflect.Method m : methods) {
            if (m.getName().equals(name) && sameTypes(m.getParameterTypes(), types)
                    && (best == null || best.getReturnType().isAssignableFrom(m.getReturnType()))) {
                best = m;
            }
        }
        return best;
    }

    public java.lang.reflect.Method getDeclaredMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        java.lang.reflect.Method m = mostSpecific(getDeclaredMethods0(false), name, parameterTypes);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(this, name, parameterTypes));
        }
        return m;
    }

    /** A public method of this class, its superclasses or its superinterfaces (in that order). */
    public java.lang.reflect.Method getMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        java.lang.reflect.Method m = findPublicMethod(name, parameterTypes, true);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(this, name, parameterTypes));
        }
        return m;
    }

    private java.lang.reflect.Method findPublicMethod(String name, Class<?>[] types, boolean includeStatic) {
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            java.lang.reflect.Method m = mostSpecific(c.getDeclaredMethods0(true), name, types);
            if (m != null && (includeStatic || c == this || !java.lang.reflect.Modifier.isStatic(m.getModifiers())
                    || !c.isInterface())) {
                return m;
            }
        }
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> i : c.getInterfaces0()) {
                java.lang.reflect.Method m = i.findPublicMethod(name, types, false);
                if (m != null && !java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                    return m;
                }
            }
        }
        return null;
    }

    /**
     * The public methods of this class and its supertypes: a method overridden (same name
     * and parameter types) by one found earlier is left out; static methods of
     * superinterfaces are not members.
     */
    public java.lang.reflect.Method[] getMethods() {
        java.util.ArrayList<java.lang.reflect.Method> all = new java.util.ArrayList<>();
        java.util.HashSet<Class<?>> seen = new java.util.HashSet<>();
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (java.lang.reflect.Method m : c.getDeclaredMethods0(true)) {
                addUnlessOverridden(all, m);
            }
        }
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> i : c.getInterfaces0()) {
                i.addInterfaceMethods(all, seen);
            }
        }
        return all.toArray(new java.lang.reflect.Method[0]);
    }

    private void addInterfaceMethods(java.util.List<java.lang.reflect.Method> all, java.util.Set<Class<?>> seen) {
        if (!seen.add(this)) {
            return;
        }
        for (java.lang.reflect.Method m : getDeclaredMethods0(true)) {
            if (!java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                addUnlessOverridden(all, m);
            }
        }
        for (Class<?> i : getInterfaces0()) {
            i.addInterfaceMethods(all, seen);
        }
    }

    private static void addUnlessOverridden(java.util.List<java.lang.reflect.Method> all, java.lang.reflect.Method m) {
        for (java.lang.reflect.Method known : all) {
            if (known.getName().equals(m.getName())
                    && sameTypes(known.getParameterTypes(), m.getParameterTypes())
                    && (known.getReturnType() == m.getReturnType()
                        || !known.getDeclaringClass().equals(m.getDeclaringClass()))) {
                return;
            }
        }
        all.add(m);
    }

    public java.lang.reflect.Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return findConstructor(false, parameterTypes);
    }

    public java.lang.reflect.Constructor<T> getConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return findConstructor(true, parameterTypes);
    }

    private java.lang.reflect.Constructor<T> findConstructor(boolean publicOnly, Class<?>[] parameterTypes)
            throws NoSuchMethodException {
        for (java.lang.reflect.Constructor<T> c : getDeclaredConstructors0(publicOnly)) {
            if (sameTypes(c.getParameterTypes(), parameterTypes)) {
                return c;
            }
        }
        throw new NoSuchMethodException(methodToString(this, "<init>", parameterTypes));
    }

    /** Deprecated in Java 9: the nullary constructor, whose exceptions propagate unwrapped. */
    @Deprecated
    public T newInstance() throws InstantiationException, IllegalAccessException {
        if (isInterface() || isArray() || isPrimitive() || java.lang.reflect.Modifier.isAbstract(getModifiers())) {
            throw new InstantiationException(getName());
        }
        java.lang.reflect.Constructor<T> c;
        try {
            c = getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            InstantiationException ie = new InstantiationException(getName());
            ie.initCause(e);
            throw ie;
        }
        try {
            return c.newInstance();
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw Class.<RuntimeException>rethrow(e.getCause());
        }
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E rethrow(Throwable t) throws E {
        throw (E) t;
    }
}
