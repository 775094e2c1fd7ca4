import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.IntSummaryStatistics;
import java.util.LinkedList;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collector;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Collectors at --release 8: grouping, partitioning, maps, joining, statistics. */
public class StreamsCollectors {
    static final class Item {
        final String name;
        final String category;
        final int qty;
        final double price;

        Item(String name, String category, int qty, double price) {
            this.name = name;
            this.category = category;
            this.qty = qty;
            this.price = price;
        }

        String getName() {
            return name;
        }

        String getCategory() {
            return category;
        }

        int getQty() {
            return qty;
        }

        double getPrice() {
            return price;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static List<Item> items() {
        return Arrays.asList(
                new Item("apple", "fruit", 12, 0.5),
                new Item("carrot", "veg", 30, 0.2),
                new Item("banana", "fruit", 7, 0.25),
                new Item("milk", "dairy", 3, 1.1),
                new Item("leek", "veg", 4, 0.9),
                new Item("cheese", "dairy", 2, 4.75),
                new Item("cherry", "fruit", 100, 0.1),
                new Item("onion", "veg", 25, 0.3),
                new Item("yogurt", "dairy", 6, 0.85));
    }

    public static void main(String[] args) {
        List<Item> items = items();

        // groupingBy: 1, 2 and 3 arguments (HashMap iteration order as java's)
        Map<String, List<Item>> byCat = items.stream().collect(Collectors.groupingBy(Item::getCategory));
        System.out.println("groupingBy: " + byCat);
        System.out.println("groupingBy counting: "
                + items.stream().collect(Collectors.groupingBy(Item::getCategory, Collectors.counting())));
        System.out.println("groupingBy tree summing: " + items.stream()
                .collect(Collectors.groupingBy(Item::getCategory, TreeMap::new, Collectors.summingInt(Item::getQty))));
        System.out.println("groupingBy by length: "
                + items.stream().collect(Collectors.groupingBy(i -> i.getName().length())));
        System.out.println("groupingBy mapping joining: " + items.stream().collect(Collectors.groupingBy(
                Item::getCategory, TreeMap::new, Collectors.mapping(Item::getName, Collectors.joining("/")))));
        System.out.println("groupingBy set: " + items.stream().collect(Collectors.groupingBy(Item::getCategory,
                Collectors.mapping(i -> i.getName().charAt(0), Collectors.toSet()))));
        System.out.println("groupingBy max: " + items.stream().collect(Collectors.groupingBy(Item::getCategory,
                Collectors.maxBy(Comparator.comparingDouble(Item::getPrice)))));
        System.out.println("groupingBy averaging: " + items.stream().collect(Collectors.groupingBy(
                Item::getCategory, TreeMap::new, Collectors.averagingDouble(Item::getPrice))));
        Map<String, Map<Boolean, Long>> nestedGroups = items.stream().collect(Collectors.groupingBy(
                Item::getCategory, Collectors.partitioningBy(i -> i.getQty() >= 10, Collectors.counting())));
        System.out.println("nested: " + nestedGroups);

        // partitioningBy: 1 and 2 arguments
        Map<Boolean, List<Item>> cheap = items.stream().collect(Collectors.partitioningBy(i -> i.getPrice() < 0.5));
        System.out.println("partitioningBy: " + cheap + " true->" + cheap.get(true) + " size " + cheap.size());
        System.out.println("partitioningBy summing: " + items.stream()
                .collect(Collectors.partitioningBy(i -> i.getCategory().equals("veg"), Collectors.summingInt(Item::getQty))));
        System.out.println("partition of empty: " + Stream.<Integer>empty().collect(Collectors.partitioningBy(x -> x > 0)));

        // toMap 2/3/4 arguments; a duplicate key
        System.out.println("toMap: " + items.stream().collect(Collectors.toMap(Item::getName, Item::getQty)));
        System.out.println("toMap merge: " + items.stream()
                .collect(Collectors.toMap(Item::getCategory, Item::getQty, Integer::sum)));
        System.out.println("toMap tree: " + items.stream()
                .collect(Collectors.toMap(Item::getCategory, Item::getName, (a, b) -> a + "+" + b, TreeMap::new)));
        try {
            items.stream().collect(Collectors.toMap(Item::getCategory, Item::getName));
        } catch (IllegalStateException e) {
            System.out.println("toMap duplicate: " + e.getMessage());
        }

        // joining: 3 forms
        System.out.println("joining: " + items.stream().map(Item::getName).limit(3).collect(Collectors.joining()));
        System.out.println("joining delim: " + items.stream().map(Item::getName).limit(3).collect(Collectors.joining(", ")));
        System.out.println("joining full: " + items.stream().map(Item::getName).limit(3)
                .collect(Collectors.joining(", ", "<", ">")));
        System.out.println("joining empty: " + Stream.<String>empty().collect(Collectors.joining(", ", "<", ">")));

        // counting / summing / averaging
        System.out.println("counting: " + items.stream().collect(Collectors.counting()));
        System.out.println("summingInt: " + items.stream().collect(Collectors.summingInt(Item::getQty)));
        System.out.println("summingLong: " + items.stream().collect(Collectors.summingLong(i -> i.getQty() * 1000000000L)));
        System.out.println("summingDouble: " + items.stream().collect(Collectors.summingDouble(Item::getPrice)));
        System.out.println("summingDouble tenths: " + Stream.of(0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1)
                .collect(Collectors.summingDouble(d -> d)));
        System.out.println("averagingInt: " + items.stream().collect(Collectors.averagingInt(Item::getQty)));
        System.out.println("averagingLong: " + items.stream().collect(Collectors.averagingLong(Item::getQty)));
        System.out.println("averagingDouble: " + items.stream().collect(Collectors.averagingDouble(Item::getPrice)));
        System.out.println("averaging empty: " + Stream.<Item>empty().collect(Collectors.averagingInt(Item::getQty)));

        // summarizing
        IntSummaryStatistics qs = items.stream().collect(Collectors.summarizingInt(Item::getQty));
        System.out.println(qs);
        System.out.println(qs.getMin() + " " + qs.getMax() + " " + qs.getAverage() + " " + qs.getSum() + " " + qs.getCount());
        LongSummaryStatistics ls = items.stream().collect(Collectors.summarizingLong(i -> (long) i.getQty() * i.getQty()));
        System.out.println(ls);
        DoubleSummaryStatistics ds = items.stream().collect(Collectors.summarizingDouble(Item::getPrice));
        System.out.println(ds);
        System.out.println(ds.getSum() + " " + ds.getAverage() + " " + ds.getMin() + " " + ds.getMax());
        System.out.println(new IntSummaryStatistics());
        System.out.println(new DoubleSummaryStatistics());

        // reducing: 3 forms; minBy/maxBy
        System.out.println("reducing identity: " + items.stream().map(Item::getQty).collect(Collectors.reducing(0, Integer::sum)));
        System.out.println("reducing optional: " + items.stream().map(Item::getQty).collect(Collectors.reducing(Integer::max)));
        System.out.println("reducing empty: " + Stream.<Integer>empty().collect(Collectors.reducing(Integer::max)));
        System.out.println("reducing mapper: " + items.stream().collect(Collectors.reducing(0, Item::getQty, Integer::sum)));
        System.out.println("minBy: " + items.stream().collect(Collectors.minBy(Comparator.comparing(Item::getName))));
        Optional<Item> maxQty = items.stream().collect(Collectors.maxBy(Comparator.comparingInt(Item::getQty)));
        System.out.println("maxBy: " + maxQty.get());

        // collectingAndThen, toCollection, toList, toSet
        List<String> unmodifiable = items.stream().map(Item::getName)
                .collect(Collectors.collectingAndThen(Collectors.toList(), java.util.Collections::unmodifiableList));
        try {
            unmodifiable.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("collectingAndThen: unmodifiable " + unmodifiable.size());
        }
        TreeSet<String> names = items.stream().map(Item::getName).collect(Collectors.toCollection(TreeSet::new));
        System.out.println("toCollection: " + names + " " + names.first());
        LinkedList<Integer> linked = Stream.of(3, 1, 2).collect(Collectors.toCollection(LinkedList::new));
        System.out.println("linked: " + linked + " " + linked.getFirst());
        Set<String> cats = items.stream().map(Item::getCategory).collect(Collectors.toSet());
        System.out.println("toSet: " + cats);
        Set<Integer> intSet = Stream.of(31, 7, 1024, 7, 65, 200, 31).collect(Collectors.toSet());
        System.out.println("toSet ints: " + intSet);

        // collect with supplier/accumulator/combiner
        ArrayList<String> al = items.stream().map(Item::getName).filter(n -> n.length() == 6)
                .collect(ArrayList::new, ArrayList::add, ArrayList::addAll);
        System.out.println("collect 3-arg: " + al);
        StringBuilder sb = Stream.of("a", "b", "c").collect(StringBuilder::new, StringBuilder::append, StringBuilder::append);
        System.out.println("collect sb: " + sb);

        // Collector.of: a custom collector, with and without finisher
        Collector<String, StringBuilder, String> reversedJoin = Collector.of(StringBuilder::new,
                (acc, s) -> acc.insert(0, s), (l, r) -> r.append(l), StringBuilder::toString);
        System.out.println("Collector.of: " + Stream.of("x", "y", "z").collect(reversedJoin));
        Collector<Integer, List<Integer>, List<Integer>> evens = Collector.of(ArrayList::new, (l, n) -> {
            if (n % 2 == 0) {
                l.add(n);
            }
        }, (l, r) -> {
            l.addAll(r);
            return l;
        });
        System.out.println("Collector.of identity: " + Stream.of(1, 2, 3, 4, 6).collect(evens) + " "
                + evens.characteristics());
        System.out.println("characteristics: " + Collectors.toList().characteristics() + " "
                + Collectors.toSet().characteristics() + " " + Collectors.joining().characteristics() + " "
                + Collectors.groupingBy(Function.identity()).characteristics());

        // frequency count of words: a classic
        String text = "the quick brown fox jumps over the lazy dog the fox";
        Map<String, Long> freq = Arrays.stream(text.split(" "))
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        System.out.println("freq: " + freq);
        System.out.println("top: " + freq.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(3).map(Map.Entry::getKey).collect(Collectors.toList()));
        Collection<List<String>> anagrams = Stream.of("listen", "silent", "enlist", "google", "gogole", "cat", "act")
                .collect(Collectors.groupingBy(w -> {
                    char[] cs = w.toCharArray();
                    Arrays.sort(cs);
                    return new String(cs);
                })).values();
        System.out.println("anagrams: " + anagrams);
    }
}
