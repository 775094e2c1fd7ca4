package java.util.stream;

import java.util.ArrayList;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalDouble;
import java.util.IntSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.IntToLongFunction;
import java.util.function.IntToDoubleFunction;

/** A IntStream: a stage of ironpf's stream engine (Pipe), elements carried boxed. */
@SuppressWarnings({"unchecked", "rawtypes"})
final class IntPipe extends Pipe implements IntStream {
    IntPipe(Spliterator<?> spliterator, boolean parallel) {
        super(spliterator, parallel);
    }

    IntPipe(Supplier<? extends Spliterator<?>> supplier, int characteristics, boolean parallel) {
        super(supplier, characteristics, parallel);
    }

    IntPipe(Pipe up, Op op, int flags) {
        super(up, op, flags);
    }

    static IntPipe adapt(IntStream s) {
        if (s instanceof IntPipe) {
            return (IntPipe) s;
        }
        IntPipe p = new IntPipe(s.spliterator(), s.isParallel());
        p.addCloseHandler(s::close);
        return p;
    }

    private static int v(Object t) {
        return (Integer) t;
    }

    public IntStream filter(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipe(this, filterOp(t -> predicate.test(v(t))), CLEAR_SIZED);
    }

    public IntStream map(IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, mapOp(t -> mapper.applyAsInt(v(t))), NOT_SORTED_DISTINCT);
    }

    public <U> Stream<U> mapToObj(IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipe<>(this, mapOp(t -> mapper.apply(v(t))), NOT_SORTED_DISTINCT);
    }

    public LongStream mapToLong(IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, mapOp(t -> mapper.applyAsLong(v(t))), NOT_SORTED_DISTINCT);
    }

    public DoubleStream mapToDouble(IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, mapOp(t -> mapper.applyAsDouble(v(t))), NOT_SORTED_DISTINCT);
    }

    public LongStream asLongStream() {
        return new LongPipe(this, mapOp(t -> (long) v(t)), 0);
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipe(this, mapOp(t -> (double) v(t)), 0);
    }

    public IntStream flatMap(IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, flatMapOp(t -> mapper.apply(v(t))), NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public IntStream mapMulti(IntStream.IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, mapMultiOp((t, sink) -> mapper.accept(v(t), x -> sink.accept(x))),
                NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public IntStream distinct() {
        return new IntPipe(this, distinctOp(distinct), SET_DISTINCT | CLEAR_SIZED);
    }

    public IntStream sorted() {
        return new IntPipe(this, sortedOp(null, sorted), SET_SORTED | SET_ORDERED);
    }

    public IntStream peek(IntConsumer action) {
        Objects.requireNonNull(action);
        return new IntPipe(this, peekOp(t -> action.accept(v(t))), 0);
    }

    public IntStream limit(long maxSize) {
        checkCount(maxSize);
        return new IntPipe(this, sliceOp(0, maxSize), SHORT_CIRCUIT);
    }

    public IntStream skip(long n) {
        checkCount(n);
        if (n == 0) {
            return this;
        }
        return new IntPipe(this, sliceOp(n, -1), 0);
    }

    public IntStream takeWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipe(this, takeWhileOp(t -> predicate.test(v(t))), CLEAR_SIZED | SHORT_CIRCUIT);
    }

    public IntStream dropWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipe(this, dropWhileOp(t -> predicate.test(v(t))), CLEAR_SIZED);
    }

    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        forEachBoxed(t -> action.accept(v(t)));
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        ArrayList<Object> list = toListBoxed();
        int[] array = new int[list.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = v(list.get(i));
        }
        return array;
    }

    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        return v(foldBoxed(identity, (a, b) -> op.applyAsInt(v(a), v(b))));
    }

    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        Object r = reduceBoxed((a, b) -> op.applyAsInt(v(a), v(b)));
        return r == NONE ? OptionalInt.empty() : OptionalInt.of(v(r));
    }

    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return collectBoxed(supplier, (r, t) -> accumulator.accept(r, v(t)));
    }

    public int sum() {
        return reduce(0, Integer::sum);
    }

    public OptionalInt min() {
        return reduce(Math::min);
    }

    public OptionalInt max() {
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

    public IntSummaryStatistics summaryStatistics() {
        return collect(IntSummaryStatistics::new, IntSummaryStatistics::accept, IntSummaryStatistics::combine);
    }

    public boolean anyMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return matchBoxed(t -> predicate.test(v(t)), ANY);
    }

    public boolean allMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return matchBoxed(t -> predicate.test(v(t)), ALL);
    }

    public boolean noneMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return matchBoxed(t -> predicate.test(v(t)), NONE_MATCH);
    }

    public OptionalInt findFirst() {
        Object r = findFirstBoxed();
        return r == NONE ? OptionalInt.empty() : OptionalInt.of(v(r));
    }

    public OptionalInt findAny() {
        return findFirst();
    }

    public Stream<Integer> boxed() {
        return new RefPipe<>(this, IDENTITY_OP, 0);
    }

    public IntStream sequential() {
        setParallel(false);
        return this;
    }

    public IntStream parallel() {
        setParallel(true);
        return this;
    }

    public IntStream unordered() {
        if (!ordered) {
            return this;
        }
        return new IntPipe(this, IDENTITY_OP, CLEAR_ORDERED);
    }

    public IntStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    public PrimitiveIterator.OfInt iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator.OfInt spliterator() {
        Spliterator s = spliteratorBoxed();
        if (s instanceof Spliterator.OfInt) {
            return (Spliterator.OfInt) s;
        }
        return new Unboxing(s);
    }

    /** A spliterator of boxed values seen as a primitive one. */
    static final class Unboxing implements Spliterator.OfInt {
        private final Spliterator<Object> boxed;

        Unboxing(Spliterator<Object> boxed) {
            this.boxed = boxed;
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            return boxed.tryAdvance(t -> action.accept(v(t)));
        }

        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            boxed.forEachRemaining(t -> action.accept(v(t)));
        }

        public boolean tryAdvance(Consumer<? super Integer> action) {
            return boxed.tryAdvance((Consumer) action);
        }

        public void forEachRemaining(Consumer<? super Integer> action) {
            boxed.forEachRemaining((Consumer) action);
        }

        public Spliterator.OfInt trySplit() {
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

        public java.util.Comparator<? super Integer> getComparator() {
            return (java.util.Comparator) boxed.getComparator();
        }
    }

    static final class BuilderImpl implements IntStream.Builder {
        private final BuilderState state = new BuilderState();

        public void accept(int t) {
            state.add(t);
        }

        public IntStream build() {
            return new IntPipe(state.build(), false);
        }
    }
}
