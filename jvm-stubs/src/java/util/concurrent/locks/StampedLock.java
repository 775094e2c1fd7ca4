package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A capability-based lock with three modes (ironpf runtime library), over the monitor of this
 * object: a version, whether it is write-locked and how many read locks are held are fields
 * guarded by the monitor; waiters wait on it. Each operation is one step after entering the
 * monitor (ironpf.Guarded). The version changes when the write lock is taken and when it is
 * released, so a stamp (the version it was issued at, with its mode in the low two bits:
 * 1 write, 2 read, 0 an optimistic read) validates while no write lock was taken since. Stamps
 * are ironpf's own numbers (the JDK's are unspecified too). Not reentrant; fairness is not
 * modelled (any waiter may get a freed lock). A timed try may time out at any point.
 */
public class StampedLock implements java.io.Serializable {
    private static final long WRITE = 1L;
    private static final long READ = 2L;
    private static final long MODE = 3L;

    /** Even while the write lock is free, odd while it is held. */
    private long version = 64L;
    private int readers;
    private transient ReadLockView readLockView;
    private transient WriteLockView writeLockView;
    private transient ReadWriteLockView readWriteLockView;

    public StampedLock() {
    }

    // ---- state, with the monitor held inside a step (ironpf.Guarded)

    private boolean writeHeld() {
        return (version & 1L) != 0;
    }

    private long takeWrite() {
        version++;
        return (version << 2) | WRITE;
    }

    private long takeRead() {
        readers++;
        return (version << 2) | READ;
    }

    private void releaseWrite() {
        version++;
        notifyAll();
    }

    private void releaseRead() {
        if (--readers == 0) {
            notifyAll();
        }
    }

    private boolean current(long stamp) {
        return (stamp >>> 2) == version;
    }

    // ---- acquiring

    /** Waits until the lock is free for the mode (timed: once, and it may time out: then 0). */
    private synchronized long acquire(
            boolean write, boolean interruptible, boolean timed, long millis)
            throws InterruptedException {
        ironpf.Guarded.begin();
        boolean interrupted = false;
        try {
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            while (write ? (writeHeld() || readers > 0) : writeHeld()) {
                if (timed && millis <= 0) {
                    return 0L;
                }
                try {
                    if (timed) {
                        ironpf.Guarded.await(this, millis);
                    } else {
                        ironpf.Guarded.await(this);
                    }
                } catch (InterruptedException e) {
                    ironpf.Guarded.begin();
                    if (interruptible) {
                        throw e;
                    }
                    interrupted = true;
                }
                if (timed && (write ? (writeHeld() || readers > 0) : writeHeld())) {
                    return 0L;
                }
            }
            return write ? takeWrite() : takeRead();
        } finally {
            ironpf.Guarded.end();
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private long acquireUninterruptibly(boolean write) {
        try {
            return acquire(write, false, false, 0L);
        } catch (InterruptedException e) {
            throw new Error(e);
        }
    }

    public long writeLock() {
        return acquireUninterruptibly(true);
    }

    public long tryWriteLock() {
        try {
            return acquire(true, false, true, 0L);
        } catch (InterruptedException e) {
            throw new Error(e);
        }
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        return acquire(true, true, true, time > 0 ? Math.max(1L, unit.toMillis(time)) : 0L);
    }

    public long writeLockInterruptibly() throws InterruptedException {
        return acquire(true, true, false, 0L);
    }

    public long readLock() {
        return acquireUninterruptibly(false);
    }

    public long tryReadLock() {
        try {
            return acquire(false, false, true, 0L);
        } catch (InterruptedException e) {
            throw new Error(e);
        }
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        return acquire(false, true, true, time > 0 ? Math.max(1L, unit.toMillis(time)) : 0L);
    }

    public long readLockInterruptibly() throws InterruptedException {
        return acquire(false, true, false, 0L);
    }

    public synchronized long tryOptimisticRead() {
        return writeHeld() ? 0L : version << 2;
    }

    public synchronized boolean validate(long stamp) {
        return current(stamp);
    }

    // ---- releasing

    public synchronized void unlockWrite(long stamp) {
        if ((stamp & MODE) != WRITE || !current(stamp) || !writeHeld()) {
            throw new IllegalMonitorStateException();
        }
        releaseWrite();
    }

    public synchronized void unlockRead(long stamp) {
        if ((stamp & MODE) != READ || !current(stamp) || readers == 0) {
            throw new IllegalMonitorStateException();
        }
        releaseRead();
    }

    public synchronized void unlock(long stamp) {
        if ((stamp & MODE) == WRITE) {
            unlockWrite(stamp);
        } else {
            unlockRead(stamp);
        }
    }

    public synchronized boolean tryUnlockWrite() {
        if (!writeHeld()) {
            return false;
        }
        releaseWrite();
        return true;
    }

    public synchronized boolean tryUnlockRead() {
        if (readers == 0) {
            return false;
        }
        releaseRead();
        return true;
    }

    // ---- conversions

    public synchronized long tryConvertToWriteLock(long stamp) {
        if (!current(stamp)) {
            return 0L;
        }
        long mode = stamp & MODE;
        if (mode == WRITE) {
            return stamp;
        }
        if (mode == READ) {
            if (readers != 1) {
                return 0L;
            }
            readers = 0;
            return takeWrite();
        }
        if (mode == 0L && readers == 0) {
            return takeWrite();
        }
        return 0L;
    }

    public synchronized long tryConvertToReadLock(long stamp) {
        if (!current(stamp)) {
            return 0L;
        }
        long mode = stamp & MODE;
        if (mode == READ) {
            return stamp;
        }
        if (mode == WRITE) {
            releaseWrite();
            return takeRead();
        }
        if (mode == 0L) {
            return takeRead();
        }
        return 0L;
    }

    public synchronized long tryConvertToOptimisticRead(long stamp) {
        if (!current(stamp)) {
            return 0L;
        }
        long mode = stamp & MODE;
        if (mode == WRITE) {
            releaseWrite();
        } else if (mode == READ) {
            if (readers == 0) {
                return 0L;
            }
            releaseRead();
        } else if (mode != 0L) {
            return 0L;
        }
        return version << 2;
    }

    // ---- queries

    public synchronized boolean isWriteLocked() {
        return writeHeld();
    }

    public synchronized boolean isReadLocked() {
        return readers > 0;
    }

    public synchronized int getReadLockCount() {
        return readers;
    }

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & MODE) == WRITE;
    }

    public static boolean isReadLockStamp(long stamp) {
        return (stamp & MODE) == READ;
    }

    public static boolean isLockStamp(long stamp) {
        return (stamp & MODE) != 0L;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & MODE) == 0L && stamp != 0L;
    }

    public String toString() {
        String s;
        synchronized (this) {
            s = writeHeld() ? "[Write-locked]"
                    : readers > 0 ? "[Read-locks:" + readers + "]" : "[Unlocked]";
        }
        return super.toString() + s;
    }

    // ---- views

    public Lock asReadLock() {
        ReadLockView v = readLockView;
        return v != null ? v : (readLockView = new ReadLockView());
    }

    public Lock asWriteLock() {
        WriteLockView v = writeLockView;
        return v != null ? v : (writeLockView = new WriteLockView());
    }

    public ReadWriteLock asReadWriteLock() {
        ReadWriteLockView v = readWriteLockView;
        return v != null ? v : (readWriteLockView = new ReadWriteLockView());
    }

    final class ReadLockView implements Lock {
        public void lock() {
            readLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            readLockInterruptibly();
        }

        public boolean tryLock() {
            return tryReadLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryReadLock(time, unit) != 0L;
        }

        public void unlock() {
            if (!tryUnlockRead()) {
                throw new IllegalMonitorStateException();
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class WriteLockView implements Lock {
        public void lock() {
            writeLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            writeLockInterruptibly();
        }

        public boolean tryLock() {
            return tryWriteLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryWriteLock(time, unit) != 0L;
        }

        public void unlock() {
            if (!tryUnlockWrite()) {
                throw new IllegalMonitorStateException();
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class ReadWriteLockView implements ReadWriteLock {
        public Lock readLock() {
            return asReadLock();
        }

        public Lock writeLock() {
            return asWriteLock();
        }
    }
}
