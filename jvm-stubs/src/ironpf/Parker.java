package ironpf;

/**
 * A thread's LockSupport state (java.util.concurrent.locks.LockSupport): its permit and the
 * blocker it parks on; a parked thread waits on this object's monitor, which guards both.
 */
public final class Parker {
    public boolean permit;
    public Object blocker;
}
