package java.util.concurrent;

/** Counting permits over the monitor of this object (ironpf runtime library). */
public class Semaphore implements java.io.Serializable {
    private int permits;
    private final boolean fair;

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    public void acquire() throws InterruptedException {
        acquire(1);
    }

    public synchronized void acquire(int n) throws InterruptedException {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        while (permits < n) {
            wait();
        }
        permits -= n;
    }

    public void acquireUninterruptibly() {
        acquireUninterruptibly(1);
    }

    public void acquireUninterruptibly(int n) {
        boolean interrupted = false;
        synchronized (this) {
            while (permits < n) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            permits -= n;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    public synchronized boolean tryAcquire(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (permits >= n) {
            permits -= n;
            return true;
        }
        return false;
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return tryAcquire(1, timeout, unit);
    }

    /** A timed wait may end at any point: then the permits are taken if they are there. */
    public synchronized boolean tryAcquire(int n, long timeout, TimeUnit unit)
            throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (permits < n && timeout > 0) {
            wait(Math.max(1, unit.toMillis(timeout)));
        }
        return tryAcquire(n);
    }

    public void release() {
        release(1);
    }

    public synchronized void release(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        permits += n;
        notifyAll();
    }

    public synchronized int availablePermits() {
        return permits;
    }

    public synchronized int drainPermits() {
        int n = permits;
        permits = 0;
        return n;
    }

    public boolean isFair() {
        return fair;
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
