import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Reflection on the program's own classes: lookups, modifiers, calls, fields, errors. */
public class ReflectionBasics {
    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName() + " of area " + area();
        }
    }

    static abstract class Base implements Shape {
        protected int id = 7;
        public static int created;

        public String kind() {
            return "base";
        }
    }

    public static class Square extends Base {
        public double side;
        private String label = "sq";
        public static final int SIDES = 4;
        static long total = 10L;
        byte small = 3;

        public Square() {
            this(1.0);
        }

        public Square(double side) {
            this.side = side;
            created++;
        }

        private Square(String label) throws IllegalStateException {
            if (label.isEmpty()) {
                throw new IllegalStateException("empty label");
            }
            this.label = label;
        }

        public double area() {
            return side * side;
        }

        @Override
        public String kind() {
            return "square " + label;
        }

        private int secret(int a, long b) {
            return (int) (a * 10 + b);
        }

        public static String join(String a, Object... rest) {
            return a + Arrays.toString(rest);
        }

        public void fail(int code) throws java.io.IOException {
            throw new java.io.IOException("failed with " + code);
        }

        protected synchronized final void locked() {}
    }

    static class Init {
        static {
            System.out.println("Init initialized");
        }

        static int value = 5;
    }

    static List<String> sorted(Object[] members) {
        List<String> names = new ArrayList<>();
        for (Object m : members) {
            names.add(m.toString());
        }
        names.sort(null);
        return names;
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = Class.forName("ReflectionBasics$Square");
        System.out.println(c.getName() + " " + c.getSimpleName() + " " + Modifier.toString(c.getModifiers()));
        System.out.println("super " + c.getSuperclass().getName() + " interfaces "
                + Arrays.toString(Base.class.getInterfaces()));
        System.out.println("declaring " + c.getDeclaringClass().getName() + " enclosing " + c.getEnclosingClass().getName());
        System.out.println("modifiers of Base: " + Modifier.toString(Base.class.getModifiers())
                + "; of Shape: " + Modifier.toString(Shape.class.getModifiers()));
        System.out.println("int: " + Modifier.toString(int.class.getModifiers()) + "; int[]: "
                + Modifier.toString(int[].class.getModifiers()));

        for (String s : sorted(c.getDeclaredFields())) {
            System.out.println("field " + s);
        }
        for (String s : sorted(c.getDeclaredMethods())) {
            System.out.println("method " + s);
        }
        for (String s : sorted(c.getDeclaredConstructors())) {
            System.out.println("constructor " + s);
        }
        for (String s : sorted(c.getConstructors())) {
            System.out.println("public constructor " + s);
        }
        for (String s : sorted(c.getFields())) {
            System.out.println("public field " + s);
        }
        List<String> publicMethods = new ArrayList<>();
        for (Method m : c.getMethods()) {
            if (m.getDeclaringClass() != Object.class) {
                publicMethods.add(m.getName() + " from " + m.getDeclaringClass().getSimpleName());
            }
        }
        publicMethods.sort(null);
        System.out.println("public methods " + publicMethods);

        Object sq = c.getConstructor(double.class).newInstance(3.0);
        Method area = c.getMethod("area");
        System.out.println("area " + area.invoke(sq) + " " + area.getReturnType() + " " + area.getParameterCount());
        Method describe = Shape.class.getMethod("describe");
        System.out.println("default " + describe.isDefault() + ": " + describe.invoke(sq));
        Method kind = Base.class.getMethod("kind");
        System.out.println("virtual " + kind.invoke(sq) + " declared by " + kind.getDeclaringClass().getSimpleName());

        Method secret = c.getDeclaredMethod("secret", int.class, long.class);
        try {
            secret.invoke(sq, 1, 2L);
            System.out.println("private call allowed");
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException");
        }
        secret.setAccessible(true);
        System.out.println("secret " + secret.invoke(sq, 4, 5L) + " widened " + secret.invoke(sq, (byte) 1, 2));
        try {
            secret.invoke(sq, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            secret.invoke(sq, "x", 1L);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            secret.invoke("not a square", 1, 1L);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Method join = c.getMethod("join", String.class, Object[].class);
        System.out.println("static varargs " + join.isVarArgs() + " " + join.invoke(null, "a", new Object[] {1, "b"}));
        Method fail = c.getMethod("fail", int.class);
        System.out.println("throws " + Arrays.toString(fail.getExceptionTypes()));
        try {
            fail.invoke(sq, 42);
        } catch (InvocationTargetException e) {
            System.out.println("wrapped " + e.getCause() + " target same " + (e.getTargetException() == e.getCause()));
        }

        Constructor<?> priv = c.getDeclaredConstructor(String.class);
        priv.setAccessible(true);
        Object labelled = priv.newInstance("L");
        System.out.println("private constructor " + ((Shape) labelled).describe() + " kind " + kind.invoke(labelled));
        try {
            priv.newInstance("");
        } catch (InvocationTargetException e) {
            System.out.println("constructor threw " + e.getCause().getMessage());
        }
        try {
            Base.class.getDeclaredConstructor().newInstance();
        } catch (InstantiationException e) {
            System.out.println("abstract: InstantiationException");
        }
        Object plain = c.newInstance();
        System.out.println("newInstance area " + ((Shape) plain).area() + " created " + Base.created);

        Field side = c.getField("side");
        System.out.println("side " + side.get(sq) + " " + side.getDouble(sq) + " " + side.getType());
        side.set(sq, 5);
        side.setFloat(sq, 2.5f);
        System.out.println("side now " + side.get(sq));
        Field label = c.getDeclaredField("label");
        label.setAccessible(true);
        System.out.println("label " + label.get(sq));
        label.set(sq, "changed");
        System.out.println("kind " + kind.invoke(sq));
        Field total = c.getDeclaredField("total");
        total.setLong(null, 99);
        System.out.println("static total " + total.get(null) + " " + Modifier.toString(total.getModifiers()));
        Field small = c.getDeclaredField("small");
        System.out.println("byte as int " + small.getInt(sq));
        try {
            small.getChar(sq);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            side.set(sq, "text");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Field sides = c.getField("SIDES");
        try {
            sides.setInt(null, 5);
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException " + e.getMessage());
        }
        Field id = c.getSuperclass().getDeclaredField("id");
        System.out.println("inherited " + id.getInt(sq) + " " + id);
        System.out.println("equal fields " + side.equals(c.getField("side")) + " hash " + (side.hashCode() == c.getField("side").hashCode()));
        System.out.println("equal methods " + area.equals(c.getMethod("area")));

        try {
            c.getMethod("nothing", int.class, String.class);
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage());
        }
        try {
            c.getDeclaredField("nothing");
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException " + e.getMessage());
        }
        try {
            Class.forName("no.such.Thing");
        } catch (ClassNotFoundException e) {
            System.out.println("ClassNotFoundException " + e.getMessage());
        }
        Class<?> lazy = Class.forName("ReflectionBasics$Init", false, ReflectionBasics.class.getClassLoader());
        System.out.println("loaded without init: " + lazy.getSimpleName());
        System.out.println("value " + lazy.getDeclaredField("value").get(null));
        System.out.println("arrays " + Class.forName("[I").getName() + " " + Class.forName("[Ljava.lang.String;").getSimpleName());
        System.out.println("loaders " + (String.class.getClassLoader() == null) + " "
                + (ReflectionBasics.class.getClassLoader() == ClassLoader.getSystemClassLoader()));
        System.out.println("loadClass " + ClassLoader.getSystemClassLoader().loadClass("ReflectionBasics$Shape").isInterface());

        Runnable local = new Runnable() {
            public void run() {}
        };
        class Local {}
        System.out.println("anonymous enclosing method " + local.getClass().getEnclosingMethod().getName()
                + " class " + local.getClass().getEnclosingClass().getSimpleName()
                + " declaring " + local.getClass().getDeclaringClass());
        System.out.println("local " + Local.class.getEnclosingMethod() + " synthetic " + Local.class.isSynthetic());
        System.out.println("annotation? " + Override.class.isAnnotation() + " " + Shape.class.isAnnotation());
    }
}
