package java.util.function;

public interface ObjLongConsumer<T> {
    void accept(T t, long value);
}
