package java.util.concurrent.atomic;

/**
 * A reference with a boolean mark, updated together atomically (ironpf runtime library): the
 * pair is one immutable object in one field, so a read of both is one access; updates run in
 * one step of the scheduler (ironpf.Threads.enterAtomic). Comparisons of references are by
 * identity, as in the JDK.
 */
public class AtomicMarkableReference<V> {
    private static final class Pair<T> {
        final T reference;
        final boolean mark;

        Pair(T reference, boolean mark) {
            this.reference = reference;
            this.mark = mark;
        }
    }

    private volatile Pair<V> pair;

    public AtomicMarkableReference(V initialRef, boolean initialMark) {
        pair = new Pair<>(initialRef, initialMark);
    }

    public V getReference() {
        return pair.reference;
    }

    public boolean isMarked() {
        return pair.mark;
    }

    public V get(boolean[] markHolder) {
        Pair<V> p = pair;
        markHolder[0] = p.mark;
        return p.reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        return compareAndSet(expectedReference, newReference, expectedMark, newMark);
    }

    public boolean compareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        ironpf.Threads.enterAtomic(this);
        try {
            Pair<V> p = pair;
            if (p.reference != expectedReference || p.mark != expectedMark) {
                return false;
            }
            if (p.reference != newReference || p.mark != newMark) {
                pair = new Pair<>(newReference, newMark);
            }
            return true;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }

    public void set(V newReference, boolean newMark) {
        pair = new Pair<>(newReference, newMark);
    }

    public boolean attemptMark(V expectedReference, boolean newMark) {
        ironpf.Threads.enterAtomic(this);
        try {
            Pair<V> p = pair;
            if (p.reference != expectedReference) {
                return false;
            }
            if (p.mark != newMark) {
                pair = new Pair<>(expectedReference, newMark);
            }
            return true;
        } finally {
            ironpf.Threads.exitAtomic();
        }
    }
}
