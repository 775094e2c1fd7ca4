import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

public class EqualsHashCode {
    static final class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }

        @Override
        public int hashCode() {
            return 31 * x + y;
        }

        @Override
        public String toString() {
            return "P(" + x + "," + y + ")";
        }
    }

    static class Person {
        final String name;
        final int age;

        Person(String name, int age) {
            this.name = name;
            this.age = age;
        }

        @Override
        public boolean equals(Object o) {
            if (o == null || o.getClass() != getClass()) return false;
            Person p = (Person) o;
            return age == p.age && Objects.equals(name, p.name);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, age);
        }

        @Override
        public String toString() {
            return name + "(" + age + ")";
        }
    }

    static class Employee extends Person {
        final String dept;

        Employee(String name, int age, String dept) {
            super(name, age);
            this.dept = dept;
        }

        @Override
        public String toString() {
            return super.toString() + "@" + dept;
        }
    }

    static class BadHash {
        final int v;

        BadHash(int v) {
            this.v = v;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BadHash && ((BadHash) o).v == v;
        }

        @Override
        public int hashCode() {
            return 7;
        }

        @Override
        public String toString() {
            return "B" + v;
        }
    }

    static class Key implements Comparable<Key> {
        final String s;

        Key(String s) {
            this.s = s;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).s.equalsIgnoreCase(s);
        }

        @Override
        public int hashCode() {
            return s.toLowerCase().hashCode();
        }

        @Override
        public int compareTo(Key o) {
            return s.compareToIgnoreCase(o.s);
        }

        @Override
        public String toString() {
            return "Key[" + s + "]";
        }
    }

    public static void main(String[] args) {
        Point a = new Point(1, 2);
        Point b = new Point(1, 2);
        Point c = new Point(2, 1);
        System.out.println(a.equals(b) + " " + (a == b) + " " + a.equals(c) + " " + a.hashCode() + " " + c.hashCode() + " " + a.equals(null) + " " + a.equals("P(1,2)"));
        Set<Point> points = new HashSet<>();
        for (int x = 0; x < 5; x++) for (int y = 0; y < 5; y++) points.add(new Point(x % 3, y % 2));
        System.out.println(points.size() + " " + points);
        System.out.println(points.contains(new Point(2, 1)) + " " + points.contains(new Point(3, 1)));
        Map<Point, String> grid = new HashMap<>();
        for (int i = 0; i < 12; i++) grid.put(new Point(i % 4, i / 4), "cell" + i);
        System.out.println(grid);
        System.out.println(grid.get(new Point(3, 2)) + " " + grid.get(new Point(4, 0)) + " " + grid.containsKey(new Point(0, 0)));
        grid.put(new Point(0, 0), "replaced");
        System.out.println(grid.size() + " " + grid.get(new Point(0, 0)));
        System.out.println("== Person/Employee ==");
        Person p1 = new Person("Ann", 30);
        Person p2 = new Person("Ann", 30);
        Employee e1 = new Employee("Ann", 30, "R&D");
        Person nullName = new Person(null, 1);
        System.out.println(p1.equals(p2) + " " + p1.equals(e1) + " " + e1.equals(p1) + " " + (p1.hashCode() == e1.hashCode()) + " " + p1.hashCode() + " " + nullName.hashCode() + " " + nullName.equals(new Person(null, 1)));
        Map<Person, Integer> ages = new LinkedHashMap<>();
        ages.put(p1, 1);
        ages.put(p2, 2);
        ages.put(e1, 3);
        ages.put(new Person("Bob", 40), 4);
        System.out.println(ages);
        Set<Person> people = new HashSet<>();
        people.add(new Person("Zed", 5));
        people.add(new Person("Amy", 50));
        people.add(new Person("Zed", 5));
        people.add(new Person("Cal", 27));
        System.out.println(people.size() + " " + people);
        System.out.println("== colliding hashes ==");
        Map<BadHash, Integer> bad = new HashMap<>();
        for (int i = 0; i < 20; i++) bad.put(new BadHash(i), i * i);
        System.out.println(bad.size() + " " + bad.get(new BadHash(13)) + " " + bad.containsKey(new BadHash(20)));
        bad.remove(new BadHash(5));
        int sumValues = 0;
        for (int v : bad.values()) sumValues += v;
        System.out.println(bad.size() + " sum of values " + sumValues + " " + bad.containsKey(new BadHash(5)) + " " + bad.get(new BadHash(19)));
        Map<BadHash, Integer> small = new HashMap<>();
        for (int i = 0; i < 5; i++) small.put(new BadHash(i), i);
        small.remove(new BadHash(2));
        System.out.println("small colliding map in insertion order: " + small);
        System.out.println("== case-insensitive keys ==");
        Map<Key, Integer> km = new HashMap<>();
        String[] words = {"Apple", "apple", "APPLE", "Banana", "banana", "cherry"};
        for (String w : words) km.merge(new Key(w), 1, Integer::sum);
        System.out.println(km);
        Set<Key> ts = new java.util.TreeSet<>();
        for (String w : words) ts.add(new Key(w));
        System.out.println(ts);
        System.out.println("== list equality and indexOf ==");
        List<Point> list = new ArrayList<>();
        list.add(new Point(0, 0));
        list.add(new Point(1, 1));
        list.add(new Point(0, 0));
        System.out.println(list.indexOf(new Point(0, 0)) + " " + list.lastIndexOf(new Point(0, 0)) + " " + list.contains(new Point(1, 1)) + " " + list.remove(new Point(0, 0)) + " " + list);
        List<Point> list2 = new ArrayList<>();
        list2.add(new Point(1, 1));
        list2.add(new Point(0, 0));
        System.out.println(list.equals(list2) + " " + list.hashCode() + " " + list2.hashCode());
        Set<List<Integer>> setOfLists = new HashSet<>();
        List<Integer> mutable = new ArrayList<>();
        mutable.add(1);
        setOfLists.add(mutable);
        System.out.println(setOfLists.contains(java.util.Arrays.asList(1)));
        mutable.add(2);
        System.out.println(setOfLists.contains(java.util.Arrays.asList(1, 2)) + " " + setOfLists.contains(mutable) + " (mutated key)");
        System.out.println("== toString overriding ==");
        Object[] objs = {a, p1, e1, new BadHash(3), new Key("k")};
        for (Object o : objs) System.out.print(o + " | " + String.valueOf(o) + " | ");
        System.out.println();
        StringBuilder sb = new StringBuilder();
        sb.append(a).append(' ').append((Object) e1);
        System.out.println(sb + " " + java.util.Arrays.toString(objs));
    }
}
