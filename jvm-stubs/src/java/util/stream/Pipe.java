package java.util.stream;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Objects;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * ironpf's stream engine, shared by the four stream types (elements of primitive streams are
 * carried boxed). A pipeline is a chain of stages from a source spliterator; nothing runs
 * until a terminal operation, which wraps a chain of sinks (one per stage, ending in the
 * terminal's sink) and pushes the source's elements through it one at a time. A pipeline with
 * a short-circuiting stage (limit, takeWhile) or terminal (find, match, iterator) asks the
 * sinks whether to stop before each element; sorted() is a barrier that holds every element
 * until the end. A source that knows its size and stages that keep it known let count() answer
 * without traversing, as the JDK does.
 *
 * Only sequential pipelines run: a terminal operation on a parallel stream stops ironpf
 * (ironpf.Unsupported), since the JDK would run the stream's functions in several threads.
 */
abstract class Pipe {
    static final String LINKED = "stream has already been operated upon or closed";
    static final String CONSUMED = "source already consumed or closed";

    // How a stage changes what is known about its elements.
    static final int CLEAR_SIZED = 1;
    static final int CLEAR_SORTED = 2;
    static final int SET_SORTED = 4;
    static final int CLEAR_DISTINCT = 8;
    static final int SET_DISTINCT = 16;
    static final int SHORT_CIRCUIT = 32;
    static final int CLEAR_ORDERED = 64;
    static final int SET_ORDERED = 128;
    static final int NOT_SORTED_DISTINCT = CLEAR_SORTED | CLEAR_DISTINCT;

    /** What all stages of one pipeline share. */
    static final class Source {
        Spliterator<?> spliterator;
        Supplier<? extends Spliterator<?>> supplier;
        boolean parallel;
        Runnable closeAction;
    }

    /** One element receiver in a chain; begin and end bracket a traversal. */
    abstract static class Sink implements Consumer<Object> {
        final Sink down;

        Sink(Sink down) {
            this.down = down;
        }

        void begin(long size) {
            if (down != null) {
                down.begin(size);
            }
        }

        void end() {
            if (down != null) {
                down.end();
            }
        }

        boolean cancel() {
            return down != null && down.cancel();
        }
    }

    /** A stage's operation: wraps the sink downstream of it. */
    interface Op {
        Sink wrap(Sink down, boolean cancellable);

        default long size(long upstreamSize) {
            return upstreamSize;
        }
    }

    final Source source;
    final Pipe upstream;
    final Op op;
    final boolean sized;
    final boolean sorted;
    final boolean distinct;
    final boolean ordered;
    final boolean shortCircuit;
    boolean linked;

    /** A source stage over a spliterator. */
    Pipe(Spliterator<?> spliterator, boolean parallel) {
        this(new Source(), spliterator.characteristics(), spliterator);
        source.spliterator = spliterator;
        source.parallel = parallel;
    }

    /** A source stage whose spliterator is taken from a supplier at the terminal operation. */
    Pipe(Supplier<? extends Spliterator<?>> supplier, int characteristics, boolean parallel) {
        this(new Source(), characteristics, null);
        source.supplier = supplier;
        source.parallel = parallel;
    }

    private Pipe(Source source, int c, Spliterator<?> s) {
        this.source = source;
        this.upstream = null;
        this.op = null;
        this.sized = (c & Spliterator.SIZED) != 0;
        this.sorted = (c & Spliterator.SORTED) != 0 && (s == null || s.getComparator() == null);
        this.distinct = (c & Spliterator.DISTINCT) != 0;
        this.ordered = (c & Spliterator.ORDERED) != 0;
        this.shortCircuit = false;
    }

    /** A stage after {@code up}. */
    Pipe(Pipe up, Op op, int flags) {
        if (up.linked) {
            throw new IllegalStateException(LINKED);
        }
        up.linked = true;
        this.source = up.source;
        this.upstream = up;
        this.op = op;
        this.sized = up.sized && (flags & CLEAR_SIZED) == 0;
        this.sorted = (flags & SET_SORTED) != 0 || (up.sorted && (flags & CLEAR_SORTED) == 0);
        this.distinct = (flags & SET_DISTINCT) != 0 || (up.distinct && (flags & CLEAR_DISTINCT) == 0);
        this.ordered = (flags & SET_ORDERED) != 0 || (up.ordered && (flags & CLEAR_ORDERED) == 0);
        this.shortCircuit = up.shortCircuit || (flags & SHORT_CIRCUIT) != 0;
    }

    // ---- BaseStream ----

    public final boolean isParallel() {
        return source.parallel;
    }

    final void setParallel(boolean parallel) {
        source.parallel = parallel;
    }

    final void addCloseHandler(Runnable handler) {
        if (linked) {
            throw new IllegalStateException(LINKED);
        }
        Objects.requireNonNull(handler);
        Runnable previous = source.closeAction;
        source.closeAction = previous == null ? handler : composeClose(previous, handler);
    }

    public void close() {
        linked = true;
        source.spliterator = null;
        source.supplier = null;
        Runnable action = source.closeAction;
        if (action != null) {
            source.closeAction = null;
            action.run();
        }
    }

    /**
     * Runs a then b; if both throw, b's exception is suppressed in a's (the order and
     * suppression rules of BaseStream.onClose).
     */
    static Runnable composeClose(Runnable a, Runnable b) {
        return () -> {
            try {
                a.run();
            } catch (Throwable first) {
                try {
                    b.run();
                } catch (Throwable second) {
                    if (second != first) {
                        first.addSuppressed(second);
                    }
                }
                throw Pipe.<RuntimeException>sneaky(first);
            }
            b.run();
        };
    }

    @SuppressWarnings("unchecked")
    static <E extends Throwable> E sneaky(Throwable t) throws E {
        throw (E) t;
    }

    static Runnable closer(java.util.stream.BaseStream<?, ?> a, java.util.stream.BaseStream<?, ?> b) {
        return composeClose(a::close, b::close);
    }

    // ---- evaluation ----

    private static void checkSequential(Source source) {
        if (source.parallel) {
            throw ironpf.Unsupported.fail("parallel streams (ironpf runs only sequential streams: a parallel"
                    + " stream would run its functions in several threads at once)");
        }
    }

    /** Marks this stage used by a terminal operation. */
    final void consume() {
        if (linked) {
            throw new IllegalStateException(LINKED);
        }
        linked = true;
        checkSequential(source);
    }

    final Spliterator<?> takeSource() {
        Spliterator<?> s = source.spliterator;
        if (s != null) {
            source.spliterator = null;
            return s;
        }
        Supplier<? extends Spliterator<?>> supplier = source.supplier;
        if (supplier != null) {
            source.supplier = null;
            return supplier.get();
        }
        throw new IllegalStateException(CONSUMED);
    }

    final Sink wrap(Sink terminal, boolean cancellable) {
        Sink s = terminal;
        for (Pipe p = this; p.op != null; p = p.upstream) {
            s = p.op.wrap(s, cancellable);
        }
        return s;
    }

    static void copyInto(Spliterator<?> s, Sink head, boolean cancellable) {
        head.begin(s.getExactSizeIfKnown());
        if (cancellable) {
            while (!head.cancel() && s.tryAdvance(head)) {
                // each call pushes one source element through the chain
            }
        } else {
            s.forEachRemaining(head);
        }
        head.end();
    }

    /** Runs the pipeline into a terminal sink. */
    final <S extends Sink> S evaluate(S terminal, boolean terminalShortCircuits) {
        consume();
        Spliterator<?> s = takeSource();
        boolean cancellable = shortCircuit || terminalShortCircuits;
        copyInto(s, wrap(terminal, cancellable), cancellable);
        return terminal;
    }

    final long sizeThrough(long sourceSize) {
        if (op == null || sourceSize < 0) {
            return sourceSize;
        }
        return op.size(upstream.sizeThrough(sourceSize));
    }

    // ---- terminal operations on boxed elements ----

    static final Object NONE = new Object();

    final void forEachBoxed(Consumer<Object> action) {
        Objects.requireNonNull(action);
        evaluate(new Sink(null) {
            public void accept(Object t) {
                action.accept(t);
            }
        }, false);
    }

    final long countBoxed() {
        if (sized) {
            consume();
            return sizeThrough(takeSource().getExactSizeIfKnown());
        }
        final long[] n = new long[1];
        evaluate(new Sink(null) {
            public void accept(Object t) {
                n[0]++;
            }
        }, false);
        return n[0];
    }

    /** Folds from identity. */
    final Object foldBoxed(Object identity, BiFunction<Object, Object, Object> accumulator) {
        Objects.requireNonNull(accumulator);
        final Object[] acc = {identity};
        evaluate(new Sink(null) {
            public void accept(Object t) {
                acc[0] = accumulator.apply(acc[0], t);
            }
        }, false);
        return acc[0];
    }

    /** Folds from the first element; NONE when there is none. */
    final Object reduceBoxed(BinaryOperator<Object> op) {
        Objects.requireNonNull(op);
        final Object[] acc = {NONE};
        evaluate(new Sink(null) {
            public void accept(Object t) {
                acc[0] = acc[0] == NONE ? t : op.apply(acc[0], t);
            }
        }, false);
        return acc[0];
    }

    final <R> R collectBoxed(Supplier<R> supplier, BiConsumer<R, Object> accumulator) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        final Object[] box = new Object[1];
        evaluate(new Sink(null) {
            @SuppressWarnings("unchecked")
            public void accept(Object t) {
                accumulator.accept((R) box[0], t);
            }

            void begin(long size) {
                box[0] = supplier.get();
            }
        }, false);
        @SuppressWarnings("unchecked")
        R r = (R) box[0];
        return r;
    }

    final ArrayList<Object> toListBoxed() {
        ArrayList<Object> list = new ArrayList<>();
        evaluate(new Sink(null) {
            public void accept(Object t) {
                list.add(t);
            }
        }, false);
        return list;
    }

    /** The first element, or NONE. */
    final Object findFirstBoxed() {
        final Object[] found = {NONE};
        evaluate(new Sink(null) {
            public void accept(Object t) {
                if (found[0] == NONE) {
                    found[0] = t;
                }
            }

            boolean cancel() {
                return found[0] != NONE;
            }
        }, true);
        return found[0];
    }

    static final int ANY = 0;
    static final int ALL = 1;
    static final int NONE_MATCH = 2;

    final boolean matchBoxed(Predicate<Object> predicate, int kind) {
        Objects.requireNonNull(predicate);
        // anyMatch stops at the first true, allMatch and noneMatch at the first false / true
        final boolean stopOn = kind != ALL;
        final boolean[] stopped = new boolean[1];
        evaluate(new Sink(null) {
            public void accept(Object t) {
                if (!stopped[0] && predicate.test(t) == stopOn) {
                    stopped[0] = true;
                }
            }

            boolean cancel() {
                return stopped[0];
            }
        }, true);
        return kind == ANY ? stopped[0] : !stopped[0];
    }

    /** The elements as a spliterator: the source itself at a source stage, else pulled lazily. */
    final Spliterator<Object> spliteratorBoxed() {
        if (linked) {
            throw new IllegalStateException(LINKED);
        }
        linked = true;
        if (op == null) {
            @SuppressWarnings("unchecked")
            Spliterator<Object> s = (Spliterator<Object>) takeSource();
            return s;
        }
        checkSequential(source);
        return new PullSpliterator(this);
    }

    /**
     * Elements of a pipeline with stages, on demand: each tryAdvance pushes source elements
     * through the stages until one comes out (the sorted barrier takes them all at once);
     * forEachRemaining before any tryAdvance runs the whole pipeline.
     */
    static final class PullSpliterator implements Spliterator<Object> {
        private final Pipe pipe;
        private Spliterator<?> src;
        private Sink head;
        private ArrayList<Object> buffer;
        private int next;
        private boolean finished;

        PullSpliterator(Pipe pipe) {
            this.pipe = pipe;
        }

        private Spliterator<?> source() {
            if (src == null) {
                src = pipe.takeSource();
            }
            return src;
        }

        public boolean tryAdvance(Consumer<? super Object> action) {
            Objects.requireNonNull(action);
            if (head == null) {
                if (finished) {
                    return false;
                }
                buffer = new ArrayList<>();
                final ArrayList<Object> b = buffer;
                head = pipe.wrap(new Sink(null) {
                    public void accept(Object t) {
                        b.add(t);
                    }
                }, true);
                head.begin(source().getExactSizeIfKnown());
            }
            while (next >= buffer.size()) {
                buffer.clear();
                next = 0;
                if (finished) {
                    return false;
                }
                if (head.cancel() || !src.tryAdvance(head)) {
                    finished = true;
                    head.end();
                }
            }
            Object t = buffer.get(next);
            buffer.set(next++, null);
            action.accept(t);
            return true;
        }

        public void forEachRemaining(Consumer<? super Object> action) {
            Objects.requireNonNull(action);
            if (head == null && !finished) {
                finished = true;
                Spliterator<?> s = source();
                copyInto(s, pipe.wrap(new Sink(null) {
                    public void accept(Object t) {
                        action.accept(t);
                    }
                }, pipe.shortCircuit), pipe.shortCircuit);
            } else {
                while (tryAdvance(action)) {
                    // one element per call
                }
            }
        }

        public Spliterator<Object> trySplit() {
            return null;
        }

        public long estimateSize() {
            long n = getExactSizeIfKnown();
            return n >= 0 ? n : source().estimateSize();
        }

        public long getExactSizeIfKnown() {
            return pipe.sized ? pipe.sizeThrough(source().getExactSizeIfKnown()) : -1;
        }

        public int characteristics() {
            int c = 0;
            if (pipe.ordered) {
                c |= Spliterator.ORDERED;
            }
            if (pipe.sorted) {
                c |= Spliterator.SORTED;
            }
            if (pipe.distinct) {
                c |= Spliterator.DISTINCT;
            }
            if (pipe.sized) {
                c |= source().characteristics() & (Spliterator.SIZED | Spliterator.SUBSIZED);
            }
            return c;
        }

        public java.util.Comparator<? super Object> getComparator() {
            if (pipe.sorted) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    // ---- intermediate operations on boxed elements ----

    static Op filterOp(Predicate<Object> predicate) {
        Objects.requireNonNull(predicate);
        return (down, c) -> new Sink(down) {
            void begin(long size) {
                down.begin(-1);
            }

            public void accept(Object t) {
                if (predicate.test(t)) {
                    down.accept(t);
                }
            }
        };
    }

    static Op mapOp(Function<Object, Object> mapper) {
        Objects.requireNonNull(mapper);
        return (down, c) -> new Sink(down) {
            public void accept(Object t) {
                down.accept(mapper.apply(t));
            }
        };
    }

    static Op peekOp(Consumer<Object> action) {
        Objects.requireNonNull(action);
        return (down, c) -> new Sink(down) {
            public void accept(Object t) {
                action.accept(t);
                down.accept(t);
            }
        };
    }

    static final Op IDENTITY_OP = (down, c) -> down;

    /**
     * flatMap: each element's stream is pushed downstream and closed; in a pipeline that may
     * stop early the inner elements are pulled one at a time, asking downstream before each.
     */
    static Op flatMapOp(Function<Object, ? extends BaseStream<?, ?>> mapper) {
        Objects.requireNonNull(mapper);
        return (down, cancellable) -> new Sink(down) {
            void begin(long size) {
                down.begin(-1);
            }

            public void accept(Object t) {
                try (BaseStream<?, ?> result = mapper.apply(t)) {
                    if (result != null) {
                        Spliterator<?> s = result.sequential().spliterator();
                        if (!cancellable) {
                            s.forEachRemaining(down);
                        } else {
                            while (!down.cancel() && s.tryAdvance(down)) {
                                // one inner element per call
                            }
                        }
                    }
                }
            }
        };
    }

    /** mapMulti: the mapper gets an element and a consumer that passes values downstream. */
    static Op mapMultiOp(BiConsumer<Object, Sink> mapper) {
        Objects.requireNonNull(mapper);
        return (down, c) -> new Sink(down) {
            void begin(long size) {
                down.begin(-1);
            }

            public void accept(Object t) {
                mapper.accept(t, down);
            }
        };
    }

    static Op distinctOp(boolean alreadyDistinct) {
        if (alreadyDistinct) {
            return IDENTITY_OP;
        }
        return (down, c) -> new Sink(down) {
            HashSet<Object> seen;

            void begin(long size) {
                seen = new HashSet<>();
                down.begin(-1);
            }

            void end() {
                seen = null;
                down.end();
            }

            public void accept(Object t) {
                if (seen.add(t)) {
                    down.accept(t);
                }
            }
        };
    }

    /** sorted: a barrier holding every element; comparator null is natural order. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Op sortedOp(java.util.Comparator<Object> comparator, boolean alreadySorted) {
        if (comparator == null && alreadySorted) {
            return IDENTITY_OP;
        }
        final java.util.Comparator<Object> cmp =
                comparator != null ? comparator : (java.util.Comparator) java.util.Comparator.naturalOrder();
        return (down, cancellable) -> new Sink(down) {
            ArrayList<Object> list;

            void begin(long size) {
                list = new ArrayList<>();
            }

            public void accept(Object t) {
                list.add(t);
            }

            boolean cancel() {
                return false;
            }

            void end() {
                list.sort(cmp);
                down.begin(list.size());
                if (!cancellable) {
                    for (int i = 0; i < list.size(); i++) {
                        down.accept(list.get(i));
                    }
                } else {
                    for (int i = 0; i < list.size(); i++) {
                        if (down.cancel()) {
                            break;
                        }
                        down.accept(list.get(i));
                    }
                }
                down.end();
                list = null;
            }
        };
    }

    /** skip(skip) then limit(limit); limit -1 for none. */
    static Op sliceOp(long skip, long limit) {
        return new Op() {
            public Sink wrap(Sink down, boolean c) {
                return new Sink(down) {
                    long toSkip = skip;
                    long toTake = limit < 0 ? Long.MAX_VALUE : limit;

                    void begin(long size) {
                        down.begin(size(size));
                    }

                    public void accept(Object t) {
                        if (toSkip == 0) {
                            if (toTake > 0) {
                                toTake--;
                                down.accept(t);
                            }
                        } else {
                            toSkip--;
                        }
                    }

                    boolean cancel() {
                        return toTake == 0 || down.cancel();
                    }
                };
            }

            public long size(long n) {
                if (n < 0) {
                    return -1;
                }
                long left = Math.max(0, n - skip);
                return limit < 0 ? left : Math.min(left, limit);
            }
        };
    }

    static Op takeWhileOp(Predicate<Object> predicate) {
        Objects.requireNonNull(predicate);
        return (down, c) -> new Sink(down) {
            boolean taking = true;

            void begin(long size) {
                down.begin(-1);
            }

            public void accept(Object t) {
                if (taking && (taking = predicate.test(t))) {
                    down.accept(t);
                }
            }

            boolean cancel() {
                return !taking || down.cancel();
            }
        };
    }

    static Op dropWhileOp(Predicate<Object> predicate) {
        Objects.requireNonNull(predicate);
        return (down, c) -> new Sink(down) {
            boolean dropping = true;

            void begin(long size) {
                down.begin(-1);
            }

            public void accept(Object t) {
                if (dropping) {
                    dropping = predicate.test(t);
                }
                if (!dropping) {
                    down.accept(t);
                }
            }
        };
    }

    static void checkCount(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
    }

    /** A spliterator that runs first a then b (Stream.concat). */
    static final class ConcatSpliterator implements Spliterator<Object> {
        private final Spliterator<Object> a;
        private final Spliterator<Object> b;
        private boolean inA = true;
        private final boolean unsized;

        @SuppressWarnings("unchecked")
        ConcatSpliterator(Spliterator<?> a, Spliterator<?> b) {
            this.a = (Spliterator<Object>) a;
            this.b = (Spliterator<Object>) b;
            this.unsized = a.estimateSize() + b.estimateSize() < 0;
        }

        public boolean tryAdvance(Consumer<? super Object> action) {
            if (inA) {
                if (a.tryAdvance(action)) {
                    return true;
                }
                inA = false;
            }
            return b.tryAdvance(action);
        }

        public void forEachRemaining(Consumer<? super Object> action) {
            if (inA) {
                a.forEachRemaining(action);
                inA = false;
            }
            b.forEachRemaining(action);
        }

        public Spliterator<Object> trySplit() {
            return null;
        }

        public long estimateSize() {
            if (inA) {
                long n = a.estimateSize() + b.estimateSize();
                return n >= 0 ? n : Long.MAX_VALUE;
            }
            return b.estimateSize();
        }

        public long getExactSizeIfKnown() {
            if ((characteristics() & Spliterator.SIZED) == 0) {
                return -1;
            }
            return inA ? a.getExactSizeIfKnown() + b.getExactSizeIfKnown() : b.getExactSizeIfKnown();
        }

        public int characteristics() {
            if (!inA) {
                return b.characteristics();
            }
            return a.characteristics() & b.characteristics()
                    & ~(Spliterator.DISTINCT | Spliterator.SORTED
                            | (unsized ? Spliterator.SIZED | Spliterator.SUBSIZED : 0));
        }

        public java.util.Comparator<? super Object> getComparator() {
            throw new IllegalStateException();
        }
    }

    /** Iterates by tryAdvance with stored elements, for builders and single values. */
    static Spliterator<Object> ofArray(Object[] elements, int count) {
        return java.util.Spliterators.spliterator(elements, 0, count, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    /** The elements added to a Builder (Stream.Builder and the primitive builders). */
    static final class BuilderState {
        private Object[] elements = new Object[4];
        private int count;
        private boolean built;

        void add(Object t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == elements.length) {
                elements = java.util.Arrays.copyOf(elements, count * 2);
            }
            elements[count++] = t;
        }

        Spliterator<Object> build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return ofArray(elements, count);
        }
    }
}
