package java.util.function;

public interface LongSupplier {
    long getAsLong();
}
