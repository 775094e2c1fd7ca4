package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Binary min-heap in an array. Sift-up/sift-down, heapify and removal at an index follow the
 * JDK's algorithms, so the array order (seen by iteration, toString and toArray) is the JDK's.
 */
public class PriorityQueue<E> extends AbstractQueue<E> implements java.io.Serializable {
    private static final int DEFAULT_INITIAL_CAPACITY = 11;

    transient Object[] queue;
    int size;
    private final Comparator<? super E> comparator;
    transient int modCount;

    public PriorityQueue() {
        this(DEFAULT_INITIAL_CAPACITY, null);
    }

    public PriorityQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityQueue(Comparator<? super E> comparator) {
        this(DEFAULT_INITIAL_CAPACITY, comparator);
    }

    public PriorityQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        this.queue = new Object[initialCapacity];
        this.comparator = comparator;
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(Collection<? extends E> c) {
        if (c instanceof SortedSet<?>) {
            SortedSet<? extends E> ss = (SortedSet<? extends E>) c;
            this.comparator = (Comparator<? super E>) ss.comparator();
            initElementsFromCollection(ss);
        } else if (c instanceof PriorityQueue<?>) {
            PriorityQueue<? extends E> pq = (PriorityQueue<? extends E>) c;
            this.comparator = (Comparator<? super E>) pq.comparator();
            initFromPriorityQueue(pq);
        } else {
            this.comparator = null;
            initFromCollection(c);
        }
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(PriorityQueue<? extends E> c) {
        this.comparator = (Comparator<? super E>) c.comparator();
        initFromPriorityQueue(c);
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(SortedSet<? extends E> c) {
        this.comparator = (Comparator<? super E>) c.comparator();
        initElementsFromCollection(c);
    }

    private void initFromPriorityQueue(PriorityQueue<? extends E> c) {
        if (c.getClass() == PriorityQueue.class) {
            Object[] es = c.toArray();
            this.queue = ensureNonEmpty(es);
            this.size = c.size();
        } else {
            initFromCollection(c);
        }
    }

    /** Copies the elements in iteration order (a valid heap when they come sorted). */
    private void initElementsFromCollection(Collection<? extends E> c) {
        Object[] es = c.toArray();
        int len = es.length;
        if (c.getClass() != ArrayList.class) {
            es = Arrays.copyOf(es, len, Object[].class);
        }
        if (len == 1 || this.comparator != null) {
            for (Object e : es) {
                if (e == null) {
                    throw new NullPointerException();
                }
            }
        }
        this.queue = ensureNonEmpty(es);
        this.size = len;
    }

    private void initFromCollection(Collection<? extends E> c) {
        initElementsFromCollection(c);
        heapify();
    }

    private static Object[] ensureNonEmpty(Object[] es) {
        return (es.length > 0) ? es : new Object[1];
    }

    private void grow(int minCapacity) {
        int oldCapacity = queue.length;
        int newCapacity = oldCapacity + ((oldCapacity < 64) ? (oldCapacity + 2) : (oldCapacity >> 1));
        if (newCapacity < minCapacity) {
            newCapacity = minCapacity;
        }
        queue = Arrays.copyOf(queue, newCapacity);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        modCount++;
        int i = size;
        if (i >= queue.length) {
            grow(i + 1);
        }
        siftUp(i, e);
        size = i + 1;
        return true;
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        return (E) queue[0];
    }

    private int indexOf(Object o) {
        if (o != null) {
            Object[] es = queue;
            for (int i = 0, n = size; i < n; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i == -1) {
            return false;
        }
        removeAt(i);
        return true;
    }

    /** Removes the first element identical (==) to o; used by the iterator. */
    void removeEq(Object o) {
        Object[] es = queue;
        for (int i = 0, n = size; i < n; i++) {
            if (o == es[i]) {
                removeAt(i);
                break;
            }
        }
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        return Arrays.copyOf(queue, size);
    }

    public <T> T[] toArray(T[] a) {
        int size = this.size;
        if (a.length < size) {
            T[] r = ArraySupport.newArrayLike(a, size);
            System.arraycopy(queue, 0, r, 0, size);
            return r;
        }
        System.arraycopy(queue, 0, a, 0, size);
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    private final class Itr implements Iterator<E> {
        /** Index of the next array slot to return. */
        private int cursor;
        /** Index of the last returned slot, or -1. */
        private int lastRet = -1;
        /**
         * Elements that a removal moved from the unvisited part of the array into the visited
         * part; they are returned after the array has been walked.
         */
        private ArrayDeque<E> forgetMeNot;
        /** Last element returned from forgetMeNot, or null. */
        private E lastRetElt;
        private int expectedModCount = modCount;

        Itr() {
        }

        public boolean hasNext() {
            return cursor < size || (forgetMeNot != null && !forgetMeNot.isEmpty());
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (cursor < size) {
                lastRet = cursor;
                return (E) queue[cursor++];
            }
            if (forgetMeNot != null) {
                lastRet = -1;
                lastRetElt = forgetMeNot.poll();
                if (lastRetElt != null) {
                    return lastRetElt;
                }
            }
            throw new NoSuchElementException();
        }

        public void remove() {
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (lastRet != -1) {
                E moved = PriorityQueue.this.removeAt(lastRet);
                lastRet = -1;
                if (moved == null) {
                    cursor--;
                } else {
                    if (forgetMeNot == null) {
                        forgetMeNot = new ArrayDeque<>();
                    }
                    forgetMeNot.add(moved);
                }
            } else if (lastRetElt != null) {
                PriorityQueue.this.removeEq(lastRetElt);
                lastRetElt = null;
            } else {
                throw new IllegalStateException();
            }
            expectedModCount = modCount;
        }
    }

    public int size() {
        return size;
    }

    public void clear() {
        modCount++;
        Object[] es = queue;
        for (int i = 0, n = size; i < n; i++) {
            es[i] = null;
        }
        size = 0;
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        Object[] es = queue;
        E result = (E) es[0];
        if (result != null) {
            modCount++;
            int n = --size;
            E x = (E) es[n];
            es[n] = null;
            if (n > 0) {
                siftDown(0, x);
            }
        }
        return result;
    }

    /**
     * Removes the element at index i. Returns null normally, or the element that was moved from
     * the end of the array to a position before i (the iterator must still return it).
     */
    @SuppressWarnings("unchecked")
    E removeAt(int i) {
        Object[] es = queue;
        modCount++;
        int s = --size;
        if (s == i) {
            es[i] = null;
        } else {
            E moved = (E) es[s];
            es[s] = null;
            siftDown(i, moved);
            if (es[i] == moved) {
                siftUp(i, moved);
                if (es[i] != moved) {
                    return moved;
                }
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private int cmp(Object a, Object b) {
        if (comparator == null) {
            return ((Comparable<Object>) a).compareTo(b);
        }
        return comparator.compare((E) a, (E) b);
    }

    /** Places x at index k, moving it up while it is smaller than its parent. */
    private void siftUp(int k, E x) {
        Object[] es = queue;
        if (comparator == null) {
            // natural ordering requires Comparable elements (ClassCastException otherwise)
            Comparable<?> check = (Comparable<?>) x;
        }
        while (k > 0) {
            int parent = (k - 1) >>> 1;
            Object e = es[parent];
            if (cmp(x, e) >= 0) {
                break;
            }
            es[k] = e;
            k = parent;
        }
        es[k] = x;
    }

    /** Places x at index k, moving it down while it is larger than its smaller child. */
    private void siftDown(int k, E x) {
        Object[] es = queue;
        int n = size;
        int half = n >>> 1;
        while (k < half) {
            int child = (k << 1) + 1;
            Object c = es[child];
            int right = child + 1;
            if (right < n && cmp(c, es[right]) > 0) {
                child = right;
                c = es[child];
            }
            if (cmp(x, c) <= 0) {
                break;
            }
            es[k] = c;
            k = child;
        }
        es[k] = x;
    }

    @SuppressWarnings("unchecked")
    private void heapify() {
        Object[] es = queue;
        int n = size;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(i, (E) es[i]);
        }
    }

    public Comparator<? super E> comparator() {
        return comparator;
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> c.contains(e));
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> !c.contains(e));
    }

    /** Removes matching elements keeping the survivors' array order, then re-heapifies. */
    @SuppressWarnings("unchecked")
    private boolean bulkRemove(Predicate<? super E> filter) {
        int expectedModCount = ++modCount;
        Object[] es = queue;
        int end = size;
        boolean[] dead = new boolean[end];
        boolean any = false;
        for (int i = 0; i < end; i++) {
            if (filter.test((E) es[i])) {
                dead[i] = true;
                any = true;
            }
        }
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
        if (!any) {
            return false;
        }
        int w = 0;
        for (int i = 0; i < end; i++) {
            if (!dead[i]) {
                es[w++] = es[i];
            }
        }
        for (int i = w; i < end; i++) {
            es[i] = null;
        }
        size = w;
        heapify();
        return true;
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        Object[] es = queue;
        for (int i = 0, n = size; i < n; i++) {
            action.accept((E) es[i]);
        }
        if (expectedModCount != modCount) {
            throw new ConcurrentModificationException();
        }
    }
}
