package java.util.function;

public interface LongBinaryOperator {
    long applyAsLong(long left, long right);
}
