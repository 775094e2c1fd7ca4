package java.util;

/** The EnumSet implementation: one bit per enum constant, in 64-bit words. */
final class RegularEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private long[] elements;
    private int size;

    RegularEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
        elements = new long[(universe.length + 63) >>> 6];
    }

    void addRange(E from, E to) {
        for (int i = from.ordinal(); i <= to.ordinal(); i++) {
            set(i);
        }
    }

    void addAll() {
        for (int i = 0; i < universe.length; i++) {
            set(i);
        }
    }

    void complement() {
        for (int i = 0; i < universe.length; i++) {
            if (has(i)) {
                clearBit(i);
            } else {
                set(i);
            }
        }
    }

    private boolean has(int i) {
        return (elements[i >>> 6] & (1L << i)) != 0;
    }

    private boolean set(int i) {
        long old = elements[i >>> 6];
        elements[i >>> 6] = old | (1L << i);
        if (old != elements[i >>> 6]) {
            size++;
            return true;
        }
        return false;
    }

    private boolean clearBit(int i) {
        long old = elements[i >>> 6];
        elements[i >>> 6] = old & ~(1L << i);
        if (old != elements[i >>> 6]) {
            size--;
            return true;
        }
        return false;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            /** Snapshot of the bits still to visit (the JDK's iterator is not fail-fast either). */
            private final long[] unseen = elements.clone();
            private int next = 0;
            private int lastReturned = -1;

            private int findNext() {
                while (next < universe.length && (unseen[next >>> 6] & (1L << next)) == 0) {
                    next++;
                }
                return next;
            }

            public boolean hasNext() {
                return findNext() < universe.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                lastReturned = next++;
                return (E) universe[lastReturned];
            }

            public void remove() {
                if (lastReturned < 0) {
                    throw new IllegalStateException();
                }
                clearBit(lastReturned);
                lastReturned = -1;
            }
        };
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    private int ordinalOf(Object e) {
        if (e == null) {
            return -1;
        }
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType) {
            return -1;
        }
        return ((Enum<?>) e).ordinal();
    }

    public boolean contains(Object e) {
        int i = ordinalOf(e);
        return i >= 0 && has(i);
    }

    public boolean add(E e) {
        typeCheck(e);
        return set(e.ordinal());
    }

    public boolean remove(Object e) {
        int i = ordinalOf(e);
        return i >= 0 && clearBit(i);
    }

    public void clear() {
        Arrays.fill(elements, 0L);
        size = 0;
    }

    public boolean equals(Object o) {
        if (!(o instanceof RegularEnumSet)) {
            return super.equals(o);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) o;
        if (es.elementType != elementType) {
            return size == 0 && es.size == 0;
        }
        return Arrays.equals(es.elements, elements);
    }

    @SuppressWarnings("unchecked")
    public RegularEnumSet<E> clone() {
        RegularEnumSet<E> result = (RegularEnumSet<E>) super.clone();
        result.elements = result.elements.clone();
        return result;
    }
}
