package ironpf;

/**
 * Steps of the runtime library's operations on state that a monitor guards. Right after
 * entering the monitor (that entry is the scheduling point), {@link #begin} makes the work
 * until {@link #end} one step: no other thread runs in between. That loses no interleaving as
 * long as the step touches only fields the monitor guards (every other access to them waits
 * for the monitor) and objects the thread made itself: the scheduling points inside would only
 * let other threads do work that commutes with the step. Without it each field access inside
 * a synchronized operation is a scheduling point, and the full search explores every
 * interleaving of the other threads' unrelated work with each of them.
 *
 * <p>Rules for callers: call {@link #end} in a finally block (a step left open keeps other
 * threads from running); end the step around user code (a task, a callback, a barrier
 * action), whose accesses need their scheduling points, and around {@code Thread.start} (a
 * start inside an atomic section does not make the objects that existed before it shared for
 * the starting thread, whose later accesses to them would then not be scheduling points);
 * after a wait on the monitor call
 * {@link #await} (a wait ends the step, as any blocking does; the thread holds the monitor
 * again when it returns, so a new step may begin).
 */
public final class Guarded {
    private Guarded() {}

    /**
     * Begins a step without a scheduling point of its own: an atomic section entered on an
     * object allocated just now is not one (ironpf.Threads.enterAtomic).
     */
    public static void begin() {
        Threads.enterAtomic(new Object());
    }

    public static void end() {
        Threads.exitAtomic();
    }

    /** Waits on {@code monitor} (held), then begins a new step. */
    public static void await(Object monitor) throws InterruptedException {
        monitor.wait();
        begin();
    }

    /** Waits on {@code monitor} (held) at most {@code millis} (at least 1), then begins a new step. */
    public static void await(Object monitor, long millis) throws InterruptedException {
        monitor.wait(Math.max(1, millis));
        begin();
    }
}
