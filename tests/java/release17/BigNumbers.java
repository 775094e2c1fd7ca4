import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * java.math at sizes beyond a long: BigInteger and BigDecimal operations on pseudo-random
 * operands of 1 to 60 digits (mixed signs and scales, from an own LCG), Groovy-style division,
 * special values around the long range and the exceptions' messages. An optional argument sets
 * the number of random cases.
 */
public class BigNumbers {

    static long seed = 0x2545F4914F6CDD1DL;

    static int next(int bound) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return (int) ((seed >>> 33) % bound);
    }

    static String digits(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int d = next(10);
            if (i == 0 && d == 0) {
                d = 1 + next(9);
            }
            // runs of nines and zeros make carries and trailing zeros likely
            if (next(8) == 0) {
                d = next(2) == 0 ? 9 : 0;
            }
            sb.append((char) ('0' + d));
        }
        return sb.toString();
    }

    static final String[] SPECIAL = {"0", "1", "-1", "2", "10", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "-9223372036854775809", "18446744073709551616", "18446744073709551615",
        "4294967296", "4294967295", "-4294967296", "2147483648", "-2147483648", "1000000000000000000",
        "10000000000000000000", "99999999999999999999", "340282366920938463463374607431768211456",
        "-170141183460469231731687303715884105728", "1606780800000", "123456789012345678901234567890"};

    static BigInteger bigInt() {
        int k = next(10);
        if (k == 0) {
            return new BigInteger(SPECIAL[next(SPECIAL.length)]);
        }
        if (k == 1) {
            BigInteger p = BigInteger.ONE.shiftLeft(next(200));
            int adj = next(3) - 1;
            p = p.add(BigInteger.valueOf(adj));
            return next(2) == 0 ? p : p.negate();
        }
        String s = digits(1 + next(60));
        return new BigInteger(next(3) == 0 ? "-" + s : s);
    }

    static BigDecimal bigDec() {
        int k = next(12);
        if (k == 0) {
            double v = (next(1000000) - 500000) / (double) (1 + next(1000));
            return next(2) == 0 ? BigDecimal.valueOf(v) : new BigDecimal(v);
        }
        if (k == 1) {
            return new BigDecimal(SPECIAL[next(SPECIAL.length)]).movePointLeft(next(12) - 3);
        }
        return new BigDecimal(bigInt(), next(41) - 10);
    }

    interface Op {
        Object run();
    }

    static String r(Op op) {
        try {
            Object o = op.run();
            if (o instanceof BigDecimal) {
                return d((BigDecimal) o);
            }
            if (o instanceof Object[]) {
                StringBuilder sb = new StringBuilder("{");
                for (Object x : (Object[]) o) {
                    sb.append(x instanceof BigDecimal ? d((BigDecimal) x) : String.valueOf(x)).append(';');
                }
                return sb.append('}').toString();
            }
            return String.valueOf(o);
        } catch (ArithmeticException e) {
            return "AE(" + e.getMessage() + ")";
        } catch (NumberFormatException e) {
            return "NFE(" + e.getMessage() + ")";
        }
    }

    static String d(BigDecimal x) {
        return x + "[" + x.unscaledValue() + "," + x.scale() + "," + x.precision() + "]";
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(Integer.toHexString((x & 0xff) | 0x100).substring(1));
        }
        return sb.toString();
    }

    static final RoundingMode[] MODES = RoundingMode.values();

    static RoundingMode mode() {
        return MODES[next(MODES.length)];
    }

    static void bigIntegers(int cases) {
        System.out.println("== BigInteger ==");
        for (int i = 0; i < cases; i++) {
            final BigInteger a = bigInt();
            final BigInteger b = bigInt();
            final int n = next(140) - 70;
            final int bit = next(150);
            final int radix = 2 + next(35);
            System.out.println("a=" + a + " b=" + b);
            System.out.println("  + " + a.add(b) + " - " + a.subtract(b) + " * " + a.multiply(b));
            System.out.println("  / " + r(() -> a.divide(b)) + " % " + r(() -> a.remainder(b)) + " /% "
                + r(() -> a.divideAndRemainder(b)) + " mod " + r(() -> a.mod(b)));
            System.out.println("  gcd " + a.gcd(b) + " cmp " + a.compareTo(b) + " eq " + a.equals(b) + " min "
                + a.min(b) + " max " + a.max(b) + " abs " + a.abs() + " neg " + a.negate() + " sig " + a.signum());
            System.out.println("  hash " + a.hashCode() + " " + b.hashCode() + " bitLength " + a.bitLength() + " bitCount "
                + a.bitCount() + " lowest " + a.getLowestSetBit());
            System.out.println("  radix " + radix + " " + a.toString(radix) + " parse "
                + r(() -> new BigInteger(a.toString(radix), radix)) + " bytes " + hex(a.toByteArray()) + " back "
                + new BigInteger(a.toByteArray()) + " mag " + new BigInteger(a.signum(), a.abs().toByteArray()));
            System.out.println("  int " + a.intValue() + " long " + a.longValue() + " double " + a.doubleValue()
                + " float " + a.floatValue() + " short " + a.shortValue() + " byte " + a.byteValue());
            System.out.println("  exact " + r(() -> a.longValueExact()) + " " + r(() -> a.intValueExact()) + " "
                + r(() -> a.shortValueExact()) + " " + r(() -> a.byteValueExact()));
            System.out.println("  << " + n + " " + a.shiftLeft(n) + " >> " + a.shiftRight(n));
            System.out.println("  and " + a.and(b) + " or " + a.or(b) + " xor " + a.xor(b) + " not " + a.not()
                + " andNot " + a.andNot(b));
            System.out.println("  bit " + bit + " " + a.testBit(bit) + " set " + a.setBit(bit) + " clear "
                + a.clearBit(bit) + " flip " + a.flipBit(bit));
            System.out.println("  pow " + a.pow(next(6)) + " sqrt " + r(() -> a.sqrt()) + " sqrtRem "
                + r(() -> a.sqrtAndRemainder()));
            final BigInteger m = b.abs().add(BigInteger.ONE);
            final BigInteger e = BigInteger.valueOf(next(300) - 20);
            System.out.println("  modPow " + r(() -> a.modPow(e, m)) + " modInverse " + r(() -> a.modInverse(m)));
            if (a.bitLength() < 90) {
                System.out.println("  prime " + a.isProbablePrime(50) + " next " + r(() -> a.nextProbablePrime()));
            }
        }
    }

    static void bigDecimals(int cases) {
        System.out.println("== BigDecimal ==");
        for (int i = 0; i < cases; i++) {
            final BigDecimal a = bigDec();
            final BigDecimal b = bigDec();
            final int p = 1 + next(45);
            final RoundingMode m = mode();
            final MathContext mc = new MathContext(p, m);
            final int s = next(50) - 10;
            final int n = next(40) - 15;
            System.out.println("a=" + d(a) + " b=" + d(b) + " mc " + mc + " s " + s + " n " + n);
            System.out.println("  + " + d(a.add(b)) + " - " + d(a.subtract(b)) + " * " + d(a.multiply(b)));
            System.out.println("  +mc " + r(() -> a.add(b, mc)) + " -mc " + r(() -> a.subtract(b, mc)) + " *mc "
                + r(() -> a.multiply(b, mc)));
            System.out.println("  / " + r(() -> a.divide(b)) + " /mc " + r(() -> a.divide(b, mc)) + " /s "
                + r(() -> a.divide(b, s, m)) + " /m " + r(() -> a.divide(b, m)));
            System.out.println("  /int " + r(() -> a.divideToIntegralValue(b)) + " /intmc "
                + r(() -> a.divideToIntegralValue(b, mc)) + " % " + r(() -> a.remainder(b)) + " %mc "
                + r(() -> a.remainder(b, mc)) + " /% " + r(() -> a.divideAndRemainder(b)));
            System.out.println("  cmp " + a.compareTo(b) + " eq " + a.equals(b) + " min " + a.min(b) + " max " + a.max(b)
                + " hash " + a.hashCode() + " " + b.hashCode());
            System.out.println("  str " + a.toPlainString() + " eng " + a.toEngineeringString() + " strip "
                + d(a.stripTrailingZeros()) + " ulp " + a.ulp() + " sig " + a.signum());
            System.out.println("  setScale " + r(() -> a.setScale(s, m)) + " " + r(() -> a.setScale(s)) + " round "
                + r(() -> a.round(mc)) + " plus " + r(() -> a.plus(mc)) + " neg " + r(() -> a.negate(mc)) + " abs "
                + r(() -> a.abs(mc)));
            System.out.println("  move " + d(a.movePointLeft(n)) + " " + d(a.movePointRight(n)) + " "
                + d(a.scaleByPowerOfTen(n)));
            final int e = next(12);
            final int ne = next(9) - 4;
            System.out.println("  pow " + e + " " + r(() -> a.pow(e)) + " powmc " + ne + " " + r(() -> a.pow(ne, mc)));
            // JDK 17's sqrt is correctly rounded in the HALF_* modes only (its directed modes can be
            // an ulp off), so only those are compared.
            final MathContext half = new MathContext(p, MODES[4 + next(3)]);
            System.out.println("  sqrt " + half + " " + r(() -> a.abs().sqrt(half)) + " exact " + r(() -> a.multiply(a).sqrt(MathContext.UNLIMITED))
                + " " + r(() -> a.abs().sqrt(new MathContext(p, RoundingMode.UNNECESSARY))));
            System.out.println("  double " + a.doubleValue() + " float " + a.floatValue() + " long " + a.longValue()
                + " int " + a.intValue() + " bi " + a.toBigInteger());
            System.out.println("  exact " + r(() -> a.longValueExact()) + " " + r(() -> a.intValueExact()) + " "
                + r(() -> a.toBigIntegerExact()));
            final String t = a.toString();
            System.out.println("  parse " + d(new BigDecimal(t)) + " " + r(() -> new BigDecimal(t, mc)) + " chars "
                + d(new BigDecimal(("x" + t + "y").toCharArray(), 1, t.length())) + " bi "
                + r(() -> new BigDecimal(a.unscaledValue(), a.scale(), mc)));
            System.out.println("  groovy " + groovyDivide(a, b) + " double " + d(new BigDecimal(a.doubleValue()))
                + " " + r(() -> new BigDecimal(a.doubleValue(), mc)));
        }
    }

    /** Groovy 2.4's BigDecimal division: exact if possible, else 10 more digits, scale >= 10. */
    static String groovyDivide(BigDecimal left, BigDecimal right) {
        try {
            return d(left.divide(right));
        } catch (ArithmeticException e) {
            if (right.signum() == 0) {
                return "AE(" + e.getMessage() + ")";
            }
            int precision = Math.max(left.precision(), right.precision()) + 10;
            BigDecimal result = left.divide(right, new MathContext(precision));
            int scale = Math.max(Math.max(left.scale(), right.scale()), 10);
            if (result.scale() > scale) {
                result = result.setScale(scale, RoundingMode.HALF_UP);
            }
            return d(result);
        }
    }

    static void fixed() {
        System.out.println("== fixed ==");
        BigDecimal ts = new BigDecimal("1606780800000");
        BigDecimal third = new BigDecimal(Double.toString(10.0 / 3));
        System.out.println(groovyDivide(ts, third) + " " + groovyDivide(ts, new BigDecimal(10.0 / 3)));
        System.out.println(groovyDivide(BigDecimal.ONE, new BigDecimal("3")) + " "
            + groovyDivide(new BigDecimal("1E+20"), new BigDecimal("7")));
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 1; i <= 200; i++) {
            sum = sum.add(new BigDecimal(i / 7.0)).add(BigDecimal.valueOf(i * 0.1));
        }
        System.out.println("sum " + d(sum) + " " + sum.doubleValue());
        BigInteger f = BigInteger.ONE;
        for (int i = 1; i <= 60; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        System.out.println("60! " + f + " " + f.bitLength() + " " + f.getLowestSetBit() + " " + f.hashCode() + " "
            + f.doubleValue() + " " + new BigDecimal(f).sqrt(MathContext.DECIMAL128));
        System.out.println("2^100 " + BigInteger.TWO.pow(100) + " " + BigInteger.valueOf(-3).pow(41) + " "
            + BigInteger.TEN.pow(30).subtract(BigInteger.ONE).isProbablePrime(20) + " "
            + new BigInteger("170141183460469231731687303715884105727").isProbablePrime(20) + " "
            + new BigInteger("1000000000000000000000000000057").nextProbablePrime());
        System.out.println("pi " + new BigDecimal(Math.PI) + " " + new BigDecimal(0.1) + " " + new BigDecimal(1e300)
            + " " + new BigDecimal(Double.MIN_VALUE).precision() + " " + new BigDecimal(-Double.MAX_VALUE).toBigInteger().bitLength());
        System.out.println("sqrt " + new BigDecimal(2).sqrt(new MathContext(50)) + " "
            + new BigDecimal("0.0004").sqrt(MathContext.UNLIMITED) + " " + new BigDecimal("1E+10").sqrt(MathContext.DECIMAL32)
            + " " + new BigDecimal("100").sqrt(new MathContext(1)) + " " + new BigDecimal("1.00").sqrt(MathContext.DECIMAL64)
            + " " + r(() -> new BigDecimal(2).sqrt(MathContext.UNLIMITED)) + " " + r(() -> new BigDecimal(-4).sqrt(MathContext.DECIMAL32)));
        System.out.println("pow " + new BigDecimal("1.0001").pow(1000) .precision() + " "
            + new BigDecimal("1.0001").pow(1000, MathContext.DECIMAL64) + " " + new BigDecimal("3").pow(-5, MathContext.DECIMAL32)
            + " " + r(() -> new BigDecimal("3").pow(-5)) + " " + r(() -> BigDecimal.TEN.pow(12345, new MathContext(3))));
        String[] texts = {"123456789012345678901234567890.123456789", "-0.000000000000000000000000000001234",
            "1234567890123456789012345678901234567890E-50", "9223372036854775808", "-9223372036854775808",
            "+00000000000000000000000000000000001.5", "1e-400", "-7.5E+300"};
        for (String t : texts) {
            BigDecimal x = new BigDecimal(t);
            System.out.println(t + " -> " + d(x) + " " + x.toPlainString().length() + " " + x.toEngineeringString() + " "
                + x.hashCode() + " " + x.doubleValue() + " " + x.floatValue() + " " + x.longValue() + " "
                + r(() -> x.longValueExact()));
        }
        String[] bad = {"12345678901234567890123x", "123456789012345678901234.5.6", "1234567890123456789e", "-",
            "1234567890123456789012345678901234567890e99999999999"};
        for (String t : bad) {
            System.out.println(t + " -> " + r(() -> new BigDecimal(t)));
        }
        String[] badInts = {"", "-", "+-1", "12-3", "1234567890123456789012345x", "zz", "99999999999999999999999999 "};
        for (String t : badInts) {
            System.out.println("'" + t + "' -> " + r(() -> new BigInteger(t)) + " " + r(() -> new BigInteger(t, 36)));
        }
        System.out.println(r(() -> new BigInteger("1", 99)) + " " + new BigInteger(new byte[] {-1, 0, 0, 0, 0}) + " "
            + new BigInteger(new byte[] {0, -128}) + " " + new BigInteger(-1, new byte[] {0, 0, 1, 2, 3, 4, 5, 6, 7, 8})
            + " " + r(() -> new BigInteger(2, new byte[] {1})) + " " + r(() -> new BigInteger(0, new byte[] {1}))
            + " " + r(() -> new BigInteger(new byte[0])) + " " + new BigInteger(1, new byte[0]));

        BigInteger g = new BigInteger("-123456789012345678901234567890");
        System.out.println(String.format("%d|%,d|%+d|%(035d|%x|%#X|%o|%(#030x|%-25x|%s", g, g, g.negate(), g, g, g, g.negate(),
            g, g.negate(), g));
        BigDecimal gd = new BigDecimal("-123456789012345678901234.56789");
        System.out.println(String.format("%.3f|%,.2f|%(,.1f|%,040.4f|%#.0f|%f", gd, gd, gd, gd.negate(), gd, gd.movePointLeft(40)));

        System.out.println("== exceptions ==");
        BigDecimal big = new BigDecimal("123456789012345678901234567890.5");
        BigDecimal small = new BigDecimal("1.5");
        BigDecimal[] dividends = {big, big.negate(), small, BigDecimal.ZERO, new BigDecimal("0E-30")};
        for (BigDecimal x : dividends) {
            System.out.println(x + ": " + r(() -> x.divide(BigDecimal.ZERO)) + " " + r(() -> x.divide(BigDecimal.ZERO, 2, RoundingMode.UP))
                + " " + r(() -> x.divide(BigDecimal.ZERO, 40, RoundingMode.UP)) + " " + r(() -> x.divide(BigDecimal.ZERO, -40, RoundingMode.UP))
                + " " + r(() -> x.divide(BigDecimal.ZERO, MathContext.DECIMAL64)) + " " + r(() -> x.remainder(BigDecimal.ZERO))
                + " " + r(() -> x.divideToIntegralValue(BigDecimal.ZERO)) + " " + r(() -> x.divide(new BigDecimal("3")))
                + " " + r(() -> x.divide(new BigDecimal("7E+40"))) + " " + r(() -> x.setScale(0)) + " "
                + r(() -> x.divideToIntegralValue(new BigDecimal("1E-30"), new MathContext(5))) + " "
                + r(() -> x.divide(new BigDecimal("3"), 2, RoundingMode.UNNECESSARY)));
        }
        BigInteger bi = new BigInteger("-123456789012345678901234567890");
        System.out.println(r(() -> bi.divide(BigInteger.ZERO)) + " " + r(() -> bi.mod(bi)) + " " + r(() -> bi.pow(-1))
            + " " + r(() -> bi.sqrt()) + " " + r(() -> bi.testBit(-1)) + " " + r(() -> bi.modInverse(BigInteger.TEN))
            + " " + r(() -> bi.modPow(BigInteger.valueOf(-1), BigInteger.TEN)) + " " + r(() -> bi.nextProbablePrime())
            + " " + r(() -> bi.longValueExact()) + " " + r(() -> bi.remainder(BigInteger.ZERO)));
    }

    public static void main(String[] args) {
        int cases = args.length > 0 ? Integer.parseInt(args[0]) : 120;
        if (args.length > 1) {
            seed = Long.parseLong(args[1]);
        }
        fixed();
        bigIntegers(cases);
        bigDecimals(cases);
    }
}
