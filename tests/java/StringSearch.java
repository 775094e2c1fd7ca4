// Edge cases of the string comparisons and searches ironpf implements natively (equals,
// hashCode, indexOf of a char and of a string, startsWith/endsWith), checked against `java`.
public class StringSearch {
    static void show(String label, Object value) {
        System.out.println(label + " = " + value);
    }

    public static void main(String[] args) {
        String s = "abcabcXabc";
        String empty = "";
        String astral = "x\uD83D\uDE00y\uD83D\uDE00";
        // indexOf(int, int): every start, negative and past the end, absent chars.
        for (int from = -2; from <= s.length() + 1; from++) {
            System.out.print(s.indexOf('c', from) + " ");
        }
        System.out.println();
        show("indexOf absent", s.indexOf('z'));
        show("indexOf negative char", s.indexOf(-5));
        show("indexOf supplementary", astral.indexOf(0x1F600) + " " + astral.indexOf(0x1F600, 2));
        show("indexOf high surrogate", astral.indexOf('\uD83D', 2));
        show("indexOf on empty", empty.indexOf('a') + " " + empty.indexOf("") + " " + empty.indexOf("", 3));
        // indexOf(String, int): empty target, longer target, from past the end.
        String[] targets = {"", "a", "abc", "bcX", "Xabc", "abcabcXabc", "abcabcXabcd", "cc"};
        for (String t : targets) {
            StringBuilder line = new StringBuilder("indexOf(\"" + t + "\"):");
            for (int from = -1; from <= s.length() + 1; from += 2) {
                line.append(' ').append(s.indexOf(t, from));
            }
            line.append(" contains=").append(s.contains(t));
            System.out.println(line);
        }
        // StringBuilder.indexOf searches only the used part of its larger array.
        StringBuilder b = new StringBuilder(64).append("hello hello");
        show("builder indexOf", b.indexOf("llo") + " " + b.indexOf("llo", 4) + " " + b.indexOf("lo w") + " " + b.indexOf(""));
        b.setLength(3);
        show("builder after setLength", b.indexOf("llo") + " " + b.indexOf("l"));
        // equals: lengths, prefixes, the same content built differently, other types.
        String built = new StringBuilder("abc").append("abcXabc").toString();
        show("equals built", s.equals(built) + " " + built.equals(s) + " " + (s == built));
        show("equals prefix", s.equals("abcabc") + " " + "abcabc".equals(s));
        show("equals last char", s.equals("abcabcXabd"));
        show("equals empty", empty.equals("") + " " + empty.equals(new String()));
        show("equals other type", s.equals(new StringBuilder(s)) + " " + s.equals(null));
        show("contentEquals", s.contentEquals(new StringBuilder(s)));
        // hashCode: empty, ASCII, non-ASCII, and a string whose hash is 0 is recomputed.
        show("hashes", empty.hashCode() + " " + s.hashCode() + " " + astral.hashCode() + " " + "\u00e9t\u00e9".hashCode());
        show("hash of zero", "\u0000".hashCode() + " " + "polygenelubricants".hashCode());
        java.util.Map<String, Integer> counts = new java.util.HashMap<>();
        for (String w : "the cat and the hat and the bat".split(" ")) {
            counts.merge(w, 1, Integer::sum);
        }
        show("map", new java.util.TreeMap<>(counts));
        // startsWith / endsWith with offsets in and out of range.
        for (int off = -1; off <= s.length() + 1; off += 3) {
            System.out.print(s.startsWith("abc", off) + " ");
        }
        System.out.println();
        show("startsWith", s.startsWith("") + " " + s.startsWith(s) + " " + s.startsWith(s + "x") + " " + empty.startsWith(""));
        show("endsWith", s.endsWith("Xabc") + " " + s.endsWith("") + " " + s.endsWith("XabC") + " " + "c".endsWith(s));
        show("replace", s.replace("abc", "-") + " " + s.replace("", "."));
        show("split", String.join("|", "a,b,,c,".split(",")));
    }
}
