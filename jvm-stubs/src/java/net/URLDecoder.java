package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;

/**
 * Decoding of {@code application/x-www-form-urlencoded} text: {@code +} becomes a space, and
 * each run of {@code %XX} escapes is decoded as bytes of the charset (malformed bytes become
 * U+FFFD); malformed escapes throw IllegalArgumentException with the JDK's messages.
 */
public class URLDecoder {
    private URLDecoder() {}

    @Deprecated
    public static String decode(String s) {
        return decode(s, java.nio.charset.StandardCharsets.UTF_8);
    }

    public static String decode(String s, String enc) throws UnsupportedEncodingException {
        if (enc.isEmpty()) {
            throw new UnsupportedEncodingException("URLDecoder: empty string enc parameter");
        }
        Charset charset;
        try {
            charset = Charset.forName(enc);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return decode(s, charset);
    }

    public static String decode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("Charset");
        }
        int n = s.length();
        StringBuilder b = null;
        byte[] bytes = null;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c != '+' && c != '%') {
                if (b != null) {
                    b.append(c);
                }
                i++;
                continue;
            }
            if (b == null) {
                b = new StringBuilder(n).append(s, 0, i);
            }
            if (c == '+') {
                b.append(' ');
                i++;
                continue;
            }
            if (bytes == null) {
                bytes = new byte[(n - i) / 3];
            }
            int count = 0;
            while (i + 2 < n && c == '%') {
                int v = hexPair(s.charAt(i + 1), s.charAt(i + 2));
                if (v < 0) {
                    throw new IllegalArgumentException(
                            "URLDecoder: Illegal hex characters in escape (%) pattern - negative value");
                }
                bytes[count++] = (byte) v;
                i += 3;
                if (i < n) {
                    c = s.charAt(i);
                }
            }
            if (i < n && c == '%') {
                throw new IllegalArgumentException("URLDecoder: Incomplete trailing escape (%) pattern");
            }
            b.append(new String(bytes, 0, count, charset));
        }
        return b == null ? s : b.toString();
    }

    /**
     * The two characters after a {@code %} read as a signed base-16 number, as
     * {@code Integer.parseInt} reads them (so {@code -1} is -1 and {@code +f} is 15).
     */
    private static int hexPair(char c0, char c1) {
        if (c0 == '-' || c0 == '+') {
            int d = Character.digit(c1, 16);
            if (d < 0) {
                throw bad(c0, c1, 1);
            }
            return c0 == '-' ? -d : d;
        }
        int d0 = Character.digit(c0, 16);
        if (d0 < 0) {
            throw bad(c0, c1, 0);
        }
        int d1 = Character.digit(c1, 16);
        if (d1 < 0) {
            throw bad(c0, c1, 1);
        }
        return d0 * 16 + d1;
    }

    private static IllegalArgumentException bad(char c0, char c1, int index) {
        return new IllegalArgumentException("URLDecoder: Illegal hex characters in escape (%) pattern - Error at index "
                + index + " in: \"" + c0 + c1 + "\"");
    }
}
