import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

public class CollectionsUtil {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(Arrays.asList(5, 3, 9, 1, 7, 3, 8, 2));
        Collections.sort(list);
        System.out.println("sort " + list);
        Collections.reverse(list);
        System.out.println("reverse " + list);
        System.out.println("max " + Collections.max(list) + " min " + Collections.min(list));
        Collections.sort(list, Collections.reverseOrder());
        System.out.println("sort reverseOrder " + list);
        List<String> words = new ArrayList<>(Arrays.asList("kiwi", "Banana", "apple", "cherry", "date", "Fig"));
        Collections.sort(words);
        System.out.println(words);
        Collections.sort(words, String.CASE_INSENSITIVE_ORDER);
        System.out.println(words);
        System.out.println(Collections.max(words, (a, b) -> a.length() - b.length()) + " " + Collections.min(words, String.CASE_INSENSITIVE_ORDER));
        List<String> un = Collections.unmodifiableList(words);
        System.out.println(un + " " + un.size() + " " + un.get(0));
        try {
            un.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE add");
        }
        try {
            un.set(0, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE set");
        }
        try {
            un.iterator().remove();
        } catch (UnsupportedOperationException | IllegalStateException e) {
            System.out.println(e.getClass().getSimpleName() + " iterator remove");
        }
        words.add("Zed");
        System.out.println("view reflects " + un);
        Collections.swap(list, 0, list.size() - 1);
        System.out.println("swap " + list);
        System.out.println("frequency of 3: " + Collections.frequency(list, 3));
        List<String> nc = Collections.nCopies(4, "ab");
        System.out.println(nc + " " + String.join("", nc));
        System.out.println(Collections.emptyList() + " " + Collections.emptyMap() + " " + Collections.emptySet() + " " + Collections.singletonList(7) + " " + Collections.singleton("s") + " " + Collections.singletonMap("k", "v"));
        List<Integer> filled = new ArrayList<>(Arrays.asList(1, 2, 3, 4));
        Collections.fill(filled, 0);
        System.out.println(filled);
        List<Integer> target = new ArrayList<>();
        Collections.addAll(target, 9, 8, 7);
        System.out.println(target);
        List<Integer> sorted = new ArrayList<>();
        for (int i = 0; i < 20; i += 2) sorted.add(i);
        for (int key : new int[] {0, 4, 5, 18, 19, -1, 100}) {
            System.out.print(Collections.binarySearch(sorted, key) + " ");
        }
        System.out.println();
        List<Integer> rot = new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5, 6));
        Collections.rotate(rot, 2);
        System.out.println("rotate 2 " + rot);
        Collections.rotate(rot, -3);
        System.out.println("rotate -3 " + rot);
        List<Integer> shuf = new ArrayList<>();
        for (int i = 0; i < 15; i++) shuf.add(i);
        Collections.shuffle(shuf, new Random(42));
        System.out.println("shuffle(42) " + shuf);
        Collections.shuffle(shuf, new Random(7));
        System.out.println("shuffle(7) " + shuf);
        System.out.println(Collections.disjoint(Arrays.asList(1, 2), Arrays.asList(3, 4)) + " " + Collections.disjoint(Arrays.asList(1, 2), Arrays.asList(2, 4)));
        System.out.println(Collections.indexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)) + " " + Collections.lastIndexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)));
        Map<String, Integer> um = Collections.unmodifiableMap(new TreeMap<>(Collections.singletonMap("a", 1)));
        try {
            um.put("b", 2);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE map put " + um);
        }
        Set<Integer> us = Collections.unmodifiableSet(new java.util.TreeSet<>(Arrays.asList(3, 1, 2)));
        System.out.println(us + " " + us.contains(2));
        List<String> rev = new ArrayList<>(Arrays.asList("b", "c", "a"));
        rev.sort(Collections.reverseOrder());
        System.out.println(rev);
        rev.sort(null);
        System.out.println(rev);
        System.out.println("== stable sort ==");
        List<String> stable = new ArrayList<>(Arrays.asList("bb", "a", "ccc", "dd", "e", "fff", "gg", "h"));
        Collections.sort(stable, (x, y) -> x.length() - y.length());
        System.out.println(stable);
        System.out.println("== Random seeded ==");
        Random rnd = new Random(12345);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) sb.append(rnd.nextInt(100)).append(' ');
        System.out.println(sb);
        System.out.println(rnd.nextInt() + " " + rnd.nextLong() + " " + rnd.nextBoolean() + " " + rnd.nextDouble() + " " + rnd.nextFloat() + " " + rnd.nextInt(7));
        List<Integer> big = new ArrayList<>();
        Random r2 = new Random(99);
        for (int i = 0; i < 200; i++) big.add(r2.nextInt(1000) - 500);
        Collections.sort(big);
        System.out.println(big.subList(0, 10) + " ... " + big.subList(190, 200));
        System.out.println(big.hashCode());
    }
}
