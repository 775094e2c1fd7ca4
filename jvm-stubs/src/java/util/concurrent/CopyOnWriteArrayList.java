package java.util.concurrent;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A list whose every change copies its array (ironpf runtime library). Each operation reads
 * or replaces the array in one atomic step (ironpf.Threads.enterAtomic), so reads never block,
 * as in the JDK. The operations that run user code besides equals (removeIf, replaceAll, sort
 * with a comparator, removeAll, retainAll, containsAll, addAllAbsent) hold the list's update
 * right (KeyLocks) while that code runs outside any step, so no other change falls between
 * its reading and its writing the array (the JDK holds the list's lock); other threads' reads
 * go on. Iterators traverse the array of their creation and do not support remove, set or add,
 * as the JDK's. Not supported (ironpf stops with exit 4): subList.
 */
public class CopyOnWriteArrayList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private transient Object[] array;
    private transient KeyLocks locks = new KeyLocks();

    public CopyOnWriteArrayList() {
        array = new Object[0];
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        Object[] es;
        if (c.getClass() == CopyOnWriteArrayList.class) {
            es = ((CopyOnWriteArrayList<?>) c).getArray();
        } else {
            es = c.toArray();
            if (es.getClass() != Object[].class) {
                es = Arrays.copyOf(es, es.length, Object[].class);
            }
        }
        array = es;
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        array = Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class);
    }

    // ---- atomic steps

    private static void end() {
        ironpf.Threads.exitAtomic();
    }

    /** The array, read in one step. */
    final Object[] getArray() {
        ironpf.Threads.enterAtomic(this);
        Object[] a = array;
        end();
        return a;
    }

    /** Enters the atomic step of a change, once no other thread holds the update right. */
    private void beginChange() {
        locks.enterWhenFree(this, this);
    }

    /** Takes the update right (for a change that runs user code) and returns the array. */
    private Object[] holdRight() {
        beginChange();
        locks.take(this);
        Object[] a = array;
        end();
        return a;
    }

    /** Sets the array (when not null) and gives the update right back, in one step. */
    private void releaseRight(Object[] newArray) {
        ironpf.Threads.enterAtomic(this);
        if (newArray != null) {
            array = newArray;
        }
        boolean wake = locks.release(this);
        end();
        if (wake) {
            locks.wake();
        }
    }

    // ---- reads

    public int size() {
        return getArray().length;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    private static int indexOfRange(Object o, Object[] es, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Objects.equals(o, es[i])) {
                return i;
            }
        }
        return -1;
    }

    private static int lastIndexOfRange(Object o, Object[] es, int from, int to) {
        for (int i = to - 1; i >= from; i--) {
            if (Objects.equals(o, es[i])) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public int indexOf(Object o) {
        ironpf.Threads.enterAtomic(this);
        try {
            Object[] es = array;
            return indexOfRange(o, es, 0, es.length);
        } finally {
            end();
        }
    }

    public int indexOf(E e, int index) {
        ironpf.Threads.enterAtomic(this);
        try {
            Object[] es = array;
            return indexOfRange(e, es, index, es.length);
        } finally {
            end();
        }
    }

    public int lastIndexOf(Object o) {
        ironpf.Threads.enterAtomic(this);
        try {
            Object[] es = array;
            return lastIndexOfRange(o, es, 0, es.length);
        } finally {
            end();
        }
    }

    public int lastIndexOf(E e, int index) {
        ironpf.Threads.enterAtomic(this);
        try {
            Object[] es = array;
            return lastIndexOfRange(e, es, 0, index + 1);
        } finally {
            end();
        }
    }

    @SuppressWarnings("unchecked")
    public E get(int index) {
        ironpf.Threads.enterAtomic(this);
        try {
            return (E) array[index];
        } finally {
            end();
        }
    }

    public Object[] toArray() {
        return getArray().clone();
    }

    public <T> T[] toArray(T[] a) {
        return ItemArray.toArray(getArray(), a);
    }

    public Object clone() {
        try {
            @SuppressWarnings("unchecked")
            CopyOnWriteArrayList<E> clone = (CopyOnWriteArrayList<E>) super.clone();
            clone.array = getArray();
            clone.locks = new KeyLocks();
            return clone;
        } catch (CloneNotSupportedException e) {
            throw new InternalError();
        }
    }

    public String toString() {
        ironpf.Threads.enterAtomic(this);
        try {
            return Arrays.toString(array);
        } finally {
            end();
        }
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        Iterator<?> it = ((List<?>) o).iterator();
        for (Object element : getArray()) {
            if (!it.hasNext() || !Objects.equals(element, it.next())) {
                return false;
            }
        }
        return !it.hasNext();
    }

    public int hashCode() {
        ironpf.Threads.enterAtomic(this);
        try {
            int h = 1;
            for (Object x : array) {
                h = 31 * h + (x == null ? 0 : x.hashCode());
            }
            return h;
        } finally {
            end();
        }
    }

    public void forEach(Consumer<? super E> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Object x : getArray()) {
            @SuppressWarnings("unchecked")
            E e = (E) x;
            action.accept(e);
        }
    }

    /** A snapshot of the list when the spliterator is made. */
    @Override
    public java.util.Spliterator<E> spliterator() {
        return java.util.Spliterators.spliterator(getArray(),
                java.util.Spliterator.IMMUTABLE | java.util.Spliterator.ORDERED);
    }

    public Iterator<E> iterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] es = getArray();
        if (index < 0 || index > es.length) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + es.length);
        }
        return new COWIterator<E>(es, index);
    }

    public List<E> subList(int fromIndex, int toIndex) {
        throw ironpf.Unsupported.fail("CopyOnWriteArrayList.subList");
    }

    // ---- changes in one step

    @SuppressWarnings("unchecked")
    public E set(int index, E element) {
        beginChange();
        try {
            Object[] es = array;
            E oldValue = (E) es[index];
            if (oldValue != element) {
                es = es.clone();
                es[index] = element;
                array = es;
            }
            return oldValue;
        } finally {
            end();
        }
    }

    public boolean add(E e) {
        beginChange();
        try {
            Object[] es = array;
            int len = es.length;
            es = Arrays.copyOf(es, len + 1);
            es[len] = e;
            array = es;
            return true;
        } finally {
            end();
        }
    }

    public void add(int index, E element) {
        beginChange();
        try {
            Object[] es = array;
            int len = es.length;
            if (index > len || index < 0) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + len);
            }
            Object[] newElements = new Object[len + 1];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(es, index, newElements, index + 1, len - index);
            newElements[index] = element;
            array = newElements;
        } finally {
            end();
        }
    }

    @SuppressWarnings("unchecked")
    public E remove(int index) {
        beginChange();
        try {
            Object[] es = array;
            int len = es.length;
            E oldValue = (E) es[index];
            Object[] newElements = new Object[len - 1];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(es, index + 1, newElements, index, len - index - 1);
            array = newElements;
            return oldValue;
        } finally {
            end();
        }
    }

    public boolean remove(Object o) {
        beginChange();
        try {
            Object[] es = array;
            int index = indexOfRange(o, es, 0, es.length);
            if (index < 0) {
                return false;
            }
            Object[] newElements = new Object[es.length - 1];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(es, index + 1, newElements, index, es.length - index - 1);
            array = newElements;
            return true;
        } finally {
            end();
        }
    }

    public boolean addIfAbsent(E e) {
        beginChange();
        try {
            Object[] es = array;
            if (indexOfRange(e, es, 0, es.length) >= 0) {
                return false;
            }
            es = Arrays.copyOf(es, es.length + 1);
            es[es.length - 1] = e;
            array = es;
            return true;
        } finally {
            end();
        }
    }

    public void clear() {
        beginChange();
        array = new Object[0];
        end();
    }

    public boolean addAll(Collection<? extends E> c) {
        Object[] cs = (c.getClass() == CopyOnWriteArrayList.class)
                ? ((CopyOnWriteArrayList<?>) c).getArray()
                : c.toArray();
        if (cs.length == 0) {
            return false;
        }
        beginChange();
        try {
            Object[] es = array;
            Object[] newElements = Arrays.copyOf(es, es.length + cs.length);
            System.arraycopy(cs, 0, newElements, es.length, cs.length);
            array = newElements;
            return true;
        } finally {
            end();
        }
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        Object[] cs = c.toArray();
        beginChange();
        try {
            Object[] es = array;
            int len = es.length;
            if (index > len || index < 0) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + len);
            }
            if (cs.length == 0) {
                return false;
            }
            Object[] newElements = new Object[len + cs.length];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(cs, 0, newElements, index, cs.length);
            System.arraycopy(es, index, newElements, index + cs.length, len - index);
            array = newElements;
            return true;
        } finally {
            end();
        }
    }

    // ---- changes that run user code, holding the update right

    public boolean containsAll(Collection<?> c) {
        Object[] es = getArray();
        for (Object e : c) {
            if (indexOfRange(e, es, 0, es.length) < 0) {
                return false;
            }
        }
        return true;
    }

    public int addAllAbsent(Collection<? extends E> c) {
        Object[] cs = c.toArray();
        if (cs.length == 0) {
            return 0;
        }
        beginChange();
        try {
            Object[] es = array;
            int len = es.length;
            int added = 0;
            for (int i = 0; i < cs.length; ++i) {
                Object e = cs[i];
                if (indexOfRange(e, es, 0, len) < 0 && indexOfRange(e, cs, 0, added) < 0) {
                    cs[added++] = e;
                }
            }
            if (added > 0) {
                Object[] newElements = Arrays.copyOf(es, len + added);
                System.arraycopy(cs, 0, newElements, len, added);
                array = newElements;
            }
            return added;
        } finally {
            end();
        }
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> c.contains(e));
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> !c.contains(e));
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    @SuppressWarnings("unchecked")
    private boolean bulkRemove(Predicate<? super E> filter) {
        Object[] es = holdRight();
        Object[] kept = null;
        try {
            Object[] out = new Object[es.length];
            int n = 0;
            for (Object x : es) {
                if (!filter.test((E) x)) {
                    out[n++] = x;
                }
            }
            if (n != es.length) {
                kept = Arrays.copyOf(out, n);
            }
        } finally {
            releaseRight(kept);
        }
        return kept != null;
    }

    @SuppressWarnings("unchecked")
    public void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        Object[] es = holdRight();
        Object[] replaced = null;
        try {
            Object[] out = es.clone();
            for (int i = 0; i < out.length; i++) {
                out[i] = operator.apply((E) out[i]);
            }
            replaced = out;
        } finally {
            releaseRight(replaced);
        }
    }

    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        Object[] es = holdRight();
        Object[] sorted = null;
        try {
            Object[] out = es.clone();
            Arrays.sort(out, (Comparator<Object>) c);
            sorted = out;
        } finally {
            releaseRight(sorted);
        }
    }

    /** An iterator over the array of its creation: no remove, set or add. */
    static final class COWIterator<E> implements ListIterator<E> {
        private final Object[] snapshot;
        private int cursor;

        COWIterator(Object[] es, int initialCursor) {
            cursor = initialCursor;
            snapshot = es;
        }

        public boolean hasNext() {
            return cursor < snapshot.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[cursor++];
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            if (!hasPrevious()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (cursor < snapshot.length) {
                @SuppressWarnings("unchecked")
                E e = (E) snapshot[cursor++];
                action.accept(e);
            }
        }
    }
}
