import java.util.*;

public class CollectionsStatic {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 1; i <= 12; i++) list.add(i * 7 % 13);
        System.out.println("list " + list);
        Collections.sort(list);
        System.out.println("sorted " + list + " binarySearch(8)=" + Collections.binarySearch(list, 8) + " (100)=" + Collections.binarySearch(list, 100) + " (0)=" + Collections.binarySearch(list, 0));
        Collections.reverse(list);
        System.out.println("reversed " + list);
        Collections.shuffle(list, new Random(42));
        System.out.println("shuffle(42) " + list);
        Collections.shuffle(list, new Random(7));
        System.out.println("shuffle(7) " + list);
        Collections.rotate(list, 3);
        System.out.println("rotate 3 " + list);
        Collections.rotate(list, -5);
        System.out.println("rotate -5 " + list);
        Collections.swap(list, 0, list.size() - 1);
        System.out.println("swap " + list);
        System.out.println("max " + Collections.max(list) + " min " + Collections.min(list) + " max by rev " + Collections.max(list, Comparator.reverseOrder()));
        List<String> words = new ArrayList<>(Arrays.asList("the", "cat", "the", "hat", "the", "end", "cat"));
        System.out.println("frequency the=" + Collections.frequency(words, "the") + " cat=" + Collections.frequency(words, "cat") + " dog=" + Collections.frequency(words, "dog"));
        System.out.println("nCopies " + Collections.nCopies(4, "ab") + " " + String.join("", Collections.nCopies(3, "-=")));
        System.out.println("disjoint " + Collections.disjoint(words, Arrays.asList("x", "y")) + " " + Collections.disjoint(words, Arrays.asList("hat")));
        System.out.println("indexOfSubList " + Collections.indexOfSubList(words, Arrays.asList("the", "hat")) + " last " + Collections.lastIndexOfSubList(words, Arrays.asList("the")));
        Collections.replaceAll(words, "the", "THE");
        System.out.println("replaceAll " + words);
        List<String> dest = new ArrayList<>(Collections.nCopies(9, "."));
        Collections.copy(dest, words);
        System.out.println("copy " + dest);
        Collections.fill(dest, "z");
        System.out.println("fill " + dest);
        List<Integer> un = Collections.unmodifiableList(list);
        try {
            un.add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiableList add: UOE");
        }
        try {
            un.set(0, 1);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiableList set: UOE");
        }
        list.set(0, 1000);
        System.out.println("view sees change " + un.get(0));
        Map<String, Integer> um = Collections.unmodifiableMap(new TreeMap<>(Collections.singletonMap("k", 1)));
        try {
            um.put("a", 2);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiableMap put: UOE " + um);
        }
        Set<String> us = Collections.unmodifiableSet(new TreeSet<>(words));
        try {
            us.iterator().remove();
        } catch (UnsupportedOperationException | IllegalStateException e) {
            System.out.println("unmodifiableSet iterator remove: " + e.getClass().getSimpleName());
        }
        System.out.println("empty " + Collections.emptyList() + Collections.emptyMap() + Collections.emptySet() + " singleton " + Collections.singleton(5) + Collections.singletonList("s"));
        try {
            Collections.singletonList(1).add(2);
        } catch (UnsupportedOperationException e) {
            System.out.println("singletonList add: UOE");
        }
        List<String> sync = Collections.synchronizedList(new ArrayList<>(Arrays.asList("b", "a")));
        Collections.sort(sync);
        System.out.println("synchronized sorted " + sync);
        List<Integer> nums = new ArrayList<>(Arrays.asList(5, 3, 9, 1));
        Collections.addAll(nums, 7, 2);
        nums.sort(null);
        System.out.println("addAll+sort(null) " + nums);
        nums.sort(Collections.reverseOrder());
        System.out.println("reverseOrder " + nums);
        Comparator<String> rl = Collections.reverseOrder(Comparator.comparing(String::length));
        List<String> ws = new ArrayList<>(Arrays.asList("aaa", "b", "cc", "dddd", "ee"));
        ws.sort(rl);
        System.out.println("reverse length (stable) " + ws);
        Enumeration<String> en = Collections.enumeration(ws);
        StringBuilder sb = new StringBuilder();
        while (en.hasMoreElements()) sb.append(en.nextElement()).append('/');
        System.out.println("enumeration " + sb + " list() " + Collections.list(Collections.enumeration(Arrays.asList(1, 2))));
        Random r = new Random(1);
        List<Integer> deck = new ArrayList<>();
        for (int i = 0; i < 20; i++) deck.add(i);
        Collections.shuffle(deck, r);
        System.out.println("deck " + deck.subList(0, 10) + " next " + r.nextInt(100));
    }
}
