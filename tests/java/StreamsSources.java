import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** Streams over the library's collections and custom spliterators; what each source reports. */
public class StreamsSources {
    static void log(Object o) {
        System.out.print(o + " ");
    }

    public static void main(String[] args) {
        // an Iterable and a hand-written spliterator
        Iterable<Integer> iterable = () -> Arrays.asList(1, 2, 3).iterator();
        System.out.println(StreamSupport.stream(iterable.spliterator(), false).map(x -> x * 2).collect(Collectors.toList()));
        System.out.println(StreamSupport.stream(iterable.spliterator(), false).peek(StreamsSources::log).count());
        Spliterator<String> custom = new Spliterators.AbstractSpliterator<String>(Long.MAX_VALUE, Spliterator.ORDERED) {
            int i = 0;

            public boolean tryAdvance(Consumer<? super String> action) {
                if (i >= 3) {
                    return false;
                }
                action.accept("s" + i++);
                return true;
            }
        };
        System.out.println(StreamSupport.stream(custom, false).collect(Collectors.joining(",")));
        System.out.println(StreamSupport.stream(Spliterators.spliteratorUnknownSize(Arrays.asList("p", "q").iterator(),
                Spliterator.ORDERED), false).collect(Collectors.toList()));

        // collections: sized ones count without running the pipeline
        System.out.println(new LinkedList<>(Arrays.asList(3, 1, 2)).stream().peek(StreamsSources::log).count());
        System.out.println(new HashSet<>(Arrays.asList(30, 10, 20, 1000)).stream().peek(StreamsSources::log).sorted()
                .collect(Collectors.toList()));
        Map<String, Integer> hm = new HashMap<>();
        hm.put("b", 2);
        hm.put("a", 1);
        hm.put("zz", 26);
        System.out.println(hm.values().stream().peek(StreamsSources::log).count());
        System.out.println(hm.entrySet().stream().collect(Collectors.groupingBy(e -> e.getValue() % 2 == 0,
                Collectors.mapping(Map.Entry::getKey, Collectors.toList()))));
        System.out.println(new ArrayDeque<>(Arrays.asList(5, 6)).stream().map(x -> x + 1).collect(Collectors.toList()));
        System.out.println(new PriorityQueue<>(Arrays.asList(5, 1, 3)).stream().collect(Collectors.toList()));

        // sorted sources: sorted() is a no-op for natural order only
        TreeSet<Integer> rev = new TreeSet<>(Comparator.reverseOrder());
        rev.addAll(Arrays.asList(1, 3, 2));
        rev.stream().peek(x -> log("rv" + x)).sorted().forEach(x -> log("RV" + x));
        System.out.println();
        new TreeMap<>(hm).keySet().stream().peek(x -> log("k" + x)).sorted().forEach(x -> log("K" + x));
        System.out.println();
        Set<Integer> unmodifiableTree = Collections.unmodifiableSet(new TreeSet<>(Arrays.asList(3, 1, 2)));
        unmodifiableTree.stream().peek(x -> log("u" + x)).sorted().forEach(x -> log("U" + x));
        System.out.println();

        // wrappers
        List<Integer> synced = Collections.synchronizedList(new ArrayList<>(Arrays.asList(1, 2)));
        System.out.println(synced.stream().map(x -> x * 3).collect(Collectors.toList()));
        Map<String, Integer> um = Collections.unmodifiableMap(new HashMap<>(hm));
        try {
            um.entrySet().stream().forEach(e -> e.setValue(5));
        } catch (UnsupportedOperationException e) {
            System.out.println("entries of an unmodifiable map stay unmodifiable");
        }

        // concurrent collections: weakly consistent (not sized) or snapshots
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>(hm);
        System.out.println(chm.keySet().stream().peek(StreamsSources::log).count());
        System.out.println(chm.entrySet().stream().map(e -> e.getKey() + e.getValue()).collect(Collectors.joining("+")));
        ArrayBlockingQueue<Integer> abq = new ArrayBlockingQueue<>(4);
        abq.add(1);
        abq.add(2);
        System.out.println(abq.stream().peek(StreamsSources::log).count());
        CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<>(Arrays.asList(1, 2));
        Stream<Integer> cs = cow.stream();
        cow.add(3);
        System.out.println("snapshot " + cs.collect(Collectors.toList()));
        System.out.println(Stream.of("a", "bb", "cc").collect(Collectors.groupingByConcurrent(String::length)));
        System.out.println(Stream.of("a", "bb", "cc").collect(Collectors.toConcurrentMap(s -> s, String::length)));

        // what spliterators report
        System.out.println(Arrays.asList(1, 2, 3).spliterator().characteristics() + " "
                + new ArrayList<>(Arrays.asList(1, 2)).spliterator().characteristics() + " "
                + new HashSet<>(Arrays.asList(1, 2)).spliterator().hasCharacteristics(Spliterator.DISTINCT) + " "
                + Stream.of(1, 2).spliterator().characteristics() + " " + IntStream.range(0, 4).spliterator().characteristics()
                + " " + chm.entrySet().spliterator().characteristics() + " " + abq.spliterator().characteristics() + " "
                + cow.spliterator().characteristics());
        Spliterator<Integer> sp = Arrays.asList(7, 8, 9).spliterator();
        System.out.println(sp.estimateSize() + " " + sp.getExactSizeIfKnown());
        sp.tryAdvance(x -> log("one" + x));
        sp.forEachRemaining(x -> log("rest" + x));
        System.out.println(sp.tryAdvance(x -> log("never")));

        // ranges at the edges; flags kept through conversions
        System.out.println(LongStream.range(0, 1L << 40).count());
        System.out.println(LongStream.rangeClosed(Long.MAX_VALUE - 2, Long.MAX_VALUE).sum());
        System.out.println(Arrays.toString(IntStream.rangeClosed(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).toArray()));
        System.out.println(IntStream.range(0, 3).boxed().peek(x -> log("b" + x)).sorted().findFirst());
        System.out.println(IntStream.range(0, 3).asDoubleStream().peek(x -> log("ad" + x)).sorted().findFirst());
        System.out.println(LongStream.range(0, 3).asDoubleStream().peek(x -> log("ld" + x)).sorted().findFirst());
        System.out.println(IntStream.range(0, 3).map(x -> x).peek(x -> log("m" + x)).sorted().findFirst());
        System.out.println(Stream.of(1, 2, 3, 4).sorted(Comparator.reverseOrder()).peek(x -> log("never")).count());
        StringBuilder longs = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            longs.append((char) ('a' + i % 26));
        }
        String latin = longs.toString();
        String wide = latin + "\u0100";
        System.out.println(latin.codePoints().peek(x -> log("never")).count() + " "
                + wide.codePoints().filter(x -> x > 255).count());
        System.out.println("\u0100bc".codePoints().peek(x -> log("cp")).count());
    }
}
