package java.util.function;

public interface Supplier<T> {
    T get();
}
