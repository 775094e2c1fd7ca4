package gov.nasa.jpf.vm;

/**
 * The model checker's choice API, source-compatible with Java PathFinder's
 * {@code gov.nasa.jpf.vm.Verify}. Under {@code ironpf check} each call that returns a choice
 * is a choice point: the checker explores every option. Under {@code ironpf run} the first
 * option is taken.
 */
public class Verify {
    private Verify() {}

    /** Any int in [min, max] (both included). */
    public static native int getInt(int min, int max);

    /** Any of the given values, in order. */
    public static native int getIntFromList(int... values);

    /** false, then true. */
    public static native boolean getBoolean();

    /** Both booleans; {@code falseFirst} says which is explored first. */
    public static native boolean getBoolean(boolean falseFirst);

    /** Abandons the current path when {@code condition} holds (no error). */
    public static native void ignoreIf(boolean condition);

    /** Ends the current transition here, making the current state a choice point of its own. */
    public static native void breakTransition();

    /** Atomic sections only matter with several threads; ironpf runs one, so these do nothing. */
    public static native void beginAtomic();

    public static native void endAtomic();
}
