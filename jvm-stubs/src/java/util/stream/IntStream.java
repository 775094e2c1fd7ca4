package java.util.stream;

import java.util.Arrays;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalDouble;
import java.util.IntSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.IntToLongFunction;
import java.util.function.IntToDoubleFunction;

public interface IntStream extends BaseStream<Integer, IntStream> {
    IntStream filter(IntPredicate predicate);

    IntStream map(IntUnaryOperator mapper);

    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);

    LongStream mapToLong(IntToLongFunction mapper);

    DoubleStream mapToDouble(IntToDoubleFunction mapper);

    IntStream flatMap(IntFunction<? extends IntStream> mapper);

    default IntStream mapMulti(IntMapMultiConsumer mapper) {
        return IntPipe.adapt(this).mapMulti(mapper);
    }

    IntStream distinct();

    IntStream sorted();

    IntStream peek(IntConsumer action);

    IntStream limit(long maxSize);

    IntStream skip(long n);

    default IntStream takeWhile(IntPredicate predicate) {
        return IntPipe.adapt(this).takeWhile(predicate);
    }

    default IntStream dropWhile(IntPredicate predicate) {
        return IntPipe.adapt(this).dropWhile(predicate);
    }

    void forEach(IntConsumer action);

    void forEachOrdered(IntConsumer action);

    int[] toArray();

    int reduce(int identity, IntBinaryOperator op);

    OptionalInt reduce(IntBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);

    int sum();

    OptionalInt min();

    OptionalInt max();

    long count();

    OptionalDouble average();

    IntSummaryStatistics summaryStatistics();

    boolean anyMatch(IntPredicate predicate);

    boolean allMatch(IntPredicate predicate);

    boolean noneMatch(IntPredicate predicate);

    OptionalInt findFirst();

    OptionalInt findAny();

    LongStream asLongStream();

    DoubleStream asDoubleStream();

    Stream<Integer> boxed();

    @Override
    IntStream sequential();

    @Override
    IntStream parallel();

    @Override
    PrimitiveIterator.OfInt iterator();

    @Override
    Spliterator.OfInt spliterator();

    static Builder builder() {
        return new IntPipe.BuilderImpl();
    }

    static IntStream empty() {
        return new IntPipe(Spliterators.emptyIntSpliterator(), false);
    }

    static IntStream of(int t) {
        return new IntPipe(Spliterators.spliterator(new int[] {t}, Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
    }

    static IntStream of(int... values) {
        return Arrays.stream(values);
    }

    static IntStream iterate(final int seed, final IntUnaryOperator f) {
        Objects.requireNonNull(f);
        return new IntPipe(new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private boolean started;
            private int previous;

            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                int t = started ? f.applyAsInt(previous) : seed;
                started = true;
                previous = t;
                action.accept(t);
                return true;
            }
        }, false);
    }

    static IntStream iterate(int seed, IntPredicate hasNext, IntUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return new IntPipe(new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private boolean started;
            private boolean finished;
            private int previous;

            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                int t = started ? next.applyAsInt(previous) : seed;
                started = true;
                if (!hasNext.test(t)) {
                    finished = true;
                    return false;
                }
                previous = t;
                action.accept(t);
                return true;
            }
        }, false);
    }

    static IntStream generate(IntSupplier s) {
        Objects.requireNonNull(s);
        return new IntPipe(new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE,
                Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                action.accept(s.getAsInt());
                return true;
            }
        }, false);
    }

    static IntStream range(int startInclusive, int endExclusive) {
        return new IntPipe(new RangeSpliterator.OfInt(startInclusive, endExclusive, false), false);
    }

    static IntStream rangeClosed(int startInclusive, int endInclusive) {
        return new IntPipe(new RangeSpliterator.OfInt(startInclusive, endInclusive, true), false);
    }

    static IntStream concat(IntStream a, IntStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        IntStream stream = new IntPipe(new Pipe.ConcatSpliterator(a.spliterator(), b.spliterator()),
                a.isParallel() || b.isParallel());
        return stream.onClose(Pipe.closer(a, b));
    }

    interface Builder extends IntConsumer {
        @Override
        void accept(int t);

        default Builder add(int t) {
            accept(t);
            return this;
        }

        IntStream build();
    }

    @FunctionalInterface
    interface IntMapMultiConsumer {
        void accept(int value, IntConsumer ic);
    }
}
