package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Circular-array deque. Capacity and growth follow the JDK (16 + 1 slots by default, one slot
 * always free, growth by 2 + capacity below 64 and by half above), so that iterators detect
 * concurrent modification in the same situations as the JDK's.
 */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable, java.io.Serializable {
    transient Object[] elements;
    transient int head;
    transient int tail;

    public ArrayDeque() {
        elements = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[(numElements < 1) ? 1 : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE : numElements + 1];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        copyElements(c);
    }

    private void grow(int needed) {
        int oldCapacity = elements.length;
        int jump = (oldCapacity < 64) ? (oldCapacity + 2) : (oldCapacity >> 1);
        int newCapacity = oldCapacity + Math.max(jump, needed);
        if (newCapacity < 0) {
            throw new IllegalStateException("Sorry, deque too big");
        }
        Object[] es = Arrays.copyOf(elements, newCapacity);
        elements = es;
        // if the contents wrapped around, move the front part to the end of the new array
        if (tail < head || (tail == head && es[head] != null)) {
            int newSpace = newCapacity - oldCapacity;
            System.arraycopy(es, head, es, head + newSpace, oldCapacity - head);
            for (int i = head, to = (head += newSpace); i < to; i++) {
                es[i] = null;
            }
        }
    }

    static int inc(int i, int modulus) {
        if (++i >= modulus) {
            i = 0;
        }
        return i;
    }

    static int dec(int i, int modulus) {
        if (--i < 0) {
            i = modulus - 1;
        }
        return i;
    }

    static int sub(int i, int j, int modulus) {
        if ((i -= j) < 0) {
            i += modulus;
        }
        return i;
    }

    @SuppressWarnings("unchecked")
    static <E> E elementAt(Object[] es, int i) {
        return (E) es[i];
    }

    static <E> E nonNullElementAt(Object[] es, int i) {
        E e = elementAt(es, i);
        if (e == null) {
            throw new ConcurrentModificationException();
        }
        return e;
    }

    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Object[] es = elements;
        head = dec(head, es.length);
        es[head] = e;
        if (head == tail) {
            grow(1);
        }
    }

    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Object[] es = elements;
        es[tail] = e;
        tail = inc(tail, es.length);
        if (head == tail) {
            grow(1);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        int s = size();
        int needed = s + c.size() + 1 - elements.length;
        if (needed > 0) {
            grow(needed);
        }
        copyElements(c);
        return size() > s;
    }

    private void copyElements(Collection<? extends E> c) {
        for (E e : c) {
            addLast(e);
        }
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E pollFirst() {
        Object[] es = elements;
        int h = head;
        E e = elementAt(es, h);
        if (e != null) {
            es[h] = null;
            head = inc(h, es.length);
        }
        return e;
    }

    public E pollLast() {
        Object[] es = elements;
        int t = dec(tail, es.length);
        E e = elementAt(es, t);
        if (e != null) {
            es[t] = null;
            tail = t;
        }
        return e;
    }

    public E getFirst() {
        E e = elementAt(elements, head);
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        Object[] es = elements;
        E e = elementAt(es, dec(tail, es.length));
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E peekFirst() {
        return elementAt(elements, head);
    }

    public E peekLast() {
        Object[] es = elements;
        return elementAt(es, dec(tail, es.length));
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            Object[] es = elements;
            for (int i = head; i != tail; i = inc(i, es.length)) {
                if (o.equals(es[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            Object[] es = elements;
            for (int i = tail; i != head; ) {
                i = dec(i, es.length);
                if (o.equals(es[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    /**
     * Removes the element at index i, shifting whichever side is shorter. Returns true if the
     * elements after i moved one slot back (towards the head side of i).
     */
    boolean delete(int i) {
        Object[] es = elements;
        int capacity = es.length;
        int h = head;
        int t = tail;
        int front = sub(i, h, capacity);
        int back = sub(t, i, capacity) - 1;
        if (front < back) {
            // move the front elements one slot forward
            for (int k = i; k != h; ) {
                int prev = dec(k, capacity);
                es[k] = es[prev];
                k = prev;
            }
            es[h] = null;
            head = inc(h, capacity);
            return false;
        } else {
            // move the back elements one slot backward
            int newTail = dec(t, capacity);
            for (int k = i; k != newTail; ) {
                int next = inc(k, capacity);
                es[k] = es[next];
                k = next;
            }
            es[newTail] = null;
            tail = newTail;
            return true;
        }
    }

    public int size() {
        return sub(tail, head, elements.length);
    }

    public boolean isEmpty() {
        return head == tail;
    }

    public Iterator<E> iterator() {
        return new DeqIterator();
    }

    public Iterator<E> descendingIterator() {
        return new DescendingIterator();
    }

    private class DeqIterator implements Iterator<E> {
        int cursor;
        int remaining = size();
        int lastRet = -1;

        DeqIterator() {
            cursor = head;
        }

        public final boolean hasNext() {
            return remaining > 0;
        }

        public E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            Object[] es = elements;
            E e = nonNullElementAt(es, cursor);
            lastRet = cursor;
            cursor = inc(cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (leftShifted) {
                cursor = dec(cursor, elements.length);
            }
        }

        public final void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            postDelete(delete(lastRet));
            lastRet = -1;
        }
    }

    private class DescendingIterator extends DeqIterator {
        DescendingIterator() {
            cursor = dec(tail, elements.length);
        }

        public final E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            Object[] es = elements;
            E e = nonNullElementAt(es, cursor);
            lastRet = cursor;
            cursor = dec(cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (!leftShifted) {
                cursor = inc(cursor, elements.length);
            }
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        Object[] es = elements;
        int end = tail;
        for (int i = head; i != end; i = inc(i, es.length)) {
            action.accept(elementAt(es, i));
        }
        if (end != tail) {
            throw new ConcurrentModificationException();
        }
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

    /** Removes matching elements, compacting the survivors towards the head. */
    private boolean bulkRemove(Predicate<? super E> filter) {
        Object[] es = elements;
        int capacity = es.length;
        int n = size();
        boolean[] dead = new boolean[n];
        boolean any = false;
        for (int k = 0, i = head; k < n; k++, i = inc(i, capacity)) {
            if (filter.test(elementAt(es, i))) {
                dead[k] = true;
                any = true;
            }
        }
        if (!any) {
            return false;
        }
        int w = head;
        for (int k = 0, i = head; k < n; k++, i = inc(i, capacity)) {
            if (!dead[k]) {
                es[w] = es[i];
                w = inc(w, capacity);
            }
        }
        for (int i = w; i != tail; i = inc(i, capacity)) {
            es[i] = null;
        }
        tail = w;
        return true;
    }

    public boolean contains(Object o) {
        if (o != null) {
            Object[] es = elements;
            for (int i = head; i != tail; i = inc(i, es.length)) {
                if (o.equals(es[i])) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        Object[] es = elements;
        for (int i = head; i != tail; i = inc(i, es.length)) {
            es[i] = null;
        }
        head = 0;
        tail = 0;
    }

    public Object[] toArray() {
        Object[] a = new Object[size()];
        int k = 0;
        Object[] es = elements;
        for (int i = head; i != tail; i = inc(i, es.length)) {
            a[k++] = es[i];
        }
        return a;
    }

    public <T> T[] toArray(T[] a) {
        int size = size();
        T[] r = (a.length >= size) ? a : ArraySupport.newArrayLike(a, size);
        Object[] dst = r;
        Object[] es = elements;
        int k = 0;
        for (int i = head; i != tail; i = inc(i, es.length)) {
            dst[k++] = es[i];
        }
        if (r == a && a.length > size) {
            a[size] = null;
        }
        return r;
    }

    @SuppressWarnings("unchecked")
    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = Arrays.copyOf(elements, elements.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new RuntimeException(e);
        }
    }
}
