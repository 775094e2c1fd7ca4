package android.os;

/**
 * Android's message loop of a thread (ironpf runtime library, written from Android's documented
 * behaviour): {@link #prepare} gives the calling thread a looper and its {@link MessageQueue},
 * {@link #loop} takes the queue's messages one at a time and hands each to its target
 * {@link Handler} until the looper quits. A handler's messages thus run one after another on
 * the looper's thread, each to completion.
 */
public final class Looper {
    private static final ThreadLocal<Looper> current = new ThreadLocal<>();
    /** The application's main looper ({@link #prepareMainLooper}); guarded by Looper.class. */
    private static Looper main;

    final MessageQueue queue;
    final Thread thread;

    private Looper(boolean quitAllowed) {
        queue = new MessageQueue(quitAllowed);
        thread = Thread.currentThread();
    }

    /** Gives the calling thread a looper; a thread has at most one. */
    public static void prepare() {
        prepare(true);
    }

    private static void prepare(boolean quitAllowed) {
        if (current.get() != null) {
            throw new RuntimeException("Only one Looper may be created per thread");
        }
        current.set(new Looper(quitAllowed));
    }

    /** Prepares the calling thread's looper as the application's main looper (it cannot quit). */
    public static void prepareMainLooper() {
        prepare(false);
        synchronized (Looper.class) {
            if (main != null) {
                throw new IllegalStateException("The main Looper has already been prepared.");
            }
            main = current.get();
        }
    }

    public static Looper getMainLooper() {
        synchronized (Looper.class) {
            return main;
        }
    }

    /** The calling thread's looper, or null. */
    public static Looper myLooper() {
        return current.get();
    }

    public static MessageQueue myQueue() {
        return myLooper().queue;
    }

    /** Runs the calling thread's message loop until its looper quits. */
    public static void loop() {
        Looper me = current.get();
        if (me == null) {
            throw new RuntimeException("No Looper; Looper.prepare() wasn't called on this thread.");
        }
        for (;;) {
            Message msg = me.queue.next();
            if (msg == null) {
                return;
            }
            msg.target.dispatchMessage(msg);
            msg.recycleUnchecked();
        }
    }

    /** Ends the loop without handling the messages still queued (they are dropped). */
    public void quit() {
        queue.quit(false);
    }

    /** Ends the loop once the messages due now are handled (delayed ones are dropped). */
    public void quitSafely() {
        queue.quit(true);
    }

    public Thread getThread() {
        return thread;
    }

    public MessageQueue getQueue() {
        return queue;
    }

    public boolean isCurrentThread() {
        return Thread.currentThread() == thread;
    }

    public String toString() {
        return "Looper (" + thread.getName() + ", tid " + thread.getId() + ") {"
                + Integer.toHexString(System.identityHashCode(this)) + "}";
    }
}
