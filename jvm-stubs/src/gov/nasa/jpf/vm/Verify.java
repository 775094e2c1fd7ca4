package gov.nasa.jpf.vm;

/**
 * The model checker's choice API, source- and binary-compatible with Java PathFinder's
 * {@code gov.nasa.jpf.vm.Verify}. Under {@code ironpf check} each call that returns a choice
 * is a choice point: the checker explores every option. Under {@code ironpf run} the first
 * option is taken.
 *
 * <p>Counters, bit sets and values ({@link #incrementCounter}, {@link #setBitInBitSet},
 * {@link #putValue}) belong to the whole search, as in JPF: they are not part of the state and
 * are not restored when the search backtracks. The members of JPF's API that read JPF's
 * configuration, store traces or manage JPF's attributes stop ironpf with an "unsupported"
 * error (exit 4) naming the member.
 */
public class Verify {
    private Verify() {}

    /** What {@link #getValue} returns for a key never put. */
    public static final int NO_VALUE = -1;

    // ----- choices -----

    /** Any int in [min, max] (both included). */
    public static native int getInt(int min, int max);

    /** Any of the given values, in order. */
    public static native int getIntFromList(int... values);

    /** Any of the given values, in order (a data choice, never an event). */
    public static long getLongFromList(long... values) {
        return values[chooseIndex("getLongFromList", values.length)];
    }

    /** Any of the given values, in order (a data choice, never an event). */
    public static float getFloatFromList(float... values) {
        return values[chooseIndex("getFloatFromList", values.length)];
    }

    /** Any of the given values, in order (a data choice, never an event). */
    public static double getDoubleFromList(double... values) {
        return values[chooseIndex("getDoubleFromList", values.length)];
    }

    /** false, then true. */
    public static native boolean getBoolean();

    /** Both booleans; {@code falseFirst} says which is explored first. */
    public static native boolean getBoolean(boolean falseFirst);

    /** Any int in [0, max], as in JPF (a deprecated spelling of {@code getInt(0, max)}). */
    public static int random(int max) {
        return getInt(0, max);
    }

    /** Both booleans, as in JPF (a deprecated spelling of {@link #getBoolean()}). */
    public static boolean randomBool() {
        return getBoolean();
    }

    /** An index in [0, n) under the name {@code kind}; n must be positive. */
    private static native int chooseIndex(String kind, int n);

    // ----- the search -----

    /** Abandons the current path when {@code condition} holds (no error). */
    public static native void ignoreIf(boolean condition);

    /** Ends the current transition here, making the current state a choice point of its own. */
    public static native void breakTransition();

    /** Ends the current transition here (JPF's signature; the reason is not kept). */
    public static void breakTransition(String reason) {
        breakTransition();
    }

    /**
     * No other thread runs between beginAtomic and endAtomic (sections nest); a thread that
     * blocks or waits inside one ends it.
     */
    public static native void beginAtomic();

    public static native void endAtomic();

    /** Whether the program runs under a model checker: true under check, false under run. */
    public static native boolean isRunningInJPF();

    /** Whether the checker matches states: true under check (always stateful), false under run. */
    public static boolean vmIsMatchingStates() {
        return isRunningInJPF();
    }

    /** Hints for JPF's heuristic searches; ironpf's searches are exhaustive, so no effect. */
    public static void boring(boolean condition) {}

    public static void interesting(boolean condition) {}

    /** Hooks for JPF listeners; ironpf has none, so no effect. */
    public static void atLabel(String label) {}

    public static void atLabel(int label) {}

    public static void instrumentPoint(String label) {}

    public static void instrumentPointDeep(String label) {}

    public static void instrumentPointDeepRecur(String label, int depth) {}

    /** A comment for JPF's error trace; ironpf's traces do not keep comments. */
    public static void addComment(String comment) {}

    /** The fixed clock of ironpf (see System.currentTimeMillis). */
    public static long currentTimeMillis() {
        return System.currentTimeMillis();
    }

    /** Spends no time: ironpf's clock is fixed. */
    public static void busyWait(long duration) {}

    // ----- assertions -----

    /** Throws AssertionError unless {@code condition} holds (JPF's deprecated form of assert). */
    public static void assertTrue(boolean condition) {
        if (!condition) {
            throw new AssertionError("Verify.assertTrue failed");
        }
    }

    /** Prints {@code message} and throws AssertionError unless {@code condition} holds. */
    public static void assertTrue(String message, boolean condition) {
        if (!condition) {
            System.out.println(message);
            assertTrue(condition);
        }
    }

    // ----- output -----

    public static void print(String s) {
        System.out.print(s);
    }

    public static void print(String s, int i) {
        System.out.print(s + " : " + i);
    }

    public static void print(String s, boolean b) {
        System.out.print(s + " : " + b);
    }

    public static void print(String... parts) {
        for (String s : parts) {
            System.out.print(s);
        }
    }

    public static void println(String s) {
        System.out.println(s);
    }

    public static void println() {
        System.out.println();
    }

    public static void threadPrint(String s) {
        System.out.print(Thread.currentThread().getName() + ": " + s);
    }

    public static void threadPrintln(String s) {
        threadPrint(s);
        System.out.println();
    }

    // ----- counters, bit sets and values of the whole search -----

    /** The counter {@code id} (0 when never set or negative). */
    public static native int getCounter(int id);

    public static native void setCounter(int id, int value);

    public static native void resetCounter(int id);

    /** Adds one to counter {@code id} and returns the new count (0, doing nothing, if negative). */
    public static native int incrementCounter(int id);

    public static native void setBitInBitSet(int id, int bit, boolean value);

    public static native boolean getBitInBitSet(int id, int bit);

    public static native void putValue(String key, int value);

    /** The value put under {@code key}, or {@link #NO_VALUE}. */
    public static native int getValue(String key);

    // ----- JPF machinery ironpf does not have -----

    /** Stops ironpf with an "unsupported" error (exit 4) naming {@code member} and why. */
    private static native void unsupported(String member, String why);

    private static final String CONFIG =
            "it reads a choice generator from JPF's configuration, which ironpf does not have";
    private static final String ATTRIBUTES = "ironpf has no JPF attributes";
    private static final String TRACES = "ironpf does not store traces from the program";

    public static int getInt(String key) {
        unsupported("Verify.getInt(String)", CONFIG + "; use getInt(min, max)");
        return 0;
    }

    public static double getDouble(String key) {
        unsupported("Verify.getDouble(String)", CONFIG + "; use getDoubleFromList");
        return 0;
    }

    public static Object getObject(String key) {
        unsupported("Verify.getObject(String)", CONFIG);
        return null;
    }

    /**
     * JPF sets configuration properties ({@code "key=value"}) at run time. ironpf has no
     * configuration, and ignoring a property could change a verdict, so it accepts only a
     * property whose meaning it always has: {@code cg.enumerate_cas=true} (a compare-and-set
     * of the atomics is a scheduling point whenever threads run). Any other stops with exit 4
     * naming it.
     */
    public static void setProperties(String... properties) {
        for (String p : properties) {
            int eq = p.indexOf('=');
            String key = (eq < 0 ? p : p.substring(0, eq)).trim();
            String value = eq < 0 ? "" : p.substring(eq + 1).trim();
            if (!(key.equals("cg.enumerate_cas") && value.equals("true"))) {
                unsupported("Verify.setProperties(\"" + p + "\")", "ironpf has no JPF configuration; of JPF's"
                        + " properties it accepts only cg.enumerate_cas=true, which it always does");
            }
        }
    }

    public static int breakTransition(String reason, int min, int max) {
        unsupported("Verify.breakTransition(String, int, int)", "it is a JPF testing aid");
        return 0;
    }

    public static long getBitFlip(long v, int nBit, int len) {
        unsupported("Verify.getBitFlip", "bit-flip choices are not implemented");
        return v;
    }

    public static long getBitFlip(long v, int nBit) {
        return getBitFlip(v, nBit, 64);
    }

    public static int getBitFlip(int v, int nBit) {
        return (int) getBitFlip((long) v, nBit, 32);
    }

    public static short getBitFlip(short v, int nBit) {
        return (short) getBitFlip((long) v, nBit, 16);
    }

    public static char getBitFlip(char v, int nBit) {
        return (char) getBitFlip((long) v, nBit, 16);
    }

    public static byte getBitFlip(byte v, int nBit) {
        return (byte) getBitFlip((long) v, nBit, 8);
    }

    public static boolean isCalledFromClass(String className) {
        unsupported("Verify.isCalledFromClass", "it needs reflection ironpf does not have yet");
        return false;
    }

    public static void storeTrace(String fileName, String comment) {
        unsupported("Verify.storeTrace", TRACES);
    }

    public static void storeTraceIf(boolean condition, String fileName, String comment) {
        if (condition) {
            storeTrace(fileName, comment);
        }
    }

    public static void storeTraceAndTerminate(String fileName, String comment) {
        storeTrace(fileName, comment);
    }

    public static void storeTraceAndTerminateIf(boolean condition, String fileName, String comment) {
        if (condition) {
            storeTrace(fileName, comment);
        }
    }

    public static void printPathOutput(String message) {
        unsupported("Verify.printPathOutput", "ironpf does not keep each path's output");
    }

    public static void printPathOutput(boolean condition, String message) {
        if (condition) {
            printPathOutput(message);
        }
    }

    public static void setFieldAttribute(Object o, String fieldName, int value) {
        unsupported("Verify.setFieldAttribute", ATTRIBUTES);
    }

    public static int getFieldAttribute(Object o, String fieldName) {
        unsupported("Verify.getFieldAttribute", ATTRIBUTES);
        return 0;
    }

    public static void addFieldAttribute(Object o, String fieldName, int value) {
        unsupported("Verify.addFieldAttribute", ATTRIBUTES);
    }

    public static int[] getFieldAttributes(Object o, String fieldName) {
        unsupported("Verify.getFieldAttributes", ATTRIBUTES);
        return null;
    }

    public static void setLocalAttribute(String varName, int value) {
        unsupported("Verify.setLocalAttribute", ATTRIBUTES);
    }

    public static int getLocalAttribute(String varName) {
        unsupported("Verify.getLocalAttribute", ATTRIBUTES);
        return 0;
    }

    public static void addLocalAttribute(String varName, int value) {
        unsupported("Verify.addLocalAttribute", ATTRIBUTES);
    }

    public static int[] getLocalAttributes(String varName) {
        unsupported("Verify.getLocalAttributes", ATTRIBUTES);
        return null;
    }

    public static void setElementAttribute(Object array, int index, int value) {
        unsupported("Verify.setElementAttribute", ATTRIBUTES);
    }

    public static int getElementAttribute(Object array, int index) {
        unsupported("Verify.getElementAttribute", ATTRIBUTES);
        return 0;
    }

    public static void addElementAttribute(Object array, int index, int value) {
        unsupported("Verify.addElementAttribute", ATTRIBUTES);
    }

    public static int[] getElementAttributes(Object array, int index) {
        unsupported("Verify.getElementAttributes", ATTRIBUTES);
        return null;
    }

    public static void setObjectAttribute(Object o, int value) {
        unsupported("Verify.setObjectAttribute", ATTRIBUTES);
    }

    public static int getObjectAttribute(Object o) {
        unsupported("Verify.getObjectAttribute", ATTRIBUTES);
        return 0;
    }

    public static void addObjectAttribute(Object o, int value) {
        unsupported("Verify.addObjectAttribute", ATTRIBUTES);
    }

    public static int[] getObjectAttributes(Object o) {
        unsupported("Verify.getObjectAttributes", ATTRIBUTES);
        return null;
    }
}
