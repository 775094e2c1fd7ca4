public class StrFormatFlags {
    static void f(String fmt, Object... args) {
        System.out.println(fmt.replace("%n", "\\n") + " -> [" + String.format(fmt, args) + "]");
    }

    public static void main(String[] args) {
        f("%d", 42);
        f("%5d|%-5d|%05d", 42, 42, 42);
        f("%+d %+d", 7, -7);
        f("% d % d", 7, -7);
        f("%(d %(d", 7, -7);
        f("%,d", 1234567890);
        f("%,d", -1234567);
        f("%,015d", 1234567);
        f("%d", Long.MIN_VALUE);
        f("%x %X %o", 255, 255, 8);
        f("%x", -1);
        f("%x", -1L);
        f("%#x %#o %#X", 255, 8, 3054);
        f("%08x", 0xBEEF);
        f("%x", (byte) -1);
        f("%x", (short) -2);
        f("%s|%10s|%-10s|%.2s", "hello", "hello", "hello", "hello");
        f("%S", "mixed Case");
        f("%c%c%c", 'a', 66, (int) 'z');
        f("%C", 'q');
        f("%b %b %b %b", true, null, "x", false);
        f("%B", true);
        f("%e", 12345.678);
        f("%.2e %E", 0.000123456, 1e100);
        f("%f", 3.14159265358979);
        f("%.0f %.1f %.3f", 2.5, 0.05, -1.0005);
        f("%10.3f|%-10.3f|%010.3f", Math.PI, Math.PI, -Math.PI);
        f("%,.2f", 9876543.21);
        f("%g", 0.0001234);
        f("%g %g %g", 123456.0, 1234567.0, 1e-5);
        f("%.3g", 98765.4321);
        f("%a", 1.0);
        f("%f %f", Double.NaN, Double.NEGATIVE_INFINITY);
        f("%e", 0.0);
        f("%.1f %.1f %.1f %.1f", 0.25, 0.35, 0.45, -0.15);
        f("%5.1f%%", 45.678);
        f("a%nb");
        f("%2$s %1$s %2$s", "one", "two");
        f("%s %<s %s", "a", "b");
        f("%h", "hi");
        f("%d items", 3);
        f("%-6b|", false);
        f("%10.4s|", "abcdefgh");
        f("%o", -8);
        f("%,d", 999);
        f("%+,.3f", 1234.5);
        f("%x", 0x7fffffffffffffffL);
        f("%s", new int[0].length);
        f("%s %s", 1.5f, 2.25);
        f("%.3s", true);
        f("%d%%", 100);
        f("%3c|", 'x');
        f("%-3c|", 'x');
        System.out.printf("printf %s %d%n", "x", 5);
        System.out.print(String.format("%s-%s%n", "end", "line"));
        try {
            String.format("%d", "not a number");
        } catch (java.util.IllegalFormatConversionException e) {
            System.out.println("IFCE " + e.getMessage());
        }
        try {
            String.format("%s %s", "only one");
        } catch (java.util.MissingFormatArgumentException e) {
            System.out.println("MFAE " + e.getMessage());
        }
        try {
            String.format("%q", 1);
        } catch (java.util.UnknownFormatConversionException e) {
            System.out.println("UFCE " + e.getMessage());
        }
        try {
            String.format("%-d", 1);
        } catch (java.util.MissingFormatWidthException e) {
            System.out.println("MFWE " + e.getMessage());
        }
        try {
            String.format("%.2d", 1);
        } catch (java.util.IllegalFormatPrecisionException e) {
            System.out.println("IFPE " + e.getMessage());
        }
        try {
            String.format("%#s", "x");
        } catch (java.util.FormatFlagsConversionMismatchException e) {
            System.out.println("FFCME " + e.getMessage());
        }
    }
}
