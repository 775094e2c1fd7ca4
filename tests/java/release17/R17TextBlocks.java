public class R17TextBlocks {
    public static void main(String[] args) {
        String poem = """
            Roses are red,
              Violets are blue,
            Text blocks are "neat"
            and so are you.
            """;
        System.out.print(poem);
        System.out.println(poem.length() + " lines=" + poem.split("\n").length);
        String json = """
            {
              "name": "ironpf",
              "version": 1,
              "tags": ["jvm", "rust"]
            }""";
        System.out.println(json);
        System.out.println(json.endsWith("}") + " " + json.length());
        String escapes = """
            tab:\there
            no newline here \
            continues same line
            trailing spaces kept:\s\s
            quote: \""" done
            backslash: \\
            """;
        for (String line : escapes.split("\n")) System.out.println("[" + line + "]");
        String empty = """
            """;
        System.out.println("empty text block length " + empty.length());
        System.out.println("== String methods (11+) ==");
        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|" + "".repeat(5) + "|");
        String[] blanks = {"", " ", "\t\n", " a ", "\u2003"};
        for (String b : blanks) System.out.print(b.isBlank() + "/" + b.isEmpty() + " ");
        System.out.println();
        String padded = "  \t hello world \n ";
        System.out.println("[" + padded.strip() + "] [" + padded.stripLeading() + "] [" + padded.stripTrailing() + "] [" + padded.trim() + "]");
        System.out.println("[" + "\u2003em space\u2003".strip() + "] [" + "\u2003em space\u2003".trim().length() + "]");
        System.out.println("%s has %d items costing %5.2f".formatted("cart", 3, 9.5));
        String transformed = "hello".transform(s -> s.toUpperCase() + "!");
        System.out.println(transformed);
        String table = """
            +-----+
            | %-3s |
            +-----+
            """.formatted("ok");
        System.out.print(table);
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 5; i++) sb.append(" ".repeat(5 - i)).append("*".repeat(2 * i - 1)).append('\n');
        System.out.print(sb);
        System.out.println("=".repeat(20));
        String csv = """
            id,name,score
            1,ann,90
            2,bob,85
            3,cid,77""";
        int sum = 0;
        String[] rows = csv.split("\n");
        for (int i = 1; i < rows.length; i++) {
            String[] cols = rows[i].split(",");
            sum += Integer.parseInt(cols[2]);
            System.out.println(cols[1].toUpperCase() + " " + cols[2]);
        }
        System.out.println("sum " + sum + " avg " + (sum / (double) (rows.length - 1)));
    }
}
