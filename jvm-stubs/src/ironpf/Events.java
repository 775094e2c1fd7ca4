package ironpf;

/**
 * ironpf's explicit event API for event-driven programs. A program registers named events with
 * their handlers, enables and disables events (also from inside handlers), and then calls
 * {@link #run()}: the checker repeatedly chooses any enabled event and runs its handler
 * atomically, as one transition, until no event is enabled (the program then continues after
 * {@code run()}). Under {@code ironpf run} the lowest-numbered enabled event is chosen.
 *
 * <p>Each event has a shadow location, its entry of {@code enabled}: enabling or disabling an
 * event writes it, so a handler that enables or disables another event conflicts with it, as
 * in the stateful DPOR paper's Section 3.
 */
public final class Events {
    private Events() {}

    // The arrays have room beyond the registered events (null, null, false there), so a
    // registration inside a handler (a SmartThings timer) writes only its own entries: the
    // static fields, which every dispatch reads, change only when the arrays grow (doubling).
    private static Runnable[] handlers = new Runnable[0];
    private static String[] names = new String[0];
    private static boolean[] enabled = new boolean[0];
    private static int count;

    /** Registers an event, enabled, and returns its number (0, 1, ...). */
    public static int register(String name, Runnable handler) {
        int n = count;
        if (n == handlers.length) {
            int capacity = Math.max(8, 2 * n);
            Runnable[] h = new Runnable[capacity];
            String[] s = new String[capacity];
            boolean[] e = new boolean[capacity];
            for (int i = 0; i < n; i++) { h[i] = handlers[i]; s[i] = names[i]; e[i] = enabled[i]; }
            handlers = h;
            names = s;
            enabled = e;
        }
        handlers[n] = handler;
        names[n] = name;
        enabled[n] = true;
        count = n + 1;
        return n;
    }

    public static void enable(int event) { enabled[registered(event)] = true; }

    public static void disable(int event) { enabled[registered(event)] = false; }

    public static boolean isEnabled(int event) { return enabled[registered(event)]; }

    public static String name(int event) { return names[registered(event)]; }

    /** The event number, if such an event is registered (the arrays have room beyond). */
    private static int registered(int event) {
        if (event < 0 || event >= count) {
            throw new ArrayIndexOutOfBoundsException("Index " + event + " out of bounds for length " + count);
        }
        return event;
    }

    /** Runs handlers of enabled events, chosen by the checker, until none is enabled. The
     *  chosen event is never kept in a local variable of this frame, so states do not
     *  remember which event ran last. */
    public static void run() {
        while (dispatch(choose(enabled))) {
        }
    }

    private static boolean dispatch(int event) {
        if (event < 0) return false;
        handlers[event].run();
        return true;
    }

    /** The event choice: one of the enabled events (-1 when none is); reading the flags here
     *  is not an access of the transition. */
    private static native int choose(boolean[] enabled);
}
