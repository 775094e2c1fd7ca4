import java.io.UnsupportedEncodingException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/** URLEncoder and URLDecoder with each charset, unknown charsets and malformed escapes. */
public class UrlCoding {
    static String hex(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c >= 0x20 && c < 0x7f) {
                b.append(c);
            } else {
                b.append(String.format("\\u%04x", (int) c));
            }
        }
        return b.toString();
    }

    public static void main(String[] args) throws Exception {
        String[] texts = {"", "plain", "< what a mess >", "a+b=c&d", "caf\u00e9 \u20ac 100%",
            "emoji \uD83D\uDE00!", "lone \uD800 high", "~!@#$^()[]{}|\\:;\"'<>,?/`", ".-*_"};
        String[] charsets = {"UTF-8", "utf8", "ISO-8859-1", "latin1", "US-ASCII", "UTF-16", "UTF-16BE", "UTF-16LE"};
        for (String t : texts) {
            for (String cs : charsets) {
                String e = URLEncoder.encode(t, cs);
                String back = URLDecoder.decode(e, cs);
                System.out.println(cs + " [" + hex(t) + "] -> " + e + " -> [" + hex(back) + "]");
            }
            System.out.println("charset object: " + URLEncoder.encode(t, StandardCharsets.UTF_8)
                    + " " + URLEncoder.encode(t, StandardCharsets.ISO_8859_1));
        }
        String s = "unchanged";
        System.out.println("same object: " + (URLEncoder.encode(s, "UTF-8") == s) + " "
                + (URLDecoder.decode(s, "UTF-8") == s));
        for (String enc : new String[] {"wrgsGrff", "", "bad name!", "UTF-9"}) {
            try {
                System.out.println(URLEncoder.encode("< what a mess >", enc));
            } catch (UnsupportedEncodingException e) {
                System.out.println("encode " + enc + ": " + e);
            }
            try {
                System.out.println(URLDecoder.decode("%3C+what", enc));
            } catch (UnsupportedEncodingException e) {
                System.out.println("decode " + enc + ": " + e);
            }
        }
        try {
            URLEncoder.encode("x", (String) null);
        } catch (NullPointerException e) {
            System.out.println("encode null name: " + e.getMessage());
        }
        try {
            URLEncoder.encode("x", (Charset) null);
        } catch (NullPointerException e) {
            System.out.println("encode null charset: " + e.getMessage());
        }
        try {
            URLDecoder.decode("x", (Charset) null);
        } catch (NullPointerException e) {
            System.out.println("decode null charset: " + e.getMessage());
        }
        String[] encoded = {"%zz", "%-1x", "%+1", "abc%4", "%e9%", "%", "%%41", "a%2", "%1g", "%+f", "% 1",
            "%-z", "%-0", "%C3%A9%ff%41+b", "%E2%82", "%e2%82%ac", "100%25", "a+%2B+b", "%41%42%43def%44"};
        for (String e : encoded) {
            try {
                System.out.println(e + " -> [" + hex(URLDecoder.decode(e, "UTF-8")) + "] ["
                        + hex(URLDecoder.decode(e, StandardCharsets.ISO_8859_1)) + "] ["
                        + hex(URLDecoder.decode(e)) + "]");
            } catch (IllegalArgumentException x) {
                System.out.println(e + " -> " + x);
            }
        }
        System.out.println(URLDecoder.decode("%FE%FF%00%E9", "UTF-16") + " "
                + URLDecoder.decode("%E9%00", "UTF-16LE").length());
        @SuppressWarnings("deprecation")
        String old = URLEncoder.encode("deprecated one \u00e9");
        System.out.println(old);
    }
}
