package ironpf;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * What the runtime library may leave out while a model-checking search throws its output
 * away: formatting a message whose rendering has no effect (it reads only immutable values and
 * calls no code a program wrote) changes nothing the program can observe, so the search skips
 * it. A counterexample's replay prints everything.
 */
public final class Output {
    private Output() {}

    /** Whether the VM throws output away (a search; false under run and replay). */
    public static native boolean discarded();

    /**
     * Whether what is printed to {@code stream} is thrown away: the VM throws output away and
     * the stream writes to the process's standard output or error (not to an {@code
     * OutputStream} of the program's, whose code must run in a search as in a replay).
     */
    public static native boolean discards(java.io.PrintStream stream);

    /**
     * Whether rendering {@code v} as text calls no program code and cannot fail: null,
     * strings, boxed primitives, big numbers, and Groovy strings of such values.
     */
    public static boolean rendersPurely(Object v) {
        return rendersPurely(v, 0);
    }

    private static boolean rendersPurely(Object v, int depth) {
        if (v == null || v instanceof String || v instanceof Integer || v instanceof Long
                || v instanceof Boolean || v instanceof Character || v instanceof Double
                || v instanceof Float || v instanceof Short || v instanceof Byte) {
            return true;
        }
        Class<?> c = v.getClass();
        if (c == BigDecimal.class || c == BigInteger.class) {
            return true;
        }
        if (c == org.codehaus.groovy.runtime.GStringImpl.class && depth < 4) {
            for (Object x : ((groovy.lang.GString) v).getValues()) {
                if (!rendersPurely(x, depth + 1)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }
}
