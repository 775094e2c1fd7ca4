package java.util.stream;

import java.util.Comparator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/** The sources of IntStream.range/rangeClosed and LongStream.range/rangeClosed. */
final class RangeSpliterator {
    private RangeSpliterator() {}

    private static final int FLAGS = Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED
            | Spliterator.IMMUTABLE | Spliterator.NONNULL | Spliterator.DISTINCT | Spliterator.SORTED;

    static final class OfInt implements Spliterator.OfInt {
        private long next;
        private final long last;

        OfInt(int start, int end, boolean closed) {
            this.next = start;
            this.last = closed ? end : (long) end - 1;
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (next > last) {
                return false;
            }
            action.accept((int) next++);
            return true;
        }

        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            long i = next;
            next = last + 1;
            for (; i <= last; i++) {
                action.accept((int) i);
            }
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }

        public long estimateSize() {
            return Math.max(0, last - next + 1);
        }

        public int characteristics() {
            return FLAGS;
        }

        public Comparator<? super Integer> getComparator() {
            return null;
        }
    }

    static final class OfLong implements Spliterator.OfLong {
        private long next;
        private final long last;
        private boolean done;

        OfLong(long start, long end, boolean closed) {
            this.next = start;
            if (closed) {
                this.last = end;
                this.done = start > end;
            } else {
                this.last = end - 1;
                this.done = start >= end;
            }
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (done) {
                return false;
            }
            long t = next;
            if (t == last) {
                done = true;
            } else {
                next++;
            }
            action.accept(t);
            return true;
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        /** Long.MAX_VALUE when the count does not fit a long (then not SIZED). */
        public long estimateSize() {
            if (done) {
                return 0;
            }
            long n = last - next + 1;
            return n > 0 ? n : Long.MAX_VALUE;
        }

        public int characteristics() {
            if (!done && last - next + 1 <= 0) {
                return FLAGS & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
            }
            return FLAGS;
        }

        public Comparator<? super Long> getComparator() {
            return null;
        }
    }
}
