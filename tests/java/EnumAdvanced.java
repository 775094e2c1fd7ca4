import java.util.ArrayList;
import java.util.List;

public class EnumAdvanced {
    interface Describable {
        String describe();
    }

    enum Planet implements Describable {
        MERCURY(3.303e+23, 2.4397e6),
        VENUS(4.869e+24, 6.0518e6),
        EARTH(5.976e+24, 6.37814e6),
        MARS(6.421e+23, 3.3972e6);

        private final double mass;
        private final double radius;
        static final double G = 6.67300E-11;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return G * mass / (radius * radius);
        }

        public String describe() {
            return name().charAt(0) + name().substring(1).toLowerCase() + " r=" + radius;
        }
    }

    enum Op {
        PLUS("+") {
            int apply(int a, int b) { return a + b; }
        },
        MINUS("-") {
            int apply(int a, int b) { return a - b; }
        },
        TIMES("*") {
            int apply(int a, int b) { return a * b; }
            @Override
            public String toString() { return "times!"; }
        },
        DIV("/") {
            int apply(int a, int b) { return a / b; }
        };

        private final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        abstract int apply(int a, int b);

        String symbol() {
            return symbol;
        }
    }

    enum Level {
        LOW(1), MEDIUM(5), HIGH(10);

        private static final List<String> LOG = new ArrayList<>();
        private final int weight;

        static {
            LOG.add("static init of Level");
        }

        Level(int w) {
            weight = w;
        }

        static Level fromWeight(int w) {
            Level best = LOW;
            for (Level l : values()) {
                if (l.weight <= w) best = l;
            }
            return best;
        }
    }

    enum Singleton {
        INSTANCE;
        private int counter;

        int next() {
            return ++counter;
        }
    }

    enum Empty {}

    public static void main(String[] args) {
        for (Planet p : Planet.values()) {
            double g = p.surfaceGravity();
            System.out.println(p + " " + p.describe() + " gravity*1000=" + Math.round(g * 1000) + " weight75=" + Math.round(75 / 9.8 * g));
        }
        Describable d = Planet.EARTH;
        System.out.println(d.describe());
        for (Op op : Op.values()) {
            System.out.println(op.name() + " " + op + " " + op.symbol() + " " + op.apply(17, 5) + " " + op.ordinal()
                + " declaring=" + op.getDeclaringClass().getSimpleName() + " sameClass=" + (op.getClass() == Op.class));
        }
        System.out.println(Op.valueOf("TIMES").apply(6, 7));
        try {
            Op.DIV.apply(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("DIV by zero: " + e.getMessage());
        }
        for (int w = 0; w <= 12; w += 3) {
            System.out.println(w + " -> " + Level.fromWeight(w));
        }
        System.out.println(Level.LOG);
        System.out.println(Singleton.INSTANCE.next() + " " + Singleton.INSTANCE.next() + " " + Singleton.valueOf("INSTANCE").next());
        System.out.println(Empty.values().length);
        StringBuilder sb = new StringBuilder();
        for (Op a : Op.values()) {
            for (Op b : Op.values()) {
                sb.append(a.compareTo(b)).append(' ');
            }
        }
        System.out.println(sb);
        int acc = 100;
        Op[] program = {Op.PLUS, Op.TIMES, Op.MINUS, Op.DIV, Op.TIMES};
        int[] operands = {5, 3, 15, 7, -2};
        for (int i = 0; i < program.length; i++) {
            int before = acc;
            acc = program[i].apply(acc, operands[i]);
            System.out.println(before + " " + program[i].symbol() + " " + operands[i] + " = " + acc);
        }
        java.util.Map<Op, String> names = new java.util.TreeMap<>();
        for (Op op : Op.values()) names.put(op, op.symbol());
        System.out.println(names);
    }
}
