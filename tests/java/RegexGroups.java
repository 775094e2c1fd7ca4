import java.util.*;
import java.util.regex.*;

public class RegexGroups {
    public static void main(String[] args) {
        Pattern date = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})");
        Matcher m = date.matcher("born 1990-04-12, moved 2001-11-30, now 2024-01-05.");
        while (m.find()) {
            System.out.println("found '" + m.group() + "' at " + m.start() + "-" + m.end() + " y=" + m.group(1) + " m=" + m.group(2) + " d=" + m.group(3) + " groupCount=" + m.groupCount() + " start(2)=" + m.start(2));
        }
        Pattern named = Pattern.compile("(?<key>[a-z]+)=(?<val>[^;]*);?");
        Matcher nm = named.matcher("host=example.org;port=8080;empty=;user=bob");
        Map<String, String> kv = new LinkedHashMap<>();
        while (nm.find()) kv.put(nm.group("key"), nm.group("val"));
        System.out.println("named " + kv);
        System.out.println("matches " + date.matcher("2020-02-02").matches() + " " + date.matcher("2020-02-02x").matches() + " lookingAt " + date.matcher("2020-02-02x").lookingAt() + " " + date.matcher("x2020-02-02").lookingAt());
        Matcher opt = Pattern.compile("(a)?(b)(c)?").matcher("b");
        System.out.println("optional groups " + opt.matches() + " g1=" + opt.group(1) + " g2=" + opt.group(2) + " g3=" + opt.group(3) + " start(1)=" + opt.start(1));
        System.out.println("replaceAll $ " + "2024-01-05".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1") + " named " + "a=1".replaceAll("(?<k>\\w)=(?<v>\\d)", "${v}:${k}"));
        System.out.println("quoteReplacement " + "cost: X".replaceAll("X", Matcher.quoteReplacement("$5.00\\")) + " quote " + Pattern.quote("a.b") + " " + "a.b axb".replaceAll(Pattern.quote("a.b"), "!"));
        Matcher sb = Pattern.compile("\\d+").matcher("a1b22c333d");
        StringBuffer out = new StringBuffer();
        while (sb.find()) sb.appendReplacement(out, "<" + (Integer.parseInt(sb.group()) * 2) + ">");
        sb.appendTail(out);
        System.out.println("appendReplacement " + out);
        Pattern ci = Pattern.compile("hello", Pattern.CASE_INSENSITIVE);
        System.out.println("CASE_INSENSITIVE " + ci.matcher("Say HeLLo").find() + " flags " + ci.flags() + " pattern " + ci.pattern() + " toString " + ci);
        Pattern ml = Pattern.compile("^(\\w+):", Pattern.MULTILINE);
        Matcher mlm = ml.matcher("alpha: 1\nbeta: 2\n gamma: 3\ndelta:4");
        List<String> heads = new ArrayList<>();
        while (mlm.find()) heads.add(mlm.group(1));
        System.out.println("MULTILINE " + heads);
        System.out.println("DOTALL " + Pattern.compile("a.b", Pattern.DOTALL).matcher("a\nb").matches() + " without " + Pattern.compile("a.b").matcher("a\nb").matches());
        System.out.println("greedy " + first("<.+>", "<a><b>") + " reluctant " + first("<.+?>", "<a><b>") + " possessive " + first("a*+a", "aaa"));
        System.out.println("backref " + Pattern.matches("(\\w)\\1", "xx") + " " + Pattern.matches("(\\w)\\1", "xy") + " " + first("(\\w+) \\1", "it is is fine"));
        System.out.println("lookahead " + first("\\w+(?=!)", "wow hey! yes") + " neg " + first("\\b\\w+\\b(?!\\s*!)", "hey! yes") + " lookbehind " + first("(?<=\\$)\\d+", "cost $45") + " neg lookbehind " + first("(?<!\\$)\\b\\d+", "$45 and 99"));
        System.out.println("alternation " + all("cat|category|dog", "category dog cat") + " anchors " + all("\\bis\\b", "this is island is"));
        System.out.println("classes " + all("[\\p{Upper}]\\p{Lower}+", "Hello World FOO Bar") + " " + all("[^\\s,]+", "a, b,,c d") + " " + all("\\p{Punct}", "a,b.c!"));
        System.out.println("quantifiers " + all("a{2,3}", "aaaaaaa") + " " + all("x{2}", "xxxxx") + " " + all("ab?c", "ac abc abbc") + " " + all("(ab)+", "ababab ab"));
        System.out.println("non-capturing " + Pattern.compile("(?:ab)+(c)").matcher("ababc").replaceAll("[$1]") + " groupCount " + Pattern.compile("(?:x)(y)(?<z>z)").matcher("").groupCount());
        System.out.println("split " + Arrays.toString(Pattern.compile("\\s*,\\s*").split("a , b,c ,  d")) + " limit " + Arrays.toString(Pattern.compile(",").split("a,b,c,d", 2)));
        Matcher reset = Pattern.compile("o").matcher("foo boo");
        int count = 0;
        while (reset.find()) count++;
        reset.reset("zoo");
        int count2 = 0;
        while (reset.find()) count2++;
        System.out.println("reset " + count + " " + count2 + " find(3) " + reset.find(2) + " at " + reset.start());
        try {
            Matcher bad = date.matcher("none");
            bad.group();
        } catch (IllegalStateException e) {
            System.out.println("group before match: ISE " + e.getMessage());
        }
        try {
            Matcher g = date.matcher("2020-01-01");
            g.matches();
            g.group(4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bad group: " + e.getMessage());
        }
        System.out.println("email " + Pattern.matches("[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+", "first.last+tag@mail.example.com") + " " + Pattern.matches("[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+", "bad@com"));
        System.out.println("unicode " + all("\\p{L}+", "naïve café über") + " " + all("\\w+", "naïve café"));
        Matcher hex = Pattern.compile("0[xX]([0-9a-fA-F]+)").matcher("vals 0x1F, 0XFF, 0xg, 0x0");
        int total = 0;
        while (hex.find()) total += Integer.parseInt(hex.group(1), 16);
        System.out.println("hex total " + total);
        System.out.println("escape " + all("\\.\\*\\+\\?", "a.*+?b") + " " + all("\\t|\\n", "a\tb\nc").size() + " " + "a\\b".replaceAll("\\\\", "/"));
    }

    static String first(String re, String s) {
        Matcher m = Pattern.compile(re).matcher(s);
        return m.find() ? m.group() : "<none>";
    }

    static List<String> all(String re, String s) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile(re).matcher(s);
        while (m.find()) out.add(m.group());
        return out;
    }
}
