package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A reentrant lock over the monitor of this object (ironpf runtime library): the owner and
 * hold count are fields guarded by the monitor; waiters wait on it. Fairness is not modelled
 * (a fair lock may be granted in any order, a superset of the fair orders).
 */
public class ReentrantLock implements Lock, java.io.Serializable {
    private Thread owner;
    private int holds;
    private final boolean fair;

    public ReentrantLock() {
        this(false);
    }

    public ReentrantLock(boolean fair) {
        this.fair = fair;
    }

    public void lock() {
        boolean interrupted = false;
        synchronized (this) {
            Thread me = Thread.currentThread();
            while (owner != null && owner != me) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            owner = me;
            holds++;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    public synchronized void lockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Thread me = Thread.currentThread();
        while (owner != null && owner != me) {
            wait();
        }
        owner = me;
        holds++;
    }

    public synchronized boolean tryLock() {
        Thread me = Thread.currentThread();
        if (owner == null || owner == me) {
            owner = me;
            holds++;
            return true;
        }
        return false;
    }

    /** A timed wait may end at any point: then the lock is taken if it is free. */
    public synchronized boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (tryLock()) {
            return true;
        }
        if (timeout > 0) {
            wait(Math.max(1, unit.toMillis(timeout)));
        }
        return tryLock();
    }

    public synchronized void unlock() {
        if (owner != Thread.currentThread()) {
            throw new IllegalMonitorStateException();
        }
        if (--holds == 0) {
            owner = null;
            notifyAll();
        }
    }

    /** Releases every hold of the running thread (a condition's await); returns how many. */
    synchronized int releaseAll() {
        if (owner != Thread.currentThread()) {
            throw new IllegalMonitorStateException();
        }
        int n = holds;
        holds = 0;
        owner = null;
        notifyAll();
        return n;
    }

    /** Takes the lock back with {@code n} holds after a condition's await. */
    void reacquire(int n) {
        lock();
        synchronized (this) {
            holds = n;
        }
    }

    public Condition newCondition() {
        return new ConditionObject(this);
    }

    public synchronized int getHoldCount() {
        return owner == Thread.currentThread() ? holds : 0;
    }

    public synchronized boolean isHeldByCurrentThread() {
        return owner == Thread.currentThread();
    }

    public synchronized boolean isLocked() {
        return owner != null;
    }

    public final boolean isFair() {
        return fair;
    }

    public String toString() {
        Thread o;
        synchronized (this) {
            o = owner;
        }
        return super.toString() + (o == null ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }

    /**
     * A condition: await leaves the lock and waits on this object's monitor, entered before the
     * lock is left, so a signal (which needs the lock, then this monitor) cannot fall between.
     */
    static final class ConditionObject implements Condition {
        private final ReentrantLock lock;

        ConditionObject(ReentrantLock lock) {
            this.lock = lock;
        }

        public void await() throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            int n;
            InterruptedException interrupted = null;
            synchronized (this) {
                n = lock.releaseAll();
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = e;
                }
            }
            lock.reacquire(n);
            if (interrupted != null) {
                throw interrupted;
            }
        }

        public void awaitUninterruptibly() {
            int n;
            boolean interrupted = false;
            synchronized (this) {
                n = lock.releaseAll();
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            lock.reacquire(n);
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            throw ironpf.Unsupported.fail("Condition.awaitNanos (timed condition waits)");
        }

        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            throw ironpf.Unsupported.fail("Condition.await(long, TimeUnit) (timed condition waits)");
        }

        public boolean awaitUntil(java.util.Date deadline) throws InterruptedException {
            throw ironpf.Unsupported.fail("Condition.awaitUntil (timed condition waits)");
        }

        public void signal() {
            if (!lock.isHeldByCurrentThread()) {
                throw new IllegalMonitorStateException();
            }
            synchronized (this) {
                notify();
            }
        }

        public void signalAll() {
            if (!lock.isHeldByCurrentThread()) {
                throw new IllegalMonitorStateException();
            }
            synchronized (this) {
                notifyAll();
            }
        }
    }
}
