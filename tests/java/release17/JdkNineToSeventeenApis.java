import java.util.*;
import java.util.function.*;

public class JdkNineToSeventeenApis {
    interface Shape {
        double area();

        default String describe() {
            return name() + " with area " + fmt(area());
        }

        private String name() {
            return getClass().getSimpleName().toLowerCase();
        }

        private static String fmt(double d) {
            return String.format("%.2f", d);
        }

        static Shape square(double s) {
            return new Square(s);
        }
    }

    record Square(double side) implements Shape {
        public double area() {
            return side * side;
        }
    }

    public static void main(String[] args) {
        System.out.println(Shape.square(1.5).describe());
        System.out.println("fma " + Math.fma(2.0, 3.0, 1.0) + " " + Math.fma(0.1, 10.0, -1.0) + " " + (0.1 * 10.0 - 1.0) + " " + Math.fma(1.5f, 2f, 0.25f));
        double[][] fmas = {{Double.MAX_VALUE, 2, Double.NEGATIVE_INFINITY}, {Double.MAX_VALUE, 2, -Double.MAX_VALUE}, {-0.0, 1, 0.0}, {-0.0, 1, -0.0}, {1, 1, -1},
            {Double.MIN_VALUE, 0.5, 0}, {1e-200, 1e-200, Double.MIN_VALUE}, {Double.NaN, 0, 1}, {Double.POSITIVE_INFINITY, 0, 1}, {1 + Math.ulp(1.0), 1 - Math.ulp(1.0), -1}, {3, 1.0 / 3, -1}};
        for (double[] f : fmas) System.out.println("fma(" + f[0] + ", " + f[1] + ", " + f[2] + ") = " + Math.fma(f[0], f[1], f[2]) + " float " + Math.fma((float) f[0], (float) f[1], (float) f[2]));
        System.out.println("absExact " + Math.absExact(-7) + " floorMod(long,int) " + Math.floorMod(-7L, 3) + " floorDiv(long,int) " + Math.floorDiv(-7L, 2) + " multiplyHigh " + Math.multiplyHigh(Long.MAX_VALUE, 4L) + " multiplyFull " + Math.multiplyFull(Integer.MAX_VALUE, Integer.MAX_VALUE));
        try {
            Math.absExact(Integer.MIN_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("absExact MIN: " + e.getMessage());
        }
        System.out.println("checkIndex " + Objects.checkIndex(2, 5) + " checkFromToIndex " + Objects.checkFromToIndex(1, 3, 5) + " checkFromIndexSize " + Objects.checkFromIndexSize(1, 3, 5));
        for (int[] bad : new int[][] {{5, 5}, {-1, 3}}) {
            try {
                Objects.checkIndex(bad[0], bad[1]);
            } catch (IndexOutOfBoundsException e) {
                System.out.println("checkIndex: " + e.getMessage());
            }
        }
        try {
            Objects.checkFromToIndex(3, 1, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkFromToIndex: " + e.getMessage());
        }
        System.out.println("requireNonNullElse " + Objects.requireNonNullElse(null, "dflt") + " " + Objects.requireNonNullElseGet(null, () -> "lazy") + " " + Objects.requireNonNullElse("given", "dflt"));
        Optional<String> none = Optional.empty();
        Optional<String> some = Optional.of("val");
        StringBuilder log = new StringBuilder();
        some.ifPresentOrElse(v -> log.append("present ").append(v), () -> log.append("absent"));
        none.ifPresentOrElse(v -> log.append("present ").append(v), () -> log.append(" / absent"));
        System.out.println("ifPresentOrElse " + log + " or " + none.or(() -> Optional.of("alt")).get() + " " + some.or(() -> Optional.of("alt")).get() + " isEmpty " + none.isEmpty() + " " + some.isEmpty());
        try {
            none.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow(): " + e.getMessage());
        }
        System.out.println("OptionalInt orElseThrow " + OptionalInt.of(3).orElseThrow());
        System.out.println("parseInt(CharSequence,begin,end,radix) " + Integer.parseInt("xxff00", 2, 4, 16) + " " + Long.parseLong("12345", 1, 3, 10));
        System.out.println("Character.toString(cp) " + Character.toString(0x263A) + " Integer.toUnsignedString " + Integer.toUnsignedString(-1));
        StringBuilder a = new StringBuilder("apple"), b = new StringBuilder("apricot");
        System.out.println("StringBuilder compareTo " + Integer.signum(a.compareTo(b)) + " CharSequence.compare " + Integer.signum(CharSequence.compare("b", new StringBuilder("a"))));
        BiFunction<Integer, Integer, Integer> add = (var x, var y) -> x + y;
        System.out.println("var lambda params " + add.apply(2, 3));
        var map = new TreeMap<String, List<Integer>>();
        for (var i = 0; i < 6; i++) map.computeIfAbsent(i % 2 == 0 ? "even" : "odd", k -> new ArrayList<>()).add(i);
        for (var e : map.entrySet()) System.out.println("var loop " + e.getKey() + " " + e.getValue());
        List<String> names = new ArrayList<>(List.of("Cy", "ann", "Bob"));
        String[] arr = names.toArray(String[]::new);
        Arrays.sort(arr, String::compareToIgnoreCase);
        System.out.println("toArray(IntFunction) " + Arrays.toString(arr));
        Predicate<String> blank = String::isBlank;
        List<String> kept = new ArrayList<>();
        for (String s : List.of("x", " ", "", "y ")) if (Predicate.not(blank).test(s)) kept.add(s);
        System.out.println("Predicate.not " + kept);
        System.out.println("Set.copyOf sorted " + new TreeSet<>(Set.copyOf(List.of(3, 1, 3, 2))) + " Map.copyOf size " + Map.copyOf(Map.of("a", 1)).size() + " List.copyOf " + List.copyOf(names));
        Object o = List.of(1, 2, 3);
        if (o instanceof List<?> l && !l.isEmpty() && l.get(0) instanceof Integer first) System.out.println("nested patterns " + first + " size " + l.size());
        int[] nums = {5, 3, 8};
        var sb = new StringBuilder();
        for (var n : nums) sb.append(n > 4 ? "big" : "small").append(' ');
        System.out.println(sb.toString().strip());
        System.out.println("Long.compress? no; Integer.signum " + Integer.signum(-9) + " Math.floorMod(int) " + Math.floorMod(-1, 5));
    }
}
