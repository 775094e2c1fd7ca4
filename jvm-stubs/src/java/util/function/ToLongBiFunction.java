package java.util.function;

public interface ToLongBiFunction<T, U> {
    long applyAsLong(T t, U u);
}
