import java.util.Arrays;

public class StrSplitRegex {
    static void show(String label, String[] parts) {
        StringBuilder b = new StringBuilder(label).append(" n=").append(parts.length).append(" [");
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) b.append('|');
            b.append('<').append(parts[i]).append('>');
        }
        System.out.println(b.append(']'));
    }

    public static void main(String[] args) {
        String csv = "a,b,,c,,";
        for (int limit = -2; limit <= 5; limit++) {
            show("csv limit " + limit, csv.split(",", limit));
        }
        show("csv default", csv.split(","));
        show("leading", ",x,y".split(","));
        show("empty", "".split(","));
        show("only seps", ",,,".split(","));
        show("only seps -1", ",,,".split(",", -1));
        show("whitespace", "  one  two\tthree\n four ".split("\\s+"));
        show("trim first", "  one  two\tthree\n four ".trim().split("\\s+"));
        show("dot", "1.2.3".split("\\."));
        show("dot unescaped", "1.2.3".split("."));
        show("pipe", "a|b|c".split("\\|"));
        show("chars", "abc".split(""));
        show("alternation", "one1two22three333four".split("\\d+"));
        show("lookahead", "CamelCaseString".split("(?=[A-Z])"));
        show("class", "a1b2c3".split("[0-9]"));
        show("limit 2 ws", "key = value = more".split("\\s*=\\s*", 2));
        show("char class neg", "a-b_c d".split("[^a-z]"));
        show("single char regex meta", "a$b$c".split("\\$"));
        show("multichar", "aXYbXYc".split("XY"));
        show("quantifier", "aaa".split("a"));
        show("quantifier -1", "aaa".split("a", -1));
        show("tab", "x\ty\t\tz".split("\t"));
        show("backslash", "p\\q\\r".split("\\\\"));
        System.out.println(Arrays.toString("2024-01-15T10:20:30".split("[-T:]")));
        System.out.println(String.join("+", "a b c".split(" ")));
        System.out.println(String.join("/", Arrays.asList("x", "y", "z")));
        System.out.println("replaceAll=" + "a1b22c333".replaceAll("[0-9]+", "#"));
        System.out.println("replaceFirst=" + "a1b22c333".replaceFirst("[0-9]+", "#"));
        System.out.println("replaceAll group=" + "john smith".replaceAll("(\\w+) (\\w+)", "$2, $1"));
        System.out.println("replace literal=" + "a.b.c".replace(".", "$"));
        System.out.println("matches=" + "abc123".matches("[a-z]+\\d+") + " " + "abc".matches("ab"));
        System.out.println("replaceAll empty=" + "abc".replaceAll("", "-"));
        System.out.println("replaceAll star=" + "abc".replaceAll("x*", "-"));
        System.out.println("case-insens=" + "Hello HELLO hello".replaceAll("(?i)hello", "hi"));
    }
}
