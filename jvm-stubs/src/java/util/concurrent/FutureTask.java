package java.util.concurrent;

/**
 * A cancellable computation whose result can be waited for (ironpf runtime library). Its
 * state, outcome and runner are fields guarded by this object's monitor, on which get()
 * waits; the task itself runs outside the monitor, each operation on the state is one step
 * (ironpf.Guarded). States and messages are the JDK's: a cancel(true) interrupts the running
 * thread and leaves its interrupt flag set; a timed get may time out at any point.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int COMPLETING = 1;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTING = 5;
    private static final int INTERRUPTED = 6;

    private int state;
    private Callable<V> callable;
    private Object outcome;
    private Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
        this.state = NEW;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
        this.state = NEW;
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        Object x = outcome;
        if (s == NORMAL) {
            return (V) x;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) x);
    }

    public synchronized boolean isCancelled() {
        return state >= CANCELLED;
    }

    public synchronized boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                if (state != NEW) {
                    return false;
                }
                if (mayInterruptIfRunning) {
                    state = INTERRUPTING;
                    if (runner != null) {
                        runner.interrupt();
                    }
                    state = INTERRUPTED;
                } else {
                    state = CANCELLED;
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
        finishCompletion();
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        int s;
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                // wait throws InterruptedException when interrupted (a done task never waits)
                while (state <= COMPLETING) {
                    ironpf.Guarded.await(this);
                }
                s = state;
            } finally {
                ironpf.Guarded.end();
            }
        }
        return report(s);
    }

    /** A timed wait may end at any point: then a task not done yet gives a TimeoutException. */
    public V get(long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        int s;
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                // only completion notifies this monitor: one wait is all a deadline allows
                if (state <= COMPLETING) {
                    if (timeout > 0) {
                        ironpf.Guarded.await(this, Math.max(1, unit.toMillis(timeout)));
                    } else if (Thread.interrupted()) {
                        throw new InterruptedException();
                    }
                }
                s = state;
            } finally {
                ironpf.Guarded.end();
            }
        }
        if (s <= COMPLETING) {
            throw new TimeoutException();
        }
        return report(s);
    }

    protected void done() {
    }

    protected void set(V v) {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                if (state != NEW) {
                    return;
                }
                outcome = v;
                state = NORMAL;
            } finally {
                ironpf.Guarded.end();
            }
        }
        finishCompletion();
    }

    protected void setException(Throwable t) {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                if (state != NEW) {
                    return;
                }
                outcome = t;
                state = EXCEPTIONAL;
            } finally {
                ironpf.Guarded.end();
            }
        }
        finishCompletion();
    }

    /** Claims the task for the running thread; its callable when it may run, else null. */
    private synchronized Callable<V> claim() {
        if (state != NEW || runner != null) {
            return null;
        }
        runner = Thread.currentThread();
        return callable;
    }

    public void run() {
        Callable<V> c = claim();
        if (c == null) {
            return;
        }
        try {
            V result;
            boolean ran;
            try {
                result = c.call();
                ran = true;
            } catch (Throwable ex) {
                result = null;
                ran = false;
                setException(ex);
            }
            if (ran) {
                set(result);
            }
        } finally {
            synchronized (this) {
                ironpf.Guarded.begin();
                try {
                    runner = null;
                } finally {
                    ironpf.Guarded.end();
                }
            }
        }
    }

    protected boolean runAndReset() {
        Callable<V> c = claim();
        if (c == null) {
            return false;
        }
        boolean ran = false;
        try {
            try {
                c.call();
                ran = true;
            } catch (Throwable ex) {
                setException(ex);
            }
        } finally {
            synchronized (this) {
                ironpf.Guarded.begin();
                try {
                    runner = null;
                } finally {
                    ironpf.Guarded.end();
                }
            }
        }
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                return ran && state == NEW;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    /** Wakes the waiting threads, runs done() and drops the callable. */
    private void finishCompletion() {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                notifyAll();
            } finally {
                ironpf.Guarded.end();
            }
        }
        done();
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                callable = null;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public String toString() {
        int s;
        Object x;
        Callable<?> c;
        synchronized (this) {
            s = state;
            x = outcome;
            c = callable;
        }
        String status;
        switch (s) {
            case NORMAL:
                status = "[Completed normally]";
                break;
            case EXCEPTIONAL:
                status = "[Completed exceptionally: " + x + "]";
                break;
            case CANCELLED:
            case INTERRUPTING:
            case INTERRUPTED:
                status = "[Cancelled]";
                break;
            default:
                status = (c == null) ? "[Not completed]" : "[Not completed, task = " + c + "]";
        }
        return super.toString() + status;
    }
}
