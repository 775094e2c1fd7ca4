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

    private static Runnable[] handlers = new Runnable[0];
    private static String[] names = new String[0];
    private static boolean[] enabled = new boolean[0];

    /** Registers an event, enabled, and returns its number (0, 1, ...). */
    public static int register(String name, Runnable handler) {
        int n = handlers.length;
        Runnable[] h = new Runnable[n + 1];
        String[] s = new String[n + 1];
        boolean[] e = new boolean[n + 1];
        for (int i = 0; i < n; i++) { h[i] = handlers[i]; s[i] = names[i]; e[i] = enabled[i]; }
        h[n] = handler;
        s[n] = name;
        e[n] = true;
        handlers = h;
        names = s;
        enabled = e;
        return n;
    }

    public static void enable(int event) { enabled[event] = true; }

    public static void disable(int event) { enabled[event] = false; }

    public static boolean isEnabled(int event) { return enabled[event]; }

    public static String name(int event) { return names[event]; }

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
