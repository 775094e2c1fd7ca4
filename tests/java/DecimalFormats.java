import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.Locale;

/** java.text.DecimalFormat as SmartApps use it: "#.##", "0.00", "#,##0.0", HALF_EVEN ties, the rounding modes, NumberFormat instances. */
public class DecimalFormats {
    public static void main(String[] args) throws Exception {
        String[] patterns = {"#.##", "0.00", "#,##0.0", "#.#", "0.0", "#", "0", "##0.###", "#,##0", "0.000", "#.00", "00.#"};
        double[] values = {0.125, 0.135, 0.145, 0.155, 0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 0.25, 0.35, 1.005, 1.015, 2.675, 1234.565,
            -0.001, -0.004, 72.45, 72.55, 68.0, 1e6, 123456.789, 0, -0.0, 3.14159, 99.995, 0.0049999, 1.45, 21.5};
        DecimalFormatSymbols us = new DecimalFormatSymbols(Locale.US);
        for (String p : patterns) {
            DecimalFormat df = new DecimalFormat(p, us);
            StringBuilder sb = new StringBuilder(p).append(':');
            for (double v : values) {
                sb.append(' ').append(df.format(v));
            }
            System.out.println(sb);
        }
        // the default symbols (English) and a DecimalFormat made with only a pattern
        DecimalFormat plain = new DecimalFormat("#.##");
        System.out.println(plain.format(72.456) + " " + plain.format(72.0) + " " + plain.format(-0.004) + " " + plain.format(1234567.891)
                + " " + plain.getRoundingMode() + " " + plain.toPattern() + " " + plain.getMaximumFractionDigits());
        // rounding modes on ties
        for (RoundingMode mode : RoundingMode.values()) {
            if (mode == RoundingMode.UNNECESSARY) {
                continue;
            }
            DecimalFormat df = new DecimalFormat("0.0", us);
            df.setRoundingMode(mode);
            StringBuilder sb = new StringBuilder(mode.toString()).append(':');
            for (double v : new double[] {0.05, 0.15, 0.25, -0.25, 1.45, 2.55, 0.04, -0.06}) {
                sb.append(' ').append(df.format(v));
            }
            System.out.println(sb);
        }
        DecimalFormat strict = new DecimalFormat("0.0", us);
        strict.setRoundingMode(RoundingMode.UNNECESSARY);
        try {
            System.out.println(strict.format(0.25));
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        // BigDecimal and long arguments, grouping sizes, setters
        DecimalFormat g = new DecimalFormat("#,##0.00", us);
        System.out.println(g.format(new BigDecimal("1234567.125")) + " " + g.format(new BigDecimal("1234567.135")) + " " + g.format(-9876543210L)
                + " " + g.format(new BigDecimal("-0.005")) + " " + g.format(Long.MIN_VALUE));
        g.setGroupingSize(4);
        g.setMinimumFractionDigits(1);
        g.setMaximumFractionDigits(3);
        System.out.println(g.format(123456789.98765) + " " + g.toPattern());
        g.setGroupingUsed(false);
        g.setPositivePrefix("+");
        g.setNegativePrefix("(");
        g.setNegativeSuffix(")");
        System.out.println(g.format(1234.5) + " " + g.format(-1234.5) + " " + g.toPattern());
        // NumberFormat factories
        NumberFormat[] fs = {NumberFormat.getInstance(Locale.US), NumberFormat.getIntegerInstance(Locale.US), NumberFormat.getPercentInstance(Locale.US),
            NumberFormat.getNumberInstance(Locale.ROOT), NumberFormat.getInstance(), NumberFormat.getPercentInstance(Locale.ROOT)};
        for (NumberFormat f : fs) {
            System.out.println(f.format(1234.5675) + " " + f.format(0.125) + " " + f.format(2.5) + " " + f.format(3.5) + " " + f.format(-0.5)
                    + " " + f.format(0.005) + " " + f.format(1e9) + " " + f.parse(f.format(1234.5)));
        }
        NumberFormat two = NumberFormat.getInstance(Locale.US);
        two.setMaximumFractionDigits(2);
        two.setMinimumFractionDigits(2);
        System.out.println(two.format(0.125) + " " + two.format(0.135) + " " + two.format(1.005) + " " + two.format(10) + " " + two.format(-1.255));
    }
}
