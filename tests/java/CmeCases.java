import java.util.*;

public class CmeCases {
    interface Body {
        void run();
    }

    static void attempt(String label, Body b) {
        try {
            b.run();
            System.out.println(label + ": no exception");
        } catch (ConcurrentModificationException e) {
            System.out.println(label + ": CME");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getSimpleName());
        }
    }

    public static void main(String[] args) {
        attempt("ArrayList add in foreach", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3));
            for (Integer i : l) if (i == 1) l.add(4);
        });
        attempt("ArrayList remove second-to-last", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3));
            for (Integer i : l) if (i == 2) l.remove(i);
            System.out.println("  list now " + l);
        });
        attempt("ArrayList remove last", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3));
            for (Integer i : l) if (i == 3) l.remove(i);
        });
        attempt("ArrayList set in foreach", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3));
            for (int k = 0; k < l.size(); k++) l.set(k, l.get(k) * 10);
            for (Integer i : l) l.set(0, i);
            System.out.println("  list now " + l);
        });
        attempt("HashMap put new key in keySet loop", () -> {
            Map<String, Integer> m = new HashMap<>();
            m.put("a", 1);
            m.put("b", 2);
            for (String k : m.keySet()) m.put(k + k, 0);
        });
        attempt("HashMap replace value in loop", () -> {
            Map<String, Integer> m = new HashMap<>();
            m.put("a", 1);
            m.put("b", 2);
            for (String k : m.keySet()) m.put(k, m.get(k) + 1);
            System.out.println("  map now " + m);
        });
        attempt("HashMap remove via iterator", () -> {
            Map<String, Integer> m = new HashMap<>();
            for (int i = 0; i < 6; i++) m.put("k" + i, i);
            Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
            while (it.hasNext()) if (it.next().getValue() % 2 == 0) it.remove();
            System.out.println("  map now " + m);
        });
        attempt("TreeMap remove in loop", () -> {
            TreeMap<Integer, Integer> m = new TreeMap<>();
            for (int i = 0; i < 5; i++) m.put(i, i);
            for (Integer k : m.keySet()) if (k == 1) m.remove(3);
        });
        attempt("LinkedList add in loop", () -> {
            List<Integer> l = new LinkedList<>(Arrays.asList(1, 2, 3));
            for (Integer i : l) if (i == 2) l.add(0, 9);
        });
        attempt("HashSet remove in loop", () -> {
            Set<Integer> s = new HashSet<>(Arrays.asList(1, 2, 3, 4));
            for (Integer i : s) if (i == 1) s.remove(4);
        });
        attempt("ArrayDeque add in loop", () -> {
            Deque<Integer> d = new ArrayDeque<>(Arrays.asList(1, 2, 3));
            for (Integer i : d) if (i == 1) d.addLast(4);
        });
        attempt("forEach lambda modify", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3));
            l.forEach(i -> {
                if (i == 2) l.add(5);
            });
        });
        attempt("Map.forEach modify", () -> {
            Map<Integer, Integer> m = new HashMap<>();
            m.put(1, 1);
            m.put(2, 2);
            m.forEach((k, v) -> m.put(k + 10, v));
        });
        attempt("sort inside iteration", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(3, 1, 2));
            for (Integer i : l) Collections.sort(l);
        });
        attempt("removeIf", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5, 6));
            l.removeIf(i -> i % 2 == 1);
            System.out.println("  list now " + l);
        });
        attempt("iterator after clear", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(1, 2));
            Iterator<Integer> it = l.iterator();
            l.clear();
            it.hasNext();
            it.next();
        });
        attempt("Vector enumeration add", () -> {
            Vector<Integer> v = new Vector<>(Arrays.asList(1, 2, 3));
            Enumeration<Integer> e = v.elements();
            int n = 0;
            while (e.hasMoreElements() && n < 10) {
                int x = e.nextElement();
                if (x == 1) v.add(4);
                n++;
            }
            System.out.println("  enumerated " + n + " " + v);
        });
        attempt("Collections.unmodifiableList iterator of changing list", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3));
            List<Integer> u = Collections.unmodifiableList(l);
            for (Integer i : u) if (i == 1) l.add(4);
        });
    }
}
