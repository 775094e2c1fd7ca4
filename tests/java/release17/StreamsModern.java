import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** Stream API of Java 9-17: toList, takeWhile/dropWhile, iterate with a predicate, mapMulti, newer collectors. */
public class StreamsModern {
    record Sale(String region, String product, int units) { }

    public static void main(String[] args) {
        var sales = List.of(new Sale("north", "tea", 5), new Sale("south", "tea", 3), new Sale("north", "cake", 9),
                new Sale("east", "tea", 1), new Sale("south", "cake", 4), new Sale("north", "tea", 2));

        // Stream.toList: unmodifiable, keeps nulls
        List<String> regions = sales.stream().map(Sale::region).distinct().toList();
        System.out.println("toList: " + regions);
        try {
            regions.add("west");
        } catch (UnsupportedOperationException e) {
            System.out.println("toList is unmodifiable");
        }
        System.out.println("toList with null: " + Stream.of("a", null, "b").toList());

        // takeWhile / dropWhile
        System.out.println("takeWhile: " + Stream.of(1, 2, 3, 10, 4, 5).takeWhile(x -> x < 5).toList());
        System.out.println("dropWhile: " + Stream.of(1, 2, 3, 10, 4, 5).dropWhile(x -> x < 5).toList());
        Stream.of(1, 2, 3, 4).peek(x -> System.out.print("tw" + x + " ")).takeWhile(x -> x < 3).forEach(x -> System.out.print("TW" + x + " "));
        System.out.println();
        System.out.println("IntStream takeWhile: " + Arrays.toString(IntStream.iterate(1, i -> i * 2).takeWhile(i -> i < 100).toArray()));
        System.out.println("IntStream dropWhile: " + Arrays.toString(IntStream.range(0, 8).dropWhile(i -> i != 5).toArray()));

        // iterate with a predicate, ofNullable
        System.out.println("iterate3: " + Stream.iterate("a", s -> s.length() < 5, s -> s + "b").toList());
        System.out.println("IntStream iterate3: " + Arrays.toString(IntStream.iterate(10, i -> i > 0, i -> i - 3).toArray()));
        System.out.println("LongStream iterate3: " + LongStream.iterate(1, l -> l < 1_000_000_000_000L, l -> l * 10).count());
        System.out.println("ofNullable: " + Stream.ofNullable(null).count() + " " + Stream.ofNullable("x").count());

        // mapMulti
        List<Object> flat = Stream.<Object>of(1, List.of(2, 3), 4).<Object>mapMulti((o, sink) -> {
            if (o instanceof List<?> l) {
                l.forEach(sink);
            } else {
                sink.accept(o);
            }
        }).toList();
        System.out.println("mapMulti: " + flat);
        System.out.println("mapMultiToInt: " + Arrays.toString(Stream.of("a1", "b22").mapMultiToInt((String s, java.util.function.IntConsumer ic) -> {
            for (char c : s.toCharArray()) {
                if (Character.isDigit(c)) {
                    ic.accept(c - '0');
                }
            }
        }).toArray()));
        System.out.println("IntStream mapMulti: " + Arrays.toString(IntStream.range(1, 4).mapMulti((i, ic) -> {
            for (int k = 0; k < i; k++) {
                ic.accept(i);
            }
        }).toArray()));

        // newer collectors
        System.out.println("filtering: " + sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new,
                Collectors.filtering(s -> s.units() > 2, Collectors.mapping(Sale::product, Collectors.toList())))));
        System.out.println("flatMapping: " + sales.stream().collect(Collectors.groupingBy(Sale::product, TreeMap::new,
                Collectors.flatMapping(s -> s.region().chars().limit(1).mapToObj(c -> (char) c), Collectors.toList()))));
        System.out.println("teeing: " + sales.stream().collect(Collectors.teeing(
                Collectors.summingInt(Sale::units), Collectors.counting(), (sum, n) -> sum + "/" + n)));
        List<String> ul = sales.stream().map(Sale::product).collect(Collectors.toUnmodifiableList());
        System.out.println("toUnmodifiableList: " + ul);
        try {
            Stream.of("a", null).collect(Collectors.toUnmodifiableList());
        } catch (NullPointerException e) {
            System.out.println("toUnmodifiableList rejects null");
        }
        Set<String> us = sales.stream().map(Sale::product).collect(Collectors.toUnmodifiableSet());
        System.out.println("toUnmodifiableSet: " + us.size() + " " + us.contains("tea"));
        Map<String, Integer> um = sales.stream().collect(Collectors.toUnmodifiableMap(Sale::region, Sale::units, Integer::sum));
        System.out.println("toUnmodifiableMap: " + new TreeMap<>(um));
        try {
            um.put("west", 1);
        } catch (UnsupportedOperationException e) {
            System.out.println("toUnmodifiableMap is unmodifiable");
        }

        // Optional.stream, String.lines
        List<Optional<String>> maybe = List.of(Optional.of("x"), Optional.empty(), Optional.of("y"));
        System.out.println("Optional.stream: " + maybe.stream().flatMap(Optional::stream).toList());
        System.out.println("OptionalInt.stream: " + OptionalInt.of(3).stream().sum() + " " + OptionalInt.empty().stream().count());
        String text = "first line\nsecond\r\nthird\r\n\nfifth";
        System.out.println("lines: " + text.lines().map(l -> "[" + l + "]").collect(Collectors.joining()));
        System.out.println("lines count: " + "a\n\nb\n".lines().count());

        // a small report
        record Total(String region, int units) { }
        List<Total> totals = sales.stream()
                .collect(Collectors.groupingBy(Sale::region, Collectors.summingInt(Sale::units)))
                .entrySet().stream().map(e -> new Total(e.getKey(), e.getValue()))
                .sorted(java.util.Comparator.comparingInt(Total::units).reversed())
                .toList();
        totals.forEach(t -> System.out.println(t));
        var acc = new ArrayList<String>();
        Consumer<String> adder = acc::add;
        sales.stream().map(Sale::product).distinct().sorted().forEachOrdered(adder);
        System.out.println("products: " + acc);
    }
}
