package java.lang;

/**
 * Root of the class hierarchy (ironpf runtime library).
 */
public class Object {

    public Object() {
    }

    public final native Class<?> getClass();

    public native int hashCode();

    public boolean equals(Object obj) {
        return this == obj;
    }

    protected native Object clone() throws CloneNotSupportedException;

    public String toString() {
        return getClass().getName() + "@" + Integer.toHexString(hashCode());
    }

    public final void notify() {
        int n = ironpf.Threads.waiters(this);
        if (n > 0) {
            ironpf.Threads.wake(this, n > 1 ? ironpf.Threads.chooseWaiter(n) : 0);
        }
    }

    public final void notifyAll() {
        ironpf.Threads.wakeAll(this);
    }

    public final void wait() throws InterruptedException {
        wait(0L);
    }

    public final void wait(long timeoutMillis) throws InterruptedException {
        if (timeoutMillis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        ironpf.Threads.await(this, timeoutMillis > 0);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
    }

    public final void wait(long timeoutMillis, int nanos) throws InterruptedException {
        if (timeoutMillis < 0) {
            throw new IllegalArgumentException("timeoutMillis value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && timeoutMillis < Long.MAX_VALUE) {
            timeoutMillis++;
        }
        wait(timeoutMillis);
    }

    @Deprecated(since = "9")
    protected void finalize() throws Throwable {
    }
}
