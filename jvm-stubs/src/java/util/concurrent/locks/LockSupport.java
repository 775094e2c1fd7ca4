package java.util.concurrent.locks;

/**
 * Parking with a permit per thread (ironpf runtime library): the permit and the blocker live
 * in the thread's ironpf.Parker, whose monitor a parked thread waits on. {@code unpark} makes
 * the permit available (permits do not add up) and wakes the thread; {@code park} takes the
 * permit if it is there, and otherwise waits until an unpark or an interrupt (returning with the
 * interrupt flag still set). A timed park ({@code parkNanos}/{@code parkUntil} in the future)
 * may also return at any point, as every timed wait does. The JDK lets an untimed park return
 * spuriously, "for no reason at all"; ironpf does not explore those returns (HotSpot makes them
 * rarely; exploring them would give every park loop a cycle of states): a program that is
 * wrong only when a park returns without cause is not caught. An unpark of a thread that has
 * not started does nothing, as in HotSpot.
 */
public class LockSupport {
    private LockSupport() {}

    public static void unpark(Thread thread) {
        if (thread == null || thread.getState() == Thread.State.NEW) {
            return;
        }
        ironpf.Parker p = thread.ironpfParker();
        synchronized (p) {
            ironpf.Guarded.begin();
            try {
                if (!p.permit) {
                    p.permit = true;
                    p.notifyAll();
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    /** Parks the running thread: {@code timed} with a timeout that may end at any point. */
    private static void parkNow(Object blocker, boolean timed) {
        Thread me = Thread.currentThread();
        ironpf.Parker p = me.ironpfParker();
        synchronized (p) {
            ironpf.Guarded.begin();
            try {
                if (p.permit) {
                    p.permit = false;
                    return;
                }
                if (me.isInterrupted()) {
                    return;
                }
                p.blocker = blocker;
                try {
                    if (timed) {
                        ironpf.Guarded.await(p, 1L);
                    } else {
                        ironpf.Guarded.await(p);
                    }
                } catch (InterruptedException e) {
                    // park keeps the interrupt flag set
                    ironpf.Guarded.begin();
                    me.interrupt();
                }
                p.blocker = null;
                p.permit = false;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public static void park() {
        parkNow(null, false);
    }

    public static void park(Object blocker) {
        parkNow(blocker, false);
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0) {
            parkNow(null, true);
        }
    }

    public static void parkNanos(Object blocker, long nanos) {
        if (nanos > 0) {
            parkNow(blocker, true);
        }
    }

    public static void parkUntil(long deadline) {
        parkUntil(null, deadline);
    }

    public static void parkUntil(Object blocker, long deadline) {
        if (deadline > System.currentTimeMillis()) {
            parkNow(blocker, true);
        }
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        ironpf.Parker p = t.ironpfParker();
        synchronized (p) {
            return p.blocker;
        }
    }

    public static void setCurrentBlocker(Object blocker) {
        ironpf.Parker p = Thread.currentThread().ironpfParker();
        synchronized (p) {
            p.blocker = blocker;
        }
    }
}
