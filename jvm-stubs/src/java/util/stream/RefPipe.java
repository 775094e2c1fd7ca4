package java.util.stream;

import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/** A Stream: a stage of ironpf's stream engine (Pipe). */
@SuppressWarnings({"unchecked", "rawtypes"})
final class RefPipe<T> extends Pipe implements Stream<T> {
    RefPipe(Spliterator<?> spliterator, boolean parallel) {
        super(spliterator, parallel);
    }

    RefPipe(Supplier<? extends Spliterator<?>> supplier, int characteristics, boolean parallel) {
        super(supplier, characteristics, parallel);
    }

    RefPipe(Pipe up, Op op, int flags) {
        super(up, op, flags);
    }

    /** A stream implemented elsewhere, as one of ours (for Stream's default methods). */
    static <T> RefPipe<T> adapt(Stream<T> s) {
        if (s instanceof RefPipe) {
            return (RefPipe<T>) s;
        }
        RefPipe<T> p = new RefPipe<>(s.spliterator(), s.isParallel());
        p.addCloseHandler(s::close);
        return p;
    }

    public Stream<T> filter(Predicate<? super T> predicate) {
        return new RefPipe<>(this, filterOp((Predicate) predicate), CLEAR_SIZED);
    }

    public <R> Stream<R> map(Function<? super T, ? extends R> mapper) {
        return new RefPipe<>(this, mapOp((Function) mapper), NOT_SORTED_DISTINCT);
    }

    public IntStream mapToInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, mapOp(t -> mapper.applyAsInt((T) t)), NOT_SORTED_DISTINCT);
    }

    public LongStream mapToLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, mapOp(t -> mapper.applyAsLong((T) t)), NOT_SORTED_DISTINCT);
    }

    public DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, mapOp(t -> mapper.applyAsDouble((T) t)), NOT_SORTED_DISTINCT);
    }

    public <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper) {
        return new RefPipe<>(this, flatMapOp((Function) mapper), NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper) {
        return new IntPipe(this, flatMapOp((Function) mapper), NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper) {
        return new LongPipe(this, flatMapOp((Function) mapper), NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper) {
        return new DoublePipe(this, flatMapOp((Function) mapper), NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public <R> Stream<R> mapMulti(BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipe<>(this, mapMultiOp((t, sink) -> mapper.accept((T) t, (Consumer<R>) sink)),
                NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public IntStream mapMultiToInt(BiConsumer<? super T, ? super IntConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, mapMultiOp((t, sink) -> mapper.accept((T) t, (IntConsumer) v -> sink.accept(v))),
                NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public LongStream mapMultiToLong(BiConsumer<? super T, ? super LongConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this,
                mapMultiOp((t, sink) -> mapper.accept((T) t, (LongConsumer) v -> sink.accept(v))),
                NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public DoubleStream mapMultiToDouble(BiConsumer<? super T, ? super DoubleConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this,
                mapMultiOp((t, sink) -> mapper.accept((T) t, (DoubleConsumer) v -> sink.accept(v))),
                NOT_SORTED_DISTINCT | CLEAR_SIZED);
    }

    public Stream<T> distinct() {
        return new RefPipe<>(this, distinctOp(distinct), SET_DISTINCT | CLEAR_SIZED);
    }

    public Stream<T> sorted() {
        return new RefPipe<>(this, sortedOp(null, sorted), SET_SORTED | SET_ORDERED);
    }

    public Stream<T> sorted(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new RefPipe<>(this, sortedOp((Comparator) comparator, false), CLEAR_SORTED | SET_ORDERED);
    }

    public Stream<T> peek(Consumer<? super T> action) {
        return new RefPipe<>(this, peekOp((Consumer) action), 0);
    }

    public Stream<T> limit(long maxSize) {
        checkCount(maxSize);
        return new RefPipe<>(this, sliceOp(0, maxSize), SHORT_CIRCUIT);
    }

    public Stream<T> skip(long n) {
        checkCount(n);
        if (n == 0) {
            return this;
        }
        return new RefPipe<>(this, sliceOp(n, -1), 0);
    }

    public Stream<T> takeWhile(Predicate<? super T> predicate) {
        return new RefPipe<>(this, takeWhileOp((Predicate) predicate), CLEAR_SIZED | SHORT_CIRCUIT);
    }

    public Stream<T> dropWhile(Predicate<? super T> predicate) {
        return new RefPipe<>(this, dropWhileOp((Predicate) predicate), CLEAR_SIZED);
    }

    public void forEach(Consumer<? super T> action) {
        forEachBoxed((Consumer) action);
    }

    public void forEachOrdered(Consumer<? super T> action) {
        forEachBoxed((Consumer) action);
    }

    public Object[] toArray() {
        return toListBoxed().toArray();
    }

    public <A> A[] toArray(IntFunction<A[]> generator) {
        Objects.requireNonNull(generator);
        List<Object> list = toListBoxed();
        A[] array = generator.apply(list.size());
        Object[] store = array;
        for (int i = 0; i < list.size(); i++) {
            store[i] = list.get(i);
        }
        return array;
    }

    public T reduce(T identity, BinaryOperator<T> accumulator) {
        return (T) foldBoxed(identity, (BiFunction) accumulator);
    }

    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Object r = reduceBoxed((BinaryOperator) accumulator);
        return r == NONE ? Optional.empty() : Optional.of((T) r);
    }

    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(combiner);
        return (U) foldBoxed(identity, (BiFunction) accumulator);
    }

    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        return (R) collectBoxed(supplier, (BiConsumer) accumulator);
    }

    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Supplier<A> supplier = Objects.requireNonNull(collector).supplier();
        BiConsumer<A, ? super T> accumulator = collector.accumulator();
        collector.combiner();
        A container = (A) collectBoxed(supplier, (BiConsumer) accumulator);
        if (collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return (R) container;
        }
        return collector.finisher().apply(container);
    }

    public List<T> toList() {
        return (List<T>) Collections.unmodifiableList(toListBoxed());
    }

    public Optional<T> min(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.minBy(comparator));
    }

    public Optional<T> max(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.maxBy(comparator));
    }

    public long count() {
        return countBoxed();
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        return matchBoxed((Predicate) predicate, ANY);
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        return matchBoxed((Predicate) predicate, ALL);
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        return matchBoxed((Predicate) predicate, NONE_MATCH);
    }

    public Optional<T> findFirst() {
        Object r = findFirstBoxed();
        return r == NONE ? Optional.empty() : Optional.of((T) r);
    }

    public Optional<T> findAny() {
        return findFirst();
    }

    public Iterator<T> iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator<T> spliterator() {
        return (Spliterator<T>) (Spliterator) spliteratorBoxed();
    }

    public Stream<T> sequential() {
        setParallel(false);
        return this;
    }

    public Stream<T> parallel() {
        setParallel(true);
        return this;
    }

    public Stream<T> unordered() {
        if (!ordered) {
            return this;
        }
        return new RefPipe<>(this, IDENTITY_OP, CLEAR_ORDERED);
    }

    public Stream<T> onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    static final class BuilderImpl<T> implements Stream.Builder<T> {
        private final BuilderState state = new BuilderState();

        public void accept(T t) {
            state.add(t);
        }

        public Stream<T> build() {
            return new RefPipe<>(state.build(), false);
        }
    }
}
