import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Generics {
    static class Pair<A, B> {
        final A first;
        final B second;

        Pair(A first, B second) {
            this.first = first;
            this.second = second;
        }

        <C> Pair<A, C> withSecond(C c) {
            return new Pair<>(first, c);
        }

        Pair<B, A> swap() {
            return new Pair<>(second, first);
        }

        @Override
        public String toString() {
            return "(" + first + ", " + second + ")";
        }
    }

    static class Stack<T> {
        private Object[] items = new Object[2];
        private int size;

        void push(T t) {
            if (size == items.length) items = Arrays.copyOf(items, size * 2);
            items[size++] = t;
        }

        @SuppressWarnings("unchecked")
        T pop() {
            T t = (T) items[--size];
            items[size] = null;
            return t;
        }

        boolean isEmpty() {
            return size == 0;
        }

        int size() {
            return size;
        }
    }

    interface Transformer<I, O> {
        O transform(I in);
    }

    static class Lengther implements Transformer<String, Integer> {
        public Integer transform(String in) {
            return in.length();
        }
    }

    static class Node<T extends Comparable<T>> {
        T value;
        Node<T> left, right;

        Node(T value) {
            this.value = value;
        }

        void insert(T v) {
            if (v.compareTo(value) < 0) {
                if (left == null) left = new Node<>(v);
                else left.insert(v);
            } else {
                if (right == null) right = new Node<>(v);
                else right.insert(v);
            }
        }

        void inOrder(List<T> out) {
            if (left != null) left.inOrder(out);
            out.add(value);
            if (right != null) right.inOrder(out);
        }

        int height() {
            int lh = left == null ? 0 : left.height();
            int rh = right == null ? 0 : right.height();
            return 1 + Math.max(lh, rh);
        }
    }

    static class Version implements Comparable<Version> {
        final int major, minor;

        Version(int major, int minor) {
            this.major = major;
            this.minor = minor;
        }

        public int compareTo(Version o) {
            return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
        }

        public String toString() {
            return major + "." + minor;
        }
    }

    static <T extends Comparable<? super T>> T maxOf(Collection<? extends T> items) {
        T best = null;
        for (T t : items) {
            if (best == null || t.compareTo(best) > 0) best = t;
        }
        return best;
    }

    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> target, int n) {
        for (int i = 0; i < n; i++) target.add(i);
    }

    static <T> void swap(T[] arr, int i, int j) {
        T t = arr[i];
        arr[i] = arr[j];
        arr[j] = t;
    }

    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        return new ArrayList<>(Arrays.asList(items));
    }

    static <K, V extends Comparable<V>> K argMax(Map<K, V> map) {
        K bestK = null;
        V bestV = null;
        for (Map.Entry<K, V> e : map.entrySet()) {
            if (bestV == null || e.getValue().compareTo(bestV) > 0) {
                bestK = e.getKey();
                bestV = e.getValue();
            }
        }
        return bestK;
    }

    static int countWild(List<?> list) {
        int n = 0;
        for (Object o : list) if (o != null) n++;
        return n;
    }

    static <T extends Number & Comparable<T>> T clampMax(T a, T b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static int rawCompare(Comparable a, Object b) {
        return a.compareTo(b);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static Object rawTransform(Transformer t, Object in) {
        return t.transform(in);
    }

    public static void main(String[] args) {
        Pair<String, Integer> p = new Pair<>("age", 30);
        Pair<String, List<String>> p2 = p.withSecond(Arrays.asList("x", "y"));
        System.out.println(p + " " + p2 + " " + p.swap() + " " + p.swap().swap().first.length());
        Stack<String> st = new Stack<>();
        for (String s : "a b c d e".split(" ")) st.push(s);
        StringBuilder sb = new StringBuilder();
        while (!st.isEmpty()) sb.append(st.pop());
        System.out.println(sb + " " + st.size());
        Transformer<String, Integer> t = new Lengther();
        System.out.println(t.transform("hello") + " " + rawTransform(t, "four"));
        try {
            rawTransform(t, 42);
        } catch (ClassCastException e) {
            System.out.println("bridge method cast check: " + e.getClass().getSimpleName());
        }
        Node<Integer> root = new Node<>(50);
        int[] vals = {30, 70, 20, 40, 60, 80, 35, 45, 65};
        for (int v : vals) root.insert(v);
        List<Integer> sorted = new ArrayList<>();
        root.inOrder(sorted);
        System.out.println(sorted + " height " + root.height());
        Node<String> sroot = new Node<>("m");
        for (String s : "q c x a f z b".split(" ")) sroot.insert(s);
        List<String> ss = new ArrayList<>();
        sroot.inOrder(ss);
        System.out.println(ss + " height " + sroot.height());
        List<Version> versions = listOf(new Version(1, 10), new Version(2, 0), new Version(1, 9), new Version(2, 1), new Version(0, 99));
        System.out.println(maxOf(versions) + " " + maxOf(Arrays.asList(3, 9, 2)) + " " + maxOf(Arrays.asList("pear", "zoo", "apple")));
        System.out.println(rawCompare(new Version(1, 0), new Version(0, 5)) + " " + rawCompare("b", "a"));
        try {
            rawCompare(new Version(1, 0), "not a version");
        } catch (ClassCastException e) {
            System.out.println("Comparable bridge: " + e.getClass().getSimpleName());
        }
        List<Integer> ints = listOf(1, 2, 3);
        List<Double> doubles = listOf(1.5, 2.5);
        System.out.println(sum(ints) + " " + sum(doubles) + " " + sum(new ArrayList<Long>()));
        List<Number> numbers = new ArrayList<>();
        List<Object> objects = new ArrayList<>();
        fill(numbers, 3);
        fill(objects, 2);
        System.out.println(numbers + " " + objects);
        String[] arr = {"x", "y", "z"};
        swap(arr, 0, 2);
        Integer[] iarr = {1, 2};
        Generics.<Integer>swap(iarr, 0, 1);
        System.out.println(Arrays.toString(arr) + " " + Arrays.toString(iarr));
        Map<String, Double> scores = new HashMap<>();
        scores.put("ann", 81.5);
        scores.put("bob", 92.0);
        scores.put("cid", 77.25);
        System.out.println(argMax(scores));
        System.out.println(countWild(Arrays.asList(1, null, "s", null, 2.0)));
        System.out.println(clampMax(3, 7) + " " + clampMax(2.5, -1.0) + " " + clampMax(10L, 10L));
        List<List<Pair<String, Integer>>> nested = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            List<Pair<String, Integer>> row = new ArrayList<>();
            for (int j = 0; j <= i; j++) row.add(new Pair<>("k" + i, j));
            nested.add(row);
        }
        System.out.println(nested);
        Map<String, List<Integer>> multi = new HashMap<>();
        for (int i = 0; i < 10; i++) {
            String key = i % 3 == 0 ? "fizz" : i % 2 == 0 ? "even" : "odd";
            multi.computeIfAbsent(key, k -> new ArrayList<>()).add(i);
        }
        System.out.println(multi);
        List<? extends Number> ro = ints;
        Number first = ro.get(0);
        System.out.println(first + " " + ro.size());
        Object erased = new ArrayList<String>();
        @SuppressWarnings("unchecked")
        List<Integer> heap = (List<Integer>) erased;
        heap.add(5);
        System.out.println(heap + " " + erased.getClass().getSimpleName());
        Pair<Integer, Integer> boxedPair = new Pair<>(1000, 1000);
        System.out.println(boxedPair.first.equals(boxedPair.second) + " " + (boxedPair.first.intValue() == boxedPair.second));
    }
}
