import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class Tokenizer {
    enum Kind { NUMBER, IDENT, STRING, OP, LPAREN, RPAREN, COMMA, KEYWORD, EOF }

    static class Token {
        final Kind kind;
        final String text;
        final int line, col;

        Token(Kind kind, String text, int line, int col) {
            this.kind = kind;
            this.text = text;
            this.line = line;
            this.col = col;
        }

        @Override
        public String toString() {
            return kind + "(" + text + ")@" + line + ":" + col;
        }
    }

    static class LexError extends RuntimeException {
        LexError(String msg, int line, int col) {
            super(msg + " at " + line + ":" + col);
        }
    }

    static final String[] KEYWORDS = {"if", "else", "while", "return", "fn", "let"};

    static List<Token> lex(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0, line = 1, col = 1;
        while (i < src.length()) {
            char c = src.charAt(i);
            int startCol = col;
            if (c == '\n') {
                line++;
                col = 1;
                i++;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\r') {
                i++;
                col++;
                continue;
            }
            if (c == '/' && i + 1 < src.length() && src.charAt(i + 1) == '/') {
                while (i < src.length() && src.charAt(i) != '\n') i++;
                continue;
            }
            if (Character.isDigit(c)) {
                int s = i;
                boolean dot = false;
                while (i < src.length() && (Character.isDigit(src.charAt(i)) || (!dot && src.charAt(i) == '.'))) {
                    if (src.charAt(i) == '.') dot = true;
                    i++;
                }
                out.add(new Token(Kind.NUMBER, src.substring(s, i), line, startCol));
                col += i - s;
                continue;
            }
            if (Character.isLetter(c) || c == '_') {
                int s = i;
                while (i < src.length() && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '_')) i++;
                String word = src.substring(s, i);
                boolean kw = false;
                for (String k : KEYWORDS) if (k.equals(word)) kw = true;
                out.add(new Token(kw ? Kind.KEYWORD : Kind.IDENT, word, line, startCol));
                col += i - s;
                continue;
            }
            if (c == '"') {
                StringBuilder sb = new StringBuilder();
                int s = i;
                i++;
                while (true) {
                    if (i >= src.length() || src.charAt(i) == '\n') throw new LexError("unterminated string", line, startCol);
                    char ch = src.charAt(i);
                    if (ch == '"') {
                        i++;
                        break;
                    }
                    if (ch == '\\' && i + 1 < src.length()) {
                        char esc = src.charAt(i + 1);
                        switch (esc) {
                            case 'n': sb.append('\n'); break;
                            case 't': sb.append('\t'); break;
                            case '"': sb.append('"'); break;
                            case '\\': sb.append('\\'); break;
                            default: throw new LexError("bad escape \\" + esc, line, col + (i - s));
                        }
                        i += 2;
                    } else {
                        sb.append(ch);
                        i++;
                    }
                }
                out.add(new Token(Kind.STRING, sb.toString().replace("\n", "\\n").replace("\t", "\\t"), line, startCol));
                col += i - s;
                continue;
            }
            String two = i + 1 < src.length() ? src.substring(i, i + 2) : "";
            if (two.equals("==") || two.equals("!=") || two.equals("<=") || two.equals(">=") || two.equals("->") || two.equals("&&") || two.equals("||")) {
                out.add(new Token(Kind.OP, two, line, startCol));
                i += 2;
                col += 2;
                continue;
            }
            Kind k;
            switch (c) {
                case '(': k = Kind.LPAREN; break;
                case ')': k = Kind.RPAREN; break;
                case ',': k = Kind.COMMA; break;
                case '+': case '-': case '*': case '/': case '%': case '=': case '<': case '>': case '!': case '{': case '}': case ';':
                    k = Kind.OP;
                    break;
                default:
                    throw new LexError("unexpected character '" + c + "'", line, col);
            }
            out.add(new Token(k, String.valueOf(c), line, startCol));
            i++;
            col++;
        }
        out.add(new Token(Kind.EOF, "", line, col));
        return out;
    }

    static void show(String src) {
        System.out.println("source: " + src.replace("\n", "\\n"));
        try {
            List<Token> toks = lex(src);
            Map<Kind, Integer> counts = new LinkedHashMap<>();
            for (Kind k : Kind.values()) counts.put(k, 0);
            StringBuilder sb = new StringBuilder();
            for (Token t : toks) {
                counts.put(t.kind, counts.get(t.kind) + 1);
                sb.append(t).append(' ');
            }
            System.out.println("  " + sb.toString().trim());
            System.out.println("  counts " + counts);
        } catch (LexError e) {
            System.out.println("  lex error: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        show("let x = 42;");
        show("fn add(a, b) -> a + b");
        show("if (x >= 10 && y != 3.14) { return \"big\\tnum\"; } else { return \"small\"; }");
        show("// comment only\nlet s = \"line\\nbreak\"; // trailing\nlet t=s");
        show("while(i<=100){i=i*2;}");
        show("let bad = \"unterminated");
        show("let q = 5 $ 3;");
        show("x = \"esc \\q\"");
        show("   \n\n  ");
        show("a_b_c123 _x 1.2.3 007 x1y2");
        String[] sentences = {"The quick brown fox", "  jumps   over\tthe lazy dog  ", "", "one"};
        for (String s : sentences) {
            List<String> words = new ArrayList<>();
            StringBuilder cur = new StringBuilder();
            for (char ch : s.toCharArray()) {
                if (Character.isWhitespace(ch)) {
                    if (cur.length() > 0) {
                        words.add(cur.toString());
                        cur.setLength(0);
                    }
                } else {
                    cur.append(ch);
                }
            }
            if (cur.length() > 0) words.add(cur.toString());
            System.out.println(words.size() + " " + words);
        }
    }
}
