package java.lang;

/**
 * Threads (ironpf runtime library). The VM keeps each thread's frames, status and monitors
 * (src/vm/threads.rs); this class keeps what the program sees: name, id, priority (ignored
 * by the scheduler), daemon flag, interrupt flag and handlers.
 */
public class Thread implements Runnable {

    public static final int MIN_PRIORITY = 1;

    public static final int NORM_PRIORITY = 5;

    public static final int MAX_PRIORITY = 10;

    private static int threadInitNumber;

    private static long threadSeqNumber = 1;

    private static final Thread MAIN = new Thread(null, "main", true);

    private static UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    private String name;

    private final Runnable target;

    private final long tid;

    private int priority = NORM_PRIORITY;

    private boolean daemon;

    private boolean started;

    /** The interrupt flag until the thread starts; the VM keeps it from then on. */
    private boolean interrupted;

    private UncaughtExceptionHandler uncaughtExceptionHandler;

    /** This thread's ThreadLocal values (made on first use). */
    private java.util.HashMap<ThreadLocal<?>, Object> threadLocals;

    /** LockSupport's permit and blocker of this thread. */
    private final ironpf.Parker parker = new ironpf.Parker();

    /** This thread's LockSupport state (for java.util.concurrent.locks.LockSupport). */
    public final ironpf.Parker ironpfParker() {
        return parker;
    }

    java.util.Map<ThreadLocal<?>, Object> threadLocals() {
        if (threadLocals == null) {
            threadLocals = new java.util.HashMap<>();
        }
        return threadLocals;
    }

    public enum State {
        NEW,
        RUNNABLE,
        BLOCKED,
        WAITING,
        TIMED_WAITING,
        TERMINATED
    }

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    private Thread(Runnable target, String name, boolean isMain) {
        this.target = target;
        this.name = name;
        this.tid = threadSeqNumber++;
        this.started = isMain;
        // A thread made by a daemon thread is a daemon (priorities are not inherited: the
        // scheduler ignores them).
        this.daemon = !isMain && ironpf.Threads.currentDaemon();
    }

    private static String nextThreadName() {
        return "Thread-" + threadInitNumber++;
    }

    public Thread() {
        this(null, nextThreadName(), false);
    }

    public Thread(Runnable target) {
        this(target, nextThreadName(), false);
    }

    public Thread(Runnable target, String name) {
        this(target, checkName(name), false);
    }

    public Thread(String name) {
        this(null, checkName(name), false);
    }

    private static String checkName(String name) {
        if (name == null) {
            throw new NullPointerException("'name' is null");
        }
        return name;
    }

    public static Thread currentThread() {
        Thread t = ironpf.Threads.current();
        return t != null ? t : MAIN;
    }

    public static void yield() {
        ironpf.Threads.yieldNow();
    }

    public static void onSpinWait() {
        ironpf.Threads.yieldNow();
    }

    /** Sleeping lets other threads run; the time itself is not modelled. */
    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        ironpf.Threads.yieldNow();
        checkInterruptedWhileWaiting();
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        ironpf.Threads.yieldNow();
        checkInterruptedWhileWaiting();
    }

    private static void checkInterruptedWhileWaiting() throws InterruptedException {
        if (interrupted()) {
            throw new InterruptedException("sleep interrupted");
        }
    }

    /** Sets {@code started} and starts the thread in one step (ironpf.Threads.start). */
    public void start() {
        if (!ironpf.Threads.start(this, MAIN)) {
            throw new IllegalThreadStateException();
        }
    }

    /** A started thread's first frame. */
    private void runThread() {
        run();
    }

    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public void interrupt() {
        ironpf.Threads.interrupt(this, this == MAIN);
    }

    public static boolean interrupted() {
        return ironpf.Threads.interrupted(currentThread(), true, currentThread() == MAIN);
    }

    public boolean isInterrupted() {
        return ironpf.Threads.interrupted(this, false, this == MAIN);
    }

    public final boolean isAlive() {
        return ironpf.Threads.alive(this, this == MAIN);
    }

    public final void join() throws InterruptedException {
        join(0L);
    }

    /** Waits on this thread's monitor until it ends (the VM notifies it then). */
    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
        } else if (isAlive()) {
            wait(millis);
        }
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        join(millis);
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        priority = newPriority;
    }

    public final int getPriority() {
        return priority;
    }

    public final void setName(String name) {
        this.name = checkName(name);
    }

    public final String getName() {
        return name;
    }

    public final void setDaemon(boolean on) {
        if (started) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public long getId() {
        return tid;
    }

    public State getState() {
        switch (ironpf.Threads.state(this, this == MAIN)) {
            case -1:
                return State.NEW;
            case 0:
                return State.RUNNABLE;
            case 1:
                return State.BLOCKED;
            case 2:
                return State.WAITING;
            case 3:
                return State.TIMED_WAITING;
            default:
                return State.TERMINATED;
        }
    }

    /**
     * The current thread's stack, or another thread's where it stood at its last scheduling
     * point (empty before it starts and after it ends).
     */
    public StackTraceElement[] getStackTrace() {
        if (this != currentThread()) {
            return ironpf.Threads.stackTrace(this, this == MAIN);
        }
        return new Throwable().getStackTrace();
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    public static boolean holdsLock(Object obj) {
        return ironpf.Threads.holdsLock(obj);
    }

    public String toString() {
        return "Thread[" + getName() + "," + getPriority() + ",main]";
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return uncaughtExceptionHandler;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    /** Called by the VM when main (or a thread's run) ends with an exception. */
    static void dispatchUncaughtException(Throwable e) {
        Thread t = currentThread();
        UncaughtExceptionHandler handler = t.uncaughtExceptionHandler;
        if (handler == null) {
            handler = defaultUncaughtExceptionHandler;
        }
        if (handler != null) {
            handler.uncaughtException(t, e);
            return;
        }
        if (e instanceof ThreadDeath) {
            return;
        }
        System.err.print("Exception in thread \"" + t.getName() + "\" ");
        e.printStackTrace(System.err);
    }
}
