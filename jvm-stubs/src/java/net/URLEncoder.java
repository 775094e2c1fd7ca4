package java.net;

/** {@code application/x-www-form-urlencoded} encoding of text as UTF-8 (the only charset). */
public class URLEncoder {
    private URLEncoder() {}

    @Deprecated
    public static String encode(String s) {
        return encode(s, "UTF-8");
    }

    public static String encode(String s, String charset) {
        StringBuilder b = new StringBuilder();
        byte[] bytes = utf8(s);
        for (int i = 0; i < bytes.length; i++) {
            int c = bytes[i] & 0xff;
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '*' || c == '_') {
                b.append((char) c);
            } else if (c == ' ') {
                b.append('+');
            } else {
                b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16))).append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
            }
        }
        return b.toString();
    }

    static byte[] utf8(String s) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            int cp = s.codePointAt(i);
            if (cp >= 0x10000) i++;
            if (cp < 0x80) {
                out.write(cp);
            } else if (cp < 0x800) {
                out.write(0xc0 | cp >> 6);
                out.write(0x80 | cp & 0x3f);
            } else if (cp < 0x10000) {
                out.write(0xe0 | cp >> 12);
                out.write(0x80 | cp >> 6 & 0x3f);
                out.write(0x80 | cp & 0x3f);
            } else {
                out.write(0xf0 | cp >> 18);
                out.write(0x80 | cp >> 12 & 0x3f);
                out.write(0x80 | cp >> 6 & 0x3f);
                out.write(0x80 | cp & 0x3f);
            }
        }
        return out.toByteArray();
    }
}
