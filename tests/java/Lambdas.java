import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;

public class Lambdas {
    private int base = 100;
    private String name = "instance";

    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
    }

    Supplier<String> nameSupplier() {
        return () -> name + ":" + base;
    }

    Function<Integer, Integer> adder() {
        return x -> x + base;
    }

    void mutate() {
        Runnable r = () -> base++;
        r.run();
        r.run();
    }

    static Function<Integer, Integer> compose(List<Function<Integer, Integer>> fs) {
        Function<Integer, Integer> result = Function.identity();
        for (Function<Integer, Integer> f : fs) result = result.andThen(f);
        return result;
    }

    static Supplier<Integer> counter() {
        int[] count = {0};
        return () -> ++count[0];
    }

    static IntUnaryOperator fixedPoint(int depth) {
        if (depth == 0) return x -> x;
        IntUnaryOperator inner = fixedPoint(depth - 1);
        return x -> inner.applyAsInt(x) * 2 + depth;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> square = x -> x * x;
        Function<Integer, Integer> plus3 = x -> x + 3;
        System.out.println(square.apply(5) + " " + square.andThen(plus3).apply(5) + " " + square.compose(plus3).apply(5) + " " + Function.<Integer>identity().apply(9));
        BiFunction<Integer, Integer, Integer> mul = (a, b) -> a * b;
        System.out.println(mul.apply(6, 7) + " " + mul.andThen(x -> "result=" + x).apply(3, 4));
        Supplier<List<String>> listMaker = ArrayList::new;
        List<String> made = listMaker.get();
        made.add("made");
        System.out.println(made);
        Predicate<String> isEmpty = String::isEmpty;
        Predicate<String> longWord = s -> s.length() > 4;
        Predicate<String> startsA = s -> s.startsWith("a");
        String[] tests = {"", "apple", "ant", "banana", "ab"};
        for (String t : tests) {
            System.out.println("'" + t + "' empty=" + isEmpty.test(t) + " !empty=" + isEmpty.negate().test(t) + " long&a=" + longWord.and(startsA).test(t)
                + " long|a=" + longWord.or(startsA).test(t) + " isEqual(ant)=" + Predicate.isEqual("ant").test(t));
        }
        UnaryOperator<String> upper = String::toUpperCase;
        BinaryOperator<Integer> max = BinaryOperator.maxBy(Integer::compare);
        BinaryOperator<Integer> min = BinaryOperator.minBy((a, b) -> a - b);
        System.out.println(upper.apply("shout") + " " + max.apply(3, 9) + " " + min.apply(3, 9) + " " + UnaryOperator.identity().apply("id"));
        StringBuilder log = new StringBuilder();
        Consumer<String> c1 = s -> log.append("[1:").append(s).append("]");
        Consumer<String> c2 = s -> log.append("[2:").append(s.length()).append("]");
        c1.andThen(c2).andThen(c1).accept("hey");
        System.out.println(log);
        BiConsumer<String, Integer> rep = (s, n) -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) sb.append(s);
            System.out.println(sb);
        };
        rep.accept("ab", 3);
        rep.andThen((s, n) -> System.out.println(s + "x" + n)).accept("-", 5);
        System.out.println("== capturing ==");
        int local = 7;
        String prefix = "p";
        Function<Integer, String> cap = x -> prefix + (x + local);
        System.out.println(cap.apply(3));
        List<Supplier<Integer>> suppliers = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            final int j = i;
            suppliers.add(() -> j * j);
        }
        for (Supplier<Integer> s : suppliers) System.out.print(s.get() + " ");
        System.out.println();
        List<Runnable> runs = new ArrayList<>();
        for (String w : Arrays.asList("x", "y", "z")) runs.add(() -> System.out.print(w + w + " "));
        for (Runnable r : runs) r.run();
        System.out.println();
        Lambdas obj = new Lambdas();
        Supplier<String> ns = obj.nameSupplier();
        Function<Integer, Integer> add = obj.adder();
        System.out.println(ns.get() + " " + add.apply(5));
        obj.mutate();
        obj.name = "changed";
        System.out.println(ns.get() + " " + add.apply(5));
        Supplier<Integer> ctr = counter();
        Supplier<Integer> ctr2 = counter();
        System.out.println(ctr.get() + " " + ctr.get() + " " + ctr.get() + " " + ctr2.get());
        System.out.println(compose(Arrays.asList(square, plus3, square, x -> x - 1)).apply(2));
        System.out.println(fixedPoint(5).applyAsInt(1));
        System.out.println("== primitive specializations ==");
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return b == 0 ? a : applyAsInt(b, a % b);
            }
        };
        System.out.println(gcd.applyAsInt(1071, 462) + " " + gcd.applyAsInt(17, 5));
        IntPredicate even = n -> n % 2 == 0;
        IntUnaryOperator twice = n -> n * 2;
        IntFunction<String> stars = n -> {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < n; k++) sb.append('*');
            return sb.toString();
        };
        for (int n = 0; n < 6; n++) {
            System.out.print(even.test(n) + "/" + even.negate().test(n) + "/" + twice.andThen(twice).applyAsInt(n) + "/" + twice.compose(k -> k + 1).applyAsInt(n) + "/" + stars.apply(n) + " ");
        }
        System.out.println();
        ToIntFunction<String> len = String::length;
        DoubleUnaryOperator half = v -> v / 2;
        BooleanSupplier yes = () -> true;
        System.out.println(len.applyAsInt("seven") + " " + half.applyAsDouble(5) + " " + half.andThen(v -> v + 1).applyAsDouble(3) + " " + yes.getAsBoolean());
        TriFunction<Integer, Integer, Integer, Integer> tri = (a, b, cc) -> a * 100 + b * 10 + cc;
        System.out.println(tri.apply(1, 2, 3));
        Function<Integer, Function<Integer, Integer>> curried = a -> b -> a - b;
        System.out.println(curried.apply(10).apply(3));
        Function<Function<Integer, Integer>, Function<Integer, Integer>> twiceF = f -> f.andThen(f);
        System.out.println(twiceF.apply(plus3).apply(0) + " " + twiceF.apply(twiceF.apply(square)).apply(2));
        Runnable recursive = new Runnable() {
            int n = 3;

            public void run() {
                System.out.print("n=" + n + " ");
                if (--n > 0) run();
            }
        };
        recursive.run();
        System.out.println();
        List<Integer> nums = new ArrayList<>(Arrays.asList(5, 3, 8, 1, 9, 2));
        nums.removeIf(even::test);
        nums.replaceAll(x -> x * 10);
        nums.sort((a, b) -> b - a);
        nums.forEach(x -> System.out.print(x + ";"));
        System.out.println();
        Object o = (Runnable) () -> {};
        System.out.println(o instanceof Runnable);
    }
}
