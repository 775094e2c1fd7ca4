import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.TreeSet;

/** java.nio.charset: the standard charsets, String.getBytes/new String with them; String.format with English and root locales. */
public class Charsets {
    interface Action {
        Object run() throws Exception;
    }

    static void t(String label, Action a) {
        try {
            System.out.println(label + ": " + a.run());
        } catch (Exception e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 32 && c < 127) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        Charset[] all = {StandardCharsets.UTF_8, StandardCharsets.US_ASCII, StandardCharsets.ISO_8859_1, StandardCharsets.UTF_16,
            StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE};
        String[] texts = {"", "hello", "caf\u00e9", "\u20ac5", "\ud83d\ude00!", "a\ud800b", "\u00ff\u0100", "tab\tnl\n"};
        for (Charset cs : all) {
            System.out.println(cs + " " + cs.name() + " " + cs.displayName() + " " + new TreeSet<>(cs.aliases()) + " " + cs.hashCode()
                    + " " + cs.canEncode() + " " + cs.isRegistered() + " " + cs.contains(StandardCharsets.US_ASCII) + " "
                    + cs.contains(StandardCharsets.UTF_8) + " " + cs.equals(Charset.forName(cs.name())));
            for (String s : texts) {
                byte[] b = s.getBytes(cs);
                System.out.println("  " + escape(s) + " -> " + Arrays.toString(b) + " -> " + escape(new String(b, cs)) + " | "
                        + escape(new String(b, cs.name())) + " | " + Arrays.equals(b, s.getBytes(cs.name())));
            }
        }
        byte[][] inputs = {{(byte) 0xfe, (byte) 0xff, 0, 65}, {(byte) 0xff, (byte) 0xfe, 65, 0}, {0, 65, 0}, {(byte) 0xd8, 0, 0, 65},
            {(byte) 0xc3, (byte) 0xa9, (byte) 0xc3}, {(byte) 0x80, 65}, {(byte) 0xe2, (byte) 0x82}, {(byte) 0xf0, (byte) 0x9f, (byte) 0x98, (byte) 0x80}};
        for (byte[] in : inputs) {
            StringBuilder sb = new StringBuilder(Arrays.toString(in));
            for (Charset cs : all) {
                sb.append(" | ").append(escape(new String(in, cs)));
            }
            sb.append(" | ").append(escape(new String(in, 1, in.length - 1, StandardCharsets.UTF_8)));
            System.out.println(sb);
        }
        String[] names = {"utf-8", "UTF8", "latin1", "ISO8859_1", "us-ascii", "ASCII", "unicode", "UnicodeBigUnmarked", "x-utf-16le",
            "utf_16", "foo", "no such", "", "-abc", "a.b:c+d_e"};
        for (String n : names) {
            t("forName " + n, () -> Charset.forName(n) + " " + Charset.isSupported(n));
            t("isSupported " + n, () -> Charset.isSupported(n));
            t("getBytes " + n, () -> Arrays.toString("A\u00e9".getBytes(n)));
        }
        t("forName null", () -> Charset.forName(null));
        t("getBytes null", () -> "x".getBytes((Charset) null));
        t("default", () -> Charset.defaultCharset() + " " + Charset.defaultCharset().equals(StandardCharsets.UTF_8) + " "
                + Arrays.toString("\u00e9".getBytes()));
        TreeSet<Charset> sorted = new TreeSet<>(Arrays.asList(all));
        System.out.println(sorted + " " + StandardCharsets.UTF_8.compareTo(StandardCharsets.US_ASCII));
        t("unsupported encoding", () -> new String(new byte[] {65}, "foo"));

        // String.format and printf with locales that format like English
        Locale[] locales = {Locale.US, Locale.ROOT, Locale.ENGLISH, Locale.UK, null};
        for (Locale l : locales) {
            System.out.println(String.format(l, "%d|%,d|%.2f|%,.3f|%e|%10.3e|%g|%s|%S|%x|%X|%o|%c|%b|%h|%08.2f|%+d|%(d|%a|%%|%n",
                    1234567, 1234567, 3.14159, 1234567.891, 12345.678, -0.000123, 0.0001234, "str", "str", 255, 255, 8, 'c', true,
                    "h", -3.5, 5, -5, 1.0).trim());
        }
        System.out.printf(Locale.US, "%.3f %,d %s%n", 2.0 / 3, 1_000_000, "ok");
        System.out.format(Locale.ROOT, "%5.1f|%-6s|%06d%n", 9.96, "ab", -42);
        System.out.println(String.format(Locale.GERMANY, "%s %d %x %b %c", "same", 42, 255, false, 'z'));
        System.out.println(String.format(Locale.FRANCE, "%s|%5s|%-5s|", "a", "b", "c"));
    }
}
