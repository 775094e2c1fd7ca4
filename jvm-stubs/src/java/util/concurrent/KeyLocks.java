package java.util.concurrent;

/**
 * Exclusive rights over keys of one container (ironpf runtime library), held while a user
 * function computes a key's new value (ConcurrentHashMap's compute-style methods, the bulk
 * updates of CopyOnWriteArrayList). The container keeps its state in atomic steps on itself
 * (ironpf.Threads.enterAtomic); an update of a key first checks, in its atomic step, that no
 * other thread holds the key, and otherwise waits on this object's monitor until it is
 * released. So updates of one key never overlap while readers and updates of other keys go
 * on, as in the JDK (which locks a hash bin rather than a key).
 */
final class KeyLocks {
    private Object[] keys = new Object[2];
    private Thread[] owners = new Thread[2];
    private int held;
    private int waiting;

    /** In an atomic step on the container: whether another thread holds {@code key} (any key when null). */
    boolean heldByOther(Object key) {
        Thread me = Thread.currentThread();
        for (int i = 0; i < held; i++) {
            if (owners[i] != me && (key == null || key == keys[i] || key.equals(keys[i]))) {
                return true;
            }
        }
        return false;
    }

    /** In an atomic step on the container: the running thread now holds {@code key}. */
    void take(Object key) {
        if (held == keys.length) {
            keys = java.util.Arrays.copyOf(keys, held * 2);
            owners = java.util.Arrays.copyOf(owners, held * 2);
        }
        keys[held] = key;
        owners[held] = Thread.currentThread();
        held++;
    }

    /**
     * In an atomic step on the container: the running thread's (most recent) hold of
     * {@code key} ends; returns whether threads wait for a release ({@link #wake} then).
     */
    boolean release(Object key) {
        Thread me = Thread.currentThread();
        for (int i = held - 1; i >= 0; i--) {
            if (owners[i] == me && keys[i] == key) {
                System.arraycopy(keys, i + 1, keys, i, held - i - 1);
                System.arraycopy(owners, i + 1, owners, i, held - i - 1);
                held--;
                keys[held] = null;
                owners[held] = null;
                break;
            }
        }
        return waiting > 0;
    }

    /** heldByOther in the atomic step, which a failing equals ends. */
    private boolean busy(Object key) {
        try {
            return held != 0 && heldByOther(key);
        } catch (RuntimeException | Error e) {
            ironpf.Threads.exitAtomic();
            throw e;
        }
    }

    /** Wakes the threads waiting for a release (outside the container's atomic step). */
    synchronized void wake() {
        notifyAll();
    }

    /**
     * Enters an atomic step on {@code container} in which no other thread holds {@code key}
     * (no key at all when null), waiting for releases first if needed; the caller then works
     * and ends the step (ironpf.Threads.exitAtomic). Waiting is not interruptible (the JDK
     * waits for a bin lock); an interrupt is kept for later.
     */
    void enterWhenFree(Object container, Object key) {
        ironpf.Threads.enterAtomic(container);
        if (!busy(key)) {
            return;
        }
        ironpf.Threads.exitAtomic();
        boolean interrupted = false;
        synchronized (this) {
            boolean woke = false;
            while (true) {
                ironpf.Threads.enterAtomic(container);
                if (woke) {
                    waiting--;
                }
                if (!busy(key)) {
                    break;
                }
                waiting++;
                ironpf.Threads.exitAtomic();
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
                woke = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
