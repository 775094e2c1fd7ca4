package java.lang.ref;

/** A reference the collector never clears (ironpf keeps no memory pressure). */
public class SoftReference<T> {
    private final T referent;

    public SoftReference(T referent) {
        this.referent = referent;
    }

    public T get() {
        return referent;
    }
}
