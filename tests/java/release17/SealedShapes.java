import java.util.*;

public class SealedShapes {
    sealed interface Shape permits Circle, Rect, Tri, Group {
    }

    record Circle(double r) implements Shape {
    }

    record Rect(double w, double h) implements Shape {
    }

    record Tri(double a, double b, double c) implements Shape {
    }

    static final class Group implements Shape {
        final List<Shape> parts;

        Group(Shape... parts) {
            this.parts = List.of(parts);
        }
    }

    sealed static abstract class Expr permits Num, Add, Mul, Neg {
    }

    static final class Num extends Expr {
        final int v;

        Num(int v) {
            this.v = v;
        }
    }

    static final class Add extends Expr {
        final Expr l, r;

        Add(Expr l, Expr r) {
            this.l = l;
            this.r = r;
        }
    }

    static final class Mul extends Expr {
        final Expr l, r;

        Mul(Expr l, Expr r) {
            this.l = l;
            this.r = r;
        }
    }

    static non-sealed class Neg extends Expr {
        final Expr e;

        Neg(Expr e) {
            this.e = e;
        }
    }

    static class DoubleNeg extends Neg {
        DoubleNeg(Expr e) {
            super(new Neg(e));
        }
    }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r) return r.w() * r.h();
        if (s instanceof Tri t) {
            double p = (t.a() + t.b() + t.c()) / 2;
            return Math.sqrt(p * (p - t.a()) * (p - t.b()) * (p - t.c()));
        }
        if (s instanceof Group g) {
            double sum = 0;
            for (Shape x : g.parts) sum += area(x);
            return sum;
        }
        throw new AssertionError();
    }

    static String kind(Shape s) {
        return switch (s.getClass().getSimpleName()) {
            case "Circle" -> "round";
            case "Rect", "Tri" -> "polygon";
            default -> {
                String n = "group of " + ((Group) s).parts.size();
                yield n;
            }
        };
    }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v;
        if (e instanceof Add a) return eval(a.l) + eval(a.r);
        if (e instanceof Mul m) return eval(m.l) * eval(m.r);
        if (e instanceof Neg n) return -eval(n.e);
        throw new IllegalStateException();
    }

    static String show(Expr e) {
        if (e instanceof Num n) return Integer.toString(n.v);
        if (e instanceof Add a) return "(" + show(a.l) + " + " + show(a.r) + ")";
        if (e instanceof Mul m) return show(m.l) + " * " + show(m.r);
        if (e instanceof Neg n) return "-" + show(n.e);
        return "?";
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3.5), new Tri(3, 4, 5), new Group(new Circle(0.5), new Rect(1, 1)), new Group());
        for (Shape s : shapes) System.out.printf("%-45s %-12s %.4f%n", s instanceof Group g ? "Group" + g.parts : s.toString(), kind(s), area(s));
        Expr e = new Add(new Mul(new Num(3), new Num(4)), new Neg(new Add(new Num(1), new DoubleNeg(new Num(2)))));
        System.out.println(show(e) + " = " + eval(e));
        Object[] things = {1, "two", 3.0, 'c', null, List.of(5), new int[] {6}, 7L};
        for (Object o : things) {
            String d;
            if (o instanceof Integer i && i > 0) d = "positive int " + i;
            else if (o instanceof String str && !str.isEmpty()) d = "string of " + str.length();
            else if (o instanceof Number num) d = "number " + num.doubleValue();
            else if (o instanceof List<?> l) d = "list " + l.size();
            else if (o instanceof int[] arr) d = "int array " + arr.length;
            else if (!(o instanceof Character c)) d = "null or other: " + o;
            else d = "char " + (int) c;
            System.out.println(d);
        }
    }
}
