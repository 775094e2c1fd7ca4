package android.os;

/**
 * A thread with a {@link Looper} (ironpf runtime library): it prepares its looper, then runs
 * its loop until {@link #quit}. {@link #getLooper} waits until the looper is ready.
 */
public class HandlerThread extends Thread {
    private Looper looper;
    private Handler handler;
    private final int priority;

    public HandlerThread(String name) {
        this(name, 0);
    }

    public HandlerThread(String name, int priority) {
        super(name);
        this.priority = priority;
    }

    /** Called on the thread once its looper is ready, before the loop. */
    protected void onLooperPrepared() {
    }

    public void run() {
        Looper.prepare();
        synchronized (this) {
            looper = Looper.myLooper();
            notifyAll();
        }
        onLooperPrepared();
        Looper.loop();
    }

    /** The thread's looper, waiting until it is ready; null when the thread is not alive. */
    public Looper getLooper() {
        if (!isAlive()) {
            return null;
        }
        boolean interrupted = false;
        synchronized (this) {
            while (isAlive() && looper == null) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return looper;
    }

    /** A handler on this thread's looper, made once. */
    public Handler getThreadHandler() {
        synchronized (this) {
            if (handler == null) {
                handler = new Handler(getLooper());
            }
            return handler;
        }
    }

    public boolean quit() {
        Looper l = getLooper();
        if (l != null) {
            l.quit();
            return true;
        }
        return false;
    }

    public boolean quitSafely() {
        Looper l = getLooper();
        if (l != null) {
            l.quitSafely();
            return true;
        }
        return false;
    }

    public int getThreadId() {
        return (int) getId();
    }
}
