package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Spliterator factories. ironpf's spliterators never split ({@code trySplit} returns null):
 * streams here are sequential.
 */
public final class Spliterators {
    private Spliterators() {}

    private static final int SIZED_FLAGS = Spliterator.SIZED | Spliterator.SUBSIZED;

    public static <T> Spliterator<T> emptySpliterator() {
        return new ArraySpliterator<>(new Object[0], 0, 0, 0);
    }

    public static Spliterator.OfInt emptyIntSpliterator() {
        return new IntArraySpliterator(new int[0], 0, 0, 0);
    }

    public static Spliterator.OfLong emptyLongSpliterator() {
        return new LongArraySpliterator(new long[0], 0, 0, 0);
    }

    public static Spliterator.OfDouble emptyDoubleSpliterator() {
        return new DoubleArraySpliterator(new double[0], 0, 0, 0);
    }

    static void checkFromToBounds(int length, int from, int to) {
        if (from > to) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        if (from < 0) {
            throw new ArrayIndexOutOfBoundsException(from);
        }
        if (to > length) {
            throw new ArrayIndexOutOfBoundsException(to);
        }
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int additionalCharacteristics) {
        return new ArraySpliterator<>(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new ArraySpliterator<>(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int additionalCharacteristics) {
        return new IntArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new IntArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int additionalCharacteristics) {
        return new LongArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new LongArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int additionalCharacteristics) {
        return new DoubleArraySpliterator(Objects.requireNonNull(array), 0, array.length,
                additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new DoubleArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        return new IteratorSpliterator<>(Objects.requireNonNull(c), null, -1, sizedFlags(characteristics));
    }

    public static <T> Spliterator<T> spliterator(Iterator<? extends T> iterator, long size,
            int characteristics) {
        return new IteratorSpliterator<>(null, Objects.requireNonNull(iterator), size,
                sizedFlags(characteristics));
    }

    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> iterator,
            int characteristics) {
        return new IteratorSpliterator<>(null, Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~SIZED_FLAGS);
    }

    private static int sizedFlags(int characteristics) {
        return (characteristics & Spliterator.CONCURRENT) == 0 ? characteristics | SIZED_FLAGS : characteristics;
    }

    public static <T> Iterator<T> iterator(Spliterator<? extends T> spliterator) {
        Objects.requireNonNull(spliterator);
        final class Adapter implements Iterator<T>, Consumer<T> {
            boolean ready;
            T next;

            public void accept(T t) {
                ready = true;
                next = t;
            }

            public boolean hasNext() {
                if (!ready) {
                    spliterator.tryAdvance(this);
                }
                return ready;
            }

            public T next() {
                if (!ready && !hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                T t = next;
                next = null;
                return t;
            }
        }
        return new Adapter();
    }

    public static PrimitiveIterator.OfInt iterator(Spliterator.OfInt spliterator) {
        Objects.requireNonNull(spliterator);
        final class Adapter implements PrimitiveIterator.OfInt, IntConsumer {
            boolean ready;
            int next;

            public void accept(int t) {
                ready = true;
                next = t;
            }

            public boolean hasNext() {
                if (!ready) {
                    spliterator.tryAdvance((IntConsumer) this);
                }
                return ready;
            }

            public int nextInt() {
                if (!ready && !hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        }
        return new Adapter();
    }

    public static PrimitiveIterator.OfLong iterator(Spliterator.OfLong spliterator) {
        Objects.requireNonNull(spliterator);
        final class Adapter implements PrimitiveIterator.OfLong, LongConsumer {
            boolean ready;
            long next;

            public void accept(long t) {
                ready = true;
                next = t;
            }

            public boolean hasNext() {
                if (!ready) {
                    spliterator.tryAdvance((LongConsumer) this);
                }
                return ready;
            }

            public long nextLong() {
                if (!ready && !hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        }
        return new Adapter();
    }

    public static PrimitiveIterator.OfDouble iterator(Spliterator.OfDouble spliterator) {
        Objects.requireNonNull(spliterator);
        final class Adapter implements PrimitiveIterator.OfDouble, DoubleConsumer {
            boolean ready;
            double next;

            public void accept(double t) {
                ready = true;
                next = t;
            }

            public boolean hasNext() {
                if (!ready) {
                    spliterator.tryAdvance((DoubleConsumer) this);
                }
                return ready;
            }

            public double nextDouble() {
                if (!ready && !hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        }
        return new Adapter();
    }

    /** Base for spliterators that only know how to advance one element. */
    public abstract static class AbstractSpliterator<T> implements Spliterator<T> {
        private final int characteristics;
        private long est;

        protected AbstractSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        public Spliterator<T> trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractIntSpliterator implements Spliterator.OfInt {
        private final int characteristics;
        private long est;

        protected AbstractIntSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractLongSpliterator implements Spliterator.OfLong {
        private final int characteristics;
        private long est;

        protected AbstractLongSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractDoubleSpliterator implements Spliterator.OfDouble {
        private final int characteristics;
        private long est;

        protected AbstractDoubleSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        public Spliterator.OfDouble trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    /** Elements {@code [index, fence)} of an array. */
    static final class ArraySpliterator<T> implements Spliterator<T> {
        private final Object[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        ArraySpliterator(Object[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | SIZED_FLAGS;
        }

        @SuppressWarnings("unchecked")
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (index < fence) {
                action.accept((T) array[index++]);
                return true;
            }
            return false;
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            int i = index;
            index = fence;
            for (; i < fence; i++) {
                action.accept((T) array[i]);
            }
        }

        public Spliterator<T> trySplit() {
            return null;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class IntArraySpliterator implements Spliterator.OfInt {
        private final int[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        IntArraySpliterator(int[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | SIZED_FLAGS;
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            index = fence;
            for (; i < fence; i++) {
                action.accept(array[i]);
            }
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class LongArraySpliterator implements Spliterator.OfLong {
        private final long[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        LongArraySpliterator(long[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | SIZED_FLAGS;
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            index = fence;
            for (; i < fence; i++) {
                action.accept(array[i]);
            }
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class DoubleArraySpliterator implements Spliterator.OfDouble {
        private final double[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        DoubleArraySpliterator(double[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | SIZED_FLAGS;
        }

        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public void forEachRemaining(DoubleConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            index = fence;
            for (; i < fence; i++) {
                action.accept(array[i]);
            }
        }

        public Spliterator.OfDouble trySplit() {
            return null;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /**
     * Over a collection (its iterator taken at the first traversal, late-binding) or over an
     * iterator.
     */
    static class IteratorSpliterator<T> implements Spliterator<T> {
        private final Collection<? extends T> collection;
        private Iterator<? extends T> it;
        private long est;
        private final int characteristics;

        IteratorSpliterator(Collection<? extends T> collection, Iterator<? extends T> it, long est,
                int characteristics) {
            this.collection = collection;
            this.it = it;
            this.est = est;
            this.characteristics = characteristics;
        }

        private Iterator<? extends T> bind() {
            if (it == null) {
                it = collection.iterator();
                est = collection.size();
            }
            return it;
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            Iterator<? extends T> i = bind();
            if (i.hasNext()) {
                action.accept(i.next());
                return true;
            }
            return false;
        }

        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            bind().forEachRemaining(action);
        }

        public Spliterator<T> trySplit() {
            return null;
        }

        public long estimateSize() {
            bind();
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }
}
