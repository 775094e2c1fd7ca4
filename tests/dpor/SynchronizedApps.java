import ironpf.Events;

/**
 * IndependentApps whose handlers all go through synchronized code on shared monitors: apps 0
 * and 1 call a static synchronized method of this class (the monitor of the class object),
 * app 2 locks a shared object, app 3 locks the class object and then the shared object, and
 * main holds the shared object's monitor around the event loop (so app 2 and app 3 enter it
 * again). One thread enters and leaves each monitor within each handler, so no handler sees
 * another's monitor operations: the apps stay independent, and the counts are
 * IndependentApps' (none: 256 states, 768 transitions; dpor: 13 states, 12 transitions).
 */
public class SynchronizedApps {
    static final Object SHARED = new Object();
    static int c0, c1, c2, c3;
    static int e0, e1, e2, e3;

    static synchronized int next(int c) {
        return c + 1;
    }

    public static void main(String[] args) {
        e0 = Events.register("app0", () -> {
            c0 = next(c0);
            if (c0 == 3) Events.disable(e0);
        });
        e1 = Events.register("app1", () -> {
            c1 = next(c1);
            if (c1 == 3) Events.disable(e1);
        });
        e2 = Events.register("app2", () -> {
            synchronized (SHARED) {
                if (++c2 == 3) Events.disable(e2);
            }
        });
        e3 = Events.register("app3", () -> {
            synchronized (SynchronizedApps.class) {
                synchronized (SHARED) {
                    c3++;
                }
            }
            if (c3 == 3) Events.disable(e3);
        });
        synchronized (SHARED) {
            Events.run();
        }
    }
}
