import java.util.*;

public class ComparatorChains {
    static final class Emp {
        final String name, dept;
        final Integer age;
        final double salary;

        Emp(String name, String dept, Integer age, double salary) {
            this.name = name;
            this.dept = dept;
            this.age = age;
            this.salary = salary;
        }

        String getName() { return name; }
        String getDept() { return dept; }
        Integer getAge() { return age; }
        double getSalary() { return salary; }

        @Override
        public String toString() {
            return name + "/" + dept + "/" + age + "/" + salary;
        }
    }

    public static void main(String[] args) {
        List<Emp> emps = new ArrayList<>(Arrays.asList(
            new Emp("Zoe", "eng", 31, 120.5), new Emp("adam", "ops", 45, 90.0), new Emp("Bea", "eng", 28, 120.5),
            new Emp("carl", null, 38, 75.25), new Emp("Dan", "ops", null, 90.0), new Emp("eve", "eng", 31, 99.9),
            new Emp("Fay", "hr", 52, 60.0)));
        List<Emp> l = new ArrayList<>(emps);
        l.sort(Comparator.comparing(Emp::getName));
        System.out.println("by name " + l);
        l.sort(Comparator.comparing(Emp::getName, String.CASE_INSENSITIVE_ORDER));
        System.out.println("by name ci " + l);
        l.sort(Comparator.comparing(Emp::getName, String.CASE_INSENSITIVE_ORDER).reversed());
        System.out.println("by name ci reversed " + l);
        l.sort(Comparator.comparing(Emp::getDept, Comparator.nullsFirst(Comparator.naturalOrder())).thenComparing(Emp::getName));
        System.out.println("dept nullsFirst then name " + l);
        l.sort(Comparator.comparing(Emp::getDept, Comparator.nullsLast(Comparator.reverseOrder())).thenComparingDouble(Emp::getSalary));
        System.out.println("dept nullsLast reverse then salary " + l);
        l.sort(Comparator.comparing(Emp::getAge, Comparator.nullsLast(Integer::compare)).thenComparing(Emp::getSalary, Comparator.reverseOrder()));
        System.out.println("age nullsLast then salary desc " + l);
        l.sort(Comparator.comparingDouble(Emp::getSalary).reversed().thenComparing(Emp::getName, Comparator.reverseOrder()));
        System.out.println("salary desc, name desc " + l);
        l.sort(Comparator.comparingInt((Emp e) -> e.getName().length()).thenComparing(e -> e.getName().toLowerCase()));
        System.out.println("name length then lower " + l);
        Comparator<Emp> nat = Comparator.comparing(Emp::getName);
        System.out.println("compare " + nat.compare(emps.get(0), emps.get(2)) + " reversed " + nat.reversed().compare(emps.get(0), emps.get(2)));
        List<String> strs = new ArrayList<>(Arrays.asList("b", null, "a", "C", null, "c"));
        strs.sort(Comparator.nullsFirst(String::compareTo));
        System.out.println("nullsFirst " + strs);
        strs.sort(Comparator.nullsLast(String.CASE_INSENSITIVE_ORDER).reversed());
        System.out.println("nullsLast ci reversed " + strs);
        try {
            strs.sort(Comparator.naturalOrder());
        } catch (NullPointerException e) {
            System.out.println("naturalOrder with nulls: NPE");
        }
        System.out.println("reverseOrder().reversed() " + (Comparator.<String>reverseOrder().compare("a", "b")) + " " + Comparator.<String>reverseOrder().reversed().compare("a", "b"));
        System.out.println("naturalOrder " + Comparator.<Integer>naturalOrder().compare(3, 9) + " ci " + String.CASE_INSENSITIVE_ORDER.compare("ABC", "abd"));
        List<int[]> pairs = new ArrayList<>();
        int[][] raw = {{3, 1}, {1, 2}, {3, 0}, {2, 2}, {1, 1}};
        for (int[] p : raw) pairs.add(p);
        pairs.sort(Comparator.<int[]>comparingInt(p -> p[0]).thenComparingInt(p -> -p[1]));
        StringBuilder sb = new StringBuilder();
        for (int[] p : pairs) sb.append(Arrays.toString(p));
        System.out.println("pairs " + sb);
        TreeMap<String, List<String>> byDept = new TreeMap<>(Comparator.nullsFirst(Comparator.naturalOrder()));
        for (Emp e : emps) byDept.computeIfAbsent(e.getDept(), k -> new ArrayList<>()).add(e.getName());
        System.out.println("grouped " + byDept);
        Emp max = Collections.max(emps, Comparator.comparingDouble(Emp::getSalary).thenComparing(Emp::getName));
        Emp min = Collections.min(emps, Comparator.comparing(Emp::getName, String.CASE_INSENSITIVE_ORDER));
        System.out.println("max " + max + " min " + min);
        System.out.println("String compareTo " + "apple".compareTo("apricot") + " " + "a".compareTo("abc") + " " + "B".compareTo("a") + " " + "b".compareToIgnoreCase("A"));
    }
}
