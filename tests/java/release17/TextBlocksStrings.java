public class TextBlocksStrings {
    public static void main(String[] args) {
        String json = """
            {
              "name": "ironpf",
              "tags": ["jvm", "model-checker"],
              "escaped": "tab\there \"quoted\""
            }
            """;
        System.out.print(json);
        System.out.println("length " + json.length() + " newlines " + json.split("\n", -1).length);
        String joined = """
            one \
            two \
            three""";
        System.out.println("[" + joined + "]");
        String trailing = """
            keep   \s
            spaces\s\s
            """;
        System.out.println(trailing.replace(" ", "."));
        String indented = """
              deeper
            base
                deepest
            """;
        System.out.print(indented);
        System.out.println("strip [" + "  \u2003 hi \t ".strip() + "] trim [" + "  \u2003 hi \t ".trim() + "] stripLeading [" + "  x  ".stripLeading() + "] stripTrailing [" + "  x  ".stripTrailing() + "]");
        System.out.println("isBlank " + "  \t\n".isBlank() + " " + "".isBlank() + " " + " a ".isBlank() + " isEmpty " + " ".isEmpty());
        System.out.println("repeat [" + "ab".repeat(3) + "] [" + "x".repeat(0) + "] [" + "".repeat(5) + "]");
        try {
            "x".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("repeat(-1): " + e.getMessage());
        }
        System.out.print("indent\n" + "a\n  b\nc".indent(2));
        System.out.print("unindent\n" + "    a\n      b\n".indent(-2));
        System.out.println("stripIndent [" + "   x\n    y\n   z".stripIndent().replace("\n", "|") + "]");
        String[] indents = {"   x\n    y\n   z\n", "  a\r\n    b\n  ", "\n\n  q  \n\t r", "", "   ", "x\n", "  x\n  \n    y", " \u2000z\n \u2000w"};
        for (String in : indents) System.out.println("stripIndent(" + in.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t") + ") = [" + in.stripIndent().replace("\n", "|") + "]");
        String[] escs = {"a\\sb", "\\101\\60\\0x", "\\477", "line\\\ncont", "q\\'\\\"", "bad\\q"};
        for (String in : escs) {
            try {
                System.out.println("translateEscapes(" + in.replace("\n", "\\n") + ") = [" + in.translateEscapes().replace("\0", "<NUL>") + "]");
            } catch (IllegalArgumentException e) {
                System.out.println("translateEscapes(" + in + ") " + e.getMessage());
            }
        }
        System.out.println("translateEscapes " + "a\\tb\\n".translateEscapes().replace("\t", "<TAB>").replace("\n", "<NL>"));
        System.out.println("formatted " + "%s has %d items costing %.2f".formatted("cart", 3, 9.5));
        System.out.println("transform " + "hello".transform(s -> s + "!").transform(String::toUpperCase));
        String multi = """
            SELECT id, name
            FROM users
            WHERE age > %d
            ORDER BY name""".formatted(21);
        System.out.println(multi.replace('\n', ' '));
        System.out.println("describeConstable " + "abc".describeConstable().get() + " equals text block " + "abc".equals("""
            abc"""));
        String q = """
            She said "hi" and \"""triple\""" quotes
            """;
        System.out.print(q);
        System.out.println("Character.toString(int) " + Character.toString(0x1F600).length() + " " + Character.toString(65));
        System.out.println("String.valueOf(char[],int,int) " + String.valueOf(new char[] {'a', 'b', 'c', 'd'}, 1, 2) + " copyValueOf " + String.copyValueOf(new char[] {'x', 'y'}));
        System.out.println("compareTo " + "b".compareTo("a") + " join " + String.join("-", java.util.List.of("p", "q")) + " strip unicode " + "\u2000x\u2000".strip());
    }
}
