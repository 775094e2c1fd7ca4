import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntBiFunction;

public class MethodRefs {
    static class Box {
        final String content;
        static int created = 0;

        Box() {
            this("empty");
        }

        Box(String content) {
            this.content = content;
            created++;
        }

        Box(String a, Integer n) {
            this(a + "#" + n);
        }

        String open() {
            return "Box(" + content + ")";
        }

        String merge(Box other) {
            return content + "+" + other.content;
        }

        static Box wrap(String s) {
            return new Box("wrapped-" + s);
        }

        public String toString() {
            return open();
        }
    }

    static class Base {
        String hello() {
            return "Base.hello";
        }
    }

    static class Sub extends Base {
        String hello() {
            return "Sub.hello";
        }

        Supplier<String> superRef() {
            return super::hello;
        }

        Supplier<String> thisRef() {
            return this::hello;
        }
    }

    static int twice(int x) {
        return 2 * x;
    }

    static <T> List<String> mapAll(List<T> in, Function<? super T, String> f) {
        List<String> out = new ArrayList<>();
        for (T t : in) out.add(f.apply(t));
        return out;
    }

    String prefix = ">";

    String decorate(String s) {
        return prefix + s;
    }

    public static void main(String[] args) {
        System.out.println("== static ==");
        Function<Integer, Integer> tw = MethodRefs::twice;
        Function<String, Integer> parse = Integer::parseInt;
        BiFunction<Integer, Integer, Integer> maxRef = Math::max;
        Function<String, Box> wrap = Box::wrap;
        System.out.println(tw.apply(21) + " " + parse.apply("-17") + " " + maxRef.apply(3, 8) + " " + wrap.apply("x"));
        Function<Integer, String> toBin = Integer::toBinaryString;
        System.out.println(mapAll(Arrays.asList(1, 2, 5, 10), toBin));
        System.out.println(mapAll(Arrays.asList(3.5, -1.0), String::valueOf));
        System.out.println("== bound ==");
        String greeting = "Hello";
        Function<String, String> concat = greeting::concat;
        Supplier<Integer> len = greeting::length;
        Function<Integer, Character> charAt = greeting::charAt;
        System.out.println(concat.apply(" there") + " " + len.get() + " " + charAt.apply(1));
        MethodRefs mr = new MethodRefs();
        Function<String, String> deco = mr::decorate;
        System.out.println(deco.apply("a"));
        mr.prefix = ">>";
        System.out.println(deco.apply("b"));
        Box box = new Box("gift");
        Supplier<String> opener = box::open;
        Function<Box, String> merger = box::merge;
        System.out.println(opener.get() + " " + merger.apply(new Box("other")));
        StringBuilder sb = new StringBuilder();
        Function<String, StringBuilder> appender = sb::append;
        appender.apply("x").append("-");
        appender.apply("y");
        System.out.println(sb);
        List<String> sink = new ArrayList<>();
        Arrays.asList("p", "q").forEach(sink::add);
        System.out.println(sink);
        Arrays.asList("one", "two").forEach(System.out::println);
        Sub sub = new Sub();
        System.out.println(sub.superRef().get() + " " + sub.thisRef().get());
        System.out.println("== unbound ==");
        Function<String, String> up = String::toUpperCase;
        Function<String, Integer> length = String::length;
        BiFunction<String, String, Boolean> starts = String::startsWith;
        BiPredicate<String, String> eq = String::equalsIgnoreCase;
        ToIntBiFunction<String, String> cmp = String::compareTo;
        Function<Box, String> open = Box::open;
        BiFunction<Box, Box, String> merge = Box::merge;
        System.out.println(up.apply("abc") + " " + length.apply("four") + " " + starts.apply("prefix", "pre") + " " + eq.test("A", "a") + " " + cmp.applyAsInt("a", "c"));
        System.out.println(open.apply(new Box("u")) + " " + merge.apply(new Box("l"), new Box("r")));
        Function<Base, String> hello = Base::hello;
        System.out.println(hello.apply(new Base()) + " " + hello.apply(new Sub()));
        List<String> words = new ArrayList<>(Arrays.asList("delta", "Alpha", "charlie", "Bravo"));
        words.sort(String::compareToIgnoreCase);
        System.out.println(words);
        words.sort(String::compareTo);
        System.out.println(words);
        System.out.println("== constructor ==");
        Box.created = 0;
        Supplier<Box> mk0 = Box::new;
        Function<String, Box> mk1 = Box::new;
        BiFunction<String, Integer, Box> mk2 = Box::new;
        System.out.println(mk0.get() + " " + mk1.apply("one") + " " + mk2.apply("two", 2) + " created=" + Box.created);
        IntFunction<int[]> arrMk = int[]::new;
        Function<Integer, String[]> sarrMk = String[]::new;
        System.out.println(arrMk.apply(4).length + " " + sarrMk.apply(2).length + " " + sarrMk.apply(0).getClass().getSimpleName());
        Supplier<List<Integer>> listMk = ArrayList::new;
        List<Integer> li = listMk.get();
        li.add(1);
        Function<Integer, List<Integer>> sized = ArrayList::new;
        List<Integer> l2 = sized.apply(100);
        System.out.println(li + " " + l2.size());
        Supplier<TreeMap<String, Integer>> tm = TreeMap::new;
        TreeMap<String, Integer> t = tm.get();
        t.put("k", 1);
        System.out.println(t);
        Function<String, StringBuilder> sbMk = StringBuilder::new;
        System.out.println(sbMk.apply("init").reverse());
        List<Box> boxes = new ArrayList<>();
        for (String s : Arrays.asList("a", "b", "c")) boxes.add(mk1.apply(s));
        System.out.println(mapAll(boxes, Box::open));
        Function<String, Integer> valueOf = Integer::valueOf;
        Function<Integer, Integer> hash = Object::hashCode;
        Function<Object, String> toStr = Object::toString;
        System.out.println(valueOf.andThen(hash).apply("123") + " " + toStr.apply(new Box("ts")) + " " + toStr.apply(42));
    }
}
