package java.util.function;

public interface DoubleToIntFunction {
    int applyAsInt(double value);
}
