import java.util.*;

public class LinkedHashLru {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int cap;
        final List<K> evicted = new ArrayList<>();

        Lru(int cap) {
            super(16, 0.75f, true);
            this.cap = cap;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean drop = size() > cap;
            if (drop) evicted.add(eldest.getKey());
            return drop;
        }
    }

    public static void main(String[] args) {
        Lru<String, Integer> lru = new Lru<>(3);
        String[] ops = {"a", "b", "c", "a", "d", "b", "e", "a", "c", "c", "f"};
        int n = 0;
        for (String k : ops) {
            Integer v = lru.get(k);
            if (v == null) {
                lru.put(k, ++n);
                System.out.println("miss " + k + " -> " + lru + " evicted " + lru.evicted);
            } else {
                System.out.println("hit  " + k + "=" + v + " -> " + lru.keySet());
            }
        }
        LinkedHashMap<String, Integer> access = new LinkedHashMap<>(8, 0.75f, true);
        access.put("x", 1);
        access.put("y", 2);
        access.put("z", 3);
        access.getOrDefault("x", 0);
        System.out.println("getOrDefault moves " + access);
        access.put("y", 20);
        System.out.println("put existing moves " + access);
        access.putIfAbsent("z", 99);
        System.out.println("putIfAbsent existing " + access);
        access.containsKey("x");
        System.out.println("containsKey does not move " + access);
        access.compute("x", (k, v) -> v + 100);
        System.out.println("compute " + access);
        access.merge("y", 5, Integer::sum);
        System.out.println("merge " + access);

        LinkedHashMap<String, Integer> ins = new LinkedHashMap<>();
        ins.put("one", 1);
        ins.put("two", 2);
        ins.put("three", 3);
        ins.put("one", 11);
        System.out.println("insertion order keeps re-put " + ins);
        ins.remove("one");
        ins.put("one", 111);
        System.out.println("remove+put goes last " + ins);
        Iterator<Map.Entry<String, Integer>> it = ins.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() == 2) it.remove();
            else e.setValue(e.getValue() * 2);
        }
        System.out.println("iterator remove/setValue " + ins);
        ins.replaceAll((k, v) -> v + k.length());
        System.out.println("replaceAll " + ins + " values " + ins.values() + " keys " + ins.keySet());
        LinkedHashSet<Character> seen = new LinkedHashSet<>();
        for (char c : "mississippi river".toCharArray()) seen.add(c);
        System.out.println("LinkedHashSet " + seen);
        seen.remove('s');
        seen.add('s');
        System.out.println("re-add goes last " + seen);
        System.out.println("equals HashMap " + ins.equals(new HashMap<>(ins)) + " hash " + (ins.hashCode() == new HashMap<>(ins).hashCode()));
        try {
            for (String k : access.keySet()) {
                access.get(k);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("get during iteration of access-ordered map: CME");
        }
    }
}
