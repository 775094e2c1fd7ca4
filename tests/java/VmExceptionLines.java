import java.util.ArrayList;
import java.util.List;

/** The line of the faulting instruction in the stack traces of exceptions the VM throws. */
public class VmExceptionLines {
    static int zero = 0;
    static Object nothing = null;
    static int[] none = null;

    interface Action {
        void run() throws Throwable;
    }

    static String where(Throwable t) {
        for (StackTraceElement e : t.getStackTrace()) {
            if (e.getClassName().startsWith("VmExceptionLines")) {
                return e.getMethodName() + ":" + e.getLineNumber();
            }
        }
        return "?";
    }

    static void show(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": no exception");
        } catch (Throwable t) {
            System.out.println(label + ": " + t.getClass().getName() + " at " + where(t));
        }
    }

    static int divide(int a) {
        int b = a + 1;
        int c = b * 2;
        return c / zero;
    }

    static long remainder(long a) {
        long b = a * 3;
        return
            b % zero;
    }

    static int length() {
        int[] a = none;
        int n = 1;
        n += 2;
        return a.length + n;
    }

    static int load(int i) {
        int[] a = new int[3];
        a[0] = 1;
        a[1] = 2;
        return a[i];
    }

    static void store(Object o) {
        Object[] a = new String[2];
        a[0] = "x";
        a[1] = o;
    }

    static String cast(Object o) {
        String s = "prefix";
        s = s + "!";
        return (String) o + s;
    }

    static int field() {
        List<String> l = new ArrayList<>();
        l.add("a");
        Object o = nothing;
        return o.hashCode() + l.size();
    }

    static int[] negative(int n) {
        int m = n - 10;
        return new int[m];
    }

    static void throwNull() throws Throwable {
        RuntimeException e = null;
        int x = zero + 1;
        if (x > 0) {
            throw e;
        }
    }

    static void lock() {
        Object o = nothing;
        int x = 1;
        synchronized (o) {
            x++;
        }
    }

    static int nested(int depth) {
        if (depth == 0) {
            return 10 / zero;
        }
        int r = nested(depth - 1);
        return r + 1;
    }

    public static void main(String[] args) {
        show("idiv", () -> divide(4));
        show("lrem", () -> remainder(4));
        show("arraylength", () -> length());
        show("iaload", () -> load(7));
        show("aastore", () -> store(Integer.valueOf(1)));
        show("checkcast", () -> cast(Integer.valueOf(2)));
        show("invokevirtual on null", () -> field());
        show("newarray", () -> negative(3));
        show("athrow null", () -> throwNull());
        show("monitorenter", () -> lock());
        show("nested", () -> nested(3));
        try {
            nested(2);
        } catch (ArithmeticException e) {
            StackTraceElement[] st = e.getStackTrace();
            for (int i = 0; i < 4; i++) {
                System.out.println("  " + st[i].getMethodName() + ":" + st[i].getLineNumber());
            }
        }
        int[] a = new int[2];
        int i = args.length + 5;
        System.out.println("uncaught next");
        a[i] = 1;
    }
}
