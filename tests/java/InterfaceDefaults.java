import java.util.ArrayList;
import java.util.List;

public class InterfaceDefaults {
    interface Greeter {
        String name();

        default String greet() {
            return "Hello, " + name() + decorate();
        }

        default String decorate() {
            return "!";
        }

        static Greeter of(String n) {
            return () -> n;
        }

        static String helper() {
            return "Greeter.helper";
        }
    }

    interface Left {
        default String hello() { return "Left.hello"; }
        default String onlyLeft() { return "onlyLeft"; }
    }

    interface Right {
        default String hello() { return "Right.hello"; }
    }

    static class Both implements Left, Right {
        public String hello() {
            return "Both(" + Left.super.hello() + "," + Right.super.hello() + ")";
        }
    }

    interface Top {
        default String id() { return "Top"; }
    }

    interface MidA extends Top {
        default String id() { return "MidA>" + Top.super.id(); }
    }

    interface MidB extends Top {
    }

    static class Diamond implements MidA, MidB {
    }

    static class BaseClass {
        public String id() { return "BaseClass"; }
    }

    static class ClassWins extends BaseClass implements MidA {
    }

    interface Counter {
        int value();

        default Counter plus(int n) {
            Counter self = this;
            return () -> self.value() + n;
        }

        default Counter twice() {
            return plus(value());
        }
    }

    static abstract class AbstractCounter implements Counter {
        public String toString() { return "Counter=" + value(); }
    }

    interface Constants {
        int ANSWER = 42;
        String PREFIX = "pre-";
        List<String> LIST = new ArrayList<>();
    }

    static class UsesConstants implements Constants {
        String get() { return PREFIX + ANSWER; }
    }

    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName() + " area=" + area();
        }

        default int compareArea(Shape other) {
            return Double.compare(area(), other.area());
        }
    }

    static class Sq implements Shape {
        final double s;
        Sq(double s) { this.s = s; }
        public double area() { return s * s; }
    }

    static class Tri implements Shape {
        final double b, h;
        Tri(double b, double h) { this.b = b; this.h = h; }
        public double area() { return b * h / 2; }
        public String describe() { return "Triangle! " + Shape.super.describe(); }
    }

    public static void main(String[] args) {
        Greeter g = Greeter.of("World");
        System.out.println(g.greet());
        Greeter excited = new Greeter() {
            public String name() { return "Anon"; }
            public String decorate() { return "!!!"; }
        };
        System.out.println(excited.greet() + " " + Greeter.helper());
        Both both = new Both();
        System.out.println(both.hello() + " " + both.onlyLeft());
        Left asLeft = both;
        Right asRight = both;
        System.out.println(asLeft.hello() + " " + asRight.hello());
        System.out.println(new Diamond().id());
        System.out.println(new ClassWins().id());
        MidA ma = new ClassWins();
        System.out.println(ma.id());
        Counter c = () -> 5;
        System.out.println(c.plus(3).value() + " " + c.twice().value() + " " + c.plus(1).twice().plus(10).value());
        AbstractCounter ac = new AbstractCounter() {
            public int value() { return 7; }
        };
        System.out.println(ac + " " + ac.twice().value());
        System.out.println(new UsesConstants().get() + " " + Constants.ANSWER + " " + UsesConstants.PREFIX);
        Constants.LIST.add("x");
        System.out.println(Constants.LIST);
        Shape[] shapes = {new Sq(3), new Tri(4, 5), new Sq(1.5), () -> 2.0};
        for (Shape s : shapes) {
            System.out.println(s instanceof Sq ? s.describe() : s instanceof Tri ? s.describe() : "lambda area=" + s.area());
        }
        for (int i = 0; i < shapes.length; i++) {
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < shapes.length; j++) sb.append(shapes[i].compareArea(shapes[j])).append(' ');
            System.out.println(sb);
        }
        Runnable r = () -> System.out.println("runnable ran");
        r.run();
        Comparable<String> cmp = "abc"::compareTo;
        System.out.println(cmp.compareTo("abd"));
    }
}
