import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** java.lang.reflect.Proxy: dispatch to the handler, boxing, Object's methods, exceptions. */
public class Proxies {
    public interface Calc {
        int add(int a, int b);

        long twice(long x);

        double half(double d);

        boolean flag(boolean b, char c, byte y, short s, float f);

        String name();

        void touch(Object o);

        int[] array(String... parts);
    }

    public interface Named {
        String name();

        int hashCode();
    }

    public interface Io {
        void read() throws IOException;

        void write();
    }

    interface Base {
        String base();
    }

    interface Sub extends Base {
        String sub(int x);
    }

    static final List<String> log = new ArrayList<>();

    static Object answer(Method m, Object[] args) throws Throwable {
        String n = m.getName();
        switch (n) {
            case "add": return (Integer) args[0] + (Integer) args[1];
            case "twice": return 2 * (Long) args[0];
            case "half": return (Double) args[0] / 2;
            case "flag": return args[0];
            case "name": return "proxy-" + m.getDeclaringClass().getSimpleName();
            case "touch": return "ignored";
            case "array": return new int[] {((String[]) args[0]).length};
            case "hashCode": return 1234;
            case "equals": return args[0] == null;
            case "toString": return "I am a proxy";
            case "base": return "base:" + (args == null);
            case "sub": return "sub:" + args[0];
            default: return null;
        }
    }

    public static void main(String[] args) throws Exception {
        InvocationHandler h = (proxy, m, a) -> {
            log.add(m.getDeclaringClass().getName() + "." + m.getName() + " " + (a == null ? "null" : Arrays.deepToString(a))
                    + " proxy " + (proxy instanceof Calc));
            return answer(m, a);
        };
        ClassLoader loader = Proxies.class.getClassLoader();
        Calc c = (Calc) Proxy.newProxyInstance(loader, new Class<?>[] {Calc.class, Named.class}, h);
        System.out.println(c.add(2, 3) + " " + c.twice(21) + " " + c.half(5) + " "
                + c.flag(true, 'x', (byte) 1, (short) 2, 1.5f) + " " + c.name() + " " + Arrays.toString(c.array("a", "b")));
        c.touch(null);
        System.out.println(((Named) c).name() + " " + c.hashCode() + " " + c.equals(null) + " " + c.equals(c) + " " + c);
        for (String line : log) {
            System.out.println(line);
        }
        log.clear();

        Class<?> pc = c.getClass();
        System.out.println("proxy class " + Modifier.toString(pc.getModifiers()) + " super " + pc.getSuperclass().getName()
                + " interfaces " + Arrays.toString(pc.getInterfaces()) + " isProxyClass " + Proxy.isProxyClass(pc)
                + " " + Proxy.isProxyClass(Proxies.class) + " " + Proxy.isProxyClass(Proxy.class));
        System.out.println("same class for the same interfaces: "
                + (Proxy.newProxyInstance(loader, new Class<?>[] {Calc.class, Named.class}, h).getClass() == pc)
                + ", other order: " + (Proxy.newProxyInstance(loader, new Class<?>[] {Named.class, Calc.class}, h).getClass() == pc));
        System.out.println("handler back: " + (Proxy.getInvocationHandler(c) == h));
        System.out.println("Calc instance: " + (c instanceof Calc) + " Named: " + (c instanceof Named) + " Proxy: " + (c instanceof Proxy));

        Sub s = (Sub) Proxy.newProxyInstance(loader, new Class<?>[] {Sub.class}, h);
        System.out.println(s.base() + " " + s.sub(7));
        System.out.println(log);
        log.clear();

        // Results that do not fit the method's return type.
        InvocationHandler wrong = (proxy, m, a) -> m.getName().equals("add") ? null : m.getName().equals("twice") ? (Object) 1 : "text";
        Calc w = (Calc) Proxy.newProxyInstance(loader, new Class<?>[] {Calc.class}, wrong);
        try {
            w.add(1, 2);
        } catch (NullPointerException e) {
            System.out.println("null for int: NullPointerException");
        }
        try {
            w.twice(1);
        } catch (ClassCastException e) {
            System.out.println("Integer for long: " + e.getMessage());
        }
        try {
            w.array();
        } catch (ClassCastException e) {
            System.out.println("String for int[]: " + e.getMessage());
        }
        w.touch("void ignores the result");

        // Exceptions from the handler.
        final Throwable[] toThrow = new Throwable[1];
        InvocationHandler thrower = (proxy, m, a) -> {
            throw toThrow[0];
        };
        Io io = (Io) Proxy.newProxyInstance(loader, new Class<?>[] {Io.class}, thrower);
        Throwable[] throwables = {new IOException("declared"), new java.io.FileNotFoundException("subclass of declared"),
            new IllegalStateException("unchecked"), new AssertionError("error"), new Exception("undeclared"),
            new InterruptedException("also undeclared")};
        for (Throwable t : throwables) {
            toThrow[0] = t;
            for (int k = 0; k < 2; k++) {
                try {
                    if (k == 0) {
                        io.read();
                    } else {
                        io.write();
                    }
                } catch (UndeclaredThrowableException e) {
                    System.out.println((k == 0 ? "read" : "write") + ": wrapped " + e.getMessage() + " cause "
                            + e.getUndeclaredThrowable() + " same " + (e.getCause() == t));
                } catch (Throwable e) {
                    System.out.println((k == 0 ? "read" : "write") + ": " + e + " same " + (e == t));
                }
            }
        }

        // Reflection on a proxy: Method.invoke goes through the handler too.
        Method add = Calc.class.getMethod("add", int.class, int.class);
        Calc r = (Calc) Proxy.newProxyInstance(loader, new Class<?>[] {Calc.class}, h);
        System.out.println("reflective add " + add.invoke(r, 40, 2));
        Method read = Io.class.getMethod("read");
        toThrow[0] = new IOException("through reflection");
        try {
            read.invoke(io);
        } catch (InvocationTargetException e) {
            System.out.println("reflective read: " + e.getCause());
        }
        System.out.println(log);

        // Errors.
        Object[][] bad = {{String.class}, {Runnable.class, Runnable.class}, {int.class}, {Calc.class, Object.class}};
        for (Object[] b : bad) {
            Class<?>[] cs = Arrays.copyOf(b, b.length, Class[].class);
            try {
                Proxy.newProxyInstance(loader, cs, h);
                System.out.println("made " + Arrays.toString(cs));
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        try {
            Proxy.newProxyInstance(loader, new Class<?>[] {Runnable.class}, null);
        } catch (NullPointerException e) {
            System.out.println("null handler: NullPointerException");
        }
        try {
            Proxy.newProxyInstance(loader, new Class<?>[] {null}, h);
        } catch (NullPointerException e) {
            System.out.println("null interface: NullPointerException");
        }
        try {
            Proxy.getInvocationHandler("not a proxy");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        Runnable empty = (Runnable) Proxy.newProxyInstance(loader, new Class<?>[] {Runnable.class}, (p, m, a) -> null);
        empty.run();
        System.out.println("Runnable proxy ran; no interfaces: "
                + Proxy.isProxyClass(Proxy.newProxyInstance(loader, new Class<?>[0], h).getClass()));
    }
}
