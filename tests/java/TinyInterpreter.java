import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class TinyInterpreter {
    // A tiny language: statements separated by ';'
    //   let x = expr ; print expr ; while expr do stmt* end ; if expr then stmt* else stmt* end
    // expressions: + - * / % < > == != && || ! parentheses, integers, variables
    static class Lexer {
        final String src;
        int pos = 0;

        Lexer(String src) {
            this.src = src;
        }

        List<String> tokens() {
            List<String> out = new ArrayList<>();
            while (pos < src.length()) {
                char c = src.charAt(pos);
                if (Character.isWhitespace(c)) {
                    pos++;
                } else if (Character.isDigit(c)) {
                    int start = pos;
                    while (pos < src.length() && Character.isDigit(src.charAt(pos))) pos++;
                    out.add(src.substring(start, pos));
                } else if (Character.isLetter(c)) {
                    int start = pos;
                    while (pos < src.length() && Character.isLetterOrDigit(src.charAt(pos))) pos++;
                    out.add(src.substring(start, pos));
                } else {
                    String two = pos + 1 < src.length() ? src.substring(pos, pos + 2) : "";
                    if (two.equals("==") || two.equals("!=") || two.equals("&&") || two.equals("||") || two.equals("<=") || two.equals(">=")) {
                        out.add(two);
                        pos += 2;
                    } else {
                        out.add(String.valueOf(c));
                        pos++;
                    }
                }
            }
            return out;
        }
    }

    interface Expr {
        long eval(Map<String, Long> env);
    }

    interface Stmt {
        void exec(Map<String, Long> env, StringBuilder out);
    }

    static class Parser {
        final List<String> toks;
        int i = 0;

        Parser(List<String> toks) {
            this.toks = toks;
        }

        String peek() {
            return i < toks.size() ? toks.get(i) : "<eof>";
        }

        String next() {
            return toks.get(i++);
        }

        void expect(String t) {
            String got = next();
            if (!got.equals(t)) throw new IllegalStateException("expected '" + t + "' but got '" + got + "' at token " + (i - 1));
        }

        List<Stmt> program() {
            List<Stmt> stmts = new ArrayList<>();
            while (i < toks.size()) stmts.add(statement());
            return stmts;
        }

        List<Stmt> block(String... terminators) {
            List<Stmt> stmts = new ArrayList<>();
            outer:
            while (true) {
                for (String t : terminators) if (peek().equals(t)) break outer;
                stmts.add(statement());
            }
            return stmts;
        }

        Stmt statement() {
            String t = next();
            switch (t) {
                case "let": {
                    String name = next();
                    expect("=");
                    Expr e = expr();
                    expect(";");
                    return (env, out) -> env.put(name, e.eval(env));
                }
                case "print": {
                    Expr e = expr();
                    expect(";");
                    return (env, out) -> out.append(e.eval(env)).append('\n');
                }
                case "while": {
                    Expr cond = expr();
                    expect("do");
                    List<Stmt> body = block("end");
                    expect("end");
                    return (env, out) -> {
                        int guard = 0;
                        while (cond.eval(env) != 0) {
                            if (++guard > 100000) throw new IllegalStateException("loop limit");
                            for (Stmt s : body) s.exec(env, out);
                        }
                    };
                }
                case "if": {
                    Expr cond = expr();
                    expect("then");
                    List<Stmt> thenB = block("else", "end");
                    List<Stmt> elseB = new ArrayList<>();
                    if (peek().equals("else")) {
                        next();
                        elseB = block("end");
                    }
                    expect("end");
                    final List<Stmt> eb = elseB;
                    return (env, out) -> {
                        for (Stmt s : cond.eval(env) != 0 ? thenB : eb) s.exec(env, out);
                    };
                }
                default:
                    throw new IllegalStateException("unexpected token '" + t + "'");
            }
        }

        Expr expr() {
            return or();
        }

        Expr or() {
            Expr l = and();
            while (peek().equals("||")) {
                next();
                Expr a = l, b = and();
                l = env -> (a.eval(env) != 0 || b.eval(env) != 0) ? 1 : 0;
            }
            return l;
        }

        Expr and() {
            Expr l = cmp();
            while (peek().equals("&&")) {
                next();
                Expr a = l, b = cmp();
                l = env -> (a.eval(env) != 0 && b.eval(env) != 0) ? 1 : 0;
            }
            return l;
        }

        Expr cmp() {
            Expr l = add();
            while (true) {
                String op = peek();
                Expr a = l;
                switch (op) {
                    case "<": next(); { Expr b = add(); l = env -> a.eval(env) < b.eval(env) ? 1 : 0; } break;
                    case ">": next(); { Expr b = add(); l = env -> a.eval(env) > b.eval(env) ? 1 : 0; } break;
                    case "<=": next(); { Expr b = add(); l = env -> a.eval(env) <= b.eval(env) ? 1 : 0; } break;
                    case ">=": next(); { Expr b = add(); l = env -> a.eval(env) >= b.eval(env) ? 1 : 0; } break;
                    case "==": next(); { Expr b = add(); l = env -> a.eval(env) == b.eval(env) ? 1 : 0; } break;
                    case "!=": next(); { Expr b = add(); l = env -> a.eval(env) != b.eval(env) ? 1 : 0; } break;
                    default: return l;
                }
            }
        }

        Expr add() {
            Expr l = mul();
            while (peek().equals("+") || peek().equals("-")) {
                String op = next();
                Expr a = l, b = mul();
                l = op.equals("+") ? env -> a.eval(env) + b.eval(env) : env -> a.eval(env) - b.eval(env);
            }
            return l;
        }

        Expr mul() {
            Expr l = unary();
            while (peek().equals("*") || peek().equals("/") || peek().equals("%")) {
                String op = next();
                Expr a = l, b = unary();
                if (op.equals("*")) l = env -> a.eval(env) * b.eval(env);
                else if (op.equals("/")) l = env -> a.eval(env) / b.eval(env);
                else l = env -> a.eval(env) % b.eval(env);
            }
            return l;
        }

        Expr unary() {
            if (peek().equals("-")) {
                next();
                Expr e = unary();
                return env -> -e.eval(env);
            }
            if (peek().equals("!")) {
                next();
                Expr e = unary();
                return env -> e.eval(env) == 0 ? 1 : 0;
            }
            return primary();
        }

        Expr primary() {
            String t = next();
            if (t.equals("(")) {
                Expr e = expr();
                expect(")");
                return e;
            }
            if (Character.isDigit(t.charAt(0))) {
                long v = Long.parseLong(t);
                return env -> v;
            }
            if (Character.isLetter(t.charAt(0))) {
                return env -> {
                    Long v = env.get(t);
                    if (v == null) throw new IllegalStateException("undefined variable " + t);
                    return v;
                };
            }
            throw new IllegalStateException("bad primary '" + t + "'");
        }
    }

    static void run(String name, String src) {
        System.out.println("--- " + name);
        try {
            List<String> toks = new Lexer(src).tokens();
            System.out.println("tokens: " + toks.size());
            List<Stmt> prog = new Parser(toks).program();
            Map<String, Long> env = new HashMap<>();
            StringBuilder out = new StringBuilder();
            try {
                for (Stmt s : prog) s.exec(env, out);
            } finally {
                System.out.print(out);
            }
            System.out.println("env: " + env);
        } catch (IllegalStateException | ArithmeticException e) {
            System.out.println("error: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        run("arith", "print 1 + 2 * 3; print (1 + 2) * 3; print 7 / 2; print -7 / 2; print -7 % 3; print 2 * -3 - -4; print !0 + !5;");
        run("factorial", "let n = 20; let f = 1; while n > 0 do let f = f * n; let n = n - 1; end print f;");
        run("fib", "let a = 0; let b = 1; let i = 0; while i < 15 do print a; let t = a + b; let a = b; let b = t; let i = i + 1; end");
        run("primes", "let n = 2; while n < 60 do let d = 2; let p = 1; while d * d <= n && p do if n % d == 0 then let p = 0; end let d = d + 1; end if p then print n; end let n = n + 1; end");
        run("collatz", "let x = 27; let steps = 0; let max = x; while x != 1 do if x % 2 == 0 then let x = x / 2; else let x = 3 * x + 1; end if x > max then let max = x; end let steps = steps + 1; end print steps; print max;");
        run("gcd", "let a = 1071; let b = 462; while b != 0 do let t = b; let b = a % b; let a = t; end print a;");
        run("logic", "print 1 < 2 && 2 < 3; print 1 > 2 || 0; print (1 == 1) + (2 != 2) + (3 >= 3) + (4 <= 3);");
        run("undefined", "let a = 1; print a + b;");
        run("divzero", "let z = 0; print 1; print 10 / z; print 2;");
        run("syntax", "let = 5;");
        run("overflow", "let x = 1; let i = 0; while i < 70 do let x = x * 2; let i = i + 1; end print x; print 9223372036854775807 + 1;");
    }
}
