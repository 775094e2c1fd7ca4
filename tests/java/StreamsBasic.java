import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Sequential streams: sources, intermediate and terminal operations. */
public class StreamsBasic {
    static final class Person {
        final String name;
        final int age;
        final String city;

        Person(String name, int age, String city) {
            this.name = name;
            this.age = age;
            this.city = city;
        }

        String getName() {
            return name;
        }

        int getAge() {
            return age;
        }

        String getCity() {
            return city;
        }

        @Override
        public String toString() {
            return name + "(" + age + ")";
        }
    }

    public static void main(String[] args) {
        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot");

        // map / filter / collect
        List<String> upper = words.stream().filter(w -> w.length() > 4).map(String::toUpperCase)
                .collect(Collectors.toList());
        System.out.println("upper: " + upper);

        // sorted (natural and with comparators), distinct
        System.out.println("sorted: " + words.stream().sorted().collect(Collectors.toList()));
        System.out.println("distinct: " + words.stream().distinct().collect(Collectors.toList()));
        System.out.println("by length: " + words.stream()
                .sorted(Comparator.comparingInt(String::length)).collect(Collectors.toList()));
        System.out.println("by length desc then name: " + words.stream()
                .sorted(Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder()))
                .collect(Collectors.toList()));

        // stable sort: equal keys keep their encounter order
        List<Person> people = new ArrayList<>();
        people.add(new Person("Ann", 31, "Oslo"));
        people.add(new Person("Bob", 25, "Rome"));
        people.add(new Person("Cid", 31, "Oslo"));
        people.add(new Person("Dee", 25, "Lima"));
        people.add(new Person("Eve", 40, "Rome"));
        people.add(new Person("Fay", 31, "Lima"));
        System.out.println("by age (stable): " + people.stream().sorted(Comparator.comparingInt(Person::getAge))
                .collect(Collectors.toList()));
        System.out.println("names over 30: " + people.stream().filter(p -> p.getAge() > 30).map(Person::getName)
                .collect(Collectors.joining(", ", "[", "]")));

        // limit / skip
        System.out.println("skip 2 limit 3: " + words.stream().skip(2).limit(3).collect(Collectors.toList()));
        System.out.println("limit 0: " + words.stream().limit(0).collect(Collectors.toList()));
        System.out.println("skip 100: " + words.stream().skip(100).collect(Collectors.toList()));

        // reduce, three forms
        List<Integer> nums = Arrays.asList(5, 3, 8, 1, 9, 2, 7);
        System.out.println("sum: " + nums.stream().reduce(0, Integer::sum));
        Optional<Integer> product = nums.stream().reduce((a, b) -> a * b);
        System.out.println("product: " + product);
        System.out.println("empty reduce: " + new ArrayList<Integer>().stream().reduce(Integer::sum));
        int totalLength = words.stream().reduce(0, (acc, w) -> acc + w.length(), Integer::sum);
        System.out.println("total length: " + totalLength);

        // min / max / count / findFirst / findAny
        System.out.println("min: " + nums.stream().min(Comparator.naturalOrder()).get());
        System.out.println("max: " + nums.stream().max(Integer::compare).get());
        System.out.println("oldest: " + people.stream().max(Comparator.comparingInt(Person::getAge)).get());
        System.out.println("youngest (first of ties): " + people.stream().min(Comparator.comparingInt(Person::getAge)).get());
        System.out.println("max of ties is the last: " + people.stream()
                .max(Comparator.comparingInt(p -> p.getAge() == 40 ? 0 : p.getAge())).get());
        System.out.println("count: " + words.stream().filter(w -> w.contains("a")).count());
        System.out.println("findFirst: " + words.stream().filter(w -> w.startsWith("c")).findFirst());
        System.out.println("findAny: " + words.stream().filter(w -> w.startsWith("z")).findAny());
        System.out.println("findFirst orElse: " + words.stream().filter(w -> w.startsWith("z")).findFirst().orElse("none"));

        // matches
        System.out.println("anyMatch: " + nums.stream().anyMatch(n -> n > 8));
        System.out.println("allMatch: " + nums.stream().allMatch(n -> n > 0));
        System.out.println("noneMatch: " + nums.stream().noneMatch(n -> n > 8));
        System.out.println("empty allMatch/anyMatch/noneMatch: " + Stream.empty().allMatch(x -> false) + " "
                + Stream.empty().anyMatch(x -> true) + " " + Stream.empty().noneMatch(x -> true));

        // flatMap
        List<List<Integer>> nested = Arrays.asList(Arrays.asList(1, 2), Arrays.asList(), Arrays.asList(3, 4, 5));
        System.out.println("flatMap: " + nested.stream().flatMap(List::stream).map(n -> n * 10)
                .collect(Collectors.toList()));
        System.out.println("chars flatMap: " + Stream.of("ab", "cd").flatMap(s -> s.chars().mapToObj(c -> (char) c))
                .collect(Collectors.toList()));

        // toArray, both forms
        Object[] objs = words.stream().limit(2).toArray();
        System.out.println("toArray: " + Arrays.toString(objs) + " " + objs.getClass().getSimpleName());
        String[] strs = words.stream().filter(w -> w.length() == 5).toArray(String[]::new);
        System.out.println("toArray(gen): " + Arrays.toString(strs) + " " + strs.getClass().getSimpleName());

        // Stream.of / empty / iterate / generate / concat / builder
        System.out.println("of: " + Stream.of("x", "y", "z").collect(Collectors.joining()));
        System.out.println("of one: " + Stream.of(42).collect(Collectors.toList()));
        System.out.println("empty count: " + Stream.empty().count());
        System.out.println("iterate: " + Stream.iterate(1, x -> x * 3).limit(6).collect(Collectors.toList()));
        int[] counter = {0};
        System.out.println("generate: " + Stream.generate(() -> "g" + counter[0]++).limit(4).collect(Collectors.toList()));
        System.out.println("concat: " + Stream.concat(Stream.of(1, 2), Stream.of(3, 4)).collect(Collectors.toList()));
        Stream.Builder<String> b = Stream.builder();
        b.add("one").add("two");
        b.accept("three");
        System.out.println("builder: " + b.build().collect(Collectors.toList()));

        // forEach / forEachOrdered / peek / iterator
        StringBuilder sb = new StringBuilder();
        words.stream().limit(3).forEach(w -> sb.append(w.charAt(0)));
        words.stream().skip(4).forEachOrdered(w -> sb.append(w.charAt(0)));
        System.out.println("forEach: " + sb);
        Iterator<String> it = words.stream().filter(w -> w.length() > 4).iterator();
        while (it.hasNext()) {
            System.out.print(it.next() + ";");
        }
        System.out.println();

        // collections as sources: sets and maps
        TreeSet<String> set = new TreeSet<>(words);
        System.out.println("treeset stream: " + set.stream().map(s -> s.substring(0, 2)).collect(Collectors.joining("|")));
        Map<String, Integer> scores = new HashMap<>();
        scores.put("zoe", 7);
        scores.put("adam", 9);
        scores.put("mia", 3);
        scores.put("liam", 9);
        scores.put("noah", 5);
        System.out.println("entries by value: " + scores.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(",")));
        System.out.println("keys: " + scores.keySet().stream().collect(Collectors.toList()));
        System.out.println("values sum: " + scores.values().stream().mapToInt(Integer::intValue).sum());
        Map<String, Integer> lengths = words.stream().distinct()
                .collect(Collectors.toMap(w -> w, String::length, (x, y) -> x, LinkedHashMap::new));
        System.out.println("toMap linked: " + lengths);
        System.out.println("toMap tree: " + words.stream()
                .collect(Collectors.toMap(w -> w.charAt(0), w -> 1, Integer::sum, TreeMap::new)));

        // Optional interplay
        Optional<String> longest = words.stream().max(Comparator.comparingInt(String::length));
        System.out.println("longest: " + longest.map(String::length).orElse(-1));
        System.out.println("optional filter: " + longest.filter(w -> w.startsWith("x")).isPresent());

        // parallel() then sequential() runs sequentially
        Stream<Integer> s = nums.stream().parallel();
        System.out.println("isParallel: " + s.isParallel());
        s = s.sequential();
        System.out.println("isParallel after sequential: " + s.isParallel() + " sum "
                + s.mapToInt(Integer::intValue).sum());
    }
}
