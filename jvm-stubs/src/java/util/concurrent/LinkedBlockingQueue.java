package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.function.Predicate;

/**
 * An optionally bounded blocking queue over the monitor of this object (ironpf runtime library;
 * see BlockingItems for how waits are modelled): one monitor where the JDK has a put lock and
 * a take lock, so a put and a take never overlap (each is one atomic operation either way;
 * which waiter is served first is a choice among them). Iterators and forEach traverse a snapshot
 * taken in one step (the JDK's weakly consistent iterators may also show later changes);
 * an iterator's remove takes that element out if it is still in the queue.
 */
public class LinkedBlockingQueue<E> extends AbstractQueue<E>
        implements BlockingQueue<E>, java.io.Serializable {
    private final BlockingItems q;

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        q = new BlockingItems(this, capacity, Math.min(capacity, 4));
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            if (e == null) {
                throw new NullPointerException();
            }
            boolean added;
            synchronized (this) {
                added = q.offer(e);
            }
            if (!added) {
                throw new IllegalStateException("Queue full");
            }
        }
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
