import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

/**
 * java.math.BigDecimal (and the parts of BigInteger, MathContext and RoundingMode it uses): parsing,
 * formatting, exact and rounded arithmetic, scales, comparisons, conversions and the exceptions'
 * messages. Every value stays within a long unscaled value.
 */
public class BigDecimalOps {

    static final RoundingMode[] MODES = RoundingMode.values();

    static String d(BigDecimal x) {
        return x + " [" + x.unscaledValue() + "," + x.scale() + "," + x.precision() + "]";
    }

    static String fail(RuntimeException e) {
        return e.getClass().getSimpleName() + ": " + e.getMessage();
    }

    static String unary(String op, BigDecimal a, int n, RoundingMode m) {
        try {
            if (op.equals("setScale")) {
                return d(a.setScale(n, m));
            } else if (op.equals("setScale1")) {
                return d(a.setScale(n));
            } else if (op.equals("round")) {
                return d(a.round(new MathContext(n, m)));
            } else if (op.equals("pow")) {
                return d(a.pow(n));
            } else if (op.equals("movePointLeft")) {
                return d(a.movePointLeft(n));
            } else if (op.equals("movePointRight")) {
                return d(a.movePointRight(n));
            } else if (op.equals("intValueExact")) {
                return Integer.toString(a.intValueExact());
            } else if (op.equals("longValueExact")) {
                return Long.toString(a.longValueExact());
            } else if (op.equals("toBigIntegerExact")) {
                return a.toBigIntegerExact().toString();
            }
            throw new IllegalStateException(op);
        } catch (ArithmeticException e) {
            return fail(e);
        }
    }

    static String binary(String op, BigDecimal a, BigDecimal b, int n, RoundingMode m) {
        try {
            if (op.equals("add")) {
                return d(a.add(b));
            } else if (op.equals("subtract")) {
                return d(a.subtract(b));
            } else if (op.equals("multiply")) {
                return d(a.multiply(b));
            } else if (op.equals("divide")) {
                return d(a.divide(b));
            } else if (op.equals("divideMc")) {
                return d(a.divide(b, new MathContext(n, m)));
            } else if (op.equals("divideScale")) {
                return d(a.divide(b, n, m));
            } else if (op.equals("divideMode")) {
                return d(a.divide(b, m));
            } else if (op.equals("remainder")) {
                return d(a.remainder(b));
            } else if (op.equals("divideToIntegralValue")) {
                return d(a.divideToIntegralValue(b));
            } else if (op.equals("divideAndRemainder")) {
                BigDecimal[] qr = a.divideAndRemainder(b);
                return d(qr[0]) + " " + d(qr[1]);
            } else if (op.equals("compare")) {
                return a.compareTo(b) + " " + a.equals(b) + " min " + a.min(b) + " max " + a.max(b);
            } else if (op.equals("addMc")) {
                return d(a.add(b, new MathContext(n, m)));
            } else if (op.equals("multiplyMc")) {
                return d(a.multiply(b, new MathContext(n, m)));
            }
            throw new IllegalStateException(op);
        } catch (ArithmeticException e) {
            return fail(e);
        }
    }

    static BigDecimal[] values(String... s) {
        BigDecimal[] r = new BigDecimal[s.length];
        for (int i = 0; i < s.length; i++) {
            r[i] = new BigDecimal(s[i]);
        }
        return r;
    }

    /** Groovy 2.4's BigDecimal division: exact if possible, else 10 more digits, scale >= 10. */
    static BigDecimal groovyDivide(BigDecimal left, BigDecimal right) {
        try {
            return left.divide(right);
        } catch (ArithmeticException e) {
            int precision = Math.max(left.precision(), right.precision()) + 10;
            BigDecimal result = left.divide(right, new MathContext(precision));
            int scale = Math.max(Math.max(left.scale(), right.scale()), 10);
            if (result.scale() > scale) {
                result = result.setScale(scale, BigDecimal.ROUND_HALF_UP);
            }
            return result;
        }
    }

    public static void main(String[] args) {
        System.out.println("== parse and format ==");
        String[] texts = {"1.5", "-0.25", "1E+3", "12.300", "+5", "007", "-00.0100", ".5", "5.", "0", "-0", "0.000",
            "0E+5", "0E-9", "1E-6", "1E-7", "0.000001", "0.0000001", "123E-9", "-1.23E+7", "4.0E+2", "1e5", "1.5e-3",
            "100E-2", "12.3E+7", "9223372036854775807", "-922337203685477.5807", "1E+100", "1E-100", "123456789.123",
            "0.00000000000000000000001", "1000000000000000000E+10"};
        for (String t : texts) {
            BigDecimal a = new BigDecimal(t);
            System.out.println(t + " -> " + d(a) + " plain " + a.toPlainString() + " eng " + a.toEngineeringString()
                + " signum " + a.signum() + " hash " + a.hashCode());
        }
        String[] bad = {"", "-", ".", "1.2.3", "abc", "1a", "1e", "1e+", "1E5x", "1..2", "NaN", "Infinity", " 1",
            "1,5", "12345678901234567a", "123456789012345678a", "1e99999999999", "1e+2147483648"};
        for (String t : bad) {
            try {
                System.out.println("\"" + t + "\" -> " + new BigDecimal(t));
            } catch (NumberFormatException e) {
                System.out.println("\"" + t + "\" -> " + fail(e));
            }
        }

        System.out.println("== valueOf ==");
        double[] ds = {0.0, -0.0, 1.0, 0.1, 0.2, 0.1 + 0.2, 1.5, -2.75, 100.0, 1e7, 1.0E-4, 1e-3, 1e10, 123.456, 1.0 / 3,
            2.0 / 3, Math.PI, 1e-7, 1e21, 1e22, 4.35, 1.005, 2.675, 65536.5, 1234567.0, Double.MIN_VALUE, Double.MAX_VALUE};
        for (double v : ds) {
            BigDecimal a = BigDecimal.valueOf(v);
            System.out.println(v + " -> " + d(a) + " double " + a.doubleValue() + " float " + a.floatValue());
        }
        double[] badDoubles = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double v : badDoubles) {
            try {
                System.out.println(v + " -> " + BigDecimal.valueOf(v));
            } catch (NumberFormatException e) {
                System.out.println(v + " -> " + fail(e));
            }
        }
        long[] longs = {0, 1, 7, 10, 11, -1, -123456789, Long.MAX_VALUE};
        for (long v : longs) {
            System.out.println(v + " -> " + d(BigDecimal.valueOf(v)) + " " + d(new BigDecimal(v)) + " "
                + d(BigDecimal.valueOf(v, 3)) + " " + d(BigDecimal.valueOf(v, -2)));
        }
        System.out.println(d(new BigDecimal(42)) + " " + d(new BigDecimal(-42)) + " " + d(new BigDecimal(Integer.MIN_VALUE)));
        System.out.println(d(BigDecimal.ZERO) + " " + d(BigDecimal.ONE) + " " + d(BigDecimal.TEN));
        System.out.println(d(new BigDecimal(BigInteger.valueOf(12345), 3)) + " " + d(new BigDecimal(BigInteger.TEN)));
        System.out.println(d(new BigDecimal("3.14159", new MathContext(3))) + " "
            + d(new BigDecimal(123456789L, new MathContext(4, RoundingMode.DOWN))));

        System.out.println("== unary ==");
        BigDecimal[] us = values("0", "0.00", "1", "-1", "2.5", "-2.5", "1.15", "-1.15", "1.25", "0.005", "12.300",
            "1E+3", "-7.5E-8", "123.456", "999.9995", "9999999.99", "2147483647", "2147483648", "-2147483649",
            "0.000123", "5E+9", "-1.99");
        for (BigDecimal a : us) {
            System.out.println(d(a) + ": neg " + d(a.negate()) + " abs " + d(a.abs()) + " plus " + d(a.plus())
                + " strip " + d(a.stripTrailingZeros()) + " ulp " + d(a.ulp()));
            System.out.println("  int " + a.intValue() + " long " + a.longValue() + " double " + a.doubleValue()
                + " float " + a.floatValue() + " short " + a.shortValue() + " byte " + a.byteValue()
                + " toBigInteger " + a.toBigInteger());
            System.out.println("  intValueExact " + unary("intValueExact", a, 0, null) + " longValueExact "
                + unary("longValueExact", a, 0, null) + " toBigIntegerExact " + unary("toBigIntegerExact", a, 0, null));
            for (RoundingMode m : MODES) {
                StringBuilder sb = new StringBuilder("  " + m + ":");
                for (int s = -2; s <= 4; s++) {
                    sb.append(" ").append(s).append("=").append(unary("setScale", a, s, m));
                }
                System.out.println(sb);
                sb = new StringBuilder("  round " + m + ":");
                for (int p = 0; p <= 5; p++) {
                    sb.append(" ").append(p).append("=").append(unary("round", a, p, m));
                }
                System.out.println(sb);
            }
            StringBuilder sb = new StringBuilder("  setScale:");
            for (int s = -1; s <= 4; s++) {
                sb.append(" ").append(unary("setScale1", a, s, null));
            }
            System.out.println(sb);
            sb = new StringBuilder("  pow:");
            for (int n = -1; n <= 2; n++) {
                sb.append(" ").append(unary("pow", a, n, null));
            }
            System.out.println(sb);
            sb = new StringBuilder("  move:");
            for (int n = -3; n <= 3; n++) {
                sb.append(" ").append(unary("movePointLeft", a, n, null)).append(" / ")
                    .append(unary("movePointRight", a, n, null)).append(" / ").append(d(a.scaleByPowerOfTen(n)));
            }
            System.out.println(sb);
        }

        System.out.println("== binary ==");
        BigDecimal[] bs = values("0", "0.00", "1", "-1", "2.5", "-0.25", "12.300", "1E+3", "3", "7", "-7.5", "0.001",
            "123.456", "1E-10", "99999.99", "-4.0E+2", "6", "0.3");
        String[] exactOps = {"add", "subtract", "multiply", "divide", "remainder", "divideToIntegralValue",
            "divideAndRemainder", "compare"};
        for (BigDecimal a : bs) {
            for (BigDecimal b : bs) {
                System.out.println(a + " , " + b);
                for (String op : exactOps) {
                    System.out.println("  " + op + " " + binary(op, a, b, 0, null));
                }
            }
        }

        System.out.println("== rounded division ==");
        BigDecimal[] ns = values("1", "-1", "2", "10", "22", "-7", "0.5", "100.00", "1E+2", "123.456", "0");
        BigDecimal[] ms = values("3", "-3", "7", "0.7", "6", "8", "1.6", "-11", "32", "0");
        for (BigDecimal a : ns) {
            for (BigDecimal b : ms) {
                System.out.println(a + " / " + b);
                for (RoundingMode m : MODES) {
                    StringBuilder sb = new StringBuilder("  " + m + " mc:");
                    for (int p : new int[] {0, 1, 2, 3, 5, 9, 16}) {
                        sb.append(" ").append(binary("divideMc", a, b, p, m));
                    }
                    System.out.println(sb);
                    sb = new StringBuilder("  " + m + " scale:");
                    for (int s : new int[] {-1, 0, 1, 2, 4, 8}) {
                        sb.append(" ").append(binary("divideScale", a, b, s, m));
                    }
                    sb.append(" own ").append(binary("divideMode", a, b, 0, m));
                    System.out.println(sb);
                }
            }
        }
        MathContext[] mcs = {MathContext.DECIMAL32, MathContext.DECIMAL64, MathContext.UNLIMITED};
        for (MathContext mc : mcs) {
            System.out.println(mc + ": " + d(BigDecimal.ONE.divide(new BigDecimal("8"), mc)) + " "
                + d(new BigDecimal("2").divide(new BigDecimal("3"), MathContext.DECIMAL32)) + " "
                + binary("divideMc", BigDecimal.ONE, new BigDecimal("3"), mc.getPrecision(), mc.getRoundingMode()));
        }

        System.out.println("== rounded add and multiply ==");
        BigDecimal[] rs = values("1234.5", "-0.0049", "999.95", "1E+5", "0.001", "0", "0.00", "5E-9", "-2.5");
        for (BigDecimal a : rs) {
            for (BigDecimal b : rs) {
                StringBuilder sb = new StringBuilder(a + " , " + b + ":");
                for (int p : new int[] {1, 3, 6}) {
                    for (RoundingMode m : new RoundingMode[] {RoundingMode.HALF_UP, RoundingMode.DOWN, RoundingMode.CEILING}) {
                        sb.append(" ").append(binary("addMc", a, b, p, m)).append(" ").append(binary("multiplyMc", a, b, p, m));
                    }
                }
                System.out.println(sb);
            }
        }

        System.out.println("== groovy-style ==");
        String[][] gd = {{"1", "3"}, {"10", "4"}, {"1.0", "3"}, {"2", "3.00"}, {"22", "7"}, {"1", "8"}, {"100", "7.5"},
            {"-5", "6"}, {"0.1", "0.3"}, {"3.14159", "2.71828"}, {"1234.5678", "0.0013"}};
        for (String[] p : gd) {
            BigDecimal l = new BigDecimal(p[0]);
            BigDecimal r = new BigDecimal(p[1]);
            System.out.println(p[0] + " / " + p[1] + " = " + groovyDivide(l, r) + " ; + " + l.add(r) + " ; * "
                + l.multiply(r) + " ; - " + l.subtract(r));
        }
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 1; i <= 20; i++) {
            total = total.add(new BigDecimal("0.1").multiply(BigDecimal.valueOf(i)));
        }
        System.out.println("sum " + total + " " + total.setScale(1, RoundingMode.HALF_EVEN));
        BigDecimal price = new BigDecimal("19.99");
        BigDecimal rate = new BigDecimal("0.0825");
        BigDecimal tax = price.multiply(rate);
        System.out.println("tax " + tax + " " + tax.setScale(2, RoundingMode.HALF_UP) + " "
            + price.add(tax).setScale(2, RoundingMode.HALF_EVEN));
        BigDecimal compound = BigDecimal.ONE;
        for (int i = 0; i < 5; i++) {
            compound = compound.multiply(new BigDecimal("1.05")).setScale(8, RoundingMode.HALF_UP);
        }
        System.out.println("compound " + compound + " " + new BigDecimal("1.05").pow(5));

        System.out.println("== ordering ==");
        List<BigDecimal> list = new ArrayList<BigDecimal>();
        for (String t : new String[] {"2.0", "-1", "10", "2", "0.5", "2.00", "-1.0", "1E+1", "0", "0.000", "-0.5"}) {
            list.add(new BigDecimal(t));
        }
        Collections.sort(list);
        System.out.println("sorted " + list);
        TreeSet<BigDecimal> set = new TreeSet<BigDecimal>(list);
        System.out.println("distinct by compareTo " + set);
        System.out.println("max " + Collections.max(list) + " min " + Collections.min(list));
        for (BigDecimal a : list) {
            System.out.println(a + " hash " + a.hashCode() + " equals 2 " + a.equals(new BigDecimal("2"))
                + " compareTo 2 " + a.compareTo(new BigDecimal("2")));
        }
        System.out.println(new BigDecimal("2.0").equals("2.0") + " " + new BigDecimal("2.0").equals(null));

        System.out.println("== BigInteger ==");
        long[] is = {0, 1, -1, 12345, -99999, 4294967296L, -4294967297L, 123456789012345L};
        for (long x : is) {
            BigInteger a = BigInteger.valueOf(x);
            BigInteger b = BigInteger.valueOf(7);
            System.out.println(a + " hash " + a.hashCode() + " signum " + a.signum() + " +7 " + a.add(b) + " -7 "
                + a.subtract(b) + " *7 " + a.multiply(b) + " /7 " + a.divide(b) + " %7 " + a.remainder(b) + " mod7 "
                + a.mod(b) + " neg " + a.negate() + " abs " + a.abs() + " cmp " + a.compareTo(b) + " double "
                + a.doubleValue() + " int " + a.intValue() + " bd " + new BigDecimal(a, 2));
        }
        System.out.println(new BigInteger("-12345678901234") + " " + BigInteger.TEN.pow(18) + " " + BigInteger.ONE.shiftLeft(40)
            + " " + new BigInteger("ff", 16) + " " + BigInteger.valueOf(255).toString(2));
        try {
            System.out.println(BigInteger.ONE.divide(BigInteger.ZERO));
        } catch (ArithmeticException e) {
            System.out.println(fail(e));
        }

        System.out.println("== MathContext and RoundingMode ==");
        System.out.println(MathContext.DECIMAL32 + " | " + MathContext.DECIMAL64 + " | " + MathContext.DECIMAL128 + " | "
            + MathContext.UNLIMITED);
        MathContext five = new MathContext(5);
        System.out.println(five + " " + five.getPrecision() + " " + five.getRoundingMode() + " "
            + five.equals(new MathContext(5, RoundingMode.HALF_UP)) + " " + five.equals(MathContext.DECIMAL32) + " "
            + new MathContext("precision=7 roundingMode=HALF_EVEN").equals(MathContext.DECIMAL32));
        try {
            System.out.println(new MathContext(-1));
        } catch (IllegalArgumentException e) {
            System.out.println(fail(e));
        }
        for (int i = 0; i < 9; i++) {
            try {
                RoundingMode m = RoundingMode.valueOf(i);
                System.out.println(i + " " + m + " " + m.ordinal() + " " + RoundingMode.valueOf(m.name()));
            } catch (IllegalArgumentException e) {
                System.out.println(i + " " + fail(e));
            }
        }
        try {
            System.out.println(BigDecimal.ONE.setScale(2, 9));
        } catch (IllegalArgumentException e) {
            System.out.println(fail(e));
        }
        System.out.println(new BigDecimal("2.345").setScale(2, BigDecimal.ROUND_HALF_EVEN) + " "
            + new BigDecimal("2.355").setScale(2, BigDecimal.ROUND_HALF_EVEN) + " "
            + BigDecimal.TEN.divide(new BigDecimal("3"), 4, BigDecimal.ROUND_CEILING) + " "
            + BigDecimal.TEN.divide(new BigDecimal("3"), BigDecimal.ROUND_FLOOR));
    }
}
