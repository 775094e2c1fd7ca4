import java.util.*;
import java.util.regex.*;

public class RegexMatcherApi {
    public static void main(String[] args) {
        Pattern word = Pattern.compile("\\b(?<first>\\w)(?<rest>\\w*)\\b");
        Matcher m = word.matcher("the quick brown fox");
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, m.group("first").toUpperCase() + "${rest}");
            System.out.println("word " + m.group() + " first@" + m.start("first") + " rest@" + m.start("rest") + "-" + m.end("rest") + " end(1)=" + m.end(1));
        }
        m.appendTail(sb);
        System.out.println("title case: " + sb);
        System.out.println("replaceAll " + word.matcher("a bc def").replaceAll("<$2$1>") + " replaceFirst " + word.matcher("a bc def").replaceFirst("[${first}]"));
        System.out.println("no match replace " + Pattern.compile("z").matcher("abc").replaceAll("y"));
        Pattern flags = Pattern.compile("^end$", Pattern.MULTILINE | Pattern.CASE_INSENSITIVE);
        Matcher fm = flags.matcher("start\nEND\nmiddle\nend");
        int n = 0;
        while (fm.find()) n++;
        System.out.println("flags " + flags.flags() + " matches " + n + " pattern " + flags.pattern());
        Pattern lit = Pattern.compile("a+b (c)", Pattern.LITERAL);
        System.out.println("LITERAL " + lit.matcher("xx a+b (c) yy").find() + " " + lit.matcher("aab c").find() + " flags " + lit.flags());
        Pattern dot = Pattern.compile("<(.*)>", Pattern.DOTALL);
        Matcher dm = dot.matcher("<line1\nline2>");
        System.out.println("DOTALL " + dm.matches() + " group " + dm.group(1).replace("\n", "\\n"));
        System.out.println("quote " + Pattern.quote("1+1=2") + " " + Pattern.quote("x\\Ey") + " works " + Pattern.compile(Pattern.quote("x\\Ey")).matcher("ax\\Eyb").find());
        System.out.println("quoteReplacement " + Matcher.quoteReplacement("$1\\n") + " " + Matcher.quoteReplacement("plain"));
        System.out.println("replace with quoted " + Pattern.compile("o").matcher("foo").replaceAll(Matcher.quoteReplacement("$")));
        System.out.println("split " + Arrays.toString(Pattern.compile("[;,]\\s*").split("a; b,c;  d,")) + " " + Arrays.toString(Pattern.compile("\\d").split("a1b2c3", -1)));
        Matcher la = Pattern.compile("\\d+").matcher("123abc456");
        System.out.println("lookingAt " + la.lookingAt() + " " + la.group() + " then find " + la.find() + " " + la.group() + " matches " + la.matches());
        Matcher fi = Pattern.compile("[aeiou]").matcher("programming language");
        System.out.println("find(5) " + fi.find(5) + " at " + fi.start() + " next " + fi.find() + " at " + fi.start() + " find(0) " + fi.find(0) + " at " + fi.start());
        try {
            fi.find(100);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("find(100): " + e.getMessage());
        }
        Matcher rs = Pattern.compile("(\\w)(\\d)").matcher("a1 b2");
        rs.find();
        rs.reset("z9 y8 x7");
        List<String> got = new ArrayList<>();
        while (rs.find()) got.add(rs.group(2) + rs.group(1));
        System.out.println("reset(input) " + got);
        try {
            rs.group("nope");
        } catch (IllegalArgumentException | IllegalStateException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        Matcher ng = Pattern.compile("(?<y>\\d{4})").matcher("year 2023");
        ng.find();
        try {
            ng.group("nope");
        } catch (IllegalArgumentException e) {
            System.out.println("bad name: " + e.getMessage());
        }
        try {
            ng.start(2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bad index: " + e.getMessage());
        }
        System.out.println("asPredicate " + Pattern.compile("\\d").asPredicate().test("ab3") + " " + Pattern.compile("\\d").asPredicate().test("abc") + " asMatchPredicate " + Pattern.compile("\\d+").asMatchPredicate().test("12a"));
        List<String> lines = Arrays.asList("ERROR disk full", "info ok", "Error again", "warn", "error: third");
        Pattern err = Pattern.compile("^error\\b", Pattern.CASE_INSENSITIVE);
        List<String> errors = new ArrayList<>();
        for (String l : lines) if (err.matcher(l).find()) errors.add(l);
        System.out.println("errors " + errors);
        StringBuffer legacy = new StringBuffer();
        Matcher money = Pattern.compile("\\$(\\d+)").matcher("a $5 b $12 c");
        while (money.find()) money.appendReplacement(legacy, "\\$" + Integer.parseInt(money.group(1)) * 100 + "c");
        money.appendTail(legacy);
        System.out.println("StringBuffer " + legacy);
        Matcher tm = Pattern.compile("b+").matcher("abbbc");
        tm.find();
        System.out.println("toString " + tm);
        Map<String, Integer> counts = new TreeMap<>();
        Matcher tok = Pattern.compile("[A-Za-z']+").matcher("It's a test. A TEST it's; a test!");
        while (tok.find()) counts.merge(tok.group().toLowerCase(), 1, Integer::sum);
        System.out.println("word counts " + counts);
    }
}
