import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.TreeMap;
import java.util.function.BiFunction;

public class R17VarAndPatterns {
    sealed interface Shape permits Circle, Rect, Square {}

    record Circle(double r) implements Shape {}

    record Rect(double w, double h) implements Shape {
        Rect {
            if (w < 0 || h < 0) throw new IllegalArgumentException("negative size " + w + "x" + h);
        }

        double area() {
            return w * h;
        }
    }

    record Square(double side) implements Shape {
        static Square unit() {
            return new Square(1);
        }
    }

    record Pair<A, B>(A first, B second) {
        Pair<B, A> swap() {
            return new Pair<>(second, first);
        }
    }

    record Person(String name, int age) implements Comparable<Person> {
        public int compareTo(Person o) {
            return age != o.age ? Integer.compare(age, o.age) : name.compareTo(o.name);
        }
    }

    interface Greeter {
        private String prefix() {
            return "Hi ";
        }

        default String greet(String n) {
            return prefix() + n;
        }
    }

    static double area(Shape s) {
        if (s instanceof Circle c) return 3 * c.r() * c.r();
        if (s instanceof Rect r && r.w() == r.h()) return -r.area();
        if (s instanceof Rect r) return r.area();
        if (s instanceof Square sq) return sq.side() * sq.side();
        return 0;
    }

    static String describe(Object o) {
        if (o instanceof String s && !s.isEmpty()) return "non-empty string of length " + s.length();
        if (o instanceof String) return "empty string";
        if (o instanceof Integer i && i > 10) return "big int " + (i + 1);
        if (o instanceof Integer i) return "small int " + i;
        if (!(o instanceof List<?> l)) return "something else: " + o;
        return "list of " + l.size();
    }

    public static void main(String[] args) {
        var shapes = new ArrayList<Shape>();
        shapes.add(new Circle(2));
        shapes.add(new Rect(3, 4));
        shapes.add(new Rect(5, 5));
        shapes.add(Square.unit());
        shapes.add(new Square(2.5));
        for (var s : shapes) System.out.println(s + " area=" + area(s));
        System.out.println(new Circle(2).equals(new Circle(2)) + " " + new Circle(2).equals(new Circle(3)) + " " + (new Rect(1, 2).hashCode() == new Rect(1, 2).hashCode()));
        try {
            new Rect(-1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("compact constructor: " + e.getMessage());
        }
        var p = new Pair<>("left", 42);
        System.out.println(p + " " + p.swap() + " " + p.first().length() + " " + p.swap().first());
        var people = new ArrayList<>(List.of(new Person("Zoe", 30), new Person("Adam", 30), new Person("Bea", 25)));
        people.sort(null);
        System.out.println(people);
        var set = new HashSet<Person>();
        set.add(new Person("X", 1));
        set.add(new Person("X", 1));
        System.out.println(set.size() + " " + set.contains(new Person("X", 1)));
        Object[] things = {"hello", "", 5, 50, List.of(1, 2, 3), 2.5, null};
        for (var t : things) System.out.println(describe(t));
        var counts = new TreeMap<Character, Integer>();
        for (var ch : "hello world".toCharArray()) {
            if (ch != ' ') counts.merge(ch, 1, Integer::sum);
        }
        System.out.println(counts);
        BiFunction<Integer, Integer, Integer> add = (var a, var b) -> a + b;
        System.out.println(add.apply(2, 3));
        var arr = new int[] {3, 1, 2};
        var sum = 0L;
        for (var i = 0; i < arr.length; i++) sum += arr[i] * (long) Integer.MAX_VALUE;
        System.out.println(sum);
        var g = new Greeter() {};
        System.out.println(g.greet("there"));
        var anon = new Object() {
            int hidden = 7;

            int twice() {
                return hidden * 2;
            }
        };
        System.out.println(anon.hidden + " " + anon.twice());
        Shape s = new Square(3);
        String label = switch (s.getClass().getSimpleName()) {
            case "Circle" -> "round";
            case "Square", "Rect" -> "angular";
            default -> "unknown";
        };
        System.out.println(label + " " + Shape.class.isInterface() + " " + Circle.class.getSimpleName() + " " + Circle.class.getSuperclass().getName());
        System.out.println(java.util.Objects.requireNonNullElse(null, "fallback") + " " + Math.floorMod(-7L, 3) + " " + Integer.parseInt("xx123yy", 2, 5, 10));
    }
}
