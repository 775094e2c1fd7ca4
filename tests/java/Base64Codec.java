import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

// java.util.Base64's basic and URL alphabets, with and without padding, both ways, and the
// decoder's errors.
public class Base64Codec {
    public static void main(String[] args) {
        String[] texts = {"", "f", "fo", "foo", "foob", "fooba", "foobar", "user:pa$$word?", "\u00e9t\u00e9 \u2603"};
        for (String t : texts) {
            byte[] b = t.getBytes(StandardCharsets.UTF_8);
            String enc = Base64.getEncoder().encodeToString(b);
            String url = Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[] {(byte) 0xfb, (byte) 0xff, 1});
            System.out.println(enc + " " + url + " " + new String(Base64.getDecoder().decode(enc), StandardCharsets.UTF_8));
        }
        System.out.println(Arrays.toString(Base64.getUrlDecoder().decode("-_8B")));
        System.out.println(new String(Base64.getEncoder().encode("hi".getBytes(StandardCharsets.US_ASCII)), StandardCharsets.US_ASCII));
        for (String bad : new String[] {"ab!c", "a"}) {
            try {
                Base64.getDecoder().decode(bad);
                System.out.println("decoded " + bad);
            } catch (IllegalArgumentException e) {
                System.out.println("IllegalArgumentException");
            }
        }
    }
}
