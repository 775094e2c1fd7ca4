import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class ComparatorOps {
    static class Person {
        final String name;
        final int age;
        final String city;
        final double score;

        Person(String name, int age, String city, double score) {
            this.name = name;
            this.age = age;
            this.city = city;
            this.score = score;
        }

        String getName() { return name; }
        int getAge() { return age; }
        String getCity() { return city; }
        double getScore() { return score; }

        @Override
        public String toString() {
            return name + "/" + age + "/" + city + "/" + score;
        }
    }

    static List<Person> people() {
        return new ArrayList<>(Arrays.asList(
            new Person("Alice", 30, "Paris", 88.5),
            new Person("bob", 25, "London", 92.0),
            new Person("Carol", 35, "Paris", 75.25),
            new Person("dave", 25, "Berlin", 92.0),
            new Person("Eve", 30, "London", 60.0),
            new Person("Frank", 40, "Berlin", 88.5),
            new Person("grace", 35, "Paris", 99.0),
            new Person("Heidi", 30, null, 70.0)));
    }

    static void show(String label, Comparator<Person> c) {
        List<Person> list = people();
        list.sort(c);
        System.out.println(label + ": " + list);
    }

    public static void main(String[] args) {
        show("by name", Comparator.comparing(Person::getName));
        show("by name ci", Comparator.comparing(Person::getName, String.CASE_INSENSITIVE_ORDER));
        show("by age", Comparator.comparingInt(Person::getAge));
        show("by age then name", Comparator.comparingInt(Person::getAge).thenComparing(Person::getName));
        show("by age desc then name", Comparator.comparingInt(Person::getAge).reversed().thenComparing(Person::getName));
        show("by score desc", Comparator.comparingDouble(Person::getScore).reversed());
        show("by score then age desc", Comparator.comparingDouble(Person::getScore).thenComparing(Person::getAge, Comparator.reverseOrder()));
        show("by city nullsFirst", Comparator.comparing(Person::getCity, Comparator.nullsFirst(Comparator.naturalOrder())).thenComparing(Person::getName));
        show("by city nullsLast rev", Comparator.comparing(Person::getCity, Comparator.nullsLast(Comparator.<String>reverseOrder())).thenComparingInt(Person::getAge));
        show("lambda len", (a, b) -> a.name.length() - b.name.length());
        show("lambda len reversed", ((Comparator<Person>) (a, b) -> a.name.length() - b.name.length()).reversed());
        show("by long key", Comparator.comparingLong(p -> (long) p.age * 1000 - (long) p.score));
        show("thenComparingDouble", Comparator.comparing(Person::getCity, Comparator.nullsFirst(String::compareTo)).thenComparingDouble(Person::getScore));
        Comparator<String> nat = Comparator.naturalOrder();
        Comparator<String> rev = Comparator.reverseOrder();
        System.out.println(nat.compare("a", "b") + " " + rev.compare("a", "b") + " " + nat.reversed().compare("a", "b") + " " + rev.reversed().compare("a", "b"));
        List<String> words = new ArrayList<>(Arrays.asList("banana", "Apple", "cherry", "apple", "Banana", "date", "fig", "Fig"));
        words.sort(Comparator.comparing(String::length).thenComparing(String.CASE_INSENSITIVE_ORDER).thenComparing(Comparator.naturalOrder()));
        System.out.println(words);
        words.sort(Comparator.comparing((String s) -> s.charAt(s.length() - 1)).thenComparing(Comparator.reverseOrder()));
        System.out.println(words);
        System.out.println(Collections.max(people(), Comparator.comparingDouble(Person::getScore).thenComparing(Person::getName)));
        System.out.println(Collections.min(people(), Comparator.comparing(Person::getName, String.CASE_INSENSITIVE_ORDER)));
        Comparator<Integer> evenFirst = (a, b) -> Boolean.compare(a % 2 != 0, b % 2 != 0);
        List<Integer> ints = new ArrayList<>(Arrays.asList(5, 2, 8, 1, 9, 4, 7, 6, 3, 0));
        ints.sort(evenFirst.thenComparing(Comparator.reverseOrder()));
        System.out.println(ints);
        ints.sort(evenFirst.reversed().thenComparing(Comparator.naturalOrder()));
        System.out.println(ints);
        Comparator<int[]> byFirst = (a, b) -> Integer.compare(a[0], b[0]);
        Comparator<int[]> bySecond = Comparator.comparingInt(a -> a[1]);
        List<int[]> pairs = new ArrayList<>();
        int[][] raw = {{3, 1}, {1, 2}, {3, 0}, {2, 2}, {1, 1}};
        for (int[] p : raw) pairs.add(p);
        pairs.sort(byFirst.thenComparing(bySecond.reversed()));
        StringBuilder sb = new StringBuilder();
        for (int[] p : pairs) sb.append(Arrays.toString(p));
        System.out.println(sb);
    }
}
