import java.util.*;

public class ImmutableColls {
    interface Body {
        Object run();
    }

    static void attempt(String label, Body b) {
        try {
            System.out.println(label + ": " + b.run());
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + (e.getMessage() == null ? "" : " " + e.getMessage()));
        }
    }

    public static void main(String[] args) {
        List<Integer> l = List.of(3, 1, 2);
        attempt("List.of", () -> l);
        attempt("get", () -> l.get(1));
        attempt("add", () -> l.add(4));
        attempt("set", () -> l.set(0, 9));
        attempt("remove", () -> l.remove(0));
        attempt("clear empty", () -> {
            List.of().clear();
            return "cleared";
        });
        attempt("sort", () -> {
            l.sort(null);
            return l;
        });
        attempt("contains null", () -> l.contains(null));
        attempt("indexOf null", () -> l.indexOf(null));
        attempt("of null", () -> List.of(1, null));
        attempt("get(5)", () -> l.get(5));
        attempt("equals ArrayList", () -> l.equals(Arrays.asList(3, 1, 2)) + " hash " + l.hashCode());
        attempt("copyOf", () -> List.copyOf(new ArrayList<>(l)) + " same " + (List.copyOf(l) == l));
        attempt("subList", () -> l.subList(1, 3));
        attempt("iterator remove", () -> {
            Iterator<Integer> it = l.iterator();
            it.next();
            it.remove();
            return "removed";
        });
        attempt("listIterator set", () -> {
            ListIterator<Integer> it = l.listIterator();
            it.next();
            it.set(1);
            return "set";
        });
        attempt("Map.of get", () -> Map.of("a", 1, "b", 2).get("b"));
        attempt("Map.of put", () -> Map.of("a", 1).put("c", 3));
        attempt("Map.of dup key", () -> Map.of("a", 1, "a", 2));
        attempt("Map.of null value", () -> Map.of("a", null));
        attempt("Map.of getOrDefault", () -> Map.of("a", 1).getOrDefault("z", 0));
        attempt("Map.entry", () -> Map.entry("k", "v"));
        attempt("Map.entry setValue", () -> Map.entry("k", "v").setValue("w"));
        attempt("Map.ofEntries size", () -> Map.ofEntries(Map.entry(1, "x"), Map.entry(2, "y")).size());
        attempt("Map.copyOf", () -> new TreeMap<>(Map.copyOf(new HashMap<>(Map.of(1, 2, 3, 4)))));
        attempt("Map.of merge", () -> Map.of("a", 1).merge("a", 1, Integer::sum));
        attempt("Map.of computeIfAbsent", () -> Map.of("a", 1).computeIfAbsent("b", k -> 2));
        attempt("Set.of dup", () -> Set.of(1, 1));
        attempt("Set.of contains", () -> Set.of("x", "y").contains("y"));
        attempt("Set.of remove", () -> Set.of("x").remove("x"));
        attempt("Set.of size equals", () -> Set.of(1, 2, 3).size() + " " + Set.of(1, 2, 3).equals(new HashSet<>(Arrays.asList(3, 2, 1))));
        attempt("Set.copyOf dup", () -> Set.copyOf(Arrays.asList(1, 1, 2)).size());
        attempt("unmodifiable view add", () -> Collections.unmodifiableCollection(new ArrayList<>()).add(1));
        attempt("empty list get", () -> Collections.emptyList().get(0));
        attempt("List.of toArray", () -> Arrays.toString(List.of("a", "b").toArray(new String[0])));
        attempt("List.of 11 elems", () -> List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11));
        attempt("List.of array", () -> List.of(new Integer[] {5, 6}).size());
        attempt("removeIf on List.of", () -> l.removeIf(x -> x > 100));
        attempt("replaceAll on List.of", () -> {
            l.replaceAll(x -> x);
            return "replaced";
        });
    }
}
