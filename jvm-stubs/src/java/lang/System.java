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

    /** System properties: parallel arrays of keys and values (few entries). */
    private static String[] propertyKeys = {"line.separator"};

    private static String[] propertyValues = {"\n"};

    private static int propertyIndex(String key) {
        for (int i = 0; i < propertyKeys.length; i++) {
            if (propertyKeys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    public static String getProperty(String key) {
        checkKey(key);
        int i = propertyIndex(key);
        return i < 0 ? null : propertyValues[i];
    }

    public static String getProperty(String key, String def) {
        String value = getProperty(key);
        return value == null ? def : value;
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        int i = propertyIndex(key);
        if (i >= 0) {
            String old = propertyValues[i];
            propertyValues[i] = value;
            return old;
        }
        int n = propertyKeys.length;
        String[] keys = new String[n + 1];
        String[] values = new String[n + 1];
        System.arraycopy(propertyKeys, 0, keys, 0, n);
        System.arraycopy(propertyValues, 0, values, 0, n);
        keys[n] = key;
        values[n] = value;
        propertyKeys = keys;
        propertyValues = values;
        return null;
    }

    public static String clearProperty(String key) {
        checkKey(key);
        int i = propertyIndex(key);
        if (i < 0) {
            return null;
        }
        String old = propertyValues[i];
        int n = propertyKeys.length;
        String[] keys = new String[n - 1];
        String[] values = new String[n - 1];
        System.arraycopy(propertyKeys, 0, keys, 0, i);
        System.arraycopy(propertyValues, 0, values, 0, i);
        System.arraycopy(propertyKeys, i + 1, keys, i, n - i - 1);
        System.arraycopy(propertyValues, i + 1, values, i, n - i - 1);
        propertyKeys = keys;
        propertyValues = values;
        return old;
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
            throw ironpf.Unsupported.fail("reading System.in");
        }
    }
}
