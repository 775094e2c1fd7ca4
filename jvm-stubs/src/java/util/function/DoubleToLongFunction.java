package java.util.function;

public interface DoubleToLongFunction {
    long applyAsLong(double value);
}
