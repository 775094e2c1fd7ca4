package ironpf.groovy;

import java.math.BigDecimal;
import java.math.BigInteger;
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
    private static final int BIG_INTEGER = 2;
    private static final int BIG_DECIMAL = 3;
    private static final int DOUBLE = 4;

    private static int kind(Number n) {
        if (n instanceof Double || n instanceof Float) return DOUBLE;
        if (n instanceof BigDecimal) return BIG_DECIMAL;
        if (n instanceof Long) return LONG;
        if (n instanceof BigInteger) return BIG_INTEGER;
        if (n instanceof Integer || n instanceof Short || n instanceof Byte) return INTEGER;
        throw ironpf.Unsupported.fail("arithmetic on " + n.getClass().getName() + " is not supported");
    }

    private static int kind(Number a, Number b) {
        return Math.max(kind(a), kind(b));
    }

    public static BigDecimal toBigDecimal(Number n) {
        if (n instanceof BigDecimal) return (BigDecimal) n;
        if (n instanceof Double || n instanceof Float) return new BigDecimal(n.toString());
        if (n instanceof BigInteger) return new BigDecimal(n.toString());
        return BigDecimal.valueOf(n.longValue());
    }

    /** Groovy's toBigInteger: a BigDecimal or a floating-point value is truncated. */
    public static BigInteger toBigInteger(Number n) {
        if (n instanceof BigInteger) return (BigInteger) n;
        if (n instanceof BigDecimal) return ((BigDecimal) n).toBigInteger();
        if (n instanceof Double || n instanceof Float) return new BigDecimal(n.doubleValue()).toBigInteger();
        return BigInteger.valueOf(n.longValue());
    }

    public static Number plus(Number a, Number b) {
        switch (kind(a, b)) {
            case INTEGER:
                return Integer.valueOf(a.intValue() + b.intValue());
            case LONG:
                return Long.valueOf(a.longValue() + b.longValue());
            case BIG_INTEGER:
                return toBigInteger(a).add(toBigInteger(b));
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
            case BIG_INTEGER:
                return toBigInteger(a).subtract(toBigInteger(b));
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
            case BIG_INTEGER:
                return toBigInteger(a).multiply(toBigInteger(b));
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
            // Only a non-terminating quotient falls back to a rounded one (division by zero
            // was ruled out above; anything else must not turn into a quietly rounded result).
            String m = e.getMessage();
            if (m == null || !m.startsWith("Non-terminating decimal expansion")) throw e;
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
            case BIG_INTEGER:
                return toBigInteger(a).divide(toBigInteger(b));
            default:
                throw new UnsupportedOperationException("Cannot use intdiv() on non-integral numbers");
        }
    }

    public static Number mod(Number a, Number b) {
        int k = kind(a, b);
        if (k >= BIG_DECIMAL) throw new UnsupportedOperationException("Cannot use mod() on this number type: "
                + a.getClass().getName() + " with value: " + a);
        switch (k) {
            case INTEGER:
                return Integer.valueOf(a.intValue() % b.intValue());
            case LONG:
                return Long.valueOf(a.longValue() % b.longValue());
            case BIG_INTEGER:
                return toBigInteger(a).mod(toBigInteger(b));
            case BIG_DECIMAL:
                return toBigDecimal(a).remainder(toBigDecimal(b));
            default:
                return Double.valueOf(a.doubleValue() % b.doubleValue());
        }
    }

    /** Groovy's {@code **}: an integral base to a non-negative integral power stays an
     *  Integer (or Long, by the base) when the result fits, else becomes a BigInteger. */
    public static Number power(Number a, Number b) {
        int k = kind(a);
        if (k <= BIG_INTEGER && kind(b) <= LONG && b.longValue() >= 0) {
            BigInteger r = toBigInteger(a).pow(b.intValue());
            if (k == INTEGER && r.compareTo(BigInteger.valueOf(Integer.MIN_VALUE)) >= 0
                    && r.compareTo(BigInteger.valueOf(Integer.MAX_VALUE)) <= 0) {
                return Integer.valueOf(r.intValue());
            }
            if (k == LONG && r.compareTo(BigInteger.valueOf(Long.MIN_VALUE)) >= 0
                    && r.compareTo(BigInteger.valueOf(Long.MAX_VALUE)) <= 0) {
                return Long.valueOf(r.longValue());
            }
            return r;
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
            case BIG_INTEGER:
                return toBigInteger(a).compareTo(toBigInteger(b));
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
        if (a instanceof BigInteger) return ((BigInteger) a).negate();
        if (a instanceof Float) return Float.valueOf(-a.floatValue());
        if (a instanceof Short) return Short.valueOf((short) -a.shortValue());
        if (a instanceof Byte) return Byte.valueOf((byte) -a.byteValue());
        return Double.valueOf(-a.doubleValue());
    }

    public static Number abs(Number a) {
        return compareTo(a, Integer.valueOf(0)) < 0 ? negate(a) : a;
    }
}
