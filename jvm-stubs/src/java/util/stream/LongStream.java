package java.util.stream;

import java.util.Arrays;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.OptionalDouble;
import java.util.LongSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.LongToIntFunction;
import java.util.function.LongToDoubleFunction;

public interface LongStream extends BaseStream<Long, LongStream> {
    LongStream filter(LongPredicate predicate);

    LongStream map(LongUnaryOperator mapper);

    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);

    IntStream mapToInt(LongToIntFunction mapper);

    DoubleStream mapToDouble(LongToDoubleFunction mapper);

    LongStream flatMap(LongFunction<? extends LongStream> mapper);

    default LongStream mapMulti(LongMapMultiConsumer mapper) {
        return LongPipe.adapt(this).mapMulti(mapper);
    }

    LongStream distinct();

    LongStream sorted();

    LongStream peek(LongConsumer action);

    LongStream limit(long maxSize);

    LongStream skip(long n);

    default LongStream takeWhile(LongPredicate predicate) {
        return LongPipe.adapt(this).takeWhile(predicate);
    }

    default LongStream dropWhile(LongPredicate predicate) {
        return LongPipe.adapt(this).dropWhile(predicate);
    }

    void forEach(LongConsumer action);

    void forEachOrdered(LongConsumer action);

    long[] toArray();

    long reduce(long identity, LongBinaryOperator op);

    OptionalLong reduce(LongBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);

    long sum();

    OptionalLong min();

    OptionalLong max();

    long count();

    OptionalDouble average();

    LongSummaryStatistics summaryStatistics();

    boolean anyMatch(LongPredicate predicate);

    boolean allMatch(LongPredicate predicate);

    boolean noneMatch(LongPredicate predicate);

    OptionalLong findFirst();

    OptionalLong findAny();

    DoubleStream asDoubleStream();

    Stream<Long> boxed();

    @Override
    LongStream sequential();

    @Override
    LongStream parallel();

    @Override
    PrimitiveIterator.OfLong iterator();

    @Override
    Spliterator.OfLong spliterator();

    static Builder builder() {
        return new LongPipe.BuilderImpl();
    }

    static LongStream empty() {
        return new LongPipe(Spliterators.emptyLongSpliterator(), false);
    }

    static LongStream of(long t) {
        return new LongPipe(Spliterators.spliterator(new long[] {t}, Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
    }

    static LongStream of(long... values) {
        return Arrays.stream(values);
    }

    static LongStream iterate(final long seed, final LongUnaryOperator f) {
        Objects.requireNonNull(f);
        return new LongPipe(new Spliterators.AbstractLongSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private boolean started;
            private long previous;

            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                long t = started ? f.applyAsLong(previous) : seed;
                started = true;
                previous = t;
                action.accept(t);
                return true;
            }
        }, false);
    }

    static LongStream iterate(long seed, LongPredicate hasNext, LongUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return new LongPipe(new Spliterators.AbstractLongSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private boolean started;
            private boolean finished;
            private long previous;

            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                long t = started ? next.applyAsLong(previous) : seed;
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

    static LongStream generate(LongSupplier s) {
        Objects.requireNonNull(s);
        return new LongPipe(new Spliterators.AbstractLongSpliterator(Long.MAX_VALUE,
                Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                action.accept(s.getAsLong());
                return true;
            }
        }, false);
    }

    static LongStream range(long startInclusive, long endExclusive) {
        return new LongPipe(new RangeSpliterator.OfLong(startInclusive, endExclusive, false), false);
    }

    static LongStream rangeClosed(long startInclusive, long endInclusive) {
        return new LongPipe(new RangeSpliterator.OfLong(startInclusive, endInclusive, true), false);
    }

    static LongStream concat(LongStream a, LongStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        LongStream stream = new LongPipe(new Pipe.ConcatSpliterator(a.spliterator(), b.spliterator()),
                a.isParallel() || b.isParallel());
        return stream.onClose(Pipe.closer(a, b));
    }

    interface Builder extends LongConsumer {
        @Override
        void accept(long t);

        default Builder add(long t) {
            accept(t);
            return this;
        }

        LongStream build();
    }

    @FunctionalInterface
    interface LongMapMultiConsumer {
        void accept(long value, LongConsumer ic);
    }
}
