package java.lang;

import java.util.function.Supplier;

/**
 * Thread-local variable. ironpf runs a single thread, so one value per variable suffices.
 */
public class ThreadLocal<T> {

    private T value;

    private boolean present;

    public ThreadLocal() {
    }

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        return new ThreadLocal<S>() {
            protected S initialValue() {
                return supplier.get();
            }
        };
    }

    public T get() {
        if (!present) {
            value = initialValue();
            present = true;
        }
        return value;
    }

    public void set(T value) {
        this.value = value;
        this.present = true;
    }

    public void remove() {
        this.value = null;
        this.present = false;
    }
}
