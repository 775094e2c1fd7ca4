import java.util.*;
import java.util.function.*;

public class GenericBounds {
    static <T extends Comparable<? super T>> T maxOf(List<? extends T> xs) {
        T best = null;
        for (T x : xs) if (best == null || x.compareTo(best) > 0) best = x;
        return best;
    }

    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> out, int n) {
        for (int i = 0; i < n; i++) out.add(i * i);
    }

    static <K, V extends Comparable<V>> K argMax(Map<K, V> m) {
        K best = null;
        V bv = null;
        for (Map.Entry<K, V> e : m.entrySet()) {
            if (bv == null || e.getValue().compareTo(bv) > 0) {
                best = e.getKey();
                bv = e.getValue();
            }
        }
        return best;
    }

    static <A, B, C> Function<A, C> compose(Function<A, B> f, Function<B, C> g) {
        return a -> g.apply(f.apply(a));
    }

    static final class Pair<L, R> {
        final L left;
        final R right;

        Pair(L left, R right) {
            this.left = left;
            this.right = right;
        }

        <X> Pair<X, R> mapLeft(Function<? super L, ? extends X> f) {
            return new Pair<>(f.apply(left), right);
        }

        Pair<R, L> swap() {
            return new Pair<>(right, left);
        }

        @Override
        public String toString() {
            return "<" + left + ", " + right + ">";
        }
    }

    static class Box<T extends Number> {
        private final List<T> items = new ArrayList<>();

        Box<T> add(T t) {
            items.add(t);
            return this;
        }

        double total() {
            return sum(items);
        }

        T first() {
            return items.get(0);
        }
    }

    static class Animal implements Comparable<Animal> {
        final String name;

        Animal(String name) {
            this.name = name;
        }

        @Override
        public int compareTo(Animal o) {
            return name.compareTo(o.name);
        }

        @Override
        public String toString() {
            return getClass().getSimpleName() + ":" + name;
        }
    }

    static class Dog extends Animal {
        Dog(String n) {
            super(n);
        }
    }

    @SafeVarargs
    static <T> List<T> listOf(T... xs) {
        return new ArrayList<>(Arrays.asList(xs));
    }

    static <T> void swap(T[] arr, int i, int j) {
        T t = arr[i];
        arr[i] = arr[j];
        arr[j] = t;
    }

    public static void main(String[] args) {
        System.out.println("maxOf ints " + maxOf(Arrays.asList(3, 9, 2)) + " strings " + maxOf(Arrays.asList("pear", "apple", "zoo")));
        List<Dog> dogs = listOf(new Dog("rex"), new Dog("ace"), new Dog("max"));
        Dog top = maxOf(dogs);
        System.out.println("maxOf dogs (Comparable<Animal>) " + top);
        Collections.sort(dogs);
        System.out.println("sorted dogs " + dogs);
        System.out.println("sum mixed " + sum(Arrays.asList(1, 2.5, 3L, 4.25f, (short) 5, (byte) 6)));
        List<Number> numbers = new ArrayList<>();
        List<Object> objects = new ArrayList<>();
        fill(numbers, 4);
        fill(objects, 3);
        System.out.println("fill super " + numbers + " " + objects);
        Map<String, Double> scores = new LinkedHashMap<>();
        scores.put("ann", 3.5);
        scores.put("bob", 9.25);
        scores.put("cy", 7.0);
        System.out.println("argMax " + argMax(scores));
        Function<String, Integer> len = String::length;
        Function<String, String> desc = compose(len, n -> n % 2 == 0 ? "even" : "odd");
        System.out.println("compose " + desc.apply("four") + " " + desc.apply("three"));
        Pair<String, Integer> p = new Pair<>("x", 1);
        System.out.println("pair " + p + " mapLeft " + p.mapLeft(String::length) + " swap " + p.swap() + " swap.mapLeft " + p.swap().mapLeft(i -> i * 10));
        Box<Integer> bi = new Box<Integer>().add(3).add(4);
        Box<Double> bd = new Box<Double>().add(1.5);
        System.out.println("box total " + bi.total() + " " + bd.total() + " first " + bi.first() + " " + bd.first());
        String[] arr = {"a", "b", "c"};
        swap(arr, 0, 2);
        System.out.println("generic swap " + Arrays.toString(arr));
        List<? extends Number> ro = Arrays.asList(1, 2.0);
        Number n0 = ro.get(0);
        System.out.println("wildcard read " + n0 + " " + ro.get(1).getClass().getSimpleName());
        Map<String, List<Map<Integer, Set<String>>>> deep = new TreeMap<>();
        deep.computeIfAbsent("k", k -> new ArrayList<>()).add(new TreeMap<>());
        deep.get("k").get(0).computeIfAbsent(1, k -> new TreeSet<>()).addAll(Arrays.asList("z", "y"));
        System.out.println("deep generics " + deep);
        List raw = new ArrayList();
        raw.add("s");
        raw.add(1);
        System.out.println("raw list " + raw);
        try {
            List<String> typed = raw;
            String s = typed.get(1);
            System.out.println(s);
        } catch (ClassCastException e) {
            System.out.println("heap pollution CCE");
        }
        BinaryOperator<Integer> mx = BinaryOperator.maxBy(Comparator.naturalOrder());
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println("maxBy " + mx.apply(4, 9) + " unary " + up.apply("abc") + " identity " + Function.<Integer>identity().apply(5));
        Supplier<List<String>> sup = ArrayList::new;
        List<String> made = sup.get();
        made.add("made");
        BiFunction<Integer, Integer, Pair<Integer, Integer>> mk = Pair::new;
        System.out.println("constructor refs " + made + " " + mk.apply(1, 2));
        Predicate<String> empty = String::isEmpty;
        System.out.println("predicates " + empty.negate().test("") + " " + empty.or(s -> s.startsWith("a")).test("abc") + " " + empty.and(s -> true).test(""));
    }
}
