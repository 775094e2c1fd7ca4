// Digests of Character's Unicode properties over every code point, block by block (4096 code
// points a line), and of String.toUpperCase/toLowerCase over the BMP: the tables must be
// the JDK's (Unicode 13 for JDK 17), with simple one-to-one mappings for Character and the
// special multi-character ones for String.
public class CharTables {
    static int mix(int h, int v) {
        return h * 31 + v;
    }

    public static void main(String[] args) {
        int shown = 0;
        for (int block = 0; block < 0x110; block++) {
            int letters = 0, digits = 0, upper = 0, lower = 0, alpha = 0, white = 0;
            int h = 17;
            for (int cp = block << 12; cp < (block + 1) << 12; cp++) {
                int f = (Character.isLetter(cp) ? 1 : 0) | (Character.isDigit(cp) ? 2 : 0)
                    | (Character.isLetterOrDigit(cp) ? 4 : 0) | (Character.isAlphabetic(cp) ? 8 : 0)
                    | (Character.isWhitespace(cp) ? 16 : 0) | (Character.isSpaceChar(cp) ? 32 : 0)
                    | (Character.isUpperCase(cp) ? 64 : 0) | (Character.isLowerCase(cp) ? 128 : 0);
                if (f == 0 && Character.toUpperCase(cp) == cp && Character.toLowerCase(cp) == cp) continue;
                letters += f & 1;
                digits += (f >> 1) & 1;
                alpha += (f >> 3) & 1;
                white += (f >> 4) & 1;
                upper += (f >> 6) & 1;
                lower += (f >> 7) & 1;
                h = mix(mix(mix(mix(h, cp), f), Character.toUpperCase(cp) - cp), Character.toLowerCase(cp) - cp);
            }
            if (h == 17) continue;
            shown++;
            System.out.println(Integer.toHexString(block << 12) + ": letters=" + letters + " digits=" + digits
                + " alpha=" + alpha + " white=" + white + " upper=" + upper + " lower=" + lower
                + " hash=" + Integer.toHexString(h));
        }
        System.out.println("blocks with properties: " + shown);
        int h = 0, longer = 0;
        for (int c = 0; c < 0x10000; c++) {
            if (c >= 0xd800 && c <= 0xdfff) continue;
            String s = String.valueOf((char) c);
            String u = s.toUpperCase(), l = s.toLowerCase();
            if (u.length() != 1) longer++;
            h = mix(mix(h, u.hashCode()), l.hashCode());
        }
        System.out.println("BMP string case: hash=" + Integer.toHexString(h) + " expanding uppercase=" + longer);
        int[] probe = {0x130, 0x131, 0x1c5, 0x1f80, 0x1f88, 0x2126, 0x212a, 0x1d7ce, 0x10400, 0x10428, 0x93f, 0x345, 0xdf, 0xff};
        for (int cp : probe) {
            System.out.println(Integer.toHexString(cp) + " letter=" + Character.isLetter(cp) + " digit=" + Character.isDigit(cp)
                + " alpha=" + Character.isAlphabetic(cp) + " up=" + Integer.toHexString(Character.toUpperCase(cp))
                + " low=" + Integer.toHexString(Character.toLowerCase(cp)) + " str=" + new String(Character.toChars(cp)).toUpperCase().length());
        }
    }
}
