package java.util.concurrent;

import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A future completed explicitly or by its stages (ironpf runtime library), written after the
 * JDK's design, not its code: a result (a value, or an AltResult holding a null value or an
 * exception) and a stack of dependent completions, both guarded by this object's monitor (the
 * JDK's compare-and-set operations, each one step: ironpf.Guarded); waiting threads wait on
 * it. As in the JDK:
 * <ul>
 * <li>a dependent registered on a complete future runs at once in the registering thread;
 * otherwise it is pushed and run, once (each completion is claimed), by the thread that
 * completes the future, by the registering thread if the future completed meanwhile, or by a
 * thread that helps with the future's remaining dependents (the JDK lets any caller of a
 * completion method run them); dependents of one future run in the JDK's order (newest
 * first, those of a dependent's own dependents moved onto the completing future's stack);
 * <li>exceptions are wrapped in CompletionException as the JDK wraps them (join throws it,
 * get throws ExecutionException with the cause), cancel completes with a
 * CancellationException, toString and getNumberOfDependents count waiting threads too.
 * </ul>
 * Async methods without an executor run each task in a new daemon thread named
 * ForkJoinPool.commonPool-worker-N (the JDK runs them in its common pool, whose workers are
 * daemon threads; on a machine with fewer than three processors the JDK instead starts a new
 * non-daemon thread per task, named Thread-N): a program that does not wait for such a task
 * may end before it runs, as with the common pool. A timed get may time out at any point.
 * Not supported (ironpf stops with exit 4): orTimeout, completeOnTimeout, delayedExecutor,
 * minimalCompletionStage, completedStage, failedStage.
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    Object result;
    Completion stack;

    /** A null value (ex == null) or an exception. */
    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable x) {
            this.ex = x;
        }
    }

    static final AltResult NIL = new AltResult(null);

    static final int SYNC = 0;
    static final int ASYNC = 1;
    static final int NESTED = -1;

    public CompletableFuture() {
    }

    CompletableFuture(Object r) {
        this.result = r;
    }

    /** Marks tasks of the async methods. */
    public static interface AsynchronousCompletionTask {
    }

    // ---- results

    final synchronized boolean internalComplete(Object r) {
        ironpf.Guarded.begin();
        try {
            if (result != null) {
                return false;
            }
            result = r;
            notifyAll();
            return true;
        } finally {
            ironpf.Guarded.end();
        }
    }

    static Object encodeValue(Object t) {
        return (t == null) ? NIL : t;
    }

    final boolean completeNull() {
        return internalComplete(NIL);
    }

    final boolean completeValue(Object t) {
        return internalComplete(encodeValue(t));
    }

    static AltResult encodeThrowable(Throwable x) {
        return new AltResult((x instanceof CompletionException) ? x : new CompletionException(x));
    }

    final boolean completeThrowable(Throwable x) {
        return internalComplete(encodeThrowable(x));
    }

    /** The result of a dependent of a source whose result {@code r} holds exception {@code x}. */
    static Object encodeThrowable(Throwable x, Object r) {
        if (!(x instanceof CompletionException)) {
            x = new CompletionException(x);
        } else if (r instanceof AltResult && x == ((AltResult) r).ex) {
            return r;
        }
        return new AltResult(x);
    }

    final boolean completeThrowable(Throwable x, Object r) {
        return internalComplete(encodeThrowable(x, r));
    }

    /** A result {@code r} relayed to another future: a bare exception gets wrapped. */
    static Object encodeRelay(Object r) {
        Throwable x;
        if (r instanceof AltResult && (x = ((AltResult) r).ex) != null && !(x instanceof CompletionException)) {
            r = new AltResult(new CompletionException(x));
        }
        return r;
    }

    final boolean completeRelay(Object r) {
        return internalComplete(encodeRelay(r));
    }

    private static Object reportGet(Object r) throws InterruptedException, ExecutionException {
        if (r == null) {
            throw new InterruptedException();
        }
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            Throwable cause;
            if ((x instanceof CompletionException) && (cause = x.getCause()) != null) {
                x = cause;
            }
            throw new ExecutionException(x);
        }
        return r;
    }

    private static Object reportJoin(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            if (x instanceof CompletionException) {
                throw (CompletionException) x;
            }
            throw new CompletionException(x);
        }
        return r;
    }

    // ---- the stack of dependents

    final synchronized boolean pushIfIncomplete(Completion c) {
        ironpf.Guarded.begin();
        try {
            if (result != null) {
                return false;
            }
            c.next = stack;
            stack = c;
            return true;
        } finally {
            ironpf.Guarded.end();
        }
    }

    final synchronized void pushStack(Completion c) {
        ironpf.Guarded.begin();
        try {
            c.next = stack;
            stack = c;
        } finally {
            ironpf.Guarded.end();
        }
    }

    /** Pops the top of the stack; null when empty. */
    final synchronized Completion popStack() {
        ironpf.Guarded.begin();
        try {
            Completion h = stack;
            if (h != null) {
                stack = h.next;
            }
            return h;
        } finally {
            ironpf.Guarded.end();
        }
    }

    final synchronized boolean hasStack() {
        ironpf.Guarded.begin();
        try {
            return stack != null;
        } finally {
            ironpf.Guarded.end();
        }
    }

    /** Pushes {@code c} unless complete; fires it if the future is (or became) complete. */
    final void unipush(Completion c) {
        if (c != null) {
            pushIfIncomplete(c);
            if (result != null) {
                c.tryFire(SYNC);
            }
        }
    }

    /** Pushes {@code c} on this and, while b is incomplete, a co-completion on b. */
    final void bipush(CompletableFuture<?> b, Completion c) {
        if (c != null) {
            if (pushIfIncomplete(c)) {
                if (b.result == null) {
                    b.unipush(new Co(c));
                } else if (result != null) {
                    c.tryFire(SYNC);
                }
                return;
            }
            b.unipush(c);
        }
    }

    /** Pushes {@code c} on this and, unless this is complete, a co-completion on b. */
    final void orpush(CompletableFuture<?> b, Completion c) {
        if (c != null) {
            pushStack(c);
            if (result != null) {
                c.tryFire(SYNC);
            } else {
                b.unipush(new Co(c));
            }
        }
    }

    /**
     * Runs the dependents of this future and, without recursion, of the dependents it
     * completes: their dependents move onto this future's stack, one at a time, the last run
     * directly (the JDK's order).
     */
    final void postComplete() {
        CompletableFuture<?> f = this;
        while (true) {
            Completion h;
            Completion t;
            synchronized (f) {
                ironpf.Guarded.begin();
                try {
                    h = f.stack;
                    if (h != null) {
                        f.stack = t = h.next;
                    } else {
                        t = null;
                    }
                } finally {
                    ironpf.Guarded.end();
                }
            }
            if (h == null) {
                if (f == this) {
                    return;
                }
                f = this;
                continue;
            }
            if (t != null) {
                if (f != this) {
                    pushStack(h);
                    continue;
                }
                h.next = null;
            }
            CompletableFuture<?> d = h.tryFire(NESTED);
            f = (d == null) ? this : d;
        }
    }

    /** Unlinks dead completions: those on top, or else the first dead one below a live one. */
    final void cleanStack() {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                Completion p = stack;
                boolean unlinked = false;
                while (true) {
                    if (p == null) {
                        return;
                    } else if (p.isLive()) {
                        if (unlinked) {
                            return;
                        }
                        break;
                    } else {
                        p = p.next;
                        stack = p;
                        unlinked = true;
                    }
                }
                for (Completion q = p.next; q != null; ) {
                    Completion s = q.next;
                    if (q.isLive()) {
                        p = q;
                        q = s;
                    } else {
                        p.next = s;
                        break;
                    }
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
    }

    /** After a dependent of {@code a} completed this: helps with a's and this's dependents. */
    final CompletableFuture<T> postFire(CompletableFuture<?> a, int mode) {
        if (a != null && a.hasStack()) {
            Object r = a.result;
            if (r == null) {
                a.cleanStack();
            }
            if (mode >= 0 && (r != null || a.result != null)) {
                a.postComplete();
            }
        }
        if (result != null && hasStack()) {
            if (mode < 0) {
                return this;
            }
            postComplete();
        }
        return null;
    }

    final CompletableFuture<T> postFire(CompletableFuture<?> a, CompletableFuture<?> b, int mode) {
        if (b != null && b.hasStack()) {
            Object r = b.result;
            if (r == null) {
                b.cleanStack();
            }
            if (mode >= 0 && (r != null || b.result != null)) {
                b.postComplete();
            }
        }
        return postFire(a, mode);
    }

    // ---- completions

    /** A dependent action; run by its executor, or claimed and fired once. */
    abstract static class Completion implements Runnable, AsynchronousCompletionTask {
        Completion next;
        Executor executor;
        private boolean claimed;

        Completion(Executor executor) {
            this.executor = executor;
        }

        /** Runs the action if it can; returns a completed dependent with dependents (NESTED). */
        abstract CompletableFuture<?> tryFire(int mode);

        abstract boolean isLive();

        public final void run() {
            tryFire(ASYNC);
        }

        /** True when the caller may run the action now; an async one goes to its executor instead. */
        final boolean claim() {
            Executor e;
            synchronized (this) {
                ironpf.Guarded.begin();
                try {
                    if (claimed) {
                        return false;
                    }
                    claimed = true;
                    e = executor;
                    executor = null;
                } finally {
                    ironpf.Guarded.end();
                }
            }
            if (e == null) {
                return true;
            }
            e.execute(this);
            return false;
        }
    }

    static final int APPLY = 0;
    static final int ACCEPT = 1;
    static final int RUN = 2;
    static final int WHEN = 3;
    static final int HANDLE = 4;
    static final int EXCEPT = 5;
    static final int COMPOSE = 6;
    static final int EXCEPT_COMPOSE = 7;
    static final int RELAY = 8;

    /** A dependent of one source. */
    static final class Uni extends Completion {
        final int kind;
        CompletableFuture<Object> dep;
        CompletableFuture<Object> src;
        Object fn;

        @SuppressWarnings("unchecked")
        Uni(int kind, Executor e, CompletableFuture<?> dep, CompletableFuture<?> src, Object fn) {
            super(e);
            this.kind = kind;
            this.dep = (CompletableFuture<Object>) dep;
            this.src = (CompletableFuture<Object>) src;
            this.fn = fn;
        }

        CompletableFuture<?> tryFire(int mode) {
            CompletableFuture<Object> d = dep;
            CompletableFuture<Object> a = src;
            Object r;
            if (a == null || (r = a.result) == null || d == null) {
                return null;
            }
            if (!d.uniFire(kind, r, fn, mode > 0 ? null : this)) {
                return null;
            }
            src = null;
            dep = null;
            fn = null;
            return d.postFire(a, mode);
        }

        boolean isLive() {
            return dep != null;
        }
    }

    /**
     * Completes this (a dependent of kind {@code kind}) from its source's result {@code r};
     * false when {@code c} could not be claimed (or a composed future is not complete yet).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    final boolean uniFire(int kind, Object r, Object fn, Completion c) {
        if (result != null) {
            return true;
        }
        Throwable x = (r instanceof AltResult) ? ((AltResult) r).ex : null;
        Object v = (r instanceof AltResult) ? null : r;
        switch (kind) {
            case RELAY:
                completeRelay(r);
                return true;
            case EXCEPT:
                if (x == null) {
                    internalComplete(r);
                    return true;
                }
                try {
                    if (c != null && !c.claim()) {
                        return false;
                    }
                    completeValue(((Function) fn).apply(x));
                } catch (Throwable ex) {
                    completeThrowable(ex);
                }
                return true;
            case EXCEPT_COMPOSE:
                if (x == null) {
                    internalComplete(r);
                    return true;
                }
                try {
                    if (c != null && !c.claim()) {
                        return false;
                    }
                    return relayFrom(((Function<Object, CompletionStage<Object>>) fn).apply(x).toCompletableFuture());
                } catch (Throwable ex) {
                    completeThrowable(ex);
                }
                return true;
            case WHEN:
                try {
                    if (c != null && !c.claim()) {
                        return false;
                    }
                    ((BiConsumer) fn).accept(v, x);
                    if (x == null) {
                        internalComplete(r);
                        return true;
                    }
                } catch (Throwable ex) {
                    if (x == null) {
                        x = ex;
                    } else if (x != ex) {
                        x.addSuppressed(ex);
                    }
                }
                completeThrowable(x, r);
                return true;
            case HANDLE:
                try {
                    if (c != null && !c.claim()) {
                        return false;
                    }
                    completeValue(((BiFunction) fn).apply(v, x));
                } catch (Throwable ex) {
                    completeThrowable(ex);
                }
                return true;
            default:
                break;
        }
        if (x != null) {
            completeThrowable(x, r);
            return true;
        }
        try {
            if (c != null && !c.claim()) {
                return false;
            }
            switch (kind) {
                case APPLY:
                    completeValue(((Function) fn).apply(v));
                    break;
                case ACCEPT:
                    ((Consumer) fn).accept(v);
                    completeNull();
                    break;
                case RUN:
                    ((Runnable) fn).run();
                    completeNull();
                    break;
                default:
                    return relayFrom(((Function<Object, CompletionStage<Object>>) fn).apply(v).toCompletableFuture());
            }
        } catch (Throwable ex) {
            completeThrowable(ex);
        }
        return true;
    }

    /** Completes this with g's result, now or when g completes; whether this is complete. */
    final boolean relayFrom(CompletableFuture<Object> g) {
        Object s = g.result;
        if (s != null) {
            completeRelay(s);
            return true;
        }
        g.unipush(new Uni(RELAY, null, this, g, null));
        return result != null;
    }

    static final int BI_APPLY = 0;
    static final int BI_ACCEPT = 1;
    static final int BI_RUN = 2;
    static final int BI_RELAY = 3;

    /** A dependent of two sources (both, or either of them). */
    static final class Bi extends Completion {
        final int kind;
        final boolean either;
        CompletableFuture<Object> dep;
        CompletableFuture<Object> src;
        CompletableFuture<Object> snd;
        Object fn;

        @SuppressWarnings("unchecked")
        Bi(int kind, boolean either, Executor e, CompletableFuture<?> dep, CompletableFuture<?> src,
                CompletableFuture<?> snd, Object fn) {
            super(e);
            this.kind = kind;
            this.either = either;
            this.dep = (CompletableFuture<Object>) dep;
            this.src = (CompletableFuture<Object>) src;
            this.snd = (CompletableFuture<Object>) snd;
            this.fn = fn;
        }

        CompletableFuture<?> tryFire(int mode) {
            CompletableFuture<Object> d = dep;
            CompletableFuture<Object> a = src;
            CompletableFuture<Object> b = snd;
            if (a == null || b == null || d == null) {
                return null;
            }
            if (either) {
                Object r = a.result;
                if (r == null && (r = b.result) == null) {
                    return null;
                }
                if (!d.uniFire(kind, r, fn, mode > 0 ? null : this)) {
                    return null;
                }
            } else {
                Object r = a.result;
                Object s = b.result;
                if (r == null || s == null) {
                    return null;
                }
                if (!d.biFire(kind, r, s, fn, mode > 0 ? null : this)) {
                    return null;
                }
            }
            src = null;
            snd = null;
            dep = null;
            fn = null;
            return d.postFire(a, b, mode);
        }

        boolean isLive() {
            return dep != null;
        }
    }

    /** Completes this from both sources' results; false when {@code c} could not be claimed. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    final boolean biFire(int kind, Object r, Object s, Object fn, Completion c) {
        if (result != null) {
            return true;
        }
        Throwable x;
        if (r instanceof AltResult && (x = ((AltResult) r).ex) != null) {
            completeThrowable(x, r);
            return true;
        }
        if (s instanceof AltResult && (x = ((AltResult) s).ex) != null) {
            completeThrowable(x, s);
            return true;
        }
        if (kind == BI_RELAY) {
            completeNull();
            return true;
        }
        Object v = (r instanceof AltResult) ? null : r;
        Object w = (s instanceof AltResult) ? null : s;
        try {
            if (c != null && !c.claim()) {
                return false;
            }
            switch (kind) {
                case BI_APPLY:
                    completeValue(((BiFunction) fn).apply(v, w));
                    break;
                case BI_ACCEPT:
                    ((BiConsumer) fn).accept(v, w);
                    completeNull();
                    break;
                default:
                    ((Runnable) fn).run();
                    completeNull();
                    break;
            }
        } catch (Throwable ex) {
            completeThrowable(ex);
        }
        return true;
    }

    /** The second source's handle on a two-source dependent. */
    static final class Co extends Completion {
        Completion base;

        Co(Completion base) {
            super(null);
            this.base = base;
        }

        CompletableFuture<?> tryFire(int mode) {
            Completion c = base;
            CompletableFuture<?> d;
            if (c == null || (d = c.tryFire(mode)) == null) {
                return null;
            }
            base = null;
            return d;
        }

        boolean isLive() {
            Completion c = base;
            return c != null && c.isLive();
        }
    }

    /** anyOf's dependent on one of its sources. */
    static final class AnyOf extends Completion {
        CompletableFuture<Object> dep;
        CompletableFuture<?> src;
        CompletableFuture<?>[] srcs;

        AnyOf(CompletableFuture<Object> dep, CompletableFuture<?> src, CompletableFuture<?>[] srcs) {
            super(null);
            this.dep = dep;
            this.src = src;
            this.srcs = srcs;
        }

        CompletableFuture<?> tryFire(int mode) {
            CompletableFuture<Object> d = dep;
            CompletableFuture<?> a = src;
            CompletableFuture<?>[] as = srcs;
            Object r;
            if (a == null || (r = a.result) == null || d == null || as == null) {
                return null;
            }
            src = null;
            dep = null;
            srcs = null;
            if (d.completeRelay(r)) {
                for (CompletableFuture<?> b : as) {
                    if (b != a) {
                        b.cleanStack();
                    }
                }
                if (mode < 0) {
                    return d;
                }
                d.postComplete();
            }
            return null;
        }

        boolean isLive() {
            CompletableFuture<Object> d = dep;
            return d != null && d.result == null;
        }
    }

    /** A thread waiting in get or join (the waiter waits on the future's monitor). */
    static final class Signaller extends Completion {
        Thread thread;

        Signaller(Thread thread) {
            super(null);
            this.thread = thread;
        }

        CompletableFuture<?> tryFire(int mode) {
            thread = null;
            return null;
        }

        boolean isLive() {
            return thread != null;
        }
    }

    /**
     * supplyAsync's and completeAsync's task (final fields, which the thread that runs it reads
     * without scheduling points; the JDK clears them once it ran, so that running it again
     * does nothing: here the future's result decides that).
     */
    static final class AsyncSupply<T> implements Runnable, AsynchronousCompletionTask {
        final CompletableFuture<T> dep;
        final Supplier<? extends T> fn;

        AsyncSupply(CompletableFuture<T> dep, Supplier<? extends T> fn) {
            this.dep = dep;
            this.fn = fn;
        }

        public void run() {
            CompletableFuture<T> d = dep;
            if (d.result == null) {
                try {
                    d.completeValue(fn.get());
                } catch (Throwable ex) {
                    d.completeThrowable(ex);
                }
            }
            d.postComplete();
        }
    }

    /** runAsync's task (as AsyncSupply). */
    static final class AsyncRun implements Runnable, AsynchronousCompletionTask {
        final CompletableFuture<Void> dep;
        final Runnable fn;

        AsyncRun(CompletableFuture<Void> dep, Runnable fn) {
            this.dep = dep;
            this.fn = fn;
        }

        public void run() {
            CompletableFuture<Void> d = dep;
            if (d.result == null) {
                try {
                    fn.run();
                    d.completeNull();
                } catch (Throwable ex) {
                    d.completeThrowable(ex);
                }
            }
            d.postComplete();
        }
    }

    /** The default async executor: a new daemon thread per task (see the class comment). */
    static final class AsyncPool implements Executor {
        private static int workers;

        private static synchronized int nextWorker() {
            return ++workers;
        }

        public void execute(Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            Thread t = new Thread(r, "ForkJoinPool.commonPool-worker-" + nextWorker());
            t.setDaemon(true);
            t.start();
        }

        public String toString() {
            return "ironpf's model of ForkJoinPool.commonPool()";
        }
    }

    private static final Executor ASYNC_POOL = new AsyncPool();

    static Executor screenExecutor(Executor e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    // ---- stages

    /** A dependent of kind {@code kind} on this; run now when this is complete. */
    private <V> CompletableFuture<V> uniStage(int kind, Executor e, Object f) {
        if (f == null) {
            throw new NullPointerException();
        }
        CompletableFuture<V> d = newIncompleteFuture();
        Object r = result;
        if (r == null) {
            unipush(new Uni(kind, e, d, this, f));
            return d;
        }
        uniNow(d, kind, r, e, f);
        return d;
    }

    /** A dependent on a complete source (result r): relayed, run here, or given to e. */
    private void uniNow(CompletableFuture<?> d, int kind, Object r, Executor e, Object f) {
        if (e == null) {
            d.uniFire(kind, r, f, null);
            return;
        }
        Throwable x = (r instanceof AltResult) ? ((AltResult) r).ex : null;
        if (x != null && (kind == APPLY || kind == ACCEPT || kind == RUN || kind == COMPOSE)) {
            d.internalComplete(encodeThrowable(x, r));
            return;
        }
        if (x == null && kind == EXCEPT_COMPOSE) {
            d.internalComplete(r);
            return;
        }
        try {
            e.execute(new Uni(kind, null, d, this, f));
        } catch (Throwable ex) {
            d.internalComplete(encodeThrowable(ex));
        }
    }

    /** A dependent of kind {@code kind} on this and b (both). */
    private <V> CompletableFuture<V> biStage(int kind, Executor e, CompletionStage<?> o, Object f) {
        CompletableFuture<?> b;
        if (f == null || (b = o.toCompletableFuture()) == null) {
            throw new NullPointerException();
        }
        CompletableFuture<V> d = newIncompleteFuture();
        Object r = result;
        Object s = b.result;
        if (r == null || s == null) {
            bipush(b, new Bi(kind, false, e, d, this, b, f));
        } else if (e == null) {
            d.biFire(kind, r, s, f, null);
        } else {
            try {
                e.execute(new Bi(kind, false, null, d, this, b, f));
            } catch (Throwable ex) {
                d.internalComplete(encodeThrowable(ex));
            }
        }
        return d;
    }

    /** A dependent of kind {@code kind} on this or b (either). */
    private <V> CompletableFuture<V> orStage(int kind, Executor e, CompletionStage<?> o, Object f) {
        CompletableFuture<?> b;
        if (f == null || (b = o.toCompletableFuture()) == null) {
            throw new NullPointerException();
        }
        Object r;
        CompletableFuture<?> z;
        if ((r = (z = this).result) != null || (r = (z = b).result) != null) {
            CompletableFuture<V> d = newIncompleteFuture();
            z.uniNow(d, kind, r, e, f);
            return d;
        }
        CompletableFuture<V> d = newIncompleteFuture();
        orpush(b, new Bi(kind, true, e, d, this, b, f));
        return d;
    }

    private static CompletableFuture<Void> andTree(CompletableFuture<?>[] cfs, int lo, int hi) {
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (lo > hi) {
            d.result = NIL;
        } else {
            int mid = (lo + hi) >>> 1;
            CompletableFuture<?> a = (lo == mid) ? cfs[lo] : andTree(cfs, lo, mid);
            CompletableFuture<?> b = (lo == hi) ? a : (hi == mid + 1) ? cfs[hi] : andTree(cfs, mid + 1, hi);
            if (a == null || b == null) {
                throw new NullPointerException();
            }
            Object r = a.result;
            Object s = b.result;
            Throwable x;
            if (r == null || s == null) {
                a.bipush(b, new Bi(BI_RELAY, false, null, d, a, b, null));
            } else if (r instanceof AltResult && (x = ((AltResult) r).ex) != null) {
                d.result = encodeThrowable(x, r);
            } else if (s instanceof AltResult && (x = ((AltResult) s).ex) != null) {
                d.result = encodeThrowable(x, s);
            } else {
                d.result = NIL;
            }
        }
        return d;
    }

    private static <U> CompletableFuture<U> uniCopyStage(CompletableFuture<U> src) {
        CompletableFuture<U> d = src.newIncompleteFuture();
        Object r = src.result;
        if (r != null) {
            d.result = encodeRelay(r);
        } else {
            src.unipush(new Uni(RELAY, null, d, src, null));
        }
        return d;
    }

    // ---- public API: creation

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, ASYNC_POOL);
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier, Executor executor) {
        Executor e = screenExecutor(executor);
        if (supplier == null) {
            throw new NullPointerException();
        }
        CompletableFuture<U> d = new CompletableFuture<U>();
        e.execute(new AsyncSupply<U>(d, supplier));
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, ASYNC_POOL);
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable, Executor executor) {
        Executor e = screenExecutor(executor);
        if (runnable == null) {
            throw new NullPointerException();
        }
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        e.execute(new AsyncRun(d, runnable));
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static CompletableFuture<Void> allOf(CompletableFuture<?>... cfs) {
        return andTree(cfs, 0, cfs.length - 1);
    }

    @SuppressWarnings("unchecked")
    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        int n = cfs.length;
        if (n <= 1) {
            return (n == 0) ? new CompletableFuture<Object>() : (CompletableFuture<Object>) uniCopyStage(cfs[0]);
        }
        for (CompletableFuture<?> cf : cfs) {
            Object r = cf.result;
            if (r != null) {
                return new CompletableFuture<Object>(encodeRelay(r));
            }
        }
        cfs = cfs.clone();
        CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (CompletableFuture<?> cf : cfs) {
            cf.unipush(new AnyOf(d, cf, cfs));
        }
        if (d.result != null) {
            for (int i = 0, len = cfs.length; i < len; i++) {
                if (cfs[i].result != null) {
                    for (i++; i < len; i++) {
                        if (cfs[i].result == null) {
                            cfs[i].cleanStack();
                        }
                    }
                }
            }
        }
        return d;
    }

    // ---- public API: state and waiting

    public boolean isDone() {
        return result != null;
    }

    /** Waits for the result; null when interrupted (interruptible) before it came. */
    private Object waitingGet(boolean interruptible) {
        if (interruptible && Thread.interrupted()) {
            return null;
        }
        Signaller q = new Signaller(Thread.currentThread());
        boolean interrupted = false;
        Object r;
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                if (result == null) {
                    q.next = stack;
                    stack = q;
                    while (result == null) {
                        try {
                            ironpf.Guarded.await(this);
                        } catch (InterruptedException ie) {
                            ironpf.Guarded.begin();
                            interrupted = true;
                            if (interruptible) {
                                break;
                            }
                        }
                    }
                }
                r = result;
            } finally {
                ironpf.Guarded.end();
            }
        }
        q.thread = null;
        if (r == null) {
            cleanStack();
            return null;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        postComplete();
        return r;
    }

    /** Waits at most millis; null when interrupted; a TimeoutException when it timed out. */
    private Object timedGet(long millis) throws TimeoutException {
        if (Thread.interrupted()) {
            return null;
        }
        Signaller q = null;
        boolean interrupted = false;
        Object r;
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                if (result == null && millis > 0) {
                    q = new Signaller(Thread.currentThread());
                    q.next = stack;
                    stack = q;
                    // only completion notifies this monitor: one wait is all a deadline allows
                    try {
                        ironpf.Guarded.await(this, millis);
                    } catch (InterruptedException ie) {
                        ironpf.Guarded.begin();
                        interrupted = true;
                    }
                }
                r = result;
            } finally {
                ironpf.Guarded.end();
            }
        }
        if (q != null) {
            q.thread = null;
            if (r == null) {
                cleanStack();
            }
        }
        if (r != null) {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            postComplete();
            return r;
        }
        if (interrupted) {
            return null;
        }
        throw new TimeoutException();
    }

    @SuppressWarnings("unchecked")
    public T get() throws InterruptedException, ExecutionException {
        Object r = result;
        return (T) reportGet(r == null ? waitingGet(true) : r);
    }

    @SuppressWarnings("unchecked")
    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long millis = unit.toMillis(timeout);
        if (timeout > 0 && millis == 0) {
            millis = 1;
        }
        Object r = result;
        return (T) reportGet(r == null ? timedGet(millis) : r);
    }

    @SuppressWarnings("unchecked")
    public T join() {
        Object r = result;
        if (r == null) {
            r = waitingGet(false);
        }
        return (T) reportJoin(r);
    }

    @SuppressWarnings("unchecked")
    public T getNow(T valueIfAbsent) {
        Object r = result;
        return (r == null) ? valueIfAbsent : (T) reportJoin(r);
    }

    public boolean complete(T value) {
        boolean triggered = completeValue(value);
        postComplete();
        return triggered;
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        boolean triggered = internalComplete(new AltResult(ex));
        postComplete();
        return triggered;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = (result == null) && internalComplete(new AltResult(new CancellationException()));
        postComplete();
        return cancelled || isCancelled();
    }

    public boolean isCancelled() {
        Object r = result;
        return (r instanceof AltResult) && (((AltResult) r).ex instanceof CancellationException);
    }

    public boolean isCompletedExceptionally() {
        Object r = result;
        return (r instanceof AltResult) && r != NIL;
    }

    public void obtrudeValue(T value) {
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                result = encodeValue(value);
                notifyAll();
            } finally {
                ironpf.Guarded.end();
            }
        }
        postComplete();
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                result = new AltResult(ex);
                notifyAll();
            } finally {
                ironpf.Guarded.end();
            }
        }
        postComplete();
    }

    public synchronized int getNumberOfDependents() {
        ironpf.Guarded.begin();
        try {
            int count = 0;
            for (Completion p = stack; p != null; p = p.next) {
                ++count;
            }
            return count;
        } finally {
            ironpf.Guarded.end();
        }
    }

    public String toString() {
        Object r;
        int count;
        synchronized (this) {
            ironpf.Guarded.begin();
            try {
                r = result;
                count = 0;
                for (Completion p = stack; p != null; p = p.next) {
                    ++count;
                }
            } finally {
                ironpf.Guarded.end();
            }
        }
        return super.toString()
                + ((r == null)
                        ? ((count == 0) ? "[Not completed]" : "[Not completed, " + count + " dependents]")
                        : (((r instanceof AltResult) && ((AltResult) r).ex != null)
                                ? "[Completed exceptionally: " + ((AltResult) r).ex + "]"
                                : "[Completed normally]"));
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    public CompletableFuture<T> copy() {
        return uniCopyStage(this);
    }

    public CompletionStage<T> minimalCompletionStage() {
        throw ironpf.Unsupported.fail("CompletableFuture.minimalCompletionStage");
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null || executor == null) {
            throw new NullPointerException();
        }
        executor.execute(new AsyncSupply<T>(this, supplier));
        return this;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        throw ironpf.Unsupported.fail("CompletableFuture.orTimeout");
    }

    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        throw ironpf.Unsupported.fail("CompletableFuture.completeOnTimeout");
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
        throw ironpf.Unsupported.fail("CompletableFuture.delayedExecutor");
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        throw ironpf.Unsupported.fail("CompletableFuture.delayedExecutor");
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        throw ironpf.Unsupported.fail("CompletableFuture.completedStage");
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        throw ironpf.Unsupported.fail("CompletableFuture.failedStage");
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    // ---- public API: stages

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return uniStage(APPLY, null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return uniStage(APPLY, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return uniStage(APPLY, screenExecutor(executor), fn);
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return uniStage(ACCEPT, null, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return uniStage(ACCEPT, defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return uniStage(ACCEPT, screenExecutor(executor), action);
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return uniStage(RUN, null, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return uniStage(RUN, defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return uniStage(RUN, screenExecutor(executor), action);
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return biStage(BI_APPLY, null, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return biStage(BI_APPLY, defaultExecutor(), other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
        return biStage(BI_APPLY, screenExecutor(executor), other, fn);
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return biStage(BI_ACCEPT, null, other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return biStage(BI_ACCEPT, defaultExecutor(), other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action, Executor executor) {
        return biStage(BI_ACCEPT, screenExecutor(executor), other, action);
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return biStage(BI_RUN, null, other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return biStage(BI_RUN, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return biStage(BI_RUN, screenExecutor(executor), other, action);
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return orStage(APPLY, null, other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return orStage(APPLY, defaultExecutor(), other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn,
            Executor executor) {
        return orStage(APPLY, screenExecutor(executor), other, fn);
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return orStage(ACCEPT, null, other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return orStage(ACCEPT, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action,
            Executor executor) {
        return orStage(ACCEPT, screenExecutor(executor), other, action);
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return orStage(RUN, null, other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return orStage(RUN, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return orStage(RUN, screenExecutor(executor), other, action);
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniStage(COMPOSE, null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniStage(COMPOSE, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn,
            Executor executor) {
        return uniStage(COMPOSE, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return uniStage(WHEN, null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return uniStage(WHEN, defaultExecutor(), action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action,
            Executor executor) {
        return uniStage(WHEN, screenExecutor(executor), action);
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniStage(HANDLE, null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniStage(HANDLE, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
        return uniStage(HANDLE, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        return uniStage(EXCEPT, null, fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
        return uniStage(EXCEPT, defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn, Executor executor) {
        return uniStage(EXCEPT, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniStage(EXCEPT_COMPOSE, null, fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniStage(EXCEPT_COMPOSE, defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn,
            Executor executor) {
        return uniStage(EXCEPT_COMPOSE, screenExecutor(executor), fn);
    }
}
