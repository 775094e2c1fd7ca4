import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/** Exceptions from streams: reuse, close handlers, bad arguments, nulls, concurrent modification. */
public class StreamsErrors {
    interface Action {
        void run() throws Exception;
    }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        // a stream is used once
        Stream<String> once = Stream.of("a", "b");
        System.out.println(once.count());
        attempt("reuse after count", () -> once.count());
        Stream<String> linked = Stream.of("a", "b");
        linked.map(String::length);
        attempt("second map", () -> linked.map(String::length));
        attempt("forEach after map", () -> linked.forEach(System.out::println));
        attempt("onClose after map", () -> linked.onClose(() -> { }));
        attempt("iterator after map", () -> linked.iterator());
        IntStream ints = IntStream.range(0, 3);
        ints.sum();
        attempt("IntStream reuse", () -> ints.sum());
        Stream<Integer> skipped = Stream.of(1, 2);
        Stream<Integer> same = skipped.skip(0);
        System.out.println("skip(0) is the same stream: " + (same == skipped) + " " + skipped.count());
        Supplier<Stream<Integer>> fresh = () -> Stream.of(3, 1, 2);
        System.out.println("supplier gives fresh streams: " + fresh.get().count() + " " + fresh.get().sorted().findFirst().get());

        // close and onClose
        Stream<Integer> closing = Stream.of(1, 2, 3).onClose(() -> System.out.println("first handler"))
                .onClose(() -> System.out.println("second handler"));
        System.out.println("sum " + closing.mapToInt(i -> i).sum());
        closing.close();
        closing.close();
        Stream<Integer> closed = Stream.of(1, 2);
        closed.close();
        attempt("use after close", () -> closed.count());
        Stream<Integer> failing = Stream.of(1).onClose(() -> {
            throw new IllegalStateException("A");
        }).onClose(() -> {
            throw new IllegalArgumentException("B");
        }).onClose(() -> System.out.println("third still runs"));
        try {
            failing.close();
        } catch (RuntimeException e) {
            System.out.println("close threw " + e + " suppressed " + Arrays.toString(e.getSuppressed()));
        }
        try (Stream<String> tw = Stream.of("x", "y").onClose(() -> System.out.println("closed by try"))) {
            System.out.println("in try: " + tw.collect(Collectors.joining()));
        }
        Stream<Integer> both = Stream.concat(Stream.of(1).onClose(() -> System.out.println("close left")),
                Stream.of(2).onClose(() -> System.out.println("close right")));
        System.out.println("concat sum " + both.mapToInt(i -> i).sum());
        both.close();

        // bad arguments
        attempt("limit(-1)", () -> Stream.of(1).limit(-1));
        attempt("skip(-5)", () -> IntStream.of(1).skip(-5));
        attempt("map(null)", () -> Stream.of(1).map(null));
        attempt("Arrays.stream bad range", () -> Arrays.stream(new int[3], 2, 1));

        // nulls
        attempt("findFirst of null", () -> Stream.of(null, "a").findFirst());
        attempt("reduce to null", () -> Stream.of("a", "b").reduce((x, y) -> null));
        attempt("groupingBy null key", () -> Stream.of("a", null).collect(Collectors.groupingBy(x -> x)));
        attempt("toMap null value", () -> Stream.of("a").collect(Collectors.toMap(x -> x, x -> null)));
        System.out.println("toList with null: " + Stream.of("a", null).collect(Collectors.toList()));
        System.out.println("reducing to null: " + Stream.of(1, 2).collect(Collectors.reducing((x, y) -> null)));
        attempt("toMap duplicate", () -> Stream.of("one", "two", "three", "four")
                .collect(Collectors.toMap(String::length, x -> x)));
        attempt("toMap merge", () -> System.out.println(Stream.of("one", "two", "three", "four")
                .collect(Collectors.toMap(String::length, x -> x, (x, y) -> x + "|" + y))));
        attempt("sorted not comparable", () -> Stream.of(new Object(), new Object()).sorted().count());

        // empty optionals and iterators
        attempt("Optional.get", () -> Stream.empty().findFirst().get());
        attempt("OptionalInt.getAsInt", () -> IntStream.empty().max().getAsInt());
        attempt("OptionalDouble.orElseThrow", () -> IntStream.empty().average().orElseThrow(() -> new NoSuchElementException("no average")));
        Iterator<Integer> it = Stream.of(1).iterator();
        it.next();
        attempt("iterator past end", () -> it.next());
        Optional<String> none = Stream.of("a").filter(x -> x.isEmpty()).findAny();
        System.out.println("orElseGet: " + none.orElseGet(() -> "fallback"));

        // builders are single use
        Stream.Builder<String> b = Stream.builder();
        b.add("x");
        b.build();
        attempt("add after build", () -> b.add("y"));
        attempt("build twice", () -> b.build());

        // modifying the source while streaming
        List<Integer> list = new ArrayList<>(Arrays.asList(1, 2, 3));
        attempt("add during forEach", () -> list.stream().forEach(x -> {
            System.out.println("visit " + x);
            if (x == 1) {
                list.add(99);
            }
        }));
        List<Integer> list2 = new ArrayList<>(Arrays.asList(1, 2, 3));
        attempt("add during anyMatch", () -> list2.stream().anyMatch(x -> {
            System.out.println("test " + x);
            list2.add(x);
            return false;
        }));

        // exceptions thrown by lambdas go straight through
        attempt("exception in map", () -> Stream.of("1", "2", "x", "4").map(Integer::parseInt).forEach(n -> System.out.println("parsed " + n)));
        Map<Boolean, List<Integer>> parts = Stream.of(1, 2, 3).collect(Collectors.partitioningBy(x -> x > 1));
        attempt("partition map is unmodifiable", () -> parts.put(true, new ArrayList<>()));
        System.out.println("done " + parts);

        // uncaught, from inside a pipeline
        IntStream.range(0, 5).map(i -> 10 / (2 - i)).forEach(i -> System.out.println("q " + i));
    }
}
