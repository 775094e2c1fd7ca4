package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;

/**
 * A queue without capacity (ironpf runtime library): each insert waits for a remove and the
 * other way round. The waiting inserts and removes are fields guarded by this object's
 * monitor; a remove takes from the waiting inserts and an insert hands its element to a
 * waiting remove, the most recent first (the JDK's stack) or, when fair, the oldest first. A
 * timed offer or poll may time out at any point (woken unmatched, it gives up: see
 * BlockingItems). Each operation is one step after entering
 * the monitor (ironpf.Guarded).
 */
public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    /** A waiting insert or remove. */
    private static final class Waiter {
        Object item;
        boolean matched;

        Waiter(Object item) {
            this.item = item;
        }
    }

    private final boolean fair;
    private final ItemArray putters = new ItemArray(2);
    private final ItemArray takers = new ItemArray(2);

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
        this.fair = fair;
    }

    /** The waiter to match next: the oldest when fair, else the newest. */
    private Waiter next(ItemArray ws) {
        Waiter w = (Waiter) ws.removeAt(fair ? 0 : ws.count - 1);
        w.matched = true;
        return w;
    }

    /** Hands {@code e} to a waiting remove; false when none waits. */
    private boolean handOff(Object e) {
        if (takers.count == 0) {
            return false;
        }
        next(takers).item = e;
        notifyAll();
        return true;
    }

    /** Takes the element of a waiting insert; null when none waits. */
    private Object takeOff() {
        if (putters.count == 0) {
            return null;
        }
        Object e = next(putters).item;
        notifyAll();
        return e;
    }

    /** Waits until {@code w} is matched (timed: or times out); whether it was matched. */
    private boolean await(ItemArray ws, Waiter w, boolean timed, long millis) throws InterruptedException {
        ws.add(w);
        try {
            if (timed) {
                // one wait: woken unmatched it gives up, as if it timed out then
                if (!w.matched) {
                    ironpf.Guarded.await(this, millis);
                }
                if (!w.matched) {
                    ws.removeAt(ws.indexOfSame(w));
                    return false;
                }
            }
            while (!w.matched) {
                ironpf.Guarded.await(this);
            }
            return true;
        } catch (InterruptedException ie) {
            ironpf.Guarded.begin();
            if (!w.matched) {
                ws.removeAt(ws.indexOfSame(w));
                throw ie;
            }
            Thread.currentThread().interrupt();
            return true;
        }
    }

    public synchronized void put(E e) throws InterruptedException {
        ironpf.Guarded.begin();
        try {
            if (e == null) {
                throw new NullPointerException();
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (!handOff(e)) {
                await(putters, new Waiter(e), false, 0);
            }
        } finally {
            ironpf.Guarded.end();
        }
    }

    public synchronized boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        ironpf.Guarded.begin();
        try {
            if (e == null) {
                throw new NullPointerException();
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (handOff(e)) {
                return true;
            }
            return timeout > 0 && await(putters, new Waiter(e), true, unit.toMillis(timeout));
        } finally {
            ironpf.Guarded.end();
        }
    }

    public synchronized boolean offer(E e) {
        ironpf.Guarded.begin();
        try {
            if (e == null) {
                throw new NullPointerException();
            }
            return handOff(e);
        } finally {
            ironpf.Guarded.end();
        }
    }

    @SuppressWarnings("unchecked")
    public synchronized E take() throws InterruptedException {
        ironpf.Guarded.begin();
        try {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            Object e = takeOff();
            if (e == null) {
                Waiter w = new Waiter(null);
                await(takers, w, false, 0);
                e = w.item;
            }
            return (E) e;
        } finally {
            ironpf.Guarded.end();
        }
    }

    @SuppressWarnings("unchecked")
    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        ironpf.Guarded.begin();
        try {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            Object e = takeOff();
            if (e == null && timeout > 0) {
                Waiter w = new Waiter(null);
                if (await(takers, w, true, unit.toMillis(timeout))) {
                    e = w.item;
                }
            }
            return (E) e;
        } finally {
            ironpf.Guarded.end();
        }
    }

    @SuppressWarnings("unchecked")
    public synchronized E poll() {
        ironpf.Guarded.begin();
        try {
            return (E) takeOff();
        } finally {
            ironpf.Guarded.end();
        }
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return Collections.emptyIterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        for (E e; n < maxElements && (e = poll()) != null; n++) {
            c.add(e);
        }
        return n;
    }
}
