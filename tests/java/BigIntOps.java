import java.math.BigInteger;

public class BigIntOps {
    public static void main(String[] args) {
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("-987654321098765432109876543210");
        BigInteger c = BigInteger.valueOf(97);
        System.out.println("a+b=" + a.add(b) + " a-b=" + a.subtract(b) + " a*b=" + a.multiply(b));
        System.out.println("b/a=" + b.divide(a) + " b%a=" + b.remainder(a) + " mod=" + b.mod(a));
        BigInteger[] qr = b.divideAndRemainder(c);
        System.out.println("divRem " + qr[0] + " " + qr[1]);
        System.out.println("neg=" + a.negate() + " abs=" + b.abs() + " signum=" + b.signum() + " " + BigInteger.ZERO.signum());
        System.out.println("pow=" + c.pow(20) + " " + BigInteger.valueOf(-2).pow(63) + " " + BigInteger.TEN.pow(0));
        System.out.println("gcd=" + a.gcd(b) + " " + BigInteger.valueOf(48).gcd(BigInteger.valueOf(-18)) + " " + BigInteger.ZERO.gcd(c));
        System.out.println("modPow=" + BigInteger.valueOf(4).modPow(BigInteger.valueOf(13), BigInteger.valueOf(497)) + " " + a.modPow(b.abs(), c));
        System.out.println("modInverse=" + BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11)) + " " + a.modInverse(c));
        System.out.println("compare " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(new BigInteger("123456789012345678901234567890")) + " equals " + a.equals(new BigInteger("+123456789012345678901234567890")));
        System.out.println("min/max " + a.min(b) + " " + a.max(b));
        System.out.println("radix " + a.toString(16) + " " + b.toString(2).length() + " " + a.toString(36) + " " + new BigInteger("-ff", 16) + " " + new BigInteger("zz", 36));
        System.out.println("bitLength " + a.bitLength() + " " + b.bitLength() + " " + BigInteger.valueOf(-1).bitLength() + " " + BigInteger.valueOf(255).bitLength() + " bitCount " + a.bitCount() + " " + BigInteger.valueOf(-8).bitCount());
        System.out.println("shift " + a.shiftLeft(10) + " " + a.shiftRight(70) + " " + b.shiftRight(3) + " " + BigInteger.valueOf(-1).shiftRight(5));
        System.out.println("testBit " + c.testBit(0) + " " + c.testBit(1) + " setBit " + c.setBit(10) + " clear " + c.clearBit(0) + " flip " + c.flipBit(3) + " lowest " + BigInteger.valueOf(40).getLowestSetBit());
        System.out.println("and/or/xor " + a.and(b) + " " + a.or(b) + " " + a.xor(b) + " not " + c.not() + " andNot " + a.andNot(c));
        System.out.println("values " + a.longValue() + " " + a.intValue() + " " + b.doubleValue() + " " + c.floatValue());
        try {
            a.longValueExact();
        } catch (ArithmeticException e) {
            System.out.println("longValueExact: " + e.getMessage());
        }
        System.out.println("intValueExact " + c.intValueExact());
        try {
            a.divide(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println("div0: " + e.getMessage());
        }
        try {
            a.mod(BigInteger.valueOf(-5));
        } catch (ArithmeticException e) {
            System.out.println("mod neg: " + e.getMessage());
        }
        try {
            new BigInteger("12x");
        } catch (NumberFormatException e) {
            System.out.println("NFE: " + e.getMessage());
        }
        System.out.println("probablePrime " + c.isProbablePrime(20) + " " + BigInteger.valueOf(91).isProbablePrime(20) + " nextProbablePrime " + BigInteger.valueOf(90).nextProbablePrime());
        System.out.println("sqrt-ish " + a.multiply(a).bitLength() + " hash " + a.hashCode() + " " + b.hashCode() + " " + BigInteger.ONE.hashCode());
        BigInteger fact = BigInteger.ONE;
        for (int i = 1; i <= 50; i++) {
            fact = fact.multiply(BigInteger.valueOf(i));
            if (i % 10 == 0) System.out.println(i + "! = " + fact);
        }
        BigInteger f1 = BigInteger.ZERO, f2 = BigInteger.ONE;
        for (int i = 0; i < 150; i++) {
            BigInteger t = f1.add(f2);
            f1 = f2;
            f2 = t;
        }
        System.out.println("fib150 " + f1 + " digits " + f1.toString().length());
        System.out.println("byteArray " + java.util.Arrays.toString(BigInteger.valueOf(-129).toByteArray()) + " " + java.util.Arrays.toString(BigInteger.valueOf(65535).toByteArray()));
        System.out.println("fromBytes " + new BigInteger(new byte[] {(byte) 0xff, 0x00}) + " " + new BigInteger(1, new byte[] {(byte) 0xff, 0x00}));
        System.out.println("valueOf cache " + (BigInteger.valueOf(5) == BigInteger.valueOf(5)) + " " + BigInteger.valueOf(5).equals(BigInteger.valueOf(5)));
    }
}
