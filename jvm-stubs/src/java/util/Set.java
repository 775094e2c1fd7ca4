package java.util;

public interface Set<E> extends Collection<E> {
    int size();

    boolean isEmpty();

    boolean contains(Object o);

    Iterator<E> iterator();

    Object[] toArray();

    <T> T[] toArray(T[] a);

    boolean add(E e);

    boolean remove(Object o);

    boolean containsAll(Collection<?> c);

    boolean addAll(Collection<? extends E> c);

    boolean retainAll(Collection<?> c);

    boolean removeAll(Collection<?> c);

    void clear();

    boolean equals(Object o);

    @Override
    default Spliterator<E> spliterator() {
        return Spliterators.spliterator(this, Spliterator.DISTINCT);
    }

    int hashCode();

    static <E> Set<E> of() {
        return ImmutableCollections.setOf(new Object[0]);
    }

    static <E> Set<E> of(E e1) {
        return ImmutableCollections.setOf(new Object[] {e1});
    }

    static <E> Set<E> of(E e1, E e2) {
        return ImmutableCollections.setOf(new Object[] {e1, e2});
    }

    static <E> Set<E> of(E e1, E e2, E e3) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    static <E> Set<E> of(E... elements) {
        return ImmutableCollections.setOf(elements.clone());
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        if (coll instanceof ImmutableCollections.ImmutableSet) {
            return (Set<E>) coll;
        }
        // duplicates are allowed here: keep the first occurrence of each element
        return ImmutableCollections.setOfDistinct(coll.toArray());
    }
}
