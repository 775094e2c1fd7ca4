import java.util.*;
import java.util.function.*;

public class FunctionalCompose {
    static <T> List<T> filter(List<T> xs, Predicate<? super T> p) {
        List<T> out = new ArrayList<>();
        for (T x : xs) if (p.test(x)) out.add(x);
        return out;
    }

    static <T, R> List<R> map(List<T> xs, Function<? super T, ? extends R> f) {
        List<R> out = new ArrayList<>();
        for (T x : xs) out.add(f.apply(x));
        return out;
    }

    static <T, A> A fold(List<T> xs, A init, BiFunction<A, ? super T, A> f) {
        A acc = init;
        for (T x : xs) acc = f.apply(acc, x);
        return acc;
    }

    static <T> Supplier<T> memoize(Supplier<T> s) {
        Object[] cache = new Object[1];
        boolean[] done = new boolean[1];
        return () -> {
            if (!done[0]) {
                cache[0] = s.get();
                done[0] = true;
            }
            @SuppressWarnings("unchecked")
            T t = (T) cache[0];
            return t;
        };
    }

    public static void main(String[] args) {
        Function<Integer, Integer> inc = x -> x + 1;
        Function<Integer, Integer> dbl = x -> x * 2;
        System.out.println("andThen " + inc.andThen(dbl).apply(5) + " compose " + inc.compose(dbl).apply(5) + " identity " + Function.<Integer>identity().andThen(inc).apply(0));
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longer3 = s -> s.length() > 3;
        List<String> words = Arrays.asList("", "a", "tree", "house", "sky", "", "elephant");
        System.out.println("filter not-empty " + filter(words, empty.negate()) + " long or empty " + filter(words, longer3.or(empty)) + " short and nonempty " + filter(words, longer3.negate().and(empty.negate())));
        System.out.println("isEqual " + filter(words, Predicate.isEqual("sky")) + " isEqual null " + Predicate.isEqual(null).test(null));
        System.out.println("map lengths " + map(words, String::length) + " upper " + map(words, String::toUpperCase));
        System.out.println("fold sum " + fold(Arrays.asList(1, 2, 3, 4), 0, Integer::sum) + " concat " + fold(words, "", (acc, w) -> acc.isEmpty() ? w : acc + "," + w));
        BiFunction<Integer, Integer, Integer> pow = (b, e) -> {
            int r = 1;
            for (int k = 0; k < e; k++) r *= b;
            return r;
        };
        System.out.println("BiFunction.andThen " + pow.andThen(x -> "=" + x).apply(2, 10));
        BinaryOperator<String> longest = BinaryOperator.maxBy(Comparator.comparingInt(String::length));
        BinaryOperator<String> shortest = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        System.out.println("maxBy " + fold(words, "", longest) + " minBy " + shortest.apply("ab", "cd"));
        UnaryOperator<String> trim = String::trim;
        System.out.println("UnaryOperator " + trim.apply("  x  ") + "|" + UnaryOperator.<String>identity().apply("same"));
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return b == 0 ? a : applyAsInt(b, a % b);
            }
        };
        IntUnaryOperator square = x -> x * x;
        IntPredicate even = x -> x % 2 == 0;
        System.out.println("int ops " + gcd.applyAsInt(84, 36) + " " + square.andThen(x -> x + 1).applyAsInt(5) + " " + square.compose(x -> x + 1).applyAsInt(5) + " " + even.negate().test(3) + " " + even.and(x -> x > 10).test(12));
        ToIntFunction<String> len = String::length;
        ToDoubleFunction<Integer> half = x -> x / 2.0;
        LongSupplier ls = () -> Long.MAX_VALUE;
        DoubleUnaryOperator neg = d -> -d;
        BooleanSupplier yes = () -> true;
        System.out.println("primitive fns " + len.applyAsInt("hello") + " " + half.applyAsDouble(7) + " " + ls.getAsLong() + " " + neg.andThen(Math::abs).applyAsDouble(-2.5) + " " + yes.getAsBoolean());
        Consumer<List<String>> addA = l -> l.add("A");
        Consumer<List<String>> addB = l -> l.add("B");
        List<String> target = new ArrayList<>();
        addA.andThen(addB).andThen(addA).accept(target);
        BiConsumer<String, Integer> printer = (k, v) -> target.add(k + v);
        printer.accept("k", 1);
        System.out.println("consumers " + target);
        int[] calls = {0};
        Supplier<String> expensive = memoize(() -> {
            calls[0]++;
            return "computed";
        });
        System.out.println("memo " + expensive.get() + " " + expensive.get() + " calls " + calls[0]);
        Map<String, Function<Double, Double>> ops = new LinkedHashMap<>();
        ops.put("sq", x -> x * x);
        ops.put("neg", x -> -x);
        ops.put("half", x -> x / 2);
        Function<Double, Double> pipeline = Function.identity();
        for (Function<Double, Double> f : ops.values()) pipeline = pipeline.andThen(f);
        System.out.println("pipeline(3) " + pipeline.apply(3.0));
        Comparator<String> cmp = Comparator.comparing(String::length);
        BiFunction<String, String, Integer> asFn = cmp::compare;
        System.out.println("method ref to comparator " + asFn.apply("aa", "b"));
        Function<String, Integer> parse = Integer::parseInt;
        Function<String, Optional<Integer>> safe = s -> {
            try {
                return Optional.of(parse.apply(s));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        };
        System.out.println("safe parse " + map(Arrays.asList("1", "x", "-7", ""), safe));
        Runnable chain = () -> System.out.print("one ");
        Runnable r2 = () -> {
            chain.run();
            System.out.println("two");
        };
        r2.run();
        ObjIntConsumer<StringBuilder> rep = (sb, n) -> {
            for (int k = 0; k < n; k++) sb.append('*');
        };
        StringBuilder stars = new StringBuilder();
        rep.accept(stars, 4);
        System.out.println("ObjIntConsumer " + stars);
    }
}
