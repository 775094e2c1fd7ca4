package java.util.stream;

import java.util.ArrayList;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.DoubleSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;

/** A DoubleStream: a stage of ironpf's stream engine (Pipe), elements carried boxed. */
@SuppressWarnings({"unchecked", "rawtypes"})
final class DoublePipe extends Pipe implements DoubleStream {
    DoublePipe(Spliterator<?> spliterator, boolean parallel) {
        super(spliterator, parallel);
    }

    DoublePipe(Supplier<? extends Spliterator<?>> supplier, int characteristics, boolean parallel) {
        super(supplier, characteristics, parallel);
    }

    DoublePipe(Pipe up, Op op, int flags) {
        super(up, op, flags);
    }

    static DoublePipe adapt(DoubleStream s) {
        if (s instanceof DoublePipe) {
            return (DoublePipe) s;
        }
        DoublePipe p = new DoublePipe(s.spliterator(), s.isParallel());
        p.addCloseHandler(s::close);
        return p;
    }

    private static double v(Object t) {
        return (Double) t;
    }

    public DoubleStream filter(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipe(this, filterOp(t -> predicate.test(v(t))), CLEAR_SIZED);
    }

    public DoubleStream map(DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, mapOp(t -> mapper.applyAsDouble(v(t))), NOT_SORTED_DISTINCT);
    }

    public <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipe<>(this, mapOp(t -> mapper.apply(v(t))), NOT_SORTED_DISTINCT);
    }

    public IntStream mapToInt(DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, mapOp(t -> mapper.applyAsInt(v(t))), NOT_SORTED_DISTINCT);
    }

    public LongStream mapToLong(DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, mapOp(t -> mapper.applyAsLong(v(t))), NOT_SORTED_DISTINCT);
    }

    public DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, flatMapOp(t -> mapper.apply(v(t))), NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public DoubleStream mapMulti(DoubleStream.DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, mapMultiOp((t, sink) -> mapper.accept(v(t), x -> sink.accept(x))),
                NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public DoubleStream distinct() {
        return new DoublePipe(this, distinctOp(distinct), SET_DISTINCT | CLEAR_SIZED);
    }

    public DoubleStream sorted() {
        return new DoublePipe(this, sortedOp(null, sorted), SET_SORTED | SET_ORDERED);
    }

    public DoubleStream peek(DoubleConsumer action) {
        Objects.requireNonNull(action);
        return new DoublePipe(this, peekOp(t -> action.accept(v(t))), 0);
    }

    public DoubleStream limit(long maxSize) {
        checkCount(maxSize);
        return new DoublePipe(this, sliceOp(0, maxSize), SHORT_CIRCUIT);
    }

    public DoubleStream skip(long n) {
        checkCount(n);
        if (n == 0) {
            return this;
        }
        return new DoublePipe(this, sliceOp(n, -1), 0);
    }

    public DoubleStream takeWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipe(this, takeWhileOp(t -> predicate.test(v(t))), CLEAR_SIZED | SHORT_CIRCUIT);
    }

    public DoubleStream dropWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipe(this, dropWhileOp(t -> predicate.test(v(t))), CLEAR_SIZED);
    }

    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        forEachBoxed(t -> action.accept(v(t)));
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        ArrayList<Object> list = toListBoxed();
        double[] array = new double[list.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = v(list.get(i));
        }
        return array;
    }

    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        return v(foldBoxed(identity, (a, b) -> op.applyAsDouble(v(a), v(b))));
    }

    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        Object r = reduceBoxed((a, b) -> op.applyAsDouble(v(a), v(b)));
        return r == NONE ? OptionalDouble.empty() : OptionalDouble.of(v(r));
    }

    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return collectBoxed(supplier, (r, t) -> accumulator.accept(r, v(t)));
    }

    /** Compensated (Kahan) summation, as the JDK documents for sum and average. */
    public double sum() {
        double[] s = collect(() -> new double[3], (a, x) -> {
            Kahan.add(a, x);
            a[2] += x;
        }, (a, b) -> {
            Kahan.add(a, b[0]);
            Kahan.add(a, -b[1]);
            a[2] += b[2];
        });
        return Kahan.result(s, s[2]);
    }

    public OptionalDouble min() {
        return reduce(Math::min);
    }

    public OptionalDouble max() {
        return reduce(Math::max);
    }

    public OptionalDouble average() {
        double[] s = collect(() -> new double[4], (a, x) -> {
            Kahan.add(a, x);
            a[2]++;
            a[3] += x;
        }, (a, b) -> {
            Kahan.add(a, b[0]);
            Kahan.add(a, -b[1]);
            a[2] += b[2];
            a[3] += b[3];
        });
        return s[2] > 0 ? OptionalDouble.of(Kahan.result(s, s[3]) / s[2]) : OptionalDouble.empty();
    }

    public long count() {
        return countBoxed();
    }

    public DoubleSummaryStatistics summaryStatistics() {
        return collect(DoubleSummaryStatistics::new, DoubleSummaryStatistics::accept, DoubleSummaryStatistics::combine);
    }

    public boolean anyMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return matchBoxed(t -> predicate.test(v(t)), ANY);
    }

    public boolean allMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return matchBoxed(t -> predicate.test(v(t)), ALL);
    }

    public boolean noneMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return matchBoxed(t -> predicate.test(v(t)), NONE_MATCH);
    }

    public OptionalDouble findFirst() {
        Object r = findFirstBoxed();
        return r == NONE ? OptionalDouble.empty() : OptionalDouble.of(v(r));
    }

    public OptionalDouble findAny() {
        return findFirst();
    }

    public Stream<Double> boxed() {
        return new RefPipe<>(this, IDENTITY_OP, 0);
    }

    public DoubleStream sequential() {
        setParallel(false);
        return this;
    }

    public DoubleStream parallel() {
        setParallel(true);
        return this;
    }

    public DoubleStream unordered() {
        if (!ordered) {
            return this;
        }
        return new DoublePipe(this, IDENTITY_OP, CLEAR_ORDERED);
    }

    public DoubleStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    public PrimitiveIterator.OfDouble iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator.OfDouble spliterator() {
        Spliterator s = spliteratorBoxed();
        if (s instanceof Spliterator.OfDouble) {
            return (Spliterator.OfDouble) s;
        }
        return new Unboxing(s);
    }

    /** A spliterator of boxed values seen as a primitive one. */
    static final class Unboxing implements Spliterator.OfDouble {
        private final Spliterator<Object> boxed;

        Unboxing(Spliterator<Object> boxed) {
            this.boxed = boxed;
        }

        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            return boxed.tryAdvance(t -> action.accept(v(t)));
        }

        public void forEachRemaining(DoubleConsumer action) {
            Objects.requireNonNull(action);
            boxed.forEachRemaining(t -> action.accept(v(t)));
        }

        public boolean tryAdvance(Consumer<? super Double> action) {
            return boxed.tryAdvance((Consumer) action);
        }

        public void forEachRemaining(Consumer<? super Double> action) {
            boxed.forEachRemaining((Consumer) action);
        }

        public Spliterator.OfDouble trySplit() {
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

        public java.util.Comparator<? super Double> getComparator() {
            return (java.util.Comparator) boxed.getComparator();
        }
    }

    static final class BuilderImpl implements DoubleStream.Builder {
        private final BuilderState state = new BuilderState();

        public void accept(double t) {
            state.add(t);
        }

        public DoubleStream build() {
            return new DoublePipe(state.build(), false);
        }
    }
}
