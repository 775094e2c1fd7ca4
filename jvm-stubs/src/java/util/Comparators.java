package java.util;

/** Package-private comparator implementations used by {@link Comparator}'s factories. */
final class Comparators {
    private Comparators() {
    }

    /** The natural-order comparator; its reverse is Collections.reverseOrder(). */
    static final class NaturalOrder implements Comparator<Comparable<Object>> {
        static final NaturalOrder INSTANCE = new NaturalOrder();

        private NaturalOrder() {
        }

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c1.compareTo(c2);
        }

        public Comparator<Comparable<Object>> reversed() {
            return Collections.reverseOrder();
        }
    }

    /** Puts nulls first or last, and orders non-null values with the wrapped comparator. */
    static final class NullComparator<T> implements Comparator<T> {
        private final boolean nullFirst;
        private final Comparator<T> real;

        @SuppressWarnings("unchecked")
        NullComparator(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            } else {
                return (real == null) ? 0 : real.compare(a, b);
            }
        }

        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new NullComparator<>(nullFirst, real == null ? other : real.thenComparing(other));
        }

        public Comparator<T> reversed() {
            return new NullComparator<>(!nullFirst, real == null ? null : real.reversed());
        }
    }
}
