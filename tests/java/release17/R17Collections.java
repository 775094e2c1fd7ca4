import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

public class R17Collections {
    interface Action {
        Object run();
    }

    static void attempt(String label, Action a) {
        try {
            System.out.println(label + " -> " + a.run());
        } catch (UnsupportedOperationException e) {
            System.out.println(label + " -> UnsupportedOperationException");
        } catch (NullPointerException e) {
            System.out.println(label + " -> NullPointerException");
        } catch (IllegalArgumentException e) {
            System.out.println(label + " -> IllegalArgumentException: " + e.getMessage());
        } catch (IndexOutOfBoundsException e) {
            System.out.println(label + " -> " + e.getClass().getSimpleName());
        }
    }

    public static void main(String[] args) {
        List<String> empty = List.of();
        List<String> one = List.of("a");
        List<Integer> many = List.of(5, 3, 9, 1, 7, 2, 8, 6, 4, 10, 11, 12);
        System.out.println(empty + " " + one + " " + many + " " + many.size());
        System.out.println(many.get(3) + " " + many.indexOf(9) + " " + many.contains(12) + " " + many.contains(13) + " " + many.subList(2, 5));
        System.out.println(many.hashCode() + " " + many.equals(new ArrayList<>(many)) + " " + new ArrayList<>(many).equals(many) + " " + List.of(1, 2).equals(List.of(1, 2)));
        List<Integer> sorted = new ArrayList<>(many);
        sorted.sort(null);
        System.out.println(sorted);
        attempt("List.of add", () -> many.add(1));
        attempt("List.of set", () -> many.set(0, 1));
        attempt("List.of remove", () -> one.remove(0));
        attempt("List.of sort", () -> {
            many.sort(null);
            return "sorted?";
        });
        attempt("List.of null element", () -> List.of("a", null));
        attempt("List.of get out of range", () -> one.get(1));
        attempt("List.of contains null", () -> one.contains(null));
        List<String> copy = List.copyOf(new ArrayList<>(List.of("x", "y", "z")));
        System.out.println(copy + " " + List.copyOf(copy).equals(copy));
        Set<String> set = Set.of("alpha", "beta", "gamma", "delta");
        System.out.println(set.size() + " " + set.contains("beta") + " " + set.contains("omega") + " sorted " + new TreeSet<>(set));
        System.out.println(set.equals(Set.of("delta", "gamma", "beta", "alpha")) + " " + set.hashCode());
        attempt("Set.of duplicate", () -> Set.of("a", "b", "a"));
        attempt("Set.of add", () -> set.add("x"));
        Map<String, Integer> map = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println(map.size() + " " + map.get("two") + " " + map.get("four") + " " + map.containsKey("one") + " " + map.containsValue(3) + " " + map.getOrDefault("zero", 0));
        System.out.println("sorted " + new TreeMap<>(map) + " hash " + map.hashCode());
        Map<String, Integer> entries = Map.ofEntries(Map.entry("k1", 10), Map.entry("k2", 20));
        System.out.println(new TreeMap<>(entries) + " " + Map.entry("e", 5) + " " + Map.entry("e", 5).getKey());
        attempt("Map.of duplicate key", () -> Map.of("k", 1, "k", 2));
        attempt("Map.of put", () -> map.put("x", 1));
        attempt("Map.of null value", () -> Map.of("k", null));
        Map<String, Integer> mutable = new HashMap<>(new TreeMap<>(map));
        mutable.put("four", 4);
        System.out.println(mutable);
        Map<String, List<Integer>> copied = Map.copyOf(Map.of("evens", List.of(2, 4), "odds", List.of(1, 3)));
        System.out.println(copied.get("evens") + " " + copied.get("odds"));
        var total = 0;
        for (var e : new TreeMap<>(map).entrySet()) {
            total += e.getValue() * e.getKey().length();
        }
        System.out.println("total " + total);
        List<List<String>> nested = List.of(List.of("a", "b"), List.of(), List.of("c"));
        System.out.println(nested + " " + nested.get(0).get(1));
    }
}
