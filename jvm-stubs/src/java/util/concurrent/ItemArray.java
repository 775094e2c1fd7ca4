package java.util.concurrent;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.Predicate;

/**
 * The elements of a queue or list of the ironpf runtime library, oldest first from index 0
 * (never a ring buffer: the same elements make the same state wherever the queue started),
 * with the snapshot helpers the collections share. Not synchronized: its owner guards it.
 */
final class ItemArray {
    Object[] items;
    int count;

    ItemArray(int capacity) {
        items = new Object[capacity];
    }

    void add(Object e) {
        if (count == items.length) {
            items = Arrays.copyOf(items, Math.max(4, count * 2));
        }
        items[count++] = e;
    }

    Object get(int i) {
        return items[i];
    }

    Object removeAt(int i) {
        Object x = items[i];
        System.arraycopy(items, i + 1, items, i, count - i - 1);
        items[--count] = null;
        return x;
    }

    int indexOf(Object o) {
        if (o == null) {
            return -1;
        }
        for (int i = 0; i < count; i++) {
            if (o.equals(items[i])) {
                return i;
            }
        }
        return -1;
    }

    int indexOfSame(Object o) {
        for (int i = 0; i < count; i++) {
            if (items[i] == o) {
                return i;
            }
        }
        return -1;
    }

    void clear() {
        for (int i = 0; i < count; i++) {
            items[i] = null;
        }
        count = 0;
    }

    /** Removes the elements matching {@code filter}; whether any were. */
    boolean removeIf(Predicate<Object> filter) {
        int kept = 0;
        int n = count;
        for (int i = 0; i < n; i++) {
            Object e = items[i];
            if (!filter.test(e)) {
                items[kept++] = e;
            }
        }
        for (int i = kept; i < n; i++) {
            items[i] = null;
        }
        count = kept;
        return kept != n;
    }

    Object[] toArray() {
        return Arrays.copyOf(items, count);
    }

    /** Collection.toArray(T[]) of the elements {@code snap}. */
    @SuppressWarnings("unchecked")
    static <T> T[] toArray(Object[] snap, T[] a) {
        int n = snap.length;
        if (a.length < n) {
            return (T[]) Arrays.copyOf(snap, n, a.getClass());
        }
        System.arraycopy(snap, 0, a, 0, n);
        if (a.length > n) {
            a[n] = null;
        }
        return a;
    }

    /** AbstractCollection's toString format of the elements {@code snap} of {@code self}. */
    static String toString(Object[] snap, Object self) {
        if (snap.length == 0) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('[');
        for (int i = 0; i < snap.length; i++) {
            if (i > 0) {
                sb.append(',').append(' ');
            }
            Object e = snap[i];
            sb.append(e == self ? "(this Collection)" : e);
        }
        return sb.append(']').toString();
    }

    /** What a snapshot iterator's remove does: removes the element (by identity) if still there. */
    interface Remover {
        void removeElement(Object e);
    }

    /** An iterator over a snapshot; remove() takes the last element out of the source. */
    static final class SnapshotIterator<E> implements Iterator<E> {
        private final Object[] snap;
        private final Remover source;
        private int next;
        private int last = -1;

        SnapshotIterator(Object[] snap, Remover source) {
            this.snap = snap;
            this.source = source;
        }

        public boolean hasNext() {
            return next < snap.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (next >= snap.length) {
                throw new NoSuchElementException();
            }
            last = next;
            return (E) snap[next++];
        }

        public void remove() {
            if (source == null) {
                throw new UnsupportedOperationException();
            }
            if (last < 0) {
                throw new IllegalStateException();
            }
            source.removeElement(snap[last]);
            last = -1;
        }
    }
}
