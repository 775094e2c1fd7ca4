package ironpf.groovy;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Groovy 2.4's number arithmetic (NumberMath): the operands are promoted to Double when
 * either is a Float or Double, else BigDecimal when either is one, else Long, else Integer.
 * Division of integers yields a BigDecimal.
 */
public final class Numbers {
    private Numbers() {
    }

    private static final int INTEGER = 0;
    private static final int LONG = 1;
    private static final int BIG_DECIMAL = 2;
    private static final int DOUBLE = 3;

    private static int kind(Number n) {
        if (n instanceof Double || n instanceof Float) return DOUBLE;
        if (n instanceof BigDecimal) return BIG_DECIMAL;
        if (n instanceof Long) return LONG;
        if (n instanceof Integer || n instanceof Short || n instanceof Byte) return INTEGER;
        throw new UnsupportedOperationException("ironpf: arithmetic on " + n.getClass().getName() + " is not supported");
    }

    private static int kind(Number a, Number b) {
        return Math.max(kind(a), kind(b));
    }

    public static BigDecimal toBigDecimal(Number n) {
        if (n instanceof BigDecimal) return (BigDecimal) n;
        if (n instanceof Double || n instanceof Float) return new BigDecimal(n.toString());
        return BigDecimal.valueOf(n.longValue());
    }

    public static Number plus(Number a, Number b) {
        switch (kind(a, b)) {
            case INTEGER:
                return Integer.valueOf(a.intValue() + b.intValue());
            case LONG:
                return Long.valueOf(a.longValue() + b.longValue());
            case BIG_DECIMAL:
                return toBigDecimal(a).add(toBigDecimal(b));
            default:
                return Double.valueOf(a.doubleValue() + b.doubleValue());
        }
    }

    public static Number minus(Number a, Number b) {
        switch (kind(a, b)) {
            case INTEGER:
                return Integer.valueOf(a.intValue() - b.intValue());
            case LONG:
                return Long.valueOf(a.longValue() - b.longValue());
            case BIG_DECIMAL:
                return toBigDecimal(a).subtract(toBigDecimal(b));
            default:
                return Double.valueOf(a.doubleValue() - b.doubleValue());
        }
    }

    public static Number multiply(Number a, Number b) {
        switch (kind(a, b)) {
            case INTEGER:
                return Integer.valueOf(a.intValue() * b.intValue());
            case LONG:
                return Long.valueOf(a.longValue() * b.longValue());
            case BIG_DECIMAL:
                return toBigDecimal(a).multiply(toBigDecimal(b));
            default:
                return Double.valueOf(a.doubleValue() * b.doubleValue());
        }
    }

    public static Number div(Number a, Number b) {
        if (kind(a, b) == DOUBLE) return Double.valueOf(a.doubleValue() / b.doubleValue());
        BigDecimal left = toBigDecimal(a);
        BigDecimal right = toBigDecimal(b);
        if (right.signum() == 0) throw new ArithmeticException("Division by zero");
        try {
            return left.divide(right);
        } catch (ArithmeticException e) {
            int precision = Math.max(left.precision(), right.precision()) + 10;
            BigDecimal result = left.divide(right, new MathContext(precision));
            int scale = Math.max(Math.max(left.scale(), right.scale()), 10);
            if (result.scale() > scale) result = result.setScale(scale, RoundingMode.HALF_UP);
            return result;
        }
    }

    public static Number intdiv(Number a, Number b) {
        switch (kind(a, b)) {
            case INTEGER:
                return Integer.valueOf(a.intValue() / b.intValue());
            case LONG:
                return Long.valueOf(a.longValue() / b.longValue());
            default:
                throw new UnsupportedOperationException("Cannot use intdiv() on non-integral numbers");
        }
    }

    public static Number mod(Number a, Number b) {
        switch (kind(a, b)) {
            case INTEGER:
                return Integer.valueOf(a.intValue() % b.intValue());
            case LONG:
                return Long.valueOf(a.longValue() % b.longValue());
            case BIG_DECIMAL:
                return toBigDecimal(a).remainder(toBigDecimal(b));
            default:
                return Double.valueOf(a.doubleValue() % b.doubleValue());
        }
    }

    public static Number power(Number a, Number b) {
        int k = kind(a);
        if ((k == INTEGER || k == LONG) && kind(b) <= LONG && b.longValue() >= 0) {
            long base = a.longValue();
            long exp = b.longValue();
            long result = 1;
            boolean overflow = false;
            for (long i = 0; i < exp; i++) {
                long next = result * base;
                if (base != 0 && next / base != result) {
                    overflow = true;
                    break;
                }
                result = next;
            }
            if (overflow) throw new UnsupportedOperationException("ironpf: ** beyond the long range is not supported");
            if (k == INTEGER && kind(b) == INTEGER && result >= Integer.MIN_VALUE && result <= Integer.MAX_VALUE) {
                return Integer.valueOf((int) result);
            }
            return Long.valueOf(result);
        }
        if (k == BIG_DECIMAL && kind(b) == INTEGER && b.intValue() >= 0) {
            return ((BigDecimal) a).pow(b.intValue());
        }
        return Double.valueOf(Math.pow(a.doubleValue(), b.doubleValue()));
    }

    public static int compareTo(Number a, Number b) {
        switch (kind(a, b)) {
            case INTEGER:
                return Integer.compare(a.intValue(), b.intValue());
            case LONG:
                return Long.compare(a.longValue(), b.longValue());
            case BIG_DECIMAL:
                return toBigDecimal(a).compareTo(toBigDecimal(b));
            default:
                return Double.compare(a.doubleValue(), b.doubleValue());
        }
    }

    public static Number negate(Number a) {
        if (a instanceof Integer) return Integer.valueOf(-a.intValue());
        if (a instanceof Long) return Long.valueOf(-a.longValue());
        if (a instanceof BigDecimal) return ((BigDecimal) a).negate();
        if (a instanceof Float) return Float.valueOf(-a.floatValue());
        if (a instanceof Short) return Short.valueOf((short) -a.shortValue());
        if (a instanceof Byte) return Byte.valueOf((byte) -a.byteValue());
        return Double.valueOf(-a.doubleValue());
    }

    public static Number abs(Number a) {
        return compareTo(a, Integer.valueOf(0)) < 0 ? negate(a) : a;
    }
}
