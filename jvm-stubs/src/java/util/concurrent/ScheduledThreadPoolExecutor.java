package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;

/**
 * A thread pool that runs tasks after a delay or periodically (ironpf runtime library): a
 * ThreadPoolExecutor with a fixed core size whose queue holds the scheduled tasks in the order
 * they become due.
 *
 * <p>Time, as everywhere in ironpf, is not modelled, only its order: each queued task has a
 * trigger time relative to the model's "now"; the first task (the earliest trigger, ties in
 * submission order) may become due at any scheduling point (a worker waiting for it does a timed
 * wait, which may time out at any point), and then the model clock moves to its trigger, so
 * tasks become due in the order of their delays and a task scheduled with no delay is due at
 * once. A periodic task is queued again when a run ends, due one period (fixed rate) or one
 * delay (fixed delay) after that end in the model clock. Periodic tasks run until cancelled,
 * until a run throws, or until shutdown (by default shutdown cancels them and lets one-shot
 * delayed tasks still run, as in the JDK); a program that never shuts the pool down does not
 * end, as in Java. {@code poll} without a timeout answers only a task already due.
 */
public class ScheduledThreadPoolExecutor extends ThreadPoolExecutor implements ScheduledExecutorService {
    private volatile boolean continueExistingPeriodicTasksAfterShutdown;
    private volatile boolean executeExistingDelayedTasksAfterShutdown = true;
    private volatile boolean removeOnCancel;

    public ScheduledThreadPoolExecutor(int corePoolSize) {
        super(corePoolSize, Integer.MAX_VALUE, 10L, TimeUnit.MILLISECONDS, new DelayedWorkQueue());
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory) {
        super(corePoolSize, Integer.MAX_VALUE, 10L, TimeUnit.MILLISECONDS, new DelayedWorkQueue(),
                threadFactory);
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, RejectedExecutionHandler handler) {
        super(corePoolSize, Integer.MAX_VALUE, 10L, TimeUnit.MILLISECONDS, new DelayedWorkQueue(),
                handler);
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory,
            RejectedExecutionHandler handler) {
        super(corePoolSize, Integer.MAX_VALUE, 10L, TimeUnit.MILLISECONDS, new DelayedWorkQueue(),
                threadFactory, handler);
    }

    /** A scheduled task: its delay (while queued, relative to the model clock) and period. */
    private class ScheduledFutureTask<V> extends FutureTask<V> implements RunnableScheduledFuture<V> {
        /** Nanoseconds until due while queued (guarded by the queue's monitor). */
        long trigger;
        /** Submission order among tasks due at the same time (set when first queued). */
        long sequenceNumber;
        /** The delay to queue it with next. */
        long nextDelay;
        /** 0 one-shot, > 0 fixed rate, < 0 fixed delay (nanoseconds). */
        private final long period;

        ScheduledFutureTask(Runnable r, V result, long delay, long period) {
            super(r, result);
            this.nextDelay = delay;
            this.period = period;
        }

        ScheduledFutureTask(Callable<V> c, long delay) {
            super(c);
            this.nextDelay = delay;
            this.period = 0L;
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(((DelayedWorkQueue) getQueue()).delayOf(this), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed other) {
            if (other == this) {
                return 0;
            }
            long d = getDelay(TimeUnit.NANOSECONDS) - other.getDelay(TimeUnit.NANOSECONDS);
            return d < 0 ? -1 : d > 0 ? 1 : 0;
        }

        public boolean isPeriodic() {
            return period != 0L;
        }

        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            if (cancelled && removeOnCancel) {
                remove(this);
            }
            return cancelled;
        }

        public void run() {
            if (!canRunInCurrentRunState(this)) {
                cancel(false);
            } else if (!isPeriodic()) {
                super.run();
            } else if (super.runAndReset()) {
                nextDelay = period > 0 ? period : -period;
                reExecutePeriodic(this);
            }
        }
    }

    boolean canRunInCurrentRunState(RunnableScheduledFuture<?> task) {
        if (!isShutdown()) {
            return true;
        }
        if (isStopped()) {
            return false;
        }
        return task.isPeriodic() ? continueExistingPeriodicTasksAfterShutdown
                : executeExistingDelayedTasksAfterShutdown || task.getDelay(TimeUnit.NANOSECONDS) <= 0;
    }

    private void delayedExecute(RunnableScheduledFuture<?> task) {
        if (!(task instanceof ScheduledFutureTask)) {
            throw ironpf.Unsupported.fail("ScheduledThreadPoolExecutor.decorateTask returning another task");
        }
        if (!enqueueAndPrestart(task, false)) {
            reject(task);
        }
    }

    void reExecutePeriodic(RunnableScheduledFuture<?> task) {
        if (!enqueueAndPrestart(task, continueExistingPeriodicTasksAfterShutdown)) {
            task.cancel(false);
        }
    }

    /** Shutdown's policies: cancels the queued tasks that must not run after it. */
    @Override
    void onShutdown() {
        ironpf.Guarded.end();
        try {
            boolean keepDelayed = executeExistingDelayedTasksAfterShutdown;
            boolean keepPeriodic = continueExistingPeriodicTasksAfterShutdown;
            for (Object e : getQueue().toArray()) {
                RunnableScheduledFuture<?> t = (RunnableScheduledFuture<?>) e;
                if ((t.isPeriodic() ? !keepPeriodic : !keepDelayed) || t.isCancelled()) {
                    if (getQueue().remove(t)) {
                        t.cancel(false);
                    }
                }
            }
        } finally {
            ironpf.Guarded.begin();
        }
    }

    protected <V> RunnableScheduledFuture<V> decorateTask(Runnable runnable, RunnableScheduledFuture<V> task) {
        return task;
    }

    protected <V> RunnableScheduledFuture<V> decorateTask(Callable<V> callable, RunnableScheduledFuture<V> task) {
        return task;
    }

    private static long nanos(long time, TimeUnit unit) {
        return Math.max(0L, unit.toNanos(time));
    }

    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        RunnableScheduledFuture<Void> t = decorateTask(command,
                new ScheduledFutureTask<Void>(command, null, nanos(delay, unit), 0L));
        delayedExecute(t);
        return t;
    }

    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        if (callable == null || unit == null) {
            throw new NullPointerException();
        }
        RunnableScheduledFuture<V> t = decorateTask(callable,
                new ScheduledFutureTask<V>(callable, nanos(delay, unit)));
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period,
            TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (period <= 0L) {
            throw new IllegalArgumentException();
        }
        RunnableScheduledFuture<Void> t = decorateTask(command, new ScheduledFutureTask<Void>(command,
                null, nanos(initialDelay, unit), Math.max(1L, unit.toNanos(period))));
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay,
            TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (delay <= 0L) {
            throw new IllegalArgumentException();
        }
        RunnableScheduledFuture<Void> t = decorateTask(command, new ScheduledFutureTask<Void>(command,
                null, nanos(initialDelay, unit), -Math.max(1L, unit.toNanos(delay))));
        delayedExecute(t);
        return t;
    }

    public void execute(Runnable command) {
        schedule(command, 0L, TimeUnit.NANOSECONDS);
    }

    public Future<?> submit(Runnable task) {
        return schedule(task, 0L, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Runnable task, T result) {
        return schedule(Executors.callable(task, result), 0L, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Callable<T> task) {
        return schedule(task, 0L, TimeUnit.NANOSECONDS);
    }

    public void setContinueExistingPeriodicTasksAfterShutdownPolicy(boolean value) {
        continueExistingPeriodicTasksAfterShutdown = value;
        if (!value && isShutdown()) {
            onShutdownNow();
        }
    }

    public boolean getContinueExistingPeriodicTasksAfterShutdownPolicy() {
        return continueExistingPeriodicTasksAfterShutdown;
    }

    public void setExecuteExistingDelayedTasksAfterShutdownPolicy(boolean value) {
        executeExistingDelayedTasksAfterShutdown = value;
        if (!value && isShutdown()) {
            onShutdownNow();
        }
    }

    public boolean getExecuteExistingDelayedTasksAfterShutdownPolicy() {
        return executeExistingDelayedTasksAfterShutdown;
    }

    public void setRemoveOnCancelPolicy(boolean value) {
        removeOnCancel = value;
    }

    public boolean getRemoveOnCancelPolicy() {
        return removeOnCancel;
    }

    /** Applies the shutdown policies again (outside a step of the pool). */
    private void onShutdownNow() {
        ironpf.Guarded.begin();
        try {
            onShutdown();
        } finally {
            ironpf.Guarded.end();
        }
        tryTerminate();
    }

    public void shutdown() {
        super.shutdown();
    }

    public List<Runnable> shutdownNow() {
        return super.shutdownNow();
    }

    public BlockingQueue<Runnable> getQueue() {
        return super.getQueue();
    }

    /**
     * The scheduled tasks, earliest trigger first (ties in submission order), over the monitor
     * of this object; each operation is one step (ironpf.Guarded). See the class comment for
     * how tasks become due.
     */
    static final class DelayedWorkQueue extends AbstractQueue<Runnable> implements BlockingQueue<Runnable> {
        private final ItemArray items = new ItemArray(4);
        private long sequencer;

        private static ScheduledFutureTask<?> task(Object o) {
            return (ScheduledFutureTask<?>) o;
        }

        synchronized long delayOf(ScheduledFutureTask<?> t) {
            return items.indexOfSame(t) >= 0 ? t.trigger : 0L;
        }

        /** Moves the model clock to the first task's trigger: it (and any tied with it) is due. */
        private void advanceToHead() {
            long t = task(items.get(0)).trigger;
            if (t > 0L) {
                for (int i = 0; i < items.count; i++) {
                    task(items.get(i)).trigger -= t;
                }
            }
        }

        private Runnable removeHead() {
            Runnable r = (Runnable) items.removeAt(0);
            notifyAll();
            return r;
        }

        public synchronized boolean offer(Runnable e) {
            if (e == null) {
                throw new NullPointerException();
            }
            ironpf.Guarded.begin();
            try {
                ScheduledFutureTask<?> t = task(e);
                if (t.sequenceNumber == 0L) {
                    t.sequenceNumber = ++sequencer;
                }
                t.trigger = t.nextDelay;
                int at = items.count;
                while (at > 0) {
                    ScheduledFutureTask<?> before = task(items.get(at - 1));
                    if (before.trigger < t.trigger
                            || (before.trigger == t.trigger && before.sequenceNumber < t.sequenceNumber)) {
                        break;
                    }
                    at--;
                }
                items.add(e);
                System.arraycopy(items.items, at, items.items, at + 1, items.count - 1 - at);
                items.items[at] = e;
                if (at == 0) {
                    // a new first task: a worker waiting for the old one looks again
                    notifyAll();
                }
                return true;
            } finally {
                ironpf.Guarded.end();
            }
        }

        public void put(Runnable e) {
            offer(e);
        }

        public boolean add(Runnable e) {
            return offer(e);
        }

        public boolean offer(Runnable e, long timeout, TimeUnit unit) {
            return offer(e);
        }

        public synchronized Runnable take() throws InterruptedException {
            ironpf.Guarded.begin();
            try {
                while (true) {
                    if (items.count == 0) {
                        ironpf.Guarded.await(this);
                        continue;
                    }
                    Object head = items.get(0);
                    if (task(head).trigger <= 0L) {
                        return removeHead();
                    }
                    // the first task may become due at any point: a timed wait
                    ironpf.Guarded.await(this, 1L);
                    if (items.count > 0 && items.get(0) == head) {
                        advanceToHead();
                        return removeHead();
                    }
                }
            } finally {
                ironpf.Guarded.end();
            }
        }

        /** A keep-alive wait: as take, but it ends with null when the queue stays empty. */
        public synchronized Runnable poll(long timeout, TimeUnit unit) throws InterruptedException {
            ironpf.Guarded.begin();
            try {
                if (items.count == 0 || task(items.get(0)).trigger > 0L) {
                    if (timeout <= 0L) {
                        return null;
                    }
                    ironpf.Guarded.await(this, Math.max(1L, unit.toMillis(timeout)));
                    if (items.count == 0) {
                        return null;
                    }
                    advanceToHead();
                }
                return removeHead();
            } finally {
                ironpf.Guarded.end();
            }
        }

        public synchronized Runnable poll() {
            ironpf.Guarded.begin();
            try {
                if (items.count == 0 || task(items.get(0)).trigger > 0L) {
                    return null;
                }
                return removeHead();
            } finally {
                ironpf.Guarded.end();
            }
        }

        public synchronized Runnable peek() {
            return items.count == 0 ? null : (Runnable) items.get(0);
        }

        public synchronized int size() {
            return items.count;
        }

        public int remainingCapacity() {
            return Integer.MAX_VALUE;
        }

        public synchronized boolean remove(Object o) {
            ironpf.Guarded.begin();
            try {
                int i = items.indexOfSame(o);
                if (i < 0) {
                    return false;
                }
                items.removeAt(i);
                notifyAll();
                return true;
            } finally {
                ironpf.Guarded.end();
            }
        }

        public synchronized boolean contains(Object o) {
            return items.indexOfSame(o) >= 0;
        }

        public synchronized Object[] toArray() {
            return items.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return ItemArray.toArray(toArray(), a);
        }

        public synchronized void clear() {
            items.clear();
            notifyAll();
        }

        public int drainTo(Collection<? super Runnable> c) {
            return drainTo(c, Integer.MAX_VALUE);
        }

        /** Takes the queued tasks in order, due or not (shutdownNow returns them all). */
        public int drainTo(Collection<? super Runnable> c, int maxElements) {
            if (c == this) {
                throw new IllegalArgumentException();
            }
            Object[] taken;
            synchronized (this) {
                int n = Math.min(maxElements, items.count);
                taken = new Object[Math.max(0, n)];
                for (int i = 0; i < taken.length; i++) {
                    taken[i] = items.removeAt(0);
                }
                notifyAll();
            }
            for (Object o : taken) {
                c.add((Runnable) o);
            }
            return taken.length;
        }

        public Iterator<Runnable> iterator() {
            return new ItemArray.SnapshotIterator<Runnable>(toArray(), this::remove);
        }
    }
}
