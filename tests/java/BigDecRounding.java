import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigDecRounding {
    public static void main(String[] args) {
        String[] vals = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.05", "-0.05"};
        for (RoundingMode m : RoundingMode.values()) {
            if (m == RoundingMode.UNNECESSARY) continue;
            StringBuilder sb = new StringBuilder(m + ":");
            for (String v : vals) sb.append(' ').append(new BigDecimal(v).setScale(0, m));
            System.out.println(sb);
        }
        try {
            new BigDecimal("1.5").setScale(0, RoundingMode.UNNECESSARY);
        } catch (ArithmeticException e) {
            System.out.println("UNNECESSARY: " + e.getMessage());
        }
        System.out.println(new BigDecimal("1.50").setScale(1, RoundingMode.UNNECESSARY));
        BigDecimal one = BigDecimal.ONE, three = new BigDecimal(3);
        try {
            one.divide(three);
        } catch (ArithmeticException e) {
            System.out.println("divide: " + e.getMessage());
        }
        System.out.println("1/3 scale 10 " + one.divide(three, 10, RoundingMode.HALF_UP));
        System.out.println("1/3 MC7 " + one.divide(three, MathContext.DECIMAL32) + " MC16 " + one.divide(three, MathContext.DECIMAL64));
        System.out.println("2/3 MC5 " + new BigDecimal(2).divide(three, new MathContext(5)) + " down " + new BigDecimal(2).divide(three, new MathContext(5, RoundingMode.DOWN)));
        System.out.println("1/8 " + one.divide(new BigDecimal(8)) + " 10/4 " + BigDecimal.TEN.divide(new BigDecimal(4)) + " 1/32 " + one.divide(new BigDecimal(32)));
        System.out.println("divideToIntegralValue " + new BigDecimal("10.7").divideToIntegralValue(new BigDecimal("3")) + " rem " + new BigDecimal("10.7").remainder(new BigDecimal("3")));
        System.out.println("negative rem " + new BigDecimal("-10.7").remainder(new BigDecimal("3")));
        BigDecimal x = new BigDecimal("123.4500");
        System.out.println("scale " + x.scale() + " precision " + x.precision() + " unscaled " + x.unscaledValue() + " strip " + x.stripTrailingZeros() + " " + x.stripTrailingZeros().scale());
        System.out.println("strip 100 " + new BigDecimal("100").stripTrailingZeros() + " plain " + new BigDecimal("100").stripTrailingZeros().toPlainString() + " strip 0.000 " + new BigDecimal("0.000").stripTrailingZeros());
        String[] sci = {"1E+3", "1.23E-7", "-4.5E+10", "0.00000001", "123456789.987654321", "1E-10", "12345E+5", "0E+3", "0.000E-2"};
        for (String s : sci) {
            BigDecimal d = new BigDecimal(s);
            System.out.println(s + " -> " + d + " | plain " + d.toPlainString() + " | eng " + d.toEngineeringString() + " | scale " + d.scale() + " prec " + d.precision());
        }
        System.out.println("equals " + new BigDecimal("2.0").equals(new BigDecimal("2.00")) + " compareTo " + new BigDecimal("2.0").compareTo(new BigDecimal("2.00")));
        System.out.println("hash " + new BigDecimal("2.0").hashCode() + " " + new BigDecimal("2.00").hashCode());
        System.out.println("add scales " + new BigDecimal("1.5").add(new BigDecimal("2.25")) + " mul " + new BigDecimal("1.5").multiply(new BigDecimal("2.25")) + " sub " + new BigDecimal("1").subtract(new BigDecimal("0.001")));
        System.out.println("pow " + new BigDecimal("1.1").pow(10) + " " + new BigDecimal("-0.5").pow(3) + " " + new BigDecimal("2").pow(0));
        System.out.println("round MC3 " + new BigDecimal("123456").round(new MathContext(3)) + " " + new BigDecimal("0.00123456").round(new MathContext(2)) + " " + new BigDecimal("999.9").round(new MathContext(3)));
        System.out.println("movePoint " + new BigDecimal("12.34").movePointLeft(3) + " " + new BigDecimal("12.34").movePointRight(5) + " scaleByPowerOfTen " + new BigDecimal("12.34").scaleByPowerOfTen(3));
        System.out.println("valueOf double " + BigDecimal.valueOf(0.1) + " new double " + new BigDecimal(0.1) + " valueOf long,scale " + BigDecimal.valueOf(12345, 3) + " " + BigDecimal.valueOf(1.0) + " " + BigDecimal.valueOf(100.0));
        System.out.println("intValue " + new BigDecimal("123.99").intValue() + " long " + new BigDecimal("-9.9").longValue() + " double " + new BigDecimal("1.23456789").doubleValue() + " toBigInteger " + new BigDecimal("-7.9").toBigInteger());
        try {
            new BigDecimal("1.5").intValueExact();
        } catch (ArithmeticException e) {
            System.out.println("intValueExact: " + e.getMessage());
        }
        System.out.println("negate " + new BigDecimal("0.00").negate() + " abs " + new BigDecimal("-3.30").abs() + " signum " + new BigDecimal("-0.0").signum() + " plus MC " + new BigDecimal("3.14159").plus(new MathContext(3)));
        System.out.println("min/max " + new BigDecimal("2.0").max(new BigDecimal("2.00")) + " " + new BigDecimal("1").min(new BigDecimal("-1")));
        System.out.println("ulp " + new BigDecimal("1.230").ulp() + " " + new BigDecimal("1E+5").ulp());
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 1; i <= 12; i++) {
            BigDecimal price = new BigDecimal("19.99").multiply(BigDecimal.valueOf(i));
            BigDecimal tax = price.multiply(new BigDecimal("0.0825")).setScale(2, RoundingMode.HALF_EVEN);
            total = total.add(price).add(tax);
            System.out.println(i + " price " + price + " tax " + tax + " total " + total);
        }
        try {
            new BigDecimal("abc");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getClass().getName());
        }
    }
}
