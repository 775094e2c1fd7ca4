import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Spliterator;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/** Laziness, element-at-a-time order of side effects, short-circuiting, sized counts. */
public class StreamsLaziness {
    static void log(String s) {
        System.out.print(s + " ");
    }

    public static void main(String[] args) {
        // nothing runs before the terminal operation
        Stream<String> s = Stream.of("a", "b", "c").peek(x -> log("peek" + x)).map(x -> {
            log("map" + x);
            return x.toUpperCase();
        });
        System.out.println("built");
        System.out.println(s.collect(Collectors.toList()));

        // each element goes through the whole pipeline before the next one
        Stream.of(1, 2, 3, 4).filter(x -> {
            log("filter" + x);
            return x % 2 == 0;
        }).map(x -> {
            log("map" + x);
            return x * 10;
        }).forEach(x -> log("got" + x));
        System.out.println();

        // infinite iterate + limit ends; the function runs only as often as needed
        List<Integer> firsts = Stream.iterate(1, x -> {
            log("f(" + x + ")");
            return x + 1;
        }).peek(x -> log("see" + x)).limit(3).collect(Collectors.toList());
        System.out.println(firsts);
        System.out.println(Stream.iterate(2, x -> x * x).filter(x -> x > 1000).findFirst().get());
        int[] calls = {0};
        Stream.generate(() -> calls[0]++).limit(0).forEach(x -> log("never"));
        System.out.println("generate limit 0 calls: " + calls[0]);

        // short-circuiting terminal operations stop pulling
        System.out.println(Stream.of(5, 6, 7, 8).peek(x -> log("p" + x)).anyMatch(x -> x == 6));
        System.out.println(Stream.of(5, 6, 7, 8).peek(x -> log("p" + x)).allMatch(x -> x < 7));
        System.out.println(Stream.of(5, 6, 7, 8).peek(x -> log("p" + x)).noneMatch(x -> x == 5));
        System.out.println(Stream.of(5, 6, 7, 8).peek(x -> log("p" + x)).filter(x -> x > 5).findFirst());
        System.out.println(IntStream.iterate(0, i -> i + 3).peek(i -> log("i" + i)).filter(i -> i % 2 == 1).findFirst());

        // sorted is a barrier: it sees everything before passing anything on
        Stream.of(3, 1, 2).peek(x -> log("before" + x)).sorted().peek(x -> log("after" + x)).limit(2)
                .forEach(x -> log("out" + x));
        System.out.println();
        System.out.println(Stream.of(9, 4, 7).peek(x -> log("b" + x)).sorted().peek(x -> log("a" + x)).findFirst());
        // an already sorted source is not sorted again
        new TreeSet<>(Arrays.asList(3, 1, 2)).stream().peek(x -> log("t" + x)).sorted().forEach(x -> log("T" + x));
        System.out.println();
        IntStream.range(0, 3).peek(x -> log("r" + x)).sorted().forEach(x -> log("R" + x));
        System.out.println();

        // distinct is lazy
        Stream.of(1, 1, 2, 1, 3).peek(x -> log("d" + x)).distinct().limit(2).forEach(x -> log("D" + x));
        System.out.println();

        // flatMap: inner streams are consumed lazily when the pipeline short-circuits, and closed
        System.out.println(Stream.of(1, 2, 3).flatMap(x -> Stream.of(x, -x).onClose(() -> log("close" + x)))
                .peek(x -> log("fm" + x)).filter(x -> x < 0).findFirst());
        System.out.println(Stream.of("ab", "cd").flatMap(w -> w.chars().mapToObj(c -> "" + (char) c)).limit(3)
                .collect(Collectors.toList()));

        // skip, limit, takeWhile, dropWhile stop or start at the right element
        Stream.of(1, 2, 3, 4, 5, 6).peek(x -> log("s" + x)).skip(2).limit(2).forEach(x -> log("S" + x));
        System.out.println();

        // count of a sized pipeline does not run it (JDK 9+); filter makes it run
        List<Integer> list = Arrays.asList(1, 2, 3, 4);
        System.out.println("count " + list.stream().peek(x -> log("never" + x)).map(x -> x * 2).count());
        System.out.println("count " + list.stream().peek(x -> log("c" + x)).filter(x -> x > 2).count());
        System.out.println("count " + IntStream.range(0, 5).peek(x -> log("never" + x)).count());
        System.out.println("count " + list.stream().peek(x -> log("never" + x)).skip(1).limit(2).count());
        System.out.println("count " + list.stream().peek(x -> log("e" + x)).flatMap(x -> Stream.of(x)).count());

        // iterator: pulls one element at a time
        Iterator<Integer> it = Stream.of(10, 20, 30).peek(x -> log("it" + x)).map(x -> x + 1).iterator();
        System.out.println("iterator made");
        System.out.println(it.next());
        System.out.println(it.hasNext());
        System.out.println(it.next());
        Iterator<Integer> sortedIt = Stream.of(3, 1, 2).peek(x -> log("e" + x)).sorted().peek(x -> log("f" + x)).iterator();
        System.out.println(sortedIt.next());
        System.out.println(sortedIt.next());

        // a list's stream sees the list as it is at the terminal operation (late binding)
        List<String> late = new ArrayList<>(Arrays.asList("x", "y"));
        Stream<String> lateStream = late.stream().map(String::toUpperCase);
        late.add("z");
        System.out.println(lateStream.collect(Collectors.toList()));

        // concat is lazy too
        Stream<Integer> c = Stream.concat(Stream.of(1, 2).peek(x -> log("left" + x)), Stream.of(3).peek(x -> log("right" + x)));
        System.out.println("concat made");
        System.out.println(c.filter(x -> x > 1).findFirst());

        // spliterator of a stream
        Spliterator<Integer> sp = Stream.of(4, 5, 6).map(x -> x * 2).spliterator();
        sp.tryAdvance(x -> System.out.println("first " + x));
        sp.forEachRemaining(x -> log("rest" + x));
        System.out.println();
    }
}
