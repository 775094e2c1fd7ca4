package ironpf;

import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.GenericSignatureFormatError;
import java.lang.reflect.MalformedParameterizedTypeException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * Generic signatures (JVMS 4.7.9.1) as {@link java.lang.reflect.Type}s, with the JDK's
 * rules: a class type without type arguments is its Class; type variables are found by name
 * in the scope of the declaration (method, then class, then the enclosing method or class)
 * when first asked, and their bounds are read when asked, so a variable may appear in its own
 * bound ({@code T extends Comparable<T>}).
 */
public final class Generics {
    private Generics() {}

    // ----- what the reflection classes ask -----

    /** The type parameters of a class, method or constructor whose signature is {@code sig}. */
    public static <D extends GenericDeclaration> TypeVariable<D>[] typeParameters(D decl, String sig) {
        List<TypeVariable<D>> list = new ArrayList<>();
        if (sig != null && sig.startsWith("<")) {
            Parser p = new Parser(sig, decl);
            p.expect('<');
            while (p.peek() != '>') {
                String name = p.identifier(':');
                List<String> bounds = new ArrayList<>();
                while (p.peek() == ':') {
                    p.next();
                    char c = p.peek();
                    if (c == 'L' || c == 'T' || c == '[') {
                        int start = p.at;
                        p.skipReference();
                        bounds.add(sig.substring(start, p.at));
                    }
                }
                list.add(new TypeVariableImpl<>(decl, name, bounds.toArray(new String[0])));
            }
        }
        @SuppressWarnings("unchecked")
        TypeVariable<D>[] result = list.toArray(new TypeVariable[0]);
        return result;
    }

    /** A field's type from its signature. */
    public static Type fieldType(Class<?> owner, String sig) {
        Parser p = new Parser(sig, owner);
        Type t = p.reference();
        p.end();
        return t;
    }

    /** A class signature's superclass (index 0) and interfaces. */
    public static Type[] classSupertypes(Class<?> c, String sig) {
        Parser p = new Parser(sig, c);
        p.skipTypeParameters();
        List<Type> types = new ArrayList<>();
        while (p.more()) {
            types.add(p.reference());
        }
        return types.toArray(new Type[0]);
    }

    /** A method signature's parameter types. */
    public static Type[] parameterTypes(Executable e, String sig) {
        Parser p = new Parser(sig, e);
        p.skipTypeParameters();
        p.expect('(');
        List<Type> types = new ArrayList<>();
        while (p.peek() != ')') {
            types.add(p.any());
        }
        return types.toArray(new Type[0]);
    }

    /** A method signature's return type. */
    public static Type returnType(Executable e, String sig) {
        Parser p = new Parser(sig, e);
        p.skipTypeParameters();
        p.expect('(');
        while (p.peek() != ')') {
            p.skipAny();
        }
        p.expect(')');
        return p.any();
    }

    /** A method signature's thrown types, or null when it names none. */
    public static Type[] exceptionTypes(Executable e, String sig) {
        Parser p = new Parser(sig, e);
        p.skipTypeParameters();
        p.expect('(');
        while (p.peek() != ')') {
            p.skipAny();
        }
        p.expect(')');
        p.skipAny();
        List<Type> types = new ArrayList<>();
        while (p.more()) {
            p.expect('^');
            types.add(p.reference());
        }
        return types.isEmpty() ? null : types.toArray(new Type[0]);
    }

    /** {@code <A,B extends X & Y>} as toGenericString writes type parameters, or "". */
    public static String typeParameterText(TypeVariable<?>[] vars) {
        if (vars.length == 0) {
            return "";
        }
        StringJoiner sj = new StringJoiner(",", "<", ">");
        for (TypeVariable<?> v : vars) {
            StringBuilder sb = new StringBuilder(v.getName());
            Type[] bounds = v.getBounds();
            if (!(bounds.length == 1 && bounds[0].equals(Object.class))) {
                StringJoiner b = new StringJoiner(" & ", " extends ", "");
                for (Type t : bounds) {
                    b.add(t.getTypeName());
                }
                sb.append(b);
            }
            sj.add(sb);
        }
        return sj.toString();
    }

    // ----- the parser -----

    static final class Parser {
        final String s;
        final Object scope;
        int at;

        Parser(String s, Object scope) {
            this.s = s;
            this.scope = scope;
        }

        boolean more() {
            return at < s.length();
        }

        char peek() {
            if (at >= s.length()) {
                throw malformed();
            }
            return s.charAt(at);
        }

        char next() {
            char c = peek();
            at++;
            return c;
        }

        void expect(char c) {
            if (next() != c) {
                throw malformed();
            }
        }

        void end() {
            if (more()) {
                throw malformed();
            }
        }

        GenericSignatureFormatError malformed() {
            return new GenericSignatureFormatError("Signature Parse error: malformed signature " + s);
        }

        String identifier(char stop) {
            int start = at;
            while (at < s.length() && ".;[/<>:".indexOf(s.charAt(at)) < 0) {
                at++;
            }
            if (at == start) {
                throw malformed();
            }
            return s.substring(start, at);
        }

        void skipTypeParameters() {
            if (more() && peek() == '<') {
                next();
                while (peek() != '>') {
                    identifier(':');
                    while (peek() == ':') {
                        next();
                        char c = peek();
                        if (c == 'L' || c == 'T' || c == '[') {
                            skipReference();
                        }
                    }
                }
                next();
            }
        }

        void skipReference() {
            reference(false);
        }

        void skipAny() {
            char c = peek();
            if ("BCDFIJSZV".indexOf(c) >= 0) {
                next();
            } else {
                reference(false);
            }
        }

        /** A JavaTypeSignature or V: a primitive's class, or a reference type. */
        Type any() {
            char c = peek();
            switch (c) {
                case 'B': next(); return byte.class;
                case 'C': next(); return char.class;
                case 'D': next(); return double.class;
                case 'F': next(); return float.class;
                case 'I': next(); return int.class;
                case 'J': next(); return long.class;
                case 'S': next(); return short.class;
                case 'Z': next(); return boolean.class;
                case 'V': next(); return void.class;
                default: return reference();
            }
        }

        Type reference() {
            return reference(true);
        }

        /** A ReferenceTypeSignature; made into a Type when {@code make}, else only read. */
        Type reference(boolean make) {
            char c = next();
            if (c == 'T') {
                String name = identifier(';');
                expect(';');
                return make ? lookup(scope, name) : null;
            }
            if (c == '[') {
                Type component = make ? any() : null;
                if (!make) {
                    skipAny();
                    return null;
                }
                if (component instanceof Class) {
                    return ((Class<?>) component).arrayType();
                }
                return new GenericArrayTypeImpl(component);
            }
            if (c != 'L') {
                throw malformed();
            }
            // Phase 1: the class names up to the first with type arguments.
            StringBuilder name = new StringBuilder(identifier('<'));
            while (peek() == '/') {
                next();
                name.append('.').append(identifier('<'));
            }
            Type[] args = typeArguments(make);
            while (args == null && peek() == '.') {
                next();
                name.append('$').append(identifier('<'));
                args = typeArguments(make);
            }
            Type result = null;
            if (make) {
                Class<?> raw = load(name.toString());
                result = args == null ? raw : parameterized(raw, args, null);
            }
            // Phase 2: member classes of a parameterized owner.
            while (peek() == '.') {
                next();
                name.append('$').append(identifier('<'));
                Type[] more = typeArguments(make);
                if (make) {
                    result = parameterized(load(name.toString()), more == null ? new Type[0] : more, result);
                }
            }
            expect(';');
            return result;
        }

        /** TypeArguments, or null when there are none here. */
        Type[] typeArguments(boolean make) {
            if (peek() != '<') {
                return null;
            }
            next();
            List<Type> args = new ArrayList<>();
            while (peek() != '>') {
                char c = peek();
                if (c == '*') {
                    next();
                    args.add(make ? new WildcardTypeImpl(new Type[] {Object.class}, new Type[0]) : null);
                } else if (c == '+') {
                    next();
                    Type t = reference(make);
                    args.add(make ? new WildcardTypeImpl(new Type[] {t}, new Type[0]) : null);
                } else if (c == '-') {
                    next();
                    Type t = reference(make);
                    args.add(make ? new WildcardTypeImpl(new Type[] {Object.class}, new Type[] {t}) : null);
                } else {
                    args.add(reference(make));
                }
            }
            next();
            if (args.isEmpty()) {
                throw malformed();
            }
            return args.toArray(new Type[0]);
        }
    }

    static Class<?> load(String binaryName) {
        try {
            return Class.forName(binaryName, false, null);
        } catch (ClassNotFoundException e) {
            throw new TypeNotPresentException(binaryName, e);
        }
    }

    static ParameterizedType parameterized(Class<?> raw, Type[] args, Type owner) {
        if (raw.getTypeParameters().length != args.length) {
            throw new MalformedParameterizedTypeException("Mismatch of count of formal and actual type arguments in constructor of "
                    + raw.getName() + ": " + raw.getTypeParameters().length + " formal argument(s) " + args.length + " actual argument(s)");
        }
        return new ParameterizedTypeImpl(raw, args, owner != null ? owner : raw.getDeclaringClass());
    }

    /** The type variable {@code name} as seen from {@code scope}. */
    static TypeVariable<?> lookup(Object scope, String name) {
        Object s = scope;
        while (s != null) {
            TypeVariable<?>[] vars = s instanceof Class ? ((Class<?>) s).getTypeParameters() : ((Executable) s).getTypeParameters();
            for (TypeVariable<?> v : vars) {
                if (v.getName().equals(name)) {
                    return v;
                }
            }
            if (s instanceof Executable) {
                s = ((Executable) s).getDeclaringClass();
            } else {
                Class<?> c = (Class<?>) s;
                Method m = c.getEnclosingMethod();
                Constructor<?> k = m == null ? c.getEnclosingConstructor() : null;
                s = m != null ? m : k != null ? k : c.getEnclosingClass();
            }
        }
        throw new TypeNotPresentException(name, null);
    }

    // ----- the Type implementations, with the JDK's equals, hashCode and toString -----

    static final class ParameterizedTypeImpl implements ParameterizedType {
        private final Class<?> raw;
        private final Type[] args;
        private final Type owner;

        ParameterizedTypeImpl(Class<?> raw, Type[] args, Type owner) {
            this.raw = raw;
            this.args = args;
            this.owner = owner;
        }

        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        public Class<?> getRawType() {
            return raw;
        }

        public Type getOwnerType() {
            return owner;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof ParameterizedType)) {
                return false;
            }
            ParameterizedType that = (ParameterizedType) o;
            return this == that || (Objects.equals(owner, that.getOwnerType()) && Objects.equals(raw, that.getRawType())
                    && Arrays.equals(args, that.getActualTypeArguments()));
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(args) ^ Objects.hashCode(owner) ^ Objects.hashCode(raw);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            if (owner != null) {
                sb.append(owner.getTypeName()).append('$');
                if (owner instanceof ParameterizedTypeImpl) {
                    String prefix = ((ParameterizedTypeImpl) owner).raw.getName() + "$";
                    sb.append(raw.getName().replace(prefix, ""));
                } else {
                    sb.append(raw.getSimpleName());
                }
            } else {
                sb.append(raw.getName());
            }
            StringJoiner sj = new StringJoiner(", ", "<", ">");
            sj.setEmptyValue("");
            for (Type t : args) {
                sj.add(t.getTypeName());
            }
            return sb.append(sj).toString();
        }
    }

    static final class WildcardTypeImpl implements WildcardType {
        private final Type[] upper;
        private final Type[] lower;

        WildcardTypeImpl(Type[] upper, Type[] lower) {
            this.upper = upper;
            this.lower = lower;
        }

        public Type[] getUpperBounds() {
            return upper.clone();
        }

        public Type[] getLowerBounds() {
            return lower.clone();
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof WildcardType)) {
                return false;
            }
            WildcardType that = (WildcardType) o;
            return Arrays.equals(lower, that.getLowerBounds()) && Arrays.equals(upper, that.getUpperBounds());
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(lower) ^ Arrays.hashCode(upper);
        }

        @Override
        public String toString() {
            Type[] bounds = lower;
            StringBuilder sb = new StringBuilder();
            if (lower.length > 0) {
                sb.append("? super ");
            } else if (upper.length > 0 && !upper[0].equals(Object.class)) {
                bounds = upper;
                sb.append("? extends ");
            } else {
                return "?";
            }
            StringJoiner sj = new StringJoiner(" & ");
            for (Type b : bounds) {
                sj.add(b.getTypeName());
            }
            return sb.append(sj).toString();
        }
    }

    static final class GenericArrayTypeImpl implements GenericArrayType {
        private final Type component;

        GenericArrayTypeImpl(Type component) {
            this.component = component;
        }

        public Type getGenericComponentType() {
            return component;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GenericArrayType && Objects.equals(component, ((GenericArrayType) o).getGenericComponentType());
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(component);
        }

        @Override
        public String toString() {
            return component.getTypeName() + "[]";
        }
    }

    static final class TypeVariableImpl<D extends GenericDeclaration> implements TypeVariable<D> {
        private final D decl;
        private final String name;
        private final String[] boundSignatures;

        TypeVariableImpl(D decl, String name, String[] boundSignatures) {
            this.decl = decl;
            this.name = name;
            this.boundSignatures = boundSignatures;
        }

        public Type[] getBounds() {
            Type[] bounds = new Type[boundSignatures.length];
            for (int i = 0; i < bounds.length; i++) {
                Parser p = new Parser(boundSignatures[i], decl);
                bounds[i] = p.reference();
            }
            return bounds.length == 0 ? new Type[] {Object.class} : bounds;
        }

        public D getGenericDeclaration() {
            return decl;
        }

        public String getName() {
            return name;
        }

        public AnnotatedType[] getAnnotatedBounds() {
            throw Unsupported.fail("TypeVariable.getAnnotatedBounds: ironpf does not read type annotations");
        }

        public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
            throw Unsupported.fail("annotations of type variables: ironpf does not read type annotations");
        }

        public Annotation[] getAnnotations() {
            throw Unsupported.fail("annotations of type variables: ironpf does not read type annotations");
        }

        public Annotation[] getDeclaredAnnotations() {
            throw Unsupported.fail("annotations of type variables: ironpf does not read type annotations");
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof TypeVariableImpl)) {
                return false;
            }
            TypeVariableImpl<?> that = (TypeVariableImpl<?>) o;
            return Objects.equals(decl, that.decl) && Objects.equals(name, that.name);
        }

        @Override
        public int hashCode() {
            return decl.hashCode() ^ name.hashCode();
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
