package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.function.Predicate;

/**
 * A bounded blocking queue over the monitor of this object (ironpf runtime library; see
 * BlockingItems for how waits are modelled). Fairness is not modelled (any waiter may be
 * served first, a superset of the fair orders). Iterators and forEach traverse a snapshot
 * taken in one step (the JDK's weakly consistent iterators may also show later changes);
 * an iterator's remove takes that element out if it is still in the queue.
 */
public class ArrayBlockingQueue<E> extends AbstractQueue<E>
        implements BlockingQueue<E>, java.io.Serializable {
    private final BlockingItems q;

    public ArrayBlockingQueue(int capacity) {
        this(capacity, false);
    }

    public ArrayBlockingQueue(int capacity, boolean fair) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        q = new BlockingItems(this, capacity, Math.min(capacity, 16));
    }

    public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c) {
        this(capacity, fair);
        for (E e : c) {
            if (e == null) {
                throw new NullPointerException();
            }
            boolean added;
            synchronized (this) {
                added = q.offer(e);
            }
            if (!added) {
                throw new IllegalArgumentException();
            }
        }
    }

    public boolean add(E e) {
        return super.add(e);
    }

    public synchronized boolean offer(E e) {
        return q.offer(e);
    }

    public synchronized void put(E e) throws InterruptedException {
        q.put(e);
    }

    public synchronized boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return q.offer(e, timeout, unit);
    }

    @SuppressWarnings("unchecked")
    public synchronized E poll() {
        return (E) q.poll();
    }

    @SuppressWarnings("unchecked")
    public synchronized E take() throws InterruptedException {
        return (E) q.take();
    }

    @SuppressWarnings("unchecked")
    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return (E) q.poll(timeout, unit);
    }

    @SuppressWarnings("unchecked")
    public synchronized E peek() {
        return (E) q.peek();
    }

    public synchronized int size() {
        return q.items.count;
    }

    public synchronized int remainingCapacity() {
        return q.remainingCapacity();
    }

    public synchronized boolean remove(Object o) {
        return q.remove(o);
    }

    public synchronized boolean contains(Object o) {
        return q.items.indexOf(o) >= 0;
    }

    public synchronized Object[] toArray() {
        return q.items.toArray();
    }

    public <T> T[] toArray(T[] a) {
        return ItemArray.toArray(toArray(), a);
    }

    public String toString() {
        return ItemArray.toString(toArray(), this);
    }

    public synchronized void clear() {
        q.clear();
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public synchronized int drainTo(Collection<? super E> c, int maxElements) {
        return q.drainTo(c, maxElements, this);
    }

    /** Weakly consistent, as the JDK's: not sized, traversed from the queue's state at the time. */
    @Override
    public java.util.Spliterator<E> spliterator() {
        return java.util.Spliterators.spliterator(this, java.util.Spliterator.CONCURRENT
                | java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL);
    }

    public Iterator<E> iterator() {
        return new ItemArray.SnapshotIterator<E>(toArray(), this::removeSame);
    }

    private synchronized void removeSame(Object o) {
        q.removeSame(o);
    }

    @SuppressWarnings("unchecked")
    public synchronized boolean removeIf(Predicate<? super E> filter) {
        return q.removeIf((Predicate<Object>) filter);
    }

    public boolean removeAll(Collection<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return removeIf(c::contains);
    }

    public boolean retainAll(Collection<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return removeIf(e -> !c.contains(e));
    }
}
