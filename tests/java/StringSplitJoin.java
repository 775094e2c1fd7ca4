import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class StringSplitJoin {
    static void show(String label, String[] parts) {
        StringBuilder sb = new StringBuilder(label + " -> " + parts.length + ":");
        for (String p : parts) sb.append(" [").append(p).append(']');
        System.out.println(sb);
    }

    public static void main(String[] args) {
        String[] inputs = {"a,b,c", "a,,b", ",a,b", "a,b,", "a,b,,,", ",,,", "", ",", "single", "  spaced  out  words ", "x, y ,z"};
        for (String in : inputs) {
            show("'" + in + "'.split(\",\")", in.split(","));
        }
        for (String in : inputs) {
            show("'" + in + "'.split(\" \")", in.split(" "));
        }
        String[] ws = {"hello world", "  leading", "trailing  ", "a\tb\nc  d", "   ", "one"};
        for (String in : ws) {
            show("split \\s+ of '" + in.replace("\t", "\\t").replace("\n", "\\n") + "'", in.split("\\s+"));
        }
        System.out.println("== limits ==");
        String csv = "a,b,c,,";
        for (int lim = -1; lim <= 5; lim++) {
            show("limit " + lim, csv.split(",", lim));
        }
        System.out.println("== other literal separators ==");
        show("semicolons", "k1=v1;k2=v2;k3=v3".split(";"));
        show("multi-char", "one::two::three".split("::"));
        show("pipe escaped", "p|q|r".split("\\|"));
        show("dot escaped", "192.168.0.1".split("\\."));
        show("dash", "2024-01-15".split("-"));
        show("colon", "a:b".split(":"));
        String kv = "name=alice;age=30;city=paris";
        for (String pair : kv.split(";")) {
            String[] p = pair.split("=");
            System.out.println(p[0] + " => " + p[1]);
        }
        System.out.println("== join ==");
        System.out.println(String.join(",", "a", "b", "c"));
        System.out.println(String.join(" - ", new String[] {"x"}));
        System.out.println("[" + String.join(",", new String[0]) + "]");
        List<String> list = new ArrayList<>(Arrays.asList("red", "green", "blue"));
        System.out.println(String.join("/", list));
        System.out.println(String.join("", list));
        list.add(null);
        System.out.println(String.join("+", list));
        StringBuilder sb = new StringBuilder();
        for (String w : "the quick brown fox".split(" ")) {
            if (sb.length() > 0) sb.append('_');
            sb.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
        }
        System.out.println(sb);
        String sentence = "  The   rain in   Spain stays mainly  ";
        String[] tokens = sentence.trim().split("\\s+");
        System.out.println(tokens.length + " " + String.join("|", tokens));
        int vowels = 0;
        for (String t : tokens) {
            for (char c : t.toLowerCase().toCharArray()) {
                if ("aeiou".indexOf(c) >= 0) vowels++;
            }
        }
        System.out.println("vowels " + vowels);
        String[] reversed = new String[tokens.length];
        for (int i = 0; i < tokens.length; i++) reversed[i] = tokens[tokens.length - 1 - i];
        System.out.println(String.join(" ", reversed));
    }
}
