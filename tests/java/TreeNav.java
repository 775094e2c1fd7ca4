import java.util.*;

public class TreeNav {
    public static void main(String[] args) {
        TreeMap<Integer, String> m = new TreeMap<>();
        for (int i = 10; i <= 100; i += 10) m.put(i, "v" + i);
        int[] probes = {5, 10, 15, 55, 100, 105};
        for (int p : probes) {
            System.out.println(p + ": floor=" + m.floorKey(p) + " ceil=" + m.ceilingKey(p) + " lower=" + m.lowerKey(p) + " higher=" + m.higherKey(p)
                + " floorEntry=" + m.floorEntry(p) + " higherEntry=" + m.higherEntry(p));
        }
        System.out.println("first " + m.firstEntry() + " last " + m.lastEntry() + " firstKey " + m.firstKey());
        System.out.println("headMap(50) " + m.headMap(50));
        System.out.println("headMap(50,true) " + m.headMap(50, true));
        System.out.println("tailMap(50) " + m.tailMap(50));
        System.out.println("tailMap(50,false) " + m.tailMap(50, false));
        System.out.println("subMap(20,60) " + m.subMap(20, 60));
        System.out.println("subMap(20,false,60,true) " + m.subMap(20, false, 60, true));
        System.out.println("descendingMap " + m.descendingMap());
        System.out.println("descendingKeySet " + m.descendingKeySet());
        System.out.println("navigableKeySet " + m.navigableKeySet().headSet(40));
        SortedMap<Integer, String> head = m.headMap(40);
        head.put(5, "five");
        System.out.println("view write-through " + m.firstEntry() + " size " + m.size());
        try {
            head.put(45, "x");
        } catch (IllegalArgumentException e) {
            System.out.println("out of range: " + e.getMessage());
        }
        m.tailMap(90).clear();
        System.out.println("after tail clear " + m);
        System.out.println("pollFirst " + m.pollFirstEntry() + " pollLast " + m.pollLastEntry() + " " + m);
        NavigableMap<Integer, String> desc = m.descendingMap();
        System.out.println("desc first " + desc.firstKey() + " desc headMap(50) " + desc.headMap(50) + " desc floor(55) " + desc.floorKey(55));
        TreeMap<String, Integer> words = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String w : "banana Apple cherry apple BANANA date".split(" ")) words.merge(w, 1, Integer::sum);
        System.out.println("case-insensitive " + words);
        TreeMap<String, Integer> rev = new TreeMap<>(Comparator.reverseOrder());
        rev.putAll(words);
        System.out.println("reverse " + rev + " comparator null? " + (new TreeMap<String, Integer>().comparator() == null));

        TreeSet<Integer> s = new TreeSet<>(Arrays.asList(50, 20, 80, 10, 30, 70, 90, 60, 40));
        System.out.println("set " + s + " floor(45)=" + s.floor(45) + " ceiling(45)=" + s.ceiling(45) + " lower(10)=" + s.lower(10) + " higher(90)=" + s.higher(90));
        System.out.println("headSet(40) " + s.headSet(40) + " tailSet(40) " + s.tailSet(40) + " subSet(20,true,70,true) " + s.subSet(20, true, 70, true));
        System.out.println("descendingSet " + s.descendingSet() + " first " + s.first() + " last " + s.last());
        Iterator<Integer> di = s.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) {
            int v = di.next();
            if (v % 20 == 0) di.remove();
            sb.append(v).append(',');
        }
        System.out.println("desc iter " + sb + " left " + s);
        System.out.println("pollFirst " + s.pollFirst() + " pollLast " + s.pollLast() + " " + s);
        NavigableSet<Integer> sub = s.subSet(20, true, 80, false);
        sub.add(25);
        System.out.println("sub add " + s + " sub " + sub);
        try {
            sub.add(85);
        } catch (IllegalArgumentException e) {
            System.out.println("sub out of range: " + e.getMessage());
        }
        try {
            new TreeMap<Integer, String>().firstKey();
        } catch (NoSuchElementException e) {
            System.out.println("empty firstKey: " + e.getClass().getSimpleName());
        }
        System.out.println("empty firstEntry " + new TreeMap<Integer, String>().firstEntry() + " pollFirst " + new TreeSet<Integer>().pollFirst());
        try {
            new TreeSet<Object>().add(null);
        } catch (NullPointerException e) {
            System.out.println("null in TreeSet: NPE");
        }
        for (Map.Entry<Integer, String> e : m.entrySet()) {
            e.setValue(e.getValue().toUpperCase());
        }
        System.out.println("setValue " + m);
        try {
            m.firstEntry().setValue("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("snapshot entry setValue: UOE");
        }
    }
}
