package java.util.stream;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.Iterator;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/** The JDK's collectors, written for ironpf from their documented behaviour. */
@SuppressWarnings({"unchecked", "rawtypes"})
public final class Collectors {
    private Collectors() {}

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> collectionFactory) {
        Objects.requireNonNull(collectionFactory);
        return new CollectorImpl<>(collectionFactory, Collection<T>::add, (r1, r2) -> {
            r1.addAll(r2);
            return r1;
        }, CollectorImpl.CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return new CollectorImpl<>((Supplier<List<T>>) ArrayList::new, List::add, (left, right) -> {
            left.addAll(right);
            return left;
        }, CollectorImpl.CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return new CollectorImpl<>((Supplier<List<T>>) ArrayList::new, List::add, (left, right) -> {
            left.addAll(right);
            return left;
        }, list -> (List<T>) List.of(list.toArray()), CollectorImpl.CH_NOID);
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return new CollectorImpl<>((Supplier<Set<T>>) HashSet::new, Set::add, (left, right) -> {
            left.addAll(right);
            return left;
        }, CollectorImpl.CH_UNORDERED_ID);
    }

    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return new CollectorImpl<>((Supplier<Set<T>>) HashSet::new, Set::add, (left, right) -> {
            left.addAll(right);
            return left;
        }, set -> (Set<T>) Set.of(set.toArray()), CollectorImpl.CH_UNORDERED_NOID);
    }

    public static Collector<CharSequence, ?, String> joining() {
        return new CollectorImpl<CharSequence, StringBuilder, String>(StringBuilder::new, StringBuilder::append,
                (r1, r2) -> {
                    r1.append(r2);
                    return r1;
                }, StringBuilder::toString, CollectorImpl.CH_NOID);
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter, CharSequence prefix,
            CharSequence suffix) {
        Objects.requireNonNull(delimiter);
        Objects.requireNonNull(prefix);
        Objects.requireNonNull(suffix);
        return new CollectorImpl<CharSequence, StringJoiner, String>(() -> new StringJoiner(delimiter, prefix, suffix),
                StringJoiner::add, StringJoiner::merge, StringJoiner::toString, CollectorImpl.CH_NOID);
    }

    public static <T, U, A, R> Collector<T, ?, R> mapping(Function<? super T, ? extends U> mapper,
            Collector<? super U, A, R> downstream) {
        Objects.requireNonNull(mapper);
        BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), (r, t) -> ((BiConsumer) acc).accept(r, mapper.apply(t)),
                downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(
            Function<? super T, ? extends Stream<? extends U>> mapper, Collector<? super U, A, R> downstream) {
        Objects.requireNonNull(mapper);
        BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), (r, t) -> {
            try (Stream<? extends U> result = mapper.apply(t)) {
                if (result != null) {
                    result.sequential().forEach(u -> ((BiConsumer) acc).accept(r, u));
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(Predicate<? super T> predicate,
            Collector<? super T, A, R> downstream) {
        Objects.requireNonNull(predicate);
        BiConsumer<A, ? super T> acc = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), (r, t) -> {
            if (predicate.test(t)) {
                ((BiConsumer) acc).accept(r, t);
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(Collector<T, A, R> downstream,
            Function<R, RR> finisher) {
        Objects.requireNonNull(finisher);
        Set<Collector.Characteristics> characteristics = downstream.characteristics();
        if (characteristics.contains(Collector.Characteristics.IDENTITY_FINISH)) {
            if (characteristics.size() == 1) {
                characteristics = CollectorImpl.CH_NOID;
            } else {
                EnumSet<Collector.Characteristics> set = EnumSet.copyOf(characteristics);
                set.remove(Collector.Characteristics.IDENTITY_FINISH);
                characteristics = Collections.unmodifiableSet(set);
            }
        }
        return new CollectorImpl<>(downstream.supplier(), downstream.accumulator(), downstream.combiner(),
                downstream.finisher().andThen(finisher), characteristics);
    }

    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(e -> 1L);
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.minBy(comparator));
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.maxBy(comparator));
    }

    public static <T> Collector<T, ?, Integer> summingInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, int[], Integer>(() -> new int[1], (a, t) -> {
            a[0] += mapper.applyAsInt(t);
        }, (a, b) -> {
            a[0] += b[0];
            return a;
        }, a -> a[0], CollectorImpl.CH_NOID);
    }

    public static <T> Collector<T, ?, Long> summingLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, long[], Long>(() -> new long[1], (a, t) -> {
            a[0] += mapper.applyAsLong(t);
        }, (a, b) -> {
            a[0] += b[0];
            return a;
        }, a -> a[0], CollectorImpl.CH_NOID);
    }

    /** Compensated (Kahan) summation, as the JDK documents. */
    public static <T> Collector<T, ?, Double> summingDouble(ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, double[], Double>(() -> new double[3], (a, t) -> {
            double value = mapper.applyAsDouble(t);
            Kahan.add(a, value);
            a[2] += value;
        }, (a, b) -> {
            Kahan.add(a, b[0]);
            Kahan.add(a, -b[1]);
            a[2] += b[2];
            return a;
        }, a -> Kahan.result(a, a[2]), CollectorImpl.CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, long[], Double>(() -> new long[2], (a, t) -> {
            a[0] += mapper.applyAsInt(t);
            a[1]++;
        }, (a, b) -> {
            a[0] += b[0];
            a[1] += b[1];
            return a;
        }, a -> (a[1] == 0) ? 0.0d : (double) a[0] / a[1], CollectorImpl.CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, long[], Double>(() -> new long[2], (a, t) -> {
            a[0] += mapper.applyAsLong(t);
            a[1]++;
        }, (a, b) -> {
            a[0] += b[0];
            a[1] += b[1];
            return a;
        }, a -> (a[1] == 0) ? 0.0d : (double) a[0] / a[1], CollectorImpl.CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingDouble(ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, double[], Double>(() -> new double[4], (a, t) -> {
            double value = mapper.applyAsDouble(t);
            Kahan.add(a, value);
            a[2]++;
            a[3] += value;
        }, (a, b) -> {
            Kahan.add(a, b[0]);
            Kahan.add(a, -b[1]);
            a[2] += b[2];
            a[3] += b[3];
            return a;
        }, a -> (a[2] == 0) ? 0.0d : Kahan.result(a, a[3]) / a[2], CollectorImpl.CH_NOID);
    }

    public static <T> Collector<T, ?, T> reducing(T identity, BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        return new CollectorImpl<T, Object[], T>(() -> new Object[] {identity}, (a, t) -> {
            a[0] = op.apply((T) a[0], t);
        }, (a, b) -> {
            a[0] = op.apply((T) a[0], (T) b[0]);
            return a;
        }, a -> (T) a[0], CollectorImpl.CH_NOID);
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        // a[0]: whether a value is present, a[1]: the value
        return new CollectorImpl<T, Object[], Optional<T>>(() -> new Object[2], (a, t) -> {
            if (a[0] != null) {
                a[1] = op.apply((T) a[1], t);
            } else {
                a[1] = t;
                a[0] = Boolean.TRUE;
            }
        }, (a, b) -> {
            if (b[0] != null) {
                if (a[0] != null) {
                    a[1] = op.apply((T) a[1], (T) b[1]);
                } else {
                    a[1] = b[1];
                    a[0] = Boolean.TRUE;
                }
            }
            return a;
        }, a -> Optional.ofNullable((T) a[1]), CollectorImpl.CH_NOID);
    }

    public static <T, U> Collector<T, ?, U> reducing(U identity, Function<? super T, ? extends U> mapper,
            BinaryOperator<U> op) {
        Objects.requireNonNull(mapper);
        Objects.requireNonNull(op);
        return new CollectorImpl<T, Object[], U>(() -> new Object[] {identity}, (a, t) -> {
            a[0] = op.apply((U) a[0], mapper.apply(t));
        }, (a, b) -> {
            a[0] = op.apply((U) a[0], (U) b[0]);
            return a;
        }, a -> (U) a[0], CollectorImpl.CH_NOID);
    }

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, HashMap::new, downstream);
    }

    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(classifier);
        Objects.requireNonNull(mapFactory);
        Supplier<A> downstreamSupplier = downstream.supplier();
        BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        BiConsumer<Map<K, A>, T> accumulator = (m, t) -> {
            K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
            A container = m.computeIfAbsent(key, k -> downstreamSupplier.get());
            ((BiConsumer) downstreamAccumulator).accept(container, t);
        };
        BinaryOperator<Map<K, A>> merger = mapMerger(downstream.combiner());
        Supplier<Map<K, A>> mangledFactory = (Supplier<Map<K, A>>) mapFactory;
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<>(mangledFactory, accumulator, merger, CollectorImpl.CH_ID);
        }
        Function<A, A> downstreamFinisher = (Function<A, A>) downstream.finisher();
        Function<Map<K, A>, M> finisher = intermediate -> {
            intermediate.replaceAll((k, v) -> downstreamFinisher.apply(v));
            return (M) intermediate;
        };
        return new CollectorImpl<>(mangledFactory, accumulator, merger, finisher, CollectorImpl.CH_NOID);
    }

    public static <T, K> Collector<T, ?, ConcurrentMap<K, List<T>>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier) {
        return groupingByConcurrent(classifier, ConcurrentHashMap::new, toList());
    }

    public static <T, K, A, D> Collector<T, ?, ConcurrentMap<K, D>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        return groupingByConcurrent(classifier, ConcurrentHashMap::new, downstream);
    }

    public static <T, K, A, D, M extends ConcurrentMap<K, D>> Collector<T, ?, M> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        Collector<T, ?, M> c = groupingBy(classifier, mapFactory, downstream);
        return new CollectorImpl<>((Supplier) c.supplier(), (BiConsumer) c.accumulator(), (BinaryOperator) c.combiner(),
                (Function) c.finisher(),
                downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)
                        ? CollectorImpl.CH_CONCURRENT_ID
                        : CollectorImpl.CH_CONCURRENT_NOID);
    }

    private static <K, V, M extends Map<K, V>> BinaryOperator<M> mapMerger(BinaryOperator<V> mergeFunction) {
        return (m1, m2) -> {
            for (Map.Entry<K, V> e : m2.entrySet()) {
                m1.merge(e.getKey(), e.getValue(), mergeFunction);
            }
            return m1;
        };
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(Predicate<? super T> predicate,
            Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(predicate);
        BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        BiConsumer<Partition<A>, T> accumulator = (result, t) ->
                ((BiConsumer) downstreamAccumulator).accept(predicate.test(t) ? result.forTrue : result.forFalse, t);
        BinaryOperator<A> op = downstream.combiner();
        BinaryOperator<Partition<A>> merger = (left, right) ->
                new Partition<>(op.apply(left.forTrue, right.forTrue), op.apply(left.forFalse, right.forFalse));
        Supplier<Partition<A>> supplier = () ->
                new Partition<>(downstream.supplier().get(), downstream.supplier().get());
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<>(supplier, accumulator, merger, CollectorImpl.CH_ID);
        }
        Function<Partition<A>, Map<Boolean, D>> finisher = par -> new Partition<>(
                downstream.finisher().apply(par.forTrue), downstream.finisher().apply(par.forFalse));
        return new CollectorImpl<>(supplier, accumulator, merger, finisher, CollectorImpl.CH_NOID);
    }

    /** The map of partitioningBy: false first, then true. */
    private static final class Partition<T> extends AbstractMap<Boolean, T> implements Map<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        @Override
        public Set<Map.Entry<Boolean, T>> entrySet() {
            return new AbstractSet<Map.Entry<Boolean, T>>() {
                @Override
                public Iterator<Map.Entry<Boolean, T>> iterator() {
                    Map.Entry<Boolean, T> falseEntry = new SimpleImmutableEntry<>(false, forFalse);
                    Map.Entry<Boolean, T> trueEntry = new SimpleImmutableEntry<>(true, forTrue);
                    return List.of(falseEntry, trueEntry).iterator();
                }

                @Override
                public int size() {
                    return 2;
                }
            };
        }

        @Override
        public boolean containsKey(Object key) {
            return key instanceof Boolean;
        }

        @Override
        public T get(Object key) {
            if (key instanceof Boolean) {
                return ((Boolean) key) ? forTrue : forFalse;
            }
            return null;
        }
    }

    private static IllegalStateException duplicateKey(Object k, Object u, Object v) {
        return new IllegalStateException("Duplicate key " + k + " (attempted merging values " + u + " and " + v + ")");
    }

    private static <T, K, V> BiConsumer<Map<K, V>, T> uniqKeysAccumulator(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends V> valueMapper) {
        return (map, element) -> {
            K k = keyMapper.apply(element);
            V v = Objects.requireNonNull(valueMapper.apply(element));
            V u = map.putIfAbsent(k, v);
            if (u != null) {
                throw duplicateKey(k, u, v);
            }
        };
    }

    private static <K, V, M extends Map<K, V>> BinaryOperator<M> uniqKeysMerger() {
        return (m1, m2) -> {
            for (Map.Entry<K, V> e : m2.entrySet()) {
                K k = e.getKey();
                V v = Objects.requireNonNull(e.getValue());
                V u = m1.putIfAbsent(k, v);
                if (u != null) {
                    throw duplicateKey(k, u, v);
                }
            }
            return m1;
        };
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        return new CollectorImpl<>((Supplier<Map<K, U>>) HashMap::new, uniqKeysAccumulator(keyMapper, valueMapper),
                uniqKeysMerger(), CollectorImpl.CH_ID);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        return collectingAndThen(toMap(keyMapper, valueMapper),
                map -> (Map<K, U>) Map.ofEntries(map.entrySet().toArray(new Map.Entry[0])));
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, HashMap::new);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        Objects.requireNonNull(mergeFunction, "mergeFunction");
        return collectingAndThen(toMap(keyMapper, valueMapper, mergeFunction, HashMap::new),
                map -> (Map<K, U>) Map.ofEntries(map.entrySet().toArray(new Map.Entry[0])));
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        Objects.requireNonNull(mergeFunction);
        Objects.requireNonNull(mapFactory);
        BiConsumer<M, T> accumulator = (map, element) ->
                map.merge(keyMapper.apply(element), valueMapper.apply(element), mergeFunction);
        return new CollectorImpl<>(mapFactory, accumulator, mapMerger(mergeFunction), CollectorImpl.CH_ID);
    }

    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        return new CollectorImpl<T, ConcurrentMap<K, U>, ConcurrentMap<K, U>>(
                (Supplier<ConcurrentMap<K, U>>) ConcurrentHashMap::new,
                (BiConsumer) uniqKeysAccumulator(keyMapper, valueMapper), (BinaryOperator) uniqKeysMerger(),
                CollectorImpl.CH_CONCURRENT_ID);
    }

    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction) {
        return toConcurrentMap(keyMapper, valueMapper, mergeFunction, ConcurrentHashMap::new);
    }

    public static <T, K, U, M extends ConcurrentMap<K, U>> Collector<T, ?, M> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        Objects.requireNonNull(mergeFunction);
        Objects.requireNonNull(mapFactory);
        BiConsumer<M, T> accumulator = (map, element) ->
                map.merge(keyMapper.apply(element), valueMapper.apply(element), mergeFunction);
        return new CollectorImpl<>(mapFactory, accumulator, mapMerger(mergeFunction),
                CollectorImpl.CH_CONCURRENT_ID);
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, IntSummaryStatistics, IntSummaryStatistics>(IntSummaryStatistics::new,
                (r, t) -> r.accept(mapper.applyAsInt(t)), (l, r) -> {
                    l.combine(r);
                    return l;
                }, CollectorImpl.CH_ID);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, LongSummaryStatistics, LongSummaryStatistics>(LongSummaryStatistics::new,
                (r, t) -> r.accept(mapper.applyAsLong(t)), (l, r) -> {
                    l.combine(r);
                    return l;
                }, CollectorImpl.CH_ID);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(
            ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, DoubleSummaryStatistics, DoubleSummaryStatistics>(DoubleSummaryStatistics::new,
                (r, t) -> r.accept(mapper.applyAsDouble(t)), (l, r) -> {
                    l.combine(r);
                    return l;
                }, CollectorImpl.CH_ID);
    }

    public static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1,
            Collector<? super T, ?, R2> downstream2, BiFunction<? super R1, ? super R2, R> merger) {
        Objects.requireNonNull(downstream1, "downstream1");
        Objects.requireNonNull(downstream2, "downstream2");
        Objects.requireNonNull(merger, "merger");
        Supplier<Object> s1 = (Supplier<Object>) Objects.requireNonNull(downstream1.supplier(), "downstream1 supplier");
        Supplier<Object> s2 = (Supplier<Object>) Objects.requireNonNull(downstream2.supplier(), "downstream2 supplier");
        BiConsumer<Object, T> a1 = (BiConsumer<Object, T>) Objects.requireNonNull(downstream1.accumulator(),
                "downstream1 accumulator");
        BiConsumer<Object, T> a2 = (BiConsumer<Object, T>) Objects.requireNonNull(downstream2.accumulator(),
                "downstream2 accumulator");
        BinaryOperator<Object> c1 = (BinaryOperator<Object>) Objects.requireNonNull(downstream1.combiner(),
                "downstream1 combiner");
        BinaryOperator<Object> c2 = (BinaryOperator<Object>) Objects.requireNonNull(downstream2.combiner(),
                "downstream2 combiner");
        Function<Object, R1> f1 = (Function<Object, R1>) Objects.requireNonNull(downstream1.finisher(),
                "downstream1 finisher");
        Function<Object, R2> f2 = (Function<Object, R2>) Objects.requireNonNull(downstream2.finisher(),
                "downstream2 finisher");
        Set<Collector.Characteristics> characteristics;
        Set<Collector.Characteristics> ch1 = downstream1.characteristics();
        Set<Collector.Characteristics> ch2 = downstream2.characteristics();
        if (ch1.contains(Collector.Characteristics.UNORDERED) && ch2.contains(Collector.Characteristics.UNORDERED)) {
            EnumSet<Collector.Characteristics> c = EnumSet.of(Collector.Characteristics.UNORDERED);
            if (ch1.contains(Collector.Characteristics.CONCURRENT)
                    && ch2.contains(Collector.Characteristics.CONCURRENT)) {
                c.add(Collector.Characteristics.CONCURRENT);
            }
            characteristics = Collections.unmodifiableSet(c);
        } else {
            characteristics = CollectorImpl.CH_NOID;
        }
        return new CollectorImpl<T, Object[], R>(() -> new Object[] {s1.get(), s2.get()}, (a, t) -> {
            a1.accept(a[0], t);
            a2.accept(a[1], t);
        }, (a, b) -> {
            a[0] = c1.apply(a[0], b[0]);
            a[1] = c2.apply(a[1], b[1]);
            return a;
        }, a -> merger.apply(f1.apply(a[0]), f2.apply(a[1])), characteristics);
    }
}
