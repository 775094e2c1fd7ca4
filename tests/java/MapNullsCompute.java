import java.util.*;

public class MapNullsCompute {
    static void exercise(String label, Map<String, Integer> m) {
        System.out.println("== " + label);
        m.put("a", 1);
        m.put("b", null);
        System.out.println("put null value " + m + " containsKey b " + m.containsKey("b") + " get b " + m.get("b") + " getOrDefault b " + m.getOrDefault("b", 9) + " getOrDefault z " + m.getOrDefault("z", 9));
        System.out.println("putIfAbsent b " + m.putIfAbsent("b", 2) + " -> " + m.get("b") + " putIfAbsent a " + m.putIfAbsent("a", 5) + " -> " + m.get("a"));
        System.out.println("computeIfAbsent c " + m.computeIfAbsent("c", k -> k.length() * 10) + " computeIfAbsent d->null " + m.computeIfAbsent("d", k -> null) + " containsKey d " + m.containsKey("d"));
        System.out.println("computeIfPresent a " + m.computeIfPresent("a", (k, v) -> v + 100) + " computeIfPresent z " + m.computeIfPresent("z", (k, v) -> 1));
        System.out.println("computeIfPresent a->null " + m.computeIfPresent("a", (k, v) -> null) + " containsKey a " + m.containsKey("a"));
        System.out.println("compute e " + m.compute("e", (k, v) -> v == null ? 1 : v + 1) + " again " + m.compute("e", (k, v) -> v == null ? 1 : v + 1) + " compute e->null " + m.compute("e", (k, v) -> null) + " has e " + m.containsKey("e"));
        System.out.println("merge f " + m.merge("f", 5, Integer::sum) + " " + m.merge("f", 5, Integer::sum) + " merge f->null " + m.merge("f", 1, (x, y) -> null) + " has f " + m.containsKey("f"));
        m.put("g", 7);
        System.out.println("replace g " + m.replace("g", 8) + " replace z " + m.replace("z", 1) + " replace(g,7,9) " + m.replace("g", 7, 9) + " replace(g,8,9) " + m.replace("g", 8, 9));
        System.out.println("remove(g,1) " + m.remove("g", 1) + " remove(g,9) " + m.remove("g", 9) + " remove z " + m.remove("z"));
        m.replaceAll((k, v) -> v == null ? -1 : v * 2);
        System.out.println("replaceAll " + m);
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println("forEach " + sb);
        m.entrySet().removeIf(e -> e.getValue() < 0);
        m.values().remove(20);
        m.keySet().retainAll(Arrays.asList("c", "x"));
        System.out.println("views edit " + m + " size " + m.size());
    }

    public static void main(String[] args) {
        exercise("HashMap", new HashMap<>());
        exercise("LinkedHashMap", new LinkedHashMap<>());
        exercise("TreeMap", new TreeMap<>());
        HashMap<String, String> h = new HashMap<>();
        h.put(null, "null-key");
        h.put("x", null);
        System.out.println("null key " + h.get(null) + " " + h + " containsValue null " + h.containsValue(null) + " remove null " + h.remove(null) + " " + h);
        try {
            new TreeMap<String, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("TreeMap null key: NPE");
        }
        try {
            new HashMap<String, Integer>().merge("k", null, Integer::sum);
        } catch (NullPointerException e) {
            System.out.println("merge null value: NPE");
        }
        Map<String, List<Integer>> multi = new TreeMap<>();
        String text = "one two three two three three";
        int pos = 0;
        for (String w : text.split(" ")) multi.computeIfAbsent(w, k -> new ArrayList<>()).add(pos++);
        System.out.println("multimap " + multi);
        Map<Character, Integer> counts = new TreeMap<>(Comparator.reverseOrder());
        for (char c : "hello world".replace(" ", "").toCharArray()) counts.merge(c, 1, Integer::sum);
        System.out.println("counts " + counts);
        try {
            Map<String, Integer> cm = new HashMap<>();
            cm.computeIfAbsent("a", k -> {
                cm.put("b", 1);
                return 2;
            });
            System.out.println("nested modification " + cm);
        } catch (ConcurrentModificationException e) {
            System.out.println("computeIfAbsent modifying map: CME");
        }
    }
}
