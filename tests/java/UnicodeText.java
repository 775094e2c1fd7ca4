import java.util.*;

public class UnicodeText {
    public static void main(String[] args) {
        String[] words = {"straße", "ǆemal", "İstanbul", "ΣΊΣΥΦΟΣ", "ﬁne", "Ångström", "naïve", "ŉ", "ΐ", "Ǉubljana", "ᾳ"};
        for (String w : words) {
            String up = w.toUpperCase(), lo = w.toLowerCase();
            System.out.println(w + " len " + w.length() + " upper " + up + " (" + up.length() + ") lower " + lo + " (" + lo.length() + ") eqIgnoreCase(upper) " + w.equalsIgnoreCase(up) + " cmpIgnore " + Integer.signum(w.compareToIgnoreCase(up)));
        }
        System.out.println("final sigma " + "ΟΔΟΣ ΟΔΟΣ.".toLowerCase() + " | " + "Σ".toLowerCase() + " | " + "ΑΣ".toLowerCase());
        System.out.println("Arabic-Indic parse " + Integer.parseInt("\u0661\u0662\u0663") + " fullwidth " + Integer.parseInt("\uff14\uff12") + " Devanagari " + Long.parseLong("-\u0967\u0966"));
        System.out.println("digit values " + Character.digit('\u0665', 10) + " " + Character.getNumericValue('\u0665') + " " + Character.digit('\uff21', 16) + " " + Character.getNumericValue('\u216b'));
        System.out.println("Character.isLetter on scripts: " + Character.isLetter('\u05d0') + Character.isLetter('\u0e01') + Character.isLetter('\u3042') + Character.isLetter('\u0903') + Character.isDigit('\u0e51') + Character.isLetterOrDigit('\u00b2'));
        String mixed = "Déjà vu — 東京 2024 ½ café";
        int letters = 0, digits = 0, spaces = 0, other = 0;
        for (int i = 0; i < mixed.length(); i++) {
            char c = mixed.charAt(i);
            if (Character.isLetter(c)) letters++;
            else if (Character.isDigit(c)) digits++;
            else if (Character.isWhitespace(c)) spaces++;
            else other++;
        }
        System.out.println("classify " + letters + " " + digits + " " + spaces + " " + other);
        String[] sortme = {"zebra", "Äpfel", "apple", "Zoo", "éclair", "eclair", "Ápple"};
        String[] copy = sortme.clone();
        Arrays.sort(copy);
        System.out.println("natural " + Arrays.toString(copy));
        Arrays.sort(copy, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive " + Arrays.toString(copy));
        System.out.println("regionMatches " + "Hello World".regionMatches(true, 6, "WORLD", 0, 5) + " " + "Hello World".regionMatches(6, "WORLD", 0, 5) + " " + "STRASSE".regionMatches(true, 0, "straße", 0, 5));
        System.out.println("indexOf ignoring case via lower " + "Ünïcödé".toLowerCase().indexOf("cö"));
        System.out.println("trim vs strip-like " + "[" + "\u00a0x\u00a0".trim() + "] " + Character.isWhitespace('\u00a0') + " " + Character.isSpaceChar('\u00a0'));
        StringBuilder caesar = new StringBuilder();
        for (char c : "Attack at Dawn, Zulu!".toCharArray()) {
            if (Character.isUpperCase(c)) caesar.append((char) ('A' + (c - 'A' + 3) % 26));
            else if (Character.isLowerCase(c)) caesar.append((char) ('a' + (c - 'a' + 3) % 26));
            else caesar.append(c);
        }
        System.out.println("caesar " + caesar);
        String s = "héllo wörld";
        StringBuilder title = new StringBuilder();
        boolean start = true;
        for (char c : s.toCharArray()) {
            title.append(start ? Character.toTitleCase(c) : c);
            start = c == ' ';
        }
        System.out.println("title " + title);
        System.out.println("getBytes lengths " + utf8Len("aé€😀"));
    }

    static int utf8Len(String s) {
        try {
            return s.getBytes("UTF-8").length;
        } catch (java.io.UnsupportedEncodingException e) {
            return -1;
        }
    }
}
