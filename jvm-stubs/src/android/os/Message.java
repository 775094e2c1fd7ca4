package android.os;

/**
 * A message for a {@link Handler} (ironpf runtime library): a code ({@link #what}), two ints, an
 * object, or a Runnable to run. {@link #obtain} makes a new message each time (Android takes it
 * from a pool; the difference is not visible: a message handled by a looper is cleared, as
 * Android clears it when it returns it to the pool).
 */
public final class Message {
    public int what;
    public int arg1;
    public int arg2;
    public Object obj;

    Handler target;
    Runnable callback;
    /** Queued and not yet handled (or being handled). */
    boolean inUse;
    /** Its delay when queued (0: due at once). */
    long delay;

    public Message() {
    }

    public static Message obtain() {
        return new Message();
    }

    public static Message obtain(Message orig) {
        Message m = new Message();
        m.what = orig.what;
        m.arg1 = orig.arg1;
        m.arg2 = orig.arg2;
        m.obj = orig.obj;
        m.target = orig.target;
        m.callback = orig.callback;
        return m;
    }

    public static Message obtain(Handler h) {
        Message m = new Message();
        m.target = h;
        return m;
    }

    public static Message obtain(Handler h, Runnable callback) {
        Message m = obtain(h);
        m.callback = callback;
        return m;
    }

    public static Message obtain(Handler h, int what) {
        Message m = obtain(h);
        m.what = what;
        return m;
    }

    public static Message obtain(Handler h, int what, Object obj) {
        Message m = obtain(h, what);
        m.obj = obj;
        return m;
    }

    public static Message obtain(Handler h, int what, int arg1, int arg2) {
        Message m = obtain(h, what);
        m.arg1 = arg1;
        m.arg2 = arg2;
        return m;
    }

    public static Message obtain(Handler h, int what, int arg1, int arg2, Object obj) {
        Message m = obtain(h, what, arg1, arg2);
        m.obj = obj;
        return m;
    }

    public void copyFrom(Message o) {
        what = o.what;
        arg1 = o.arg1;
        arg2 = o.arg2;
        obj = o.obj;
    }

    public Handler getTarget() {
        return target;
    }

    public void setTarget(Handler target) {
        this.target = target;
    }

    public Runnable getCallback() {
        return callback;
    }

    /** Sends the message to its target handler. */
    public void sendToTarget() {
        target.sendMessage(this);
    }

    public boolean isAsynchronous() {
        return false;
    }

    /** Returns a message that is not queued (clears it). */
    public void recycle() {
        if (inUse) {
            throw new IllegalStateException("This message cannot be recycled because it is still in use.");
        }
        recycleUnchecked();
    }

    void recycleUnchecked() {
        inUse = false;
        what = 0;
        arg1 = 0;
        arg2 = 0;
        obj = null;
        target = null;
        callback = null;
        delay = 0;
    }

    public String toString() {
        StringBuilder b = new StringBuilder("{ ");
        if (target != null) {
            if (callback != null) {
                b.append("callback=").append(callback.getClass().getName());
            } else {
                b.append("what=").append(what);
            }
            if (arg1 != 0) {
                b.append(" arg1=").append(arg1);
            }
            if (arg2 != 0) {
                b.append(" arg2=").append(arg2);
            }
            if (obj != null) {
                b.append(" obj=").append(obj);
            }
            b.append(" target=").append(target.getClass().getName());
        } else {
            b.append("barrier=").append(arg1);
        }
        return b.append(" }").toString();
    }
}
