package java.lang;

import java.util.Map;
import java.util.function.Supplier;

/** Thread-local variable: each thread keeps its values in a map of its Thread object. */
public class ThreadLocal<T> {

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

    @SuppressWarnings("unchecked")
    public T get() {
        Map<ThreadLocal<?>, Object> values = Thread.currentThread().threadLocals();
        if (!values.containsKey(this)) {
            T v = initialValue();
            values.put(this, v);
            return v;
        }
        return (T) values.get(this);
    }

    public void set(T value) {
        Thread.currentThread().threadLocals().put(this, value);
    }

    public void remove() {
        Thread.currentThread().threadLocals().remove(this);
    }
}
