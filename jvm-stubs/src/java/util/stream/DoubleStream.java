package java.util.stream;

import java.util.Arrays;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.DoubleSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;

public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    DoubleStream filter(DoublePredicate predicate);

    DoubleStream map(DoubleUnaryOperator mapper);

    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);

    IntStream mapToInt(DoubleToIntFunction mapper);

    LongStream mapToLong(DoubleToLongFunction mapper);

    DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper);

    default DoubleStream mapMulti(DoubleMapMultiConsumer mapper) {
        return DoublePipe.adapt(this).mapMulti(mapper);
    }

    DoubleStream distinct();

    DoubleStream sorted();

    DoubleStream peek(DoubleConsumer action);

    DoubleStream limit(long maxSize);

    DoubleStream skip(long n);

    default DoubleStream takeWhile(DoublePredicate predicate) {
        return DoublePipe.adapt(this).takeWhile(predicate);
    }

    default DoubleStream dropWhile(DoublePredicate predicate) {
        return DoublePipe.adapt(this).dropWhile(predicate);
    }

    void forEach(DoubleConsumer action);

    void forEachOrdered(DoubleConsumer action);

    double[] toArray();

    double reduce(double identity, DoubleBinaryOperator op);

    OptionalDouble reduce(DoubleBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner);

    double sum();

    OptionalDouble min();

    OptionalDouble max();

    long count();

    OptionalDouble average();

    DoubleSummaryStatistics summaryStatistics();

    boolean anyMatch(DoublePredicate predicate);

    boolean allMatch(DoublePredicate predicate);

    boolean noneMatch(DoublePredicate predicate);

    OptionalDouble findFirst();

    OptionalDouble findAny();

    Stream<Double> boxed();

    @Override
    DoubleStream sequential();

    @Override
    DoubleStream parallel();

    @Override
    PrimitiveIterator.OfDouble iterator();

    @Override
    Spliterator.OfDouble spliterator();

    static Builder builder() {
        return new DoublePipe.BuilderImpl();
    }

    static DoubleStream empty() {
        return new DoublePipe(Spliterators.emptyDoubleSpliterator(), false);
    }

    static DoubleStream of(double t) {
        return new DoublePipe(Spliterators.spliterator(new double[] {t}, Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
    }

    static DoubleStream of(double... values) {
        return Arrays.stream(values);
    }

    static DoubleStream iterate(final double seed, final DoubleUnaryOperator f) {
        Objects.requireNonNull(f);
        return new DoublePipe(new Spliterators.AbstractDoubleSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private boolean started;
            private double previous;

            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                double t = started ? f.applyAsDouble(previous) : seed;
                started = true;
                previous = t;
                action.accept(t);
                return true;
            }
        }, false);
    }

    static DoubleStream iterate(double seed, DoublePredicate hasNext, DoubleUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return new DoublePipe(new Spliterators.AbstractDoubleSpliterator(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private boolean started;
            private boolean finished;
            private double previous;

            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                double t = started ? next.applyAsDouble(previous) : seed;
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

    static DoubleStream generate(DoubleSupplier s) {
        Objects.requireNonNull(s);
        return new DoublePipe(new Spliterators.AbstractDoubleSpliterator(Long.MAX_VALUE,
                Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                action.accept(s.getAsDouble());
                return true;
            }
        }, false);
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        DoubleStream stream = new DoublePipe(new Pipe.ConcatSpliterator(a.spliterator(), b.spliterator()),
                a.isParallel() || b.isParallel());
        return stream.onClose(Pipe.closer(a, b));
    }

    interface Builder extends DoubleConsumer {
        @Override
        void accept(double t);

        default Builder add(double t) {
            accept(t);
            return this;
        }

        DoubleStream build();
    }

    @FunctionalInterface
    interface DoubleMapMultiConsumer {
        void accept(double value, DoubleConsumer ic);
    }
}
