package java.util.concurrent;

import java.util.ArrayList;
import java.util.List;

/**
 * A thread pool (ironpf runtime library) with the JDK's policy: a new task starts a new
 * worker while fewer than the core size run, else goes to the queue, else starts a worker up
 * to the maximum size, else is rejected; workers take tasks from the queue, those above the
 * core size (or all, with allowCoreThreadTimeOut) wait at most the keep-alive time for one and
 * then end (a timed wait may time out at any point). Workers are ordinary threads made by the
 * thread factory and started when needed. shutdown lets queued tasks run and interrupts idle
 * workers; shutdownNow interrupts every worker and returns the queued tasks; the pool is
 * terminated once no worker is left, and awaitTermination waits for that (or times out).
 *
 * <p>The pool's own state (run state, workers, counts) is guarded by a private monitor, and
 * execute decides and starts a worker in one atomic operation (the JDK's execute is lock-free
 * and may race with shutdown, with the same outcomes: the task runs or is rejected). A pool
 * whose workers are not daemons keeps the program alive until it is shut down, as in the JDK:
 * when the main thread ends while idle workers wait for tasks, the JVM never exits, and ironpf
 * reports a deadlock (every live thread waits).
 *
 * <p>Each operation on the pool's state is one step after entering its lock (ironpf.Guarded),
 * with at most one operation on the queue in it; the thread factory, the start of a worker,
 * the terminated hook and each interrupt of a worker run outside the step.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TIDYING = 3;
    private static final int TERMINATED = 4;

    private final Object lock = new Object();
    private final BlockingQueue<Runnable> workQueue;
    private final ItemArray workers = new ItemArray(4);
    private int runState = RUNNING;
    private int workerCount;
    private int largestPoolSize;
    private long completedTaskCount;

    private ThreadFactory threadFactory;
    private RejectedExecutionHandler handler;
    private long keepAliveMillis;
    private boolean allowCoreThreadTimeOut;
    private int corePoolSize;
    private int maximumPoolSize;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    /** A worker: the thread that runs the first task, then tasks from the queue. */
    private final class Worker implements Runnable {
        Thread thread;
        Runnable firstTask;
        long completedTasks;
        /** Running a task (the JDK's worker lock): shutdown interrupts only idle workers. */
        boolean busy;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
        }

        public void run() {
            runWorker(this);
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue,
                Executors.defaultThreadFactory(), defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue,
                Executors.defaultThreadFactory(), handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveMillis = unit.toMillis(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    // ---- workers (all with the lock held unless said otherwise)

    /**
     * Starts a worker with {@code firstTask} unless the core size ({@code core}) or the maximum
     * size is reached; false then or when the factory gave no thread.
     */
    private boolean addWorker(Runnable firstTask, boolean core) {
        if (workerCount >= (core ? corePoolSize : maximumPoolSize)) {
            return false;
        }
        Worker w = new Worker(firstTask);
        Thread t;
        // the factory is user code: its accesses need their scheduling points
        ironpf.Guarded.end();
        try {
            t = threadFactory.newThread(w);
        } finally {
            ironpf.Guarded.begin();
        }
        if (t == null) {
            return false;
        }
        w.thread = t;
        workers.add(w);
        workerCount++;
        if (workers.count > largestPoolSize) {
            largestPoolSize = workers.count;
        }
        // not inside the step: a start in an atomic section leaves the objects made before it
        // looking unshared to this thread, and their accesses would not be scheduling points
        ironpf.Guarded.end();
        try {
            t.start();
        } finally {
            ironpf.Guarded.begin();
        }
        return true;
    }

    final void runWorker(Worker w) {
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean completedAbruptly = true;
        try {
            while (task != null || (task = getTask()) != null) {
                synchronized (lock) {
                    ironpf.Guarded.begin();
                    try {
                        w.busy = true;
                        // a stopping pool leaves the worker interrupted, a running one clears it
                        if (runState >= STOP) {
                            if (!wt.isInterrupted()) {
                                wt.interrupt();
                            }
                        } else {
                            Thread.interrupted();
                        }
                    } finally {
                        ironpf.Guarded.end();
                    }
                }
                try {
                    beforeExecute(wt, task);
                    try {
                        task.run();
                        afterExecute(task, null);
                    } catch (Throwable ex) {
                        afterExecute(task, ex);
                        throw ex;
                    }
                } finally {
                    // runs of a periodic task are not counted: a count growing with each run
                    // would make every state new (a known difference)
                    boolean periodic = task instanceof RunnableScheduledFuture
                            && ((RunnableScheduledFuture<?>) task).isPeriodic();
                    task = null;
                    synchronized (lock) {
                        ironpf.Guarded.begin();
                        try {
                            if (!periodic) {
                                w.completedTasks++;
                            }
                            w.busy = false;
                        } finally {
                            ironpf.Guarded.end();
                        }
                    }
                }
            }
            completedAbruptly = false;
        } finally {
            processWorkerExit(w, completedAbruptly);
        }
    }

    /** The next task for a worker, or null when it must end (then it is no longer counted). */
    private Runnable getTask() {
        boolean timedOut = false;
        while (true) {
            boolean timed;
            synchronized (lock) {
                ironpf.Guarded.begin();
                try {
                    // the JDK reads the queue twice here; one read is one of its schedules
                    boolean empty = workQueue.isEmpty();
                    if (runState >= SHUTDOWN && (runState >= STOP || empty)) {
                        workerCount--;
                        return null;
                    }
                    timed = allowCoreThreadTimeOut || workerCount > corePoolSize;
                    if ((workerCount > maximumPoolSize || (timed && timedOut)) && (workerCount > 1 || empty)) {
                        workerCount--;
                        return null;
                    }
                } finally {
                    ironpf.Guarded.end();
                }
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAliveMillis, TimeUnit.MILLISECONDS) : workQueue.take();
                if (r != null) {
                    return r;
                }
                timedOut = true;
            } catch (InterruptedException retry) {
                timedOut = false;
            }
        }
    }

    private void processWorkerExit(Worker w, boolean completedAbruptly) {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (completedAbruptly) {
                    workerCount--;
                }
                completedTaskCount += w.completedTasks;
                workers.removeAt(workers.indexOfSame(w));
            } finally {
                ironpf.Guarded.end();
            }
        }
        tryTerminate();
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (runState < STOP) {
                    boolean empty = workQueue.isEmpty();
                    if (!completedAbruptly) {
                        int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                        if (min == 0 && !empty) {
                            min = 1;
                        }
                        if (workerCount >= min) {
                            return;
                        }
                    }
                    if (runState == RUNNING || !empty) {
                        addWorker(null, false);
                    }
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    /** Terminates the pool when it is shut down with nothing left to run and no worker. */
    final void tryTerminate() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (runState == RUNNING || runState >= TIDYING || (runState < STOP && !workQueue.isEmpty())) {
                    return;
                }
                if (workerCount != 0) {
                    interruptIdleWorkers(true);
                    return;
                }
                runState = TIDYING;
                ironpf.Guarded.end();
                try {
                    terminated();
                } finally {
                    ironpf.Guarded.begin();
                    runState = TERMINATED;
                    lock.notifyAll();
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    private void interruptIdleWorkers(boolean onlyOne) {
        for (int i = 0; i < workers.count; i++) {
            Worker w = (Worker) workers.get(i);
            if (!w.busy) {
                interrupt(w.thread);
            }
            if (onlyOne) {
                break;
            }
        }
    }

    /** The queue's size, read (with the lock held) outside the step. */
    private int queueSize() {
        ironpf.Guarded.end();
        try {
            return workQueue.size();
        } finally {
            ironpf.Guarded.begin();
        }
    }

    /** Interrupts a worker (with the lock held) outside the step: each interrupt is its own event. */
    private static void interrupt(Thread t) {
        ironpf.Guarded.end();
        try {
            if (!t.isInterrupted()) {
                t.interrupt();
            }
        } finally {
            ironpf.Guarded.begin();
        }
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    void onShutdown() {
    }

    /**
     * For ScheduledThreadPoolExecutor, in one step: queues {@code task} unless the pool is
     * stopping (or shut down, unless {@code evenIfShutdown}) and makes sure a worker runs (one
     * up to the core size, else one if there is none); false when it was not queued.
     */
    final boolean enqueueAndPrestart(Runnable task, boolean evenIfShutdown) {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (runState >= STOP || (runState >= SHUTDOWN && !evenIfShutdown)) {
                    return false;
                }
                workQueue.offer(task);
                if (workerCount < corePoolSize) {
                    addWorker(null, true);
                } else if (workerCount == 0) {
                    addWorker(null, false);
                }
                return true;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    /** Whether shutdownNow was called. */
    final boolean isStopped() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return runState >= STOP;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    // ---- the executor

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (runState == RUNNING) {
                    if (addWorker(command, true)) {
                        return;
                    }
                    if (workQueue.offer(command)) {
                        if (workerCount == 0) {
                            addWorker(null, false);
                        }
                        return;
                    }
                    if (addWorker(command, false)) {
                        return;
                    }
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
        reject(command);
    }

    public void shutdown() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (runState < SHUTDOWN) {
                    runState = SHUTDOWN;
                }
                interruptIdleWorkers(false);
                onShutdown();
            } finally {
                ironpf.Guarded.end();
            }
        }
        tryTerminate();
    }

    public List<Runnable> shutdownNow() {
        List<Runnable> tasks = new ArrayList<>();
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (runState < STOP) {
                    runState = STOP;
                }
                for (int i = 0; i < workers.count; i++) {
                    interrupt(((Worker) workers.get(i)).thread);
                }
            } finally {
                ironpf.Guarded.end();
            }
            // several operations on the queue: not one step
            workQueue.drainTo(tasks);
            if (!workQueue.isEmpty()) {
                for (Runnable r : workQueue.toArray(new Runnable[0])) {
                    if (workQueue.remove(r)) {
                        tasks.add(r);
                    }
                }
            }
        }
        tryTerminate();
        return tasks;
    }

    public boolean isShutdown() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return runState >= SHUTDOWN;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public boolean isTerminating() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return runState >= SHUTDOWN && runState < TERMINATED;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public boolean isTerminated() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return runState == TERMINATED;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    /** A timed wait may end at any point: then it answers whether the pool has terminated. */
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long millis = unit.toMillis(timeout);
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                // only termination notifies the lock: one wait is all a deadline allows
                if (runState != TERMINATED && timeout > 0) {
                    ironpf.Guarded.await(lock, Math.max(1, millis));
                }
                return runState == TERMINATED;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    // ---- configuration and statistics

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                this.threadFactory = threadFactory;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public ThreadFactory getThreadFactory() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return threadFactory;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                this.handler = handler;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return handler;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public void setCorePoolSize(int corePoolSize) {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
                    throw new IllegalArgumentException();
                }
                int delta = corePoolSize - this.corePoolSize;
                this.corePoolSize = corePoolSize;
                if (workerCount > corePoolSize) {
                    interruptIdleWorkers(false);
                } else if (delta > 0) {
                    // several operations on the queue: each outside the step
                    int k = Math.min(delta, queueSize());
                    while (k-- > 0 && addWorker(null, true)) {
                        if (queueSize() == 0) {
                            break;
                        }
                    }
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public int getCorePoolSize() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return corePoolSize;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public boolean prestartCoreThread() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return runState == RUNNING && addWorker(null, true);
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (prestartCoreThread()) {
            ++n;
        }
        return n;
    }

    public boolean allowsCoreThreadTimeOut() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return allowCoreThreadTimeOut;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public void allowCoreThreadTimeOut(boolean value) {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (value && keepAliveMillis <= 0) {
                    throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
                }
                if (value != allowCoreThreadTimeOut) {
                    allowCoreThreadTimeOut = value;
                    if (value) {
                        interruptIdleWorkers(false);
                    }
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
                    throw new IllegalArgumentException();
                }
                this.maximumPoolSize = maximumPoolSize;
                if (workerCount > maximumPoolSize) {
                    interruptIdleWorkers(false);
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public int getMaximumPoolSize() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return maximumPoolSize;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                if (time == 0 && allowCoreThreadTimeOut) {
                    throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
                }
                long millis = unit.toMillis(time);
                long delta = millis - keepAliveMillis;
                keepAliveMillis = millis;
                if (delta < 0) {
                    interruptIdleWorkers(false);
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public long getKeepAliveTime(TimeUnit unit) {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return unit.convert(keepAliveMillis, TimeUnit.MILLISECONDS);
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        tryTerminate();
        return removed;
    }

    public void purge() {
        for (Object r : workQueue.toArray()) {
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                workQueue.remove(r);
            }
        }
        tryTerminate();
    }

    public int getPoolSize() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return runState >= TIDYING ? 0 : workers.count;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public int getActiveCount() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                int n = 0;
                for (int i = 0; i < workers.count; i++) {
                    if (((Worker) workers.get(i)).busy) {
                        ++n;
                    }
                }
                return n;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public int getLargestPoolSize() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                return largestPoolSize;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public long getTaskCount() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                long n = completedTaskCount;
                for (int i = 0; i < workers.count; i++) {
                    Worker w = (Worker) workers.get(i);
                    n += w.completedTasks;
                    if (w.busy) {
                        ++n;
                    }
                }
                return n + workQueue.size();
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public long getCompletedTaskCount() {
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                long n = completedTaskCount;
                for (int i = 0; i < workers.count; i++) {
                    n += ((Worker) workers.get(i)).completedTasks;
                }
                return n;
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    public String toString() {
        long ncompleted;
        int nworkers;
        int nactive;
        int rs;
        synchronized (lock) {
            ironpf.Guarded.begin();
            try {
                ncompleted = completedTaskCount;
                nactive = 0;
                nworkers = workers.count;
                for (int i = 0; i < workers.count; i++) {
                    Worker w = (Worker) workers.get(i);
                    ncompleted += w.completedTasks;
                    if (w.busy) {
                        ++nactive;
                    }
                }
                rs = runState;
            } finally {
                ironpf.Guarded.end();
            }
        }
        String state = rs < SHUTDOWN ? "Running" : rs >= TERMINATED ? "Terminated" : "Shutting down";
        return super.toString() + "[" + state + ", pool size = " + nworkers + ", active threads = " + nactive
                + ", queued tasks = " + workQueue.size() + ", completed tasks = " + ncompleted + "]";
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    /** Runs a rejected task in the thread that called execute, unless the pool is shut down. */
    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    /** Throws RejectedExecutionException. */
    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    /** Drops a rejected task. */
    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    /** Drops the oldest queued task and tries again, unless the pool is shut down. */
    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
