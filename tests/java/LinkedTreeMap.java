import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.SortedMap;
import java.util.TreeMap;

public class LinkedTreeMap {
    public static void main(String[] args) {
        System.out.println("== LinkedHashMap insertion order ==");
        Map<String, Integer> lhm = new LinkedHashMap<>();
        String[] keys = {"zeta", "alpha", "mu", "beta", "omega", "alpha", "pi"};
        for (int i = 0; i < keys.length; i++) lhm.put(keys[i], i);
        System.out.println(lhm);
        lhm.remove("mu");
        lhm.put("mu", 99);
        System.out.println(lhm + " " + lhm.keySet() + " " + lhm.values());
        Iterator<String> it = lhm.keySet().iterator();
        it.next();
        it.remove();
        System.out.println(lhm);
        System.out.println("== LinkedHashMap access order (LRU) ==");
        LinkedHashMap<Integer, String> lru = new LinkedHashMap<Integer, String>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, String> eldest) {
                return size() > 3;
            }
        };
        int[] accesses = {1, 2, 3, 1, 4, 2, 5, 1, 3};
        for (int a : accesses) {
            if (lru.containsKey(a)) {
                lru.get(a);
            } else {
                lru.put(a, "v" + a);
            }
            System.out.println("access " + a + " -> " + lru);
        }
        System.out.println("== TreeMap ==");
        TreeMap<Integer, String> tm = new TreeMap<>();
        int[] ks = {50, 20, 80, 10, 30, 70, 90, 25, 35, 65};
        for (int k : ks) tm.put(k, "n" + k);
        System.out.println(tm);
        System.out.println(tm.firstKey() + " " + tm.lastKey() + " " + tm.firstEntry() + " " + tm.lastEntry());
        int[] probes = {5, 10, 27, 50, 66, 90, 100};
        for (int p : probes) {
            System.out.println(p + ": floor=" + tm.floorKey(p) + " ceiling=" + tm.ceilingKey(p) + " lower=" + tm.lowerKey(p) + " higher=" + tm.higherKey(p)
                + " floorEntry=" + tm.floorEntry(p));
        }
        System.out.println("headMap(30) " + tm.headMap(30));
        System.out.println("headMap(30,true) " + tm.headMap(30, true));
        System.out.println("tailMap(70) " + tm.tailMap(70));
        System.out.println("tailMap(70,false) " + tm.tailMap(70, false));
        System.out.println("subMap(20,70) " + tm.subMap(20, 70));
        System.out.println("subMap(20,false,70,true) " + tm.subMap(20, false, 70, true));
        System.out.println("descendingMap " + tm.descendingMap());
        System.out.println("descendingKeySet " + tm.descendingKeySet());
        System.out.println("navigableKeySet " + tm.navigableKeySet());
        SortedMap<Integer, String> head = tm.headMap(50);
        head.remove(10);
        System.out.println("after head.remove " + tm);
        tm.put(15, "n15");
        System.out.println("head view sees 15: " + head);
        System.out.println(tm.pollFirstEntry() + " " + tm.pollLastEntry() + " " + tm);
        NavigableMap<Integer, String> desc = tm.descendingMap();
        System.out.println(desc.firstKey() + " " + desc.higherKey(50) + " " + desc.headMap(50));
        System.out.println("== TreeMap with String keys and comparator ==");
        TreeMap<String, Integer> words = new TreeMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog The End".split(" ")) {
            words.merge(w, 1, Integer::sum);
        }
        System.out.println(words);
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.putAll(words);
        System.out.println(ci);
        TreeMap<String, Integer> byLen = new TreeMap<>((a, b) -> a.length() != b.length() ? a.length() - b.length() : b.compareTo(a));
        byLen.putAll(words);
        System.out.println(byLen);
        System.out.println(byLen.firstKey() + " " + byLen.lastKey() + " " + byLen.ceilingKey("zzzz") + " " + byLen.comparator().compare("ab", "abc"));
        for (Map.Entry<String, Integer> e : words.entrySet()) {
            if (e.getKey().startsWith("t")) e.setValue(e.getValue() * 100);
        }
        System.out.println(words);
        try {
            new TreeMap<String, Integer>().firstKey();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("NoSuchElementException on empty firstKey");
        }
        System.out.println(new TreeMap<Integer, Integer>().firstEntry());
        TreeMap<Integer, Integer> squares = new TreeMap<>();
        for (int i = 100; i >= 0; i -= 7) squares.put(i, i * i);
        System.out.println(squares.size() + " " + squares.headMap(40).size() + " " + squares.tailMap(40).keySet() + " " + squares.hashCode());
        System.out.println(squares.equals(new TreeMap<>(squares)) + " " + new LinkedHashMap<>(squares).equals(squares));
    }
}
