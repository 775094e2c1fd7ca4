import java.util.*;

public class ExprParser {
    static final class ParseError extends RuntimeException {
        final int pos;

        ParseError(String msg, int pos) {
            super(msg + " at " + pos);
            this.pos = pos;
        }
    }

    private final String src;
    private int pos;
    private final Map<String, Double> vars;

    ExprParser(String src, Map<String, Double> vars) {
        this.src = src;
        this.vars = vars;
    }

    static double eval(String s, Map<String, Double> vars) {
        ExprParser p = new ExprParser(s, vars);
        double v = p.expr();
        p.skip();
        if (p.pos < s.length()) throw new ParseError("unexpected '" + s.charAt(p.pos) + "'", p.pos);
        return v;
    }

    void skip() {
        while (pos < src.length() && src.charAt(pos) == ' ') pos++;
    }

    boolean eat(char c) {
        skip();
        if (pos < src.length() && src.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    double expr() {
        double v = term();
        while (true) {
            if (eat('+')) v += term();
            else if (eat('-')) v -= term();
            else return v;
        }
    }

    double term() {
        double v = factor();
        while (true) {
            if (eat('*')) v *= factor();
            else if (eat('/')) v /= factor();
            else if (eat('%')) v %= factor();
            else return v;
        }
    }

    double factor() {
        double base = unary();
        if (eat('^')) return Math.pow(base, factor());
        return base;
    }

    double unary() {
        if (eat('-')) return -unary();
        if (eat('+')) return unary();
        return primary();
    }

    double primary() {
        skip();
        if (eat('(')) {
            double v = expr();
            if (!eat(')')) throw new ParseError("expected ')'", pos);
            return v;
        }
        int start = pos;
        if (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '.')) {
            while (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '.' || src.charAt(pos) == 'e')) pos++;
            try {
                return Double.parseDouble(src.substring(start, pos));
            } catch (NumberFormatException e) {
                throw new ParseError("bad number '" + src.substring(start, pos) + "'", start);
            }
        }
        if (pos < src.length() && Character.isLetter(src.charAt(pos))) {
            while (pos < src.length() && Character.isLetterOrDigit(src.charAt(pos))) pos++;
            String name = src.substring(start, pos);
            if (eat('(')) {
                List<Double> argsList = new ArrayList<>();
                if (!eat(')')) {
                    do argsList.add(expr()); while (eat(','));
                    if (!eat(')')) throw new ParseError("expected ')' after arguments", pos);
                }
                return call(name, argsList, start);
            }
            Double v = vars.get(name);
            if (v == null) throw new ParseError("unknown variable " + name, start);
            return v;
        }
        throw new ParseError(pos < src.length() ? "unexpected '" + src.charAt(pos) + "'" : "unexpected end", pos);
    }

    double call(String f, List<Double> a, int at) {
        switch (f) {
            case "sqrt": return Math.sqrt(a.get(0));
            case "abs": return Math.abs(a.get(0));
            case "max": {
                double m = Double.NEGATIVE_INFINITY;
                for (double d : a) m = Math.max(m, d);
                return m;
            }
            case "min": return Collections.min(a);
            case "floor": return Math.floor(a.get(0));
            case "hyp": return Math.sqrt(a.get(0) * a.get(0) + a.get(1) * a.get(1));
            default: throw new ParseError("unknown function " + f, at);
        }
    }

    public static void main(String[] args) {
        Map<String, Double> vars = new HashMap<>();
        vars.put("x", 3.0);
        vars.put("y", -2.5);
        vars.put("pi", 3.141592653589793);
        String[] inputs = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "10 / 4", "10 % 4 + 0.5", "x * y + 1", "sqrt(16) + abs(y)", "max(1, x, 7.5, y)", "min(4, 2, 8)",
            "hyp(3, 4) * 2", "floor(pi * 100) / 100", "1 / 0", "-1 / 0", "0 / 0", "((((1))))", "2 * -x", "1e3 + .5", "3 +", "(1 + 2", "foo(1)", "z + 1", "1.2.3", "4 $ 4", "", "max()"};
        for (String in : inputs) {
            try {
                System.out.println("[" + in + "] = " + eval(in, vars));
            } catch (ParseError e) {
                System.out.println("[" + in + "] error: " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println("[" + in + "] " + e.getClass().getSimpleName());
            }
        }
    }
}
