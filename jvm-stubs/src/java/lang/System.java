package java.lang;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;

public final class System {

    private System() {
    }

    /** Standard input is not supported by ironpf: reading from it throws. */
    public static InputStream in = new StdIn();

    public static PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true);

    public static PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true);

    public static void setIn(InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native int identityHashCode(Object x);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native void exit(int status);

    public static void gc() {
    }

    public static void runFinalization() {
    }

    public static String lineSeparator() {
        return "\n";
    }

    public static String getProperty(String key) {
        checkKey(key);
        if (key.equals("line.separator")) {
            return "\n";
        }
        return null;
    }

    public static String getProperty(String key, String def) {
        String value = getProperty(key);
        return value == null ? def : value;
    }

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return null;
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    private static final class StdIn extends InputStream {
        public int read() {
            throw new UnsupportedOperationException("ironpf: reading System.in");
        }
    }
}
