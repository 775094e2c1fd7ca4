package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;

/**
 * {@code application/x-www-form-urlencoded} encoding: letters, digits and {@code .-*_} stay,
 * a space becomes {@code +}, and every run of other characters is converted to bytes in the
 * charset (as a whole, so UTF-16 puts its byte-order mark before each run, as the JDK's does)
 * and written as {@code %XX}. The charsets are those of ironpf's java.nio.charset.
 */
public class URLEncoder {
    private URLEncoder() {}

    @Deprecated
    public static String encode(String s) {
        return encode(s, java.nio.charset.StandardCharsets.UTF_8);
    }

    public static String encode(String s, String enc) throws UnsupportedEncodingException {
        if (enc == null) {
            throw new NullPointerException("charsetName");
        }
        Charset charset;
        try {
            charset = Charset.forName(enc);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return encode(s, charset);
    }

    public static String encode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        StringBuilder b = null;
        int n = s.length();
        for (int i = 0; i < n; ) {
            char c = s.charAt(i);
            if (unreserved(c)) {
                if (b != null) {
                    b.append(c);
                }
                i++;
            } else if (c == ' ') {
                if (b == null) {
                    b = new StringBuilder(n + 16).append(s, 0, i);
                }
                b.append('+');
                i++;
            } else {
                if (b == null) {
                    b = new StringBuilder(n + 16).append(s, 0, i);
                }
                int end = i + 1;
                while (end < n && !unreserved(s.charAt(end)) && s.charAt(end) != ' ') {
                    end++;
                }
                byte[] bytes = s.substring(i, end).getBytes(charset);
                for (byte x : bytes) {
                    b.append('%').append(HEX.charAt((x >> 4) & 15)).append(HEX.charAt(x & 15));
                }
                i = end;
            }
        }
        return b == null ? s : b.toString();
    }

    private static final String HEX = "0123456789ABCDEF";

    private static boolean unreserved(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '.' || c == '-' || c == '*' || c == '_';
    }
}
