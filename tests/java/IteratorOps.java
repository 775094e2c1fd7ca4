import java.util.ArrayList;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.NoSuchElementException;

public class IteratorOps {
    static class Range implements Iterable<Integer> {
        final int from, to, step;

        Range(int from, int to, int step) {
            this.from = from;
            this.to = to;
            this.step = step;
        }

        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int cur = from;

                public boolean hasNext() {
                    return step > 0 ? cur < to : cur > to;
                }

                public Integer next() {
                    if (!hasNext()) throw new NoSuchElementException();
                    int v = cur;
                    cur += step;
                    return v;
                }
            };
        }
    }

    static void listIter(List<String> list) {
        System.out.println("-- " + list.getClass().getSimpleName());
        ListIterator<String> li = list.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            String s = li.next();
            if (s.equals("b")) li.set("B");
            else if (s.equals("c")) li.remove();
            else if (s.equals("d")) li.add("d2");
            System.out.println("idx " + idx + " " + s + " -> " + list);
        }
        while (li.hasPrevious()) {
            int idx = li.previousIndex();
            String s = li.previous();
            System.out.print(idx + ":" + s + " ");
            if (s.equals("a")) li.add("before-a");
        }
        System.out.println();
        System.out.println(list);
        ListIterator<String> mid = list.listIterator(3);
        System.out.println(mid.nextIndex() + " " + mid.previousIndex() + " " + mid.next() + " " + mid.previous() + " " + mid.previous());
        try {
            ListIterator<String> bad = list.listIterator();
            bad.remove();
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException on remove before next");
        }
    }

    public static void main(String[] args) {
        for (int x : new Range(0, 10, 3)) System.out.print(x + " ");
        System.out.println();
        for (int x : new Range(10, 0, -4)) System.out.print(x + " ");
        System.out.println();
        Iterator<Integer> r = new Range(0, 1, 1).iterator();
        System.out.println(r.next() + " " + r.hasNext());
        try {
            r.next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException");
        }
        try {
            r.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException " + e.getMessage());
        }
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 20; i++) nums.add(i);
        Iterator<Integer> it = nums.iterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v % 3 == 0) it.remove();
        }
        System.out.println(nums);
        LinkedList<Integer> lnums = new LinkedList<>(nums);
        Iterator<Integer> lit = lnums.iterator();
        while (lit.hasNext()) {
            if (lit.next() % 2 == 0) lit.remove();
        }
        System.out.println(lnums);
        Iterator<Integer> dit = lnums.descendingIterator();
        while (dit.hasNext()) System.out.print(dit.next() + " ");
        System.out.println();
        listIter(new ArrayList<>(Arrays.asList("a", "b", "c", "d", "e")));
        listIter(new LinkedList<>(Arrays.asList("a", "b", "c", "d", "e")));
        System.out.println("== fail-fast ==");
        List<String> cme = new ArrayList<>(Arrays.asList("x", "y", "z"));
        try {
            for (String s : cme) {
                if (s.equals("x")) cme.add("w");
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME caught " + e.getClass().getName());
        }
        List<String> noCme = new ArrayList<>(Arrays.asList("x", "y", "z"));
        for (String s : noCme) {
            if (s.equals("y")) noCme.remove(s);
        }
        System.out.println("second-to-last removal quirk: " + noCme);
        Map<String, Integer> map = new HashMap<>();
        map.put("a", 1);
        map.put("b", 2);
        map.put("c", 3);
        try {
            for (String k : map.keySet()) {
                if (k.equals("a")) map.put("d", 4);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME on map");
        }
        Iterator<Map.Entry<String, Integer>> mit = map.entrySet().iterator();
        while (mit.hasNext()) {
            Map.Entry<String, Integer> e = mit.next();
            if (e.getValue() % 2 == 0) mit.remove();
        }
        System.out.println(map);
        Iterator<String> empty = new ArrayList<String>().iterator();
        System.out.println(empty.hasNext());
        try {
            empty.next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException on empty");
        }
        Iterator<Integer> fe = Arrays.asList(1, 2, 3, 4).iterator();
        fe.next();
        StringBuilder rest = new StringBuilder();
        fe.forEachRemaining(x -> rest.append(x * 10).append(','));
        System.out.println(rest);
        List<Integer> sum = new ArrayList<>();
        int total = 0;
        for (Iterator<Integer> i2 = new Range(1, 101, 1).iterator(); i2.hasNext(); ) {
            int v = i2.next();
            total += v;
            if (v % 25 == 0) sum.add(total);
        }
        System.out.println(sum);
    }
}
