import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

public class HashMapOps {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        String[] keys = {"banana", "apple", "cherry", "date", "elderberry", "fig", "grape", "kiwi", "lemon", "mango",
            "nectarine", "orange", "papaya", "quince", "raspberry", "strawberry", "tangerine", "ugli", "vanilla", "watermelon"};
        for (int i = 0; i < keys.length; i++) {
            m.put(keys[i], i);
            if (i % 4 == 3) System.out.println(m);
        }
        System.out.println(m.size() + " " + m.get("fig") + " " + m.get("zzz") + " " + m.containsKey("kiwi") + " " + m.containsValue(19) + " " + m.containsValue(99));
        System.out.println(m.keySet());
        System.out.println(m.values());
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            System.out.print(e.getKey() + ":" + e.getValue() + " ");
        }
        System.out.println();
        System.out.println(m.put("apple", 100) + " " + m.put("new", 5) + " " + m.remove("banana") + " " + m.remove("none"));
        System.out.println(m.getOrDefault("apple", -1) + " " + m.getOrDefault("missing", -1));
        System.out.println(m.putIfAbsent("apple", 0) + " " + m.putIfAbsent("absent", 1));
        m.merge("apple", 5, Integer::sum);
        m.merge("merged", 5, Integer::sum);
        m.compute("fig", (k, v) -> v == null ? 0 : v * 10);
        m.computeIfAbsent("computed", k -> k.length());
        m.computeIfPresent("grape", (k, v) -> null);
        m.computeIfPresent("kiwi", (k, v) -> v + 1000);
        System.out.println(m);
        Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() % 2 == 0) it.remove();
            else e.setValue(e.getValue() * -1);
        }
        System.out.println(m);
        m.keySet().remove("lemon");
        m.values().remove(-15);
        System.out.println(m + " hash " + m.hashCode());
        System.out.println("== Integer keys ==");
        Map<Integer, String> im = new HashMap<>();
        int[] ik = {100, 3, -1, 17, 64, 1000000, -50, 16, 33, 0, 48, 2048, 77, 65536, 5, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int k : ik) {
            im.put(k, "v" + k);
        }
        System.out.println(im);
        for (int i = 0; i < 40; i += 3) im.put(i * 11, "w" + i);
        System.out.println(im.keySet());
        im.clear();
        System.out.println(im + " " + im.isEmpty());
        System.out.println("== null key/value ==");
        Map<String, String> nm = new HashMap<>();
        nm.put(null, "nullkey");
        nm.put("k", null);
        nm.put("z", "zz");
        System.out.println(nm + " " + nm.get(null) + " " + nm.containsKey("k") + " " + nm.get("k") + " " + nm.containsValue(null));
        System.out.println("== word count ==");
        String text = "it was the best of times it was the worst of times it was the age of wisdom it was the age of foolishness";
        Map<String, Integer> wc = new HashMap<>();
        for (String w : text.split(" ")) wc.merge(w, 1, Integer::sum);
        System.out.println(wc);
        Map<Character, Integer> cc = new HashMap<>();
        for (char c : text.toCharArray()) {
            if (c != ' ') cc.put(c, cc.getOrDefault(c, 0) + 1);
        }
        System.out.println(cc);
        System.out.println("== long and double keys ==");
        Map<Long, Integer> lm = new HashMap<>();
        for (long l = 1; l < 1L << 40; l *= 37) lm.put(l, (int) (l % 1000));
        System.out.println(lm);
        Map<Double, String> dm = new HashMap<>();
        double[] dk = {0.5, -0.0, 0.0, 1.5, 100.25, Double.NaN, 3.0};
        for (double d : dk) dm.put(d, "d" + d);
        System.out.println(dm + " " + dm.size());
        Map<Boolean, String> bm = new HashMap<>();
        bm.put(true, "yes");
        bm.put(false, "no");
        System.out.println(bm);
        Map<String, Integer> copy = new HashMap<>(wc);
        System.out.println(copy.equals(wc) + " " + (copy.hashCode() == wc.hashCode()));
        copy.put("it", 0);
        System.out.println(copy.equals(wc));
        Map<String, Map<String, Integer>> nested = new HashMap<>();
        nested.computeIfAbsent("outer", k -> new HashMap<>()).put("inner", 1);
        nested.computeIfAbsent("outer", k -> new HashMap<>()).put("inner2", 2);
        nested.computeIfAbsent("second", k -> new HashMap<>()).put("x", 3);
        System.out.println(nested);
        Map<String, Integer> big = new HashMap<>();
        for (int i = 0; i < 200; i++) big.put("key" + i, i);
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (String k : big.keySet()) {
            if (n++ % 10 == 0) sb.append(k).append(' ');
        }
        System.out.println(sb);
        m.forEach((k, v) -> System.out.print(k + "=" + v + ";"));
        System.out.println();
        m.replaceAll((k, v) -> v + k.length());
        System.out.println(m);
    }
}
