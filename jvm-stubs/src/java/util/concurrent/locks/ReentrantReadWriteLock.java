package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A reentrant read-write lock over the monitor of this object (ironpf runtime library). The
 * writer, its hold count, each reader's hold count and the threads waiting to lock (in the
 * order they first failed) are fields guarded by the monitor; waiters wait on it. Each
 * operation is one step after entering the monitor (ironpf.Guarded).
 *
 * Rules, as the JDK's: the write lock is exclusive and excludes readers; read locks are shared;
 * both are reentrant; the writer may take the read lock (downgrade), a reader may not take the
 * write lock (it waits forever, as in the JDK). A thread that takes the read lock for the first
 * time waits while the first waiting thread wants the write lock (the JDK's guard against
 * writer starvation), unless it holds the write lock. Fairness is not modelled: a fair lock
 * may be granted in any order, a superset of the fair orders, and any waiter may be the one
 * that gets a freed lock.
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private final ReadLock readerLock;
    private final WriteLock writerLock;
    private final boolean fair;

    private Thread writer;
    private int writeHolds;
    /** The threads holding the read lock, by thread id, and their hold counts. */
    private Thread[] readers = new Thread[2];
    private int[] readHolds = new int[2];
    private int readerThreads;
    private int readCount;
    /** The threads waiting to lock, oldest first, and whether each wants the write lock. */
    private Thread[] queue = new Thread[2];
    private boolean[] queueWrites = new boolean[2];
    private int queued;

    public ReentrantReadWriteLock() {
        this(false);
    }

    public ReentrantReadWriteLock(boolean fair) {
        this.fair = fair;
        readerLock = new ReadLock(this);
        writerLock = new WriteLock(this);
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    // ---- state, all with the monitor held (inside a step: ironpf.Guarded)

    private int readerIndex(Thread t) {
        for (int i = 0; i < readerThreads; i++) {
            if (readers[i] == t) {
                return i;
            }
        }
        return -1;
    }

    private int queueIndex(Thread t) {
        for (int i = 0; i < queued; i++) {
            if (queue[i] == t) {
                return i;
            }
        }
        return -1;
    }

    private int readHoldsOf(Thread t) {
        int i = readerIndex(t);
        return i < 0 ? 0 : readHolds[i];
    }

    private boolean canWrite(Thread me) {
        return readCount == 0 && (writer == null || writer == me);
    }

    private boolean canRead(Thread me) {
        if (writer != null) {
            return writer == me;
        }
        if (readerIndex(me) >= 0) {
            return true;
        }
        // a writer first in line keeps new readers out
        return queued == 0 || queue[0] == me || !queueWrites[0];
    }

    private void takeWrite(Thread me) {
        writer = me;
        writeHolds++;
        leaveQueue(me);
    }

    private void takeRead(Thread me) {
        int i = readerIndex(me);
        if (i < 0) {
            if (readerThreads == readers.length) {
                readers = java.util.Arrays.copyOf(readers, readerThreads * 2);
                readHolds = java.util.Arrays.copyOf(readHolds, readerThreads * 2);
            }
            // kept by thread id, so that the same holders make the same state
            int at = 0;
            while (at < readerThreads && readers[at].getId() < me.getId()) {
                at++;
            }
            System.arraycopy(readers, at, readers, at + 1, readerThreads - at);
            System.arraycopy(readHolds, at, readHolds, at + 1, readerThreads - at);
            readers[at] = me;
            readHolds[at] = 1;
            readerThreads++;
        } else {
            readHolds[i]++;
        }
        readCount++;
        leaveQueue(me);
    }

    private void take(boolean write, Thread me) {
        if (write) {
            takeWrite(me);
        } else {
            takeRead(me);
        }
    }

    private void joinQueue(Thread me, boolean write) {
        if (queueIndex(me) < 0) {
            if (queued == queue.length) {
                queue = java.util.Arrays.copyOf(queue, queued * 2);
                queueWrites = java.util.Arrays.copyOf(queueWrites, queued * 2);
            }
            queue[queued] = me;
            queueWrites[queued] = write;
            queued++;
        }
    }

    private void leaveQueue(Thread me) {
        int i = queueIndex(me);
        if (i >= 0) {
            System.arraycopy(queue, i + 1, queue, i, queued - i - 1);
            System.arraycopy(queueWrites, i + 1, queueWrites, i, queued - i - 1);
            queued--;
            queue[queued] = null;
            queueWrites[queued] = false;
            // the first waiter changed: a reader may now go ahead
            notifyAll();
        }
    }

    // ---- the operations of the two locks

    /** lock(): waits until it may take the lock; an interrupt is kept for later. */
    final void lock(boolean write) {
        boolean interrupted = false;
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                Thread me = Thread.currentThread();
                while (!(write ? canWrite(me) : canRead(me))) {
                    joinQueue(me, write);
                    try {
                        ironpf.Guarded.await(this);
                    } catch (InterruptedException e) {
                        interrupted = true;
                        ironpf.Guarded.begin();
                    }
                }
                take(write, me);
            } finally {
                ironpf.Guarded.end();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    final void lockInterruptibly(boolean write) throws InterruptedException {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                Thread me = Thread.currentThread();
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
                while (!(write ? canWrite(me) : canRead(me))) {
                    joinQueue(me, write);
                    try {
                        ironpf.Guarded.await(this);
                    } catch (InterruptedException e) {
                        ironpf.Guarded.begin();
                        leaveQueue(me);
                        throw e;
                    }
                }
                take(write, me);
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    /** tryLock(): the JDK's barges, for the read lock too: it succeeds whenever no other thread writes. */
    final boolean tryLock(boolean write) {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                Thread me = Thread.currentThread();
                if (write ? canWrite(me) : (writer == null || writer == me)) {
                    take(write, me);
                    return true;
                }
                return false;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    /** A timed wait may end at any point: then the lock is taken if it is free. */
    final boolean tryLock(boolean write, long timeout, TimeUnit unit) throws InterruptedException {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                Thread me = Thread.currentThread();
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
                if (write ? canWrite(me) : canRead(me)) {
                    take(write, me);
                    return true;
                }
                if (timeout <= 0) {
                    return false;
                }
                joinQueue(me, write);
                try {
                    // one wait: woken without the lock it gives up, as if it timed out then
                    ironpf.Guarded.await(this, unit.toMillis(timeout));
                    if (write ? canWrite(me) : canRead(me)) {
                        take(write, me);
                        return true;
                    }
                    leaveQueue(me);
                    return false;
                } catch (InterruptedException e) {
                    ironpf.Guarded.begin();
                    leaveQueue(me);
                    throw e;
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    final void unlockWrite() {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                if (writer != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                if (--writeHolds == 0) {
                    writer = null;
                    notifyAll();
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    final void unlockRead() {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                int i = readerIndex(Thread.currentThread());
                if (i < 0) {
                    throw new IllegalMonitorStateException(
                            "attempt to unlock read lock, not locked by current thread");
                }
                if (--readHolds[i] == 0) {
                    System.arraycopy(readers, i + 1, readers, i, readerThreads - i - 1);
                    System.arraycopy(readHolds, i + 1, readHolds, i, readerThreads - i - 1);
                    readerThreads--;
                    readers[readerThreads] = null;
                    readHolds[readerThreads] = 0;
                }
                if (--readCount == 0) {
                    notifyAll();
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    /** Releases every write hold of the running thread (a condition's await); returns how many. */
    final int releaseWrite() {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                if (writer != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                int n = writeHolds;
                writeHolds = 0;
                writer = null;
                notifyAll();
                return n;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    /** Takes the write lock back with {@code n} holds after a condition's await. */
    final void reacquireWrite(int n) {
        lock(true);
        synchronized (this) {
            writeHolds = n;
        }
    }

    // ---- queries

    public final boolean isFair() {
        return fair;
    }

    protected Thread getOwner() {
        synchronized (this) {
            return writer;
        }
    }

    public synchronized int getReadLockCount() {
        return readCount;
    }

    public synchronized boolean isWriteLocked() {
        return writer != null;
    }

    public synchronized boolean isWriteLockedByCurrentThread() {
        return writer == Thread.currentThread();
    }

    public synchronized int getWriteHoldCount() {
        return writer == Thread.currentThread() ? writeHolds : 0;
    }

    public synchronized int getReadHoldCount() {
        return readHoldsOf(Thread.currentThread());
    }

    public final synchronized boolean hasQueuedThreads() {
        return queued > 0;
    }

    public final synchronized boolean hasQueuedThread(Thread thread) {
        if (thread == null) {
            throw new NullPointerException();
        }
        return queueIndex(thread) >= 0;
    }

    public final synchronized int getQueueLength() {
        return queued;
    }

    public boolean hasWaiters(Condition condition) {
        return getWaitQueueLength(condition) > 0;
    }

    public int getWaitQueueLength(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof ConditionObject) || ((ConditionObject) condition).lock != this) {
            throw new IllegalArgumentException("not owner");
        }
        if (!isWriteLockedByCurrentThread()) {
            throw new IllegalMonitorStateException();
        }
        return ((ConditionObject) condition).waiting();
    }

    public String toString() {
        int w;
        int r;
        synchronized (this) {
            w = writeHolds;
            r = readCount;
        }
        return super.toString() + "[Write locks = " + w + ", Read locks = " + r + "]";
    }

    /** The read lock: shared, reentrant; it has no conditions (as in the JDK). */
    public static class ReadLock implements Lock, java.io.Serializable {
        private final ReentrantReadWriteLock lock;

        protected ReadLock(ReentrantReadWriteLock lock) {
            this.lock = lock;
        }

        public void lock() {
            lock.lock(false);
        }

        public void lockInterruptibly() throws InterruptedException {
            lock.lockInterruptibly(false);
        }

        public boolean tryLock() {
            return lock.tryLock(false);
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return lock.tryLock(false, timeout, unit);
        }

        public void unlock() {
            lock.unlockRead();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            return super.toString() + "[Read locks = " + lock.getReadLockCount() + "]";
        }
    }

    /** The write lock: exclusive, reentrant, with conditions. */
    public static class WriteLock implements Lock, java.io.Serializable {
        private final ReentrantReadWriteLock lock;

        protected WriteLock(ReentrantReadWriteLock lock) {
            this.lock = lock;
        }

        public void lock() {
            lock.lock(true);
        }

        public void lockInterruptibly() throws InterruptedException {
            lock.lockInterruptibly(true);
        }

        public boolean tryLock() {
            return lock.tryLock(true);
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return lock.tryLock(true, timeout, unit);
        }

        public void unlock() {
            lock.unlockWrite();
        }

        public Condition newCondition() {
            return new ConditionObject(lock);
        }

        public String toString() {
            Thread o = lock.getOwner();
            return super.toString() + (o == null ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
        }

        public boolean isHeldByCurrentThread() {
            return lock.isWriteLockedByCurrentThread();
        }

        public int getHoldCount() {
            return lock.getWriteHoldCount();
        }
    }

    /**
     * A condition of the write lock: await leaves the write lock and waits on this object's
     * monitor, entered before the lock is left, so a signal (which needs the write lock, then
     * this monitor) cannot fall between.
     */
    static final class ConditionObject implements Condition {
        final ReentrantReadWriteLock lock;
        private int waiters;

        ConditionObject(ReentrantReadWriteLock lock) {
            this.lock = lock;
        }

        synchronized int waiting() {
            return waiters;
        }

        public void await() throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            int n;
            InterruptedException interrupted = null;
            synchronized (this) {
                n = lock.releaseWrite();
                waiters++;
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = e;
                }
                waiters--;
            }
            lock.reacquireWrite(n);
            if (interrupted != null) {
                throw interrupted;
            }
        }

        public void awaitUninterruptibly() {
            int n;
            boolean interrupted = false;
            synchronized (this) {
                n = lock.releaseWrite();
                waiters++;
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
                waiters--;
            }
            lock.reacquireWrite(n);
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
            if (!lock.isWriteLockedByCurrentThread()) {
                throw new IllegalMonitorStateException();
            }
            synchronized (this) {
                notify();
            }
        }

        public void signalAll() {
            if (!lock.isWriteLockedByCurrentThread()) {
                throw new IllegalMonitorStateException();
            }
            synchronized (this) {
                notifyAll();
            }
        }
    }
}
