import java.util.Locale;

public class FormatNumbersDeep {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, 0.5, 1.5, 2.5, 0.125, 0.375, 9.995, 9.9949999, 99.5, 999.5, 1e-5, 1.2345e-4, 123456.789, 1e7, 1.0e15, 12345678901234567890.0, 5e-324, Double.MAX_VALUE, 0.1, 2.675, 1.005, -1.5, 1e-10, 4.35, 0.045};
        for (double d : ds) {
            System.out.println(String.format("%s | %.0f | %.1f | %.2f | %.3e | %e | %.0e | %g | %.2g | %.10g | %12.4e | %-12.2f|", d, d, d, d, d, d, d, d, d, d, d, d));
        }
        float[] fs = {0.1f, 1.1f, 16777216f, 3.4028235e38f, 1.4e-45f, 0.33333334f, 100.0f, 1.0e10f};
        for (float f : fs) System.out.println(String.format("%s %.3f %e %g", f, f, f, f));
        long[] ls = {0, 1, -1, 123456789012L, Long.MIN_VALUE, Long.MAX_VALUE};
        for (long l : ls) System.out.println(String.format("%d|%,d|%+,20d|%-20d|%020d|%x|%o|%(,d", l, l, l, l, l, l, l, l));
        System.out.println(String.format("%08.2f|%+08.2f|%-+8.2f|% 8.2f|%(8.2f|%(,.2f", 3.14159, 3.14159, 3.14159, 3.14159, -3.14159, -1234567.891));
        System.out.println(String.format("%,.3f|%,.0f|%,f", 1234567.8915, 999999.5, 0.5));
        System.out.println(String.format("%.15f|%.17f|%.20f", 0.1, 0.1, 1.0 / 3));
        System.out.println(String.format("%s %s %s", 1.0e-3, 1.0e-4, 1e21));
        System.out.println(String.format("%10s|%-10s|%.1s|%10.1s|", null, null, null, "xyz"));
        System.out.println(String.format("%b %c %d", "false", 'x', (byte) -3) + String.format(" %x %X", (byte) 0x7f, (short) -1));
        System.out.println(String.format("%e", 9.9999999e-5) + " " + String.format("%.3g", 0.00099999) + " " + String.format("%g", 99999.95) + " " + String.format("%g", 999999.5));
        System.out.println(String.format("%.1e %.1e %.1e %.1e", 0.25, 0.35, 2.5e10, 9.95));
        System.out.println(String.format("%.0f %.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5, -2.5));
        System.out.println(String.format("%.2f %.2f %.2f", 0.125, 0.135, 0.145));
        System.out.println(String.format("%d %s", Integer.MIN_VALUE, Integer.MIN_VALUE) + String.format(" %o %x", Integer.MIN_VALUE, Integer.MIN_VALUE));
        System.out.println(String.format("[%5c] [%-5c] [%c]", 'a', 'b', 0x1F600));
        System.out.println(String.format("%.3s|%S|%10S|", "abcdef", "mixed", "up"));
        System.out.println(String.format("%1$d %1$x %1$o %1$c", 65));
        System.out.println(String.format("%2$s-%1$s-%2$s-%s-%s", "A", "B"));
        StringBuilder sb = new StringBuilder();
        for (int w = 1; w <= 6; w++) sb.append(String.format("[%" + w + "d]", 123));
        System.out.println(sb);
        System.out.println(String.format("%-8s%8s", "left", "right") + "|" + String.format("%08d", -42) + "|" + String.format("%+d", 0));
        System.out.println(String.format("%.4f %.4f", Math.PI * 1e6, Math.E / 1e6));
        System.out.println(String.format("%10.3e|%-10.1e|%+.2e", 123.456, -0.000789, 6.02e23));
        System.out.println(String.format("%h %h %h", 42, "abc", null));
        System.out.println(String.format("%%|%n").length());
    }
}
