package ironpf;

/**
 * The VM side of threads and monitors (see src/vm/threads.rs): what java.lang.Thread and
 * java.lang.Object need beyond bytecode.
 */
public final class Threads {
    private Threads() {}

    /** The running thread's Thread object (null for main until a second thread starts). */
    public static native Thread current();

    /**
     * Starts {@code t}, whose first frame is {@code Thread.runThread}, setting its
     * {@code started} field; false (nothing done) when it had started already.
     */
    public static native boolean start(Thread t, Thread main);

    /** Whether {@code t} has started and not terminated (main: not terminated). */
    public static native boolean alive(Thread t, boolean isMain);

    /** Another thread's stack where it stood at its last scheduling point. */
    public static native StackTraceElement[] stackTrace(Thread t, boolean isMain);

    /**
     * What {@code t} is doing: -1 not started, 0 runnable, 1 blocked on a monitor, 2 waiting,
     * 3 timed waiting, 5 terminated.
     */
    public static native int state(Thread t, boolean isMain);

    /** Sets the interrupt flag of {@code t} and wakes it if it waits. */
    public static native void interrupt(Thread t, boolean isMain);

    /** The interrupt flag of {@code t}, cleared when {@code clear}. */
    public static native boolean interrupted(Thread t, boolean clear, boolean isMain);

    /** A scheduling point: other threads may run here. */
    public static native void yieldNow();

    /**
     * Releases the monitor of {@code o} (which the running thread must own) and waits; throws
     * InterruptedException instead, clearing the flag, when the running thread is interrupted
     * (the test and the wait are one step, as in the JVM: an interrupt cannot fall between).
     */
    public static native void await(Object o, boolean timed) throws InterruptedException;

    /** How many threads wait on {@code o}; IllegalMonitorStateException unless it is owned. */
    public static native int waiters(Object o);

    /** Which of {@code n} waiting threads a notify wakes: the search tries each. */
    public static native int chooseWaiter(int n);

    /** Wakes the {@code k}-th thread (by number) waiting on {@code o}. */
    public static native void wake(Object o, int k);

    /** Wakes every thread waiting on {@code o}; IllegalMonitorStateException unless owned. */
    public static native void wakeAll(Object o);

    public static native boolean holdsLock(Object o);

    /**
     * Begins an atomic step on {@code o}: a scheduling point (when {@code o} may be shared),
     * then no other thread runs until {@link #exitAtomic} (Verify.beginAtomic's sections).
     */
    public static native void enterAtomic(Object o);

    public static native void exitAtomic();

    /** Whether the running thread is a daemon (a new thread inherits it, as in the JDK). */
    public static native boolean currentDaemon();

    /** The running thread's index among the VM's threads. */
    public static native int index();

    /**
     * Marks thread {@code index} as waiting in an idle Android looper (it does not keep the
     * program alive), or not; android.os.MessageQueue calls it under its monitor.
     */
    public static native void setIdle(int index, boolean idle);

    // The bodies of Object's natives notify(), notifyAll() and wait(long): each native hands
    // over to one of these (src/natives/threads.rs), so the choice of a waiter and the wait
    // run as ordinary interpreter code.

    static void notifyOne(Object o) {
        int n = waiters(o);
        if (n > 0) {
            wake(o, n > 1 ? chooseWaiter(n) : 0);
        }
    }

    static void notifyEvery(Object o) {
        wakeAll(o);
    }

    static void waitMillis(Object o, long timeoutMillis) throws InterruptedException {
        if (timeoutMillis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        await(o, timeoutMillis > 0);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
    }
}
