package java.util.concurrent.atomic;

/**
 * A reference with an int stamp, updated together atomically (ironpf runtime library): the
 * pair is one immutable object in one field, so a read of both is one access; updates run in
 * one step of the scheduler (ironpf.Threads.enterAtomic). Comparisons of references are by
 * identity, as in the JDK.
 */
public class AtomicStampedReference<V> {
    private static final class Pair<T> {
        final T reference;
        final int stamp;

        Pair(T reference, int stamp) {
            this.reference = reference;
            this.stamp = stamp;
        }
    }

    private volatile Pair<V> pair;

    public AtomicStampedReference(V initialRef, int initialStamp) {
        pair = new Pair<>(initialRef, initialStamp);
    }

    public V getReference() {
        return pair.reference;
    }

    public int getStamp() {
        return pair.stamp;
    }

    public V get(int[] stampHolder) {
        Pair<V> p = pair;
        stampHolder[0] = p.stamp;
        return p.reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        return compareAndSet(expectedReference, newReference, expectedStamp, newStamp);
    }

    public boolean compareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        ironpf.Threads.enterAtomic(this);
        try {
            Pair<V> p = pair;
            if (p.reference != expectedReference || p.stamp != expectedStamp) {
                return false;
            }
            if (p.reference != newReference || p.stamp != newStamp) {
                pair = new Pair<>(newReference, newStamp);
            }
            return true;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public void set(V newReference, int newStamp) {
        pair = new Pair<>(newReference, newStamp);
    }

    public boolean attemptStamp(V expectedReference, int newStamp) {
        ironpf.Threads.enterAtomic(this);
        try {
            Pair<V> p = pair;
            if (p.reference != expectedReference) {
                return false;
            }
            if (p.stamp != newStamp) {
                pair = new Pair<>(expectedReference, newStamp);
            }
            return true;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }
}
