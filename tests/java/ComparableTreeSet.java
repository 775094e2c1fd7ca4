import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;

public class ComparableTreeSet {
    static class Student implements Comparable<Student> {
        final String name;
        final int grade;
        final double gpa;

        Student(String name, int grade, double gpa) {
            this.name = name;
            this.grade = grade;
            this.gpa = gpa;
        }

        @Override
        public int compareTo(Student o) {
            if (grade != o.grade) return Integer.compare(o.grade, grade);
            int c = Double.compare(o.gpa, gpa);
            if (c != 0) return c;
            return name.compareTo(o.name);
        }

        @Override
        public String toString() {
            return name + "[" + grade + "," + gpa + "]";
        }
    }

    static class Money implements Comparable<Money> {
        final long cents;

        Money(long cents) {
            this.cents = cents;
        }

        @Override
        public int compareTo(Money o) {
            return Long.compare(cents, o.cents);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Money && ((Money) o).cents == cents;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(cents);
        }

        @Override
        public String toString() {
            return (cents < 0 ? "-" : "") + "$" + Math.abs(cents) / 100 + "." + (Math.abs(cents) % 100 < 10 ? "0" : "") + Math.abs(cents) % 100;
        }
    }

    static class Interval implements Comparable<Interval> {
        final int lo, hi;

        Interval(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        public int compareTo(Interval o) {
            return lo != o.lo ? lo - o.lo : hi - o.hi;
        }

        public String toString() {
            return "[" + lo + "," + hi + "]";
        }
    }

    public static void main(String[] args) {
        TreeSet<Student> students = new TreeSet<>();
        students.add(new Student("Ann", 10, 3.5));
        students.add(new Student("Bob", 11, 3.9));
        students.add(new Student("Cid", 10, 3.9));
        students.add(new Student("Dee", 12, 2.8));
        students.add(new Student("Eve", 10, 3.5));
        students.add(new Student("Ann", 10, 3.5));
        students.add(new Student("Fay", 11, 3.9));
        System.out.println(students.size() + " " + students);
        System.out.println(students.first() + " " + students.last());
        Student probe = new Student("Zzz", 11, 0.0);
        System.out.println(students.floor(probe) + " " + students.ceiling(probe) + " " + students.headSet(probe) + " " + students.tailSet(probe).size());
        System.out.println(students.descendingSet());
        TreeSet<Money> wallet = new TreeSet<>();
        long[] amounts = {1999, 5, -250, 100000, 5, 0, 1050, -3};
        for (long c : amounts) wallet.add(new Money(c));
        System.out.println(wallet + " " + wallet.size());
        System.out.println(wallet.higher(new Money(5)) + " " + wallet.lower(new Money(0)) + " " + wallet.contains(new Money(1050)) + " " + wallet.subSet(new Money(0), true, new Money(2000), false));
        List<Money> ml = new ArrayList<>(wallet);
        Collections.reverse(ml);
        System.out.println(ml + " max " + Collections.max(ml) + " min " + Collections.min(ml));
        Collections.sort(ml);
        System.out.println(ml + " idx of $10.50: " + Collections.binarySearch(ml, new Money(1050)));
        List<Interval> ivs = new ArrayList<>(Arrays.asList(new Interval(5, 8), new Interval(1, 3), new Interval(2, 6), new Interval(9, 12), new Interval(1, 2), new Interval(10, 11)));
        Collections.sort(ivs);
        System.out.println(ivs);
        List<Interval> merged = new ArrayList<>();
        for (Interval iv : ivs) {
            if (!merged.isEmpty() && merged.get(merged.size() - 1).hi >= iv.lo) {
                Interval last = merged.remove(merged.size() - 1);
                merged.add(new Interval(last.lo, Math.max(last.hi, iv.hi)));
            } else {
                merged.add(iv);
            }
        }
        System.out.println("merged " + merged);
        TreeMap<Interval, String> byInterval = new TreeMap<>();
        for (Interval iv : ivs) byInterval.put(iv, "len" + (iv.hi - iv.lo));
        System.out.println(byInterval);
        System.out.println(byInterval.floorKey(new Interval(2, 0)) + " " + byInterval.ceilingEntry(new Interval(6, 0)));
        Student[] arr = students.toArray(new Student[0]);
        Arrays.sort(arr, Collections.reverseOrder());
        System.out.println(Arrays.toString(arr));
        TreeSet<String> strings = new TreeSet<>(Arrays.asList("banana", "Apple", "cherry", "apple", "Banana", "10", "9", "", " "));
        System.out.println(strings);
        System.out.println(strings.pollFirst() + "|" + strings.pollLast() + "|" + strings);
        try {
            TreeSet<Object> mixed = new TreeSet<>();
            mixed.add("string");
            mixed.add(1);
        } catch (ClassCastException e) {
            System.out.println("mixed types in TreeSet: ClassCastException");
        }
        TreeSet<Integer> nums = new TreeSet<>();
        for (int i = 0; i < 50; i++) nums.add((i * 7919) % 101);
        System.out.println(nums.size() + " " + nums.first() + " " + nums.last() + " " + nums.headSet(10) + " " + nums.subSet(50, 60));
    }
}
