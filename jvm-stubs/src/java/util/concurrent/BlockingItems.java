package java.util.concurrent;

import java.util.Collection;
import java.util.function.Predicate;

/**
 * The state and blocking operations of ArrayBlockingQueue and LinkedBlockingQueue (ironpf
 * runtime library): the elements, the capacity, and the waits on the queue's monitor, which
 * the caller holds for every method here. Every change notifies all waiters (each re-checks;
 * which waiter gets a freed slot or a new element is a choice among them, a superset of the
 * JDK's orders). A timed offer or poll may time out at any point; woken without success it
 * gives up (the JDK's waits on until its deadline: the same outcomes, since the woken thread
 * may also re-enter the monitor at any later point, and a timeout may come at any point). Each
 * operation is one
 * step (ironpf.Guarded) but those that run user code (drainTo's add, removeIf's filter);
 * equals, which remove and contains call, is taken to touch nothing shared.
 */
final class BlockingItems {
    private final Object monitor;
    final int capacity;
    final ItemArray items;

    BlockingItems(Object monitor, int capacity, int initial) {
        this.monitor = monitor;
        this.capacity = capacity;
        this.items = new ItemArray(initial);
    }

    private void changed() {
        monitor.notifyAll();
    }

    private void enqueue(Object e) {
        items.add(e);
        changed();
    }

    Object dequeue() {
        Object x = items.removeAt(0);
        changed();
        return x;
    }

    boolean offer(Object e) {
        ironpf.Guarded.begin();
        try {
            if (e == null) {
                throw new NullPointerException();
            }
            if (items.count == capacity) {
                return false;
            }
            enqueue(e);
            return true;
        } finally {
            ironpf.Guarded.end();
        }
    }

    void put(Object e) throws InterruptedException {
        ironpf.Guarded.begin();
        try {
            if (e == null) {
                throw new NullPointerException();
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            while (items.count == capacity) {
                ironpf.Guarded.await(monitor);
            }
            enqueue(e);
        } finally {
            ironpf.Guarded.end();
        }
    }

    boolean offer(Object e, long timeout, TimeUnit unit) throws InterruptedException {
        ironpf.Guarded.begin();
        try {
            if (e == null) {
                throw new NullPointerException();
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (items.count == capacity) {
                if (timeout <= 0) {
                    return false;
                }
                // one wait: see the class comment
                ironpf.Guarded.await(monitor, unit.toMillis(timeout));
                if (items.count == capacity) {
                    return false;
                }
            }
            enqueue(e);
            return true;
        } finally {
            ironpf.Guarded.end();
        }
    }

    Object poll() {
        ironpf.Guarded.begin();
        try {
            return items.count == 0 ? null : dequeue();
        } finally {
            ironpf.Guarded.end();
        }
    }

    Object take() throws InterruptedException {
        ironpf.Guarded.begin();
        try {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            while (items.count == 0) {
                ironpf.Guarded.await(monitor);
            }
            return dequeue();
        } finally {
            ironpf.Guarded.end();
        }
    }

    Object poll(long timeout, TimeUnit unit) throws InterruptedException {
        ironpf.Guarded.begin();
        try {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (items.count == 0) {
                if (timeout <= 0) {
                    return null;
                }
                // one wait: see the class comment
                ironpf.Guarded.await(monitor, unit.toMillis(timeout));
                if (items.count == 0) {
                    return null;
                }
            }
            return dequeue();
        } finally {
            ironpf.Guarded.end();
        }
    }

    Object peek() {
        ironpf.Guarded.begin();
        try {
            return items.count == 0 ? null : items.get(0);
        } finally {
            ironpf.Guarded.end();
        }
    }

    int remainingCapacity() {
        ironpf.Guarded.begin();
        try {
            return capacity - items.count;
        } finally {
            ironpf.Guarded.end();
        }
    }

    boolean remove(Object o) {
        ironpf.Guarded.begin();
        try {
            int i = items.indexOf(o);
            if (i < 0) {
                return false;
            }
            items.removeAt(i);
            changed();
            return true;
        } finally {
            ironpf.Guarded.end();
        }
    }

    void removeSame(Object o) {
        ironpf.Guarded.begin();
        try {
            int i = items.indexOfSame(o);
            if (i >= 0) {
                items.removeAt(i);
                changed();
            }
        } finally {
            ironpf.Guarded.end();
        }
    }

    boolean removeIf(Predicate<Object> filter) {
        if (filter == null) {
            throw new NullPointerException();
        }
        boolean any = items.removeIf(filter);
        if (any) {
            changed();
        }
        return any;
    }

    void clear() {
        ironpf.Guarded.begin();
        try {
            if (items.count > 0) {
                items.clear();
                changed();
            }
        } finally {
            ironpf.Guarded.end();
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    int drainTo(Collection c, int max, Object self) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == self) {
            throw new IllegalArgumentException();
        }
        if (max <= 0) {
            return 0;
        }
        int n = Math.min(max, items.count);
        for (int i = 0; i < n; i++) {
            c.add(items.get(0));
            items.removeAt(0);
        }
        if (n > 0) {
            changed();
        }
        return n;
    }
}
