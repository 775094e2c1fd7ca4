import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;

public class SetOps {
    static void exercise(String name, Set<String> s) {
        System.out.println("== " + name + " ==");
        String[] words = {"pear", "apple", "fig", "kiwi", "apple", "banana", "cherry", "fig", "date", "lime", "plum", "grape", "melon"};
        for (String w : words) {
            boolean added = s.add(w);
            if (!added) System.out.println("duplicate " + w);
        }
        System.out.println(s + " size " + s.size());
        System.out.println(s.contains("kiwi") + " " + s.contains("KIWI") + " " + s.remove("kiwi") + " " + s.remove("kiwi") + " " + s);
        Set<String> other = new HashSet<>(Arrays.asList("fig", "date", "zucchini", "pear"));
        Set<String> union = newLike(s);
        union.addAll(other);
        System.out.println("union " + union);
        Set<String> inter = newLike(s);
        inter.retainAll(other);
        System.out.println("intersection " + inter);
        Set<String> diff = newLike(s);
        diff.removeAll(other);
        System.out.println("difference " + diff);
        Iterator<String> it = s.iterator();
        while (it.hasNext()) {
            if (it.next().length() == 4) it.remove();
        }
        System.out.println("removed len4 " + s);
        System.out.println("hash " + s.hashCode() + " equalsHashSet " + s.equals(new HashSet<>(s)));
        s.removeIf(w -> w.startsWith("b"));
        System.out.println(s);
    }

    static Set<String> current;

    static Set<String> newLike(Set<String> s) {
        if (s instanceof TreeSet) return new TreeSet<>(s);
        if (s instanceof LinkedHashSet) return new LinkedHashSet<>(s);
        return new HashSet<>(s);
    }

    public static void main(String[] args) {
        exercise("HashSet", new HashSet<String>());
        exercise("LinkedHashSet", new LinkedHashSet<String>());
        exercise("TreeSet", new TreeSet<String>());
        System.out.println("== HashSet of Integers ==");
        Set<Integer> hs = new HashSet<>();
        for (int i = 0; i < 30; i++) hs.add((i * 37) % 101 - 20);
        System.out.println(hs);
        hs.add(1 << 20);
        hs.add(-(1 << 20));
        hs.add(16);
        hs.add(32);
        hs.add(64);
        System.out.println(hs);
        Set<Character> chars = new HashSet<>();
        for (char c : "hello world, how are you?".toCharArray()) chars.add(c);
        System.out.println(chars);
        System.out.println("== TreeSet navigation ==");
        TreeSet<Integer> ts = new TreeSet<>();
        for (int i = 0; i < 20; i++) ts.add((i * 13) % 47);
        System.out.println(ts);
        System.out.println(ts.first() + " " + ts.last() + " " + ts.floor(20) + " " + ts.ceiling(20) + " " + ts.lower(13) + " " + ts.higher(13) + " " + ts.floor(-5) + " " + ts.ceiling(100));
        System.out.println(ts.headSet(20) + " " + ts.tailSet(20) + " " + ts.subSet(10, 30) + " " + ts.headSet(26, true) + " " + ts.tailSet(26, false));
        NavigableSet<Integer> desc = ts.descendingSet();
        System.out.println(desc + " " + desc.first() + " " + desc.ceiling(20));
        System.out.println(ts.pollFirst() + " " + ts.pollLast() + " " + ts.size());
        Iterator<Integer> di = ts.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) sb.append(di.next()).append(',');
        System.out.println(sb);
        TreeSet<String> rev = new TreeSet<>(java.util.Collections.reverseOrder());
        rev.addAll(Arrays.asList("b", "a", "d", "c", "a"));
        System.out.println(rev + " " + rev.first() + " " + rev.headSet("b"));
        TreeSet<String> byLen = new TreeSet<>((a, b) -> Integer.compare(a.length(), b.length()));
        byLen.addAll(Arrays.asList("ccc", "a", "bb", "dd", "eee", "ffff"));
        System.out.println(byLen + " contains(zz)=" + byLen.contains("zz"));
        System.out.println("== equality across set types ==");
        Set<Integer> a = new HashSet<>(Arrays.asList(1, 2, 3));
        Set<Integer> b = new TreeSet<>(Arrays.asList(3, 2, 1));
        Set<Integer> c = new LinkedHashSet<>(Arrays.asList(2, 3, 1));
        System.out.println(a.equals(b) + " " + b.equals(c) + " " + c.equals(a) + " " + a.hashCode() + " " + b.hashCode() + " " + c.hashCode() + " " + c);
        Set<String> big = new HashSet<>();
        for (int i = 0; i < 100; i++) big.add(Integer.toString(i * i, 7));
        int n = 0;
        StringBuilder s2 = new StringBuilder();
        for (String x : big) {
            if (n++ % 7 == 0) s2.append(x).append(' ');
        }
        System.out.println(big.size() + " " + s2);
        Set<Object> mixedNull = new HashSet<>();
        mixedNull.add(null);
        mixedNull.add("x");
        mixedNull.add(null);
        System.out.println(mixedNull + " " + mixedNull.size() + " " + mixedNull.contains(null));
        Object[] arr = new TreeSet<>(Arrays.asList(5, 1, 3)).toArray();
        System.out.println(Arrays.toString(arr));
        Set<Long> longs = new HashSet<>();
        for (long l = 1; l < 1L << 50; l *= 10) longs.add(l);
        System.out.println(longs);
    }
}
