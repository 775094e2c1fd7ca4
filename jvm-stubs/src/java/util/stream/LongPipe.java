package java.util.stream;

import java.util.ArrayList;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.OptionalDouble;
import java.util.LongSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.LongToIntFunction;
import java.util.function.LongToDoubleFunction;

/** A LongStream: a stage of ironpf's stream engine (Pipe), elements carried boxed. */
@SuppressWarnings({"unchecked", "rawtypes"})
final class LongPipe extends Pipe implements LongStream {
    LongPipe(Spliterator<?> spliterator, boolean parallel) {
        super(spliterator, parallel);
    }

    LongPipe(Supplier<? extends Spliterator<?>> supplier, int characteristics, boolean parallel) {
        super(supplier, characteristics, parallel);
    }

    LongPipe(Pipe up, Op op, int flags) {
        super(up, op, flags);
    }

    static LongPipe adapt(LongStream s) {
        if (s instanceof LongPipe) {
            return (LongPipe) s;
        }
        LongPipe p = new LongPipe(s.spliterator(), s.isParallel());
        p.addCloseHandler(s::close);
        return p;
    }

    private static long v(Object t) {
        return (Long) t;
    }

    public LongStream filter(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipe(this, filterOp(t -> predicate.test(v(t))), CLEAR_SIZED);
    }

    public LongStream map(LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, mapOp(t -> mapper.applyAsLong(v(t))), NOT_SORTED_DISTINCT);
    }

    public <U> Stream<U> mapToObj(LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipe<>(this, mapOp(t -> mapper.apply(v(t))), NOT_SORTED_DISTINCT);
    }

    public IntStream mapToInt(LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, mapOp(t -> mapper.applyAsInt(v(t))), NOT_SORTED_DISTINCT);
    }

    public DoubleStream mapToDouble(LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, mapOp(t -> mapper.applyAsDouble(v(t))), NOT_SORTED_DISTINCT);
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipe(this, mapOp(t -> (double) v(t)), 0);
    }

    public LongStream flatMap(LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, flatMapOp(t -> mapper.apply(v(t))), NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public LongStream mapMulti(LongStream.LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, mapMultiOp((t, sink) -> mapper.accept(v(t), x -> sink.accept(x))),
                NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public LongStream distinct() {
        return new LongPipe(this, distinctOp(distinct), SET_DISTINCT | CLEAR_SIZED);
    }

    public LongStream sorted() {
        return new LongPipe(this, sortedOp(null, sorted), SET_SORTED | SET_ORDERED);
    }

    public LongStream peek(LongConsumer action) {
        Objects.requireNonNull(action);
        return new LongPipe(this, peekOp(t -> action.accept(v(t))), 0);
    }

    public LongStream limit(long maxSize) {
        checkCount(maxSize);
        return new LongPipe(this, sliceOp(0, maxSize), SHORT_CIRCUIT);
    }

    public LongStream skip(long n) {
        checkCount(n);
        if (n == 0) {
            return this;
        }
        return new LongPipe(this, sliceOp(n, -1), 0);
    }

    public LongStream takeWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipe(this, takeWhileOp(t -> predicate.test(v(t))), CLEAR_SIZED | SHORT_CIRCUIT);
    }

    public LongStream dropWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipe(this, dropWhileOp(t -> predicate.test(v(t))), CLEAR_SIZED);
    }

    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        forEachBoxed(t -> action.accept(v(t)));
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        ArrayList<Object> list = toListBoxed();
        long[] array = new long[list.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = v(list.get(i));
        }
        return array;
    }

    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        return v(foldBoxed(identity, (a, b) -> op.applyAsLong(v(a), v(b))));
    }

    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        Object r = reduceBoxed((a, b) -> op.applyAsLong(v(a), v(b)));
        return r == NONE ? OptionalLong.empty() : OptionalLong.of(v(r));
    }

    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return collectBoxed(supplier, (r, t) -> accumulator.accept(r, v(t)));
    }

    public long sum() {
        return reduce(0, Long::sum);
    }

    public OptionalLong min() {
        return reduce(Math::min);
    }

    public OptionalLong max() {
        return reduce(Math::max);
    }

    public OptionalDouble average() {
        long[] a = collect(() -> new long[2], (ll, i) -> {
            ll[0]++;
            ll[1] += i;
        }, (x, y) -> {
            x[0] += y[0];
            x[1] += y[1];
        });
        return a[0] > 0 ? OptionalDouble.of((double) a[1] / a[0]) : OptionalDouble.empty();
    }

    public long count() {
        return countBoxed();
    }

    public LongSummaryStatistics summaryStatistics() {
        return collect(LongSummaryStatistics::new, LongSummaryStatistics::accept, LongSummaryStatistics::combine);
    }

    public boolean anyMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return matchBoxed(t -> predicate.test(v(t)), ANY);
    }

    public boolean allMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return matchBoxed(t -> predicate.test(v(t)), ALL);
    }

    public boolean noneMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return matchBoxed(t -> predicate.test(v(t)), NONE_MATCH);
    }

    public OptionalLong findFirst() {
        Object r = findFirstBoxed();
        return r == NONE ? OptionalLong.empty() : OptionalLong.of(v(r));
    }

    public OptionalLong findAny() {
        return findFirst();
    }

    public Stream<Long> boxed() {
        return new RefPipe<>(this, IDENTITY_OP, 0);
    }

    public LongStream sequential() {
        setParallel(false);
        return this;
    }

    public LongStream parallel() {
        setParallel(true);
        return this;
    }

    public LongStream unordered() {
        if (!ordered) {
            return this;
        }
        return new LongPipe(this, IDENTITY_OP, CLEAR_ORDERED);
    }

    public LongStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    public PrimitiveIterator.OfLong iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator.OfLong spliterator() {
        Spliterator s = spliteratorBoxed();
        if (s instanceof Spliterator.OfLong) {
            return (Spliterator.OfLong) s;
        }
        return new Unboxing(s);
    }

    /** A spliterator of boxed values seen as a primitive one. */
    static final class Unboxing implements Spliterator.OfLong {
        private final Spliterator<Object> boxed;

        Unboxing(Spliterator<Object> boxed) {
            this.boxed = boxed;
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            return boxed.tryAdvance(t -> action.accept(v(t)));
        }

        public void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            boxed.forEachRemaining(t -> action.accept(v(t)));
        }

        public boolean tryAdvance(Consumer<? super Long> action) {
            return boxed.tryAdvance((Consumer) action);
        }

        public void forEachRemaining(Consumer<? super Long> action) {
            boxed.forEachRemaining((Consumer) action);
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        public long estimateSize() {
            return boxed.estimateSize();
        }

        public long getExactSizeIfKnown() {
            return boxed.getExactSizeIfKnown();
        }

        public int characteristics() {
            return boxed.characteristics();
        }

        public java.util.Comparator<? super Long> getComparator() {
            return (java.util.Comparator) boxed.getComparator();
        }
    }

    static final class BuilderImpl implements LongStream.Builder {
        private final BuilderState state = new BuilderState();

        public void accept(long t) {
            state.add(t);
        }

        public LongStream build() {
            return new LongPipe(state.build(), false);
        }
    }
}
