package android.os;

/**
 * Sends messages and Runnables to a {@link Looper}'s queue and handles them on the looper's
 * thread (ironpf runtime library, written from Android's documented behaviour). Each handled
 * message runs to completion before the looper takes the next; see {@link MessageQueue} for
 * the order and for how delays are modelled.
 */
public class Handler {
    /** Handles a message before {@link Handler#handleMessage}; true: handled. */
    public interface Callback {
        boolean handleMessage(Message msg);
    }

    final Looper looper;
    final MessageQueue queue;
    final Callback callback;

    /** A handler on the calling thread's looper. */
    public Handler() {
        this((Callback) null);
    }

    public Handler(Callback callback) {
        looper = Looper.myLooper();
        if (looper == null) {
            throw new RuntimeException("Can't create handler inside thread " + Thread.currentThread()
                    + " that has not called Looper.prepare()");
        }
        queue = looper.queue;
        this.callback = callback;
    }

    public Handler(Looper looper) {
        this(looper, null);
    }

    public Handler(Looper looper, Callback callback) {
        if (looper == null) {
            throw new NullPointerException("looper");
        }
        this.looper = looper;
        this.queue = looper.queue;
        this.callback = callback;
    }

    /** Subclasses handle their messages here. */
    public void handleMessage(Message msg) {
    }

    /** A posted Runnable runs; else the callback, then {@link #handleMessage}, handle msg. */
    public void dispatchMessage(Message msg) {
        if (msg.callback != null) {
            msg.callback.run();
        } else if (callback == null || !callback.handleMessage(msg)) {
            handleMessage(msg);
        }
    }

    public final Looper getLooper() {
        return looper;
    }

    public String getMessageName(Message message) {
        if (message.callback != null) {
            return message.callback.getClass().getName();
        }
        return "0x" + Integer.toHexString(message.what);
    }

    public final Message obtainMessage() {
        return Message.obtain(this);
    }

    public final Message obtainMessage(int what) {
        return Message.obtain(this, what);
    }

    public final Message obtainMessage(int what, Object obj) {
        return Message.obtain(this, what, obj);
    }

    public final Message obtainMessage(int what, int arg1, int arg2) {
        return Message.obtain(this, what, arg1, arg2);
    }

    public final Message obtainMessage(int what, int arg1, int arg2, Object obj) {
        return Message.obtain(this, what, arg1, arg2, obj);
    }

    private Message postMessage(Runnable r) {
        return Message.obtain(this, r);
    }

    public final boolean post(Runnable r) {
        return sendMessageDelayed(postMessage(r), 0);
    }

    public final boolean postDelayed(Runnable r, long delayMillis) {
        return sendMessageDelayed(postMessage(r), delayMillis);
    }

    public final boolean postDelayed(Runnable r, Object token, long delayMillis) {
        Message m = postMessage(r);
        m.obj = token;
        return sendMessageDelayed(m, delayMillis);
    }

    public final boolean postAtTime(Runnable r, long uptimeMillis) {
        return sendMessageAtTime(postMessage(r), uptimeMillis);
    }

    public final boolean postAtTime(Runnable r, Object token, long uptimeMillis) {
        Message m = postMessage(r);
        m.obj = token;
        return sendMessageAtTime(m, uptimeMillis);
    }

    public final boolean postAtFrontOfQueue(Runnable r) {
        return sendMessageAtFrontOfQueue(postMessage(r));
    }

    public final boolean sendMessage(Message msg) {
        return sendMessageDelayed(msg, 0);
    }

    public final boolean sendEmptyMessage(int what) {
        return sendEmptyMessageDelayed(what, 0);
    }

    public final boolean sendEmptyMessageDelayed(int what, long delayMillis) {
        Message m = Message.obtain();
        m.what = what;
        return sendMessageDelayed(m, delayMillis);
    }

    public final boolean sendEmptyMessageAtTime(int what, long uptimeMillis) {
        Message m = Message.obtain();
        m.what = what;
        return sendMessageAtTime(m, uptimeMillis);
    }

    public final boolean sendMessageDelayed(Message msg, long delayMillis) {
        return enqueue(msg, delayMillis < 0 ? 0 : delayMillis, false);
    }

    /** At an uptime: due now when it has passed, else delayed (by how long is not modelled). */
    public boolean sendMessageAtTime(Message msg, long uptimeMillis) {
        long delay = uptimeMillis - SystemClock.uptimeMillis();
        return enqueue(msg, delay < 0 ? 0 : delay, false);
    }

    public final boolean sendMessageAtFrontOfQueue(Message msg) {
        return enqueue(msg, 0, true);
    }

    private boolean enqueue(Message msg, long delay, boolean front) {
        msg.target = this;
        return queue.enqueue(msg, delay, front);
    }

    public final void removeCallbacks(Runnable r) {
        queue.remove(this, r, false, 0, null);
    }

    public final void removeCallbacks(Runnable r, Object token) {
        queue.remove(this, r, false, 0, token);
    }

    public final void removeMessages(int what) {
        queue.remove(this, null, true, what, null);
    }

    public final void removeMessages(int what, Object object) {
        queue.remove(this, null, true, what, object);
    }

    /** Removes every message and callback whose obj is token (null: all of this handler's). */
    public final void removeCallbacksAndMessages(Object token) {
        queue.remove(this, null, false, 0, token);
    }

    public final boolean hasMessages(int what) {
        return queue.has(this, null, true, what, null);
    }

    public final boolean hasMessages(int what, Object object) {
        return queue.has(this, null, true, what, object);
    }

    public final boolean hasCallbacks(Runnable r) {
        return queue.has(this, r, false, 0, null);
    }

    public String toString() {
        return "Handler (" + getClass().getName() + ") {" + Integer.toHexString(System.identityHashCode(this)) + "}";
    }
}
