import java.util.*;

public class ListIterOps {
    static void walk(List<String> list) {
        ListIterator<String> it = list.listIterator();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            String s = it.next();
            if (s.startsWith("r")) {
                it.remove();
            } else if (s.startsWith("d")) {
                it.set(s.toUpperCase());
            } else if (s.startsWith("a")) {
                it.add(s + "+");
            }
            System.out.println("  at " + idx + " saw " + s + " -> " + list + " prev=" + it.previousIndex() + " next=" + it.nextIndex());
        }
        while (it.hasPrevious()) {
            String s = it.previous();
            if (s.endsWith("+")) it.set("<" + s + ">");
        }
        System.out.println("  backwards done " + list);
    }

    public static void main(String[] args) {
        List<String> base = Arrays.asList("alpha", "remove", "delta", "keep", "apple", "red", "dog");
        System.out.println("ArrayList:");
        walk(new ArrayList<>(base));
        System.out.println("LinkedList:");
        walk(new LinkedList<>(base));
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 10; i++) nums.add(i);
        ListIterator<Integer> li = nums.listIterator(5);
        System.out.println("start at 5: previous " + li.previous() + " next " + li.next() + " next " + li.next());
        try {
            ListIterator<Integer> bad = nums.listIterator();
            bad.set(1);
        } catch (IllegalStateException e) {
            System.out.println("set before next: ISE");
        }
        try {
            ListIterator<Integer> bad = nums.listIterator();
            bad.next();
            bad.remove();
            bad.remove();
        } catch (IllegalStateException e) {
            System.out.println("double remove: ISE");
        }
        try {
            ListIterator<Integer> bad = nums.listIterator();
            bad.next();
            bad.add(99);
            bad.set(5);
        } catch (IllegalStateException e) {
            System.out.println("set after add: ISE " + nums);
        }
        try {
            nums.listIterator(11);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("listIterator(11): " + e.getMessage());
        }
        try {
            Iterator<Integer> end = nums.iterator();
            while (end.hasNext()) end.next();
            end.next();
        } catch (NoSuchElementException e) {
            System.out.println("past end: NSEE");
        }
        List<Integer> sub = nums.subList(2, 6);
        System.out.println("subList " + sub);
        sub.set(0, -2);
        sub.remove(Integer.valueOf(3));
        sub.add(77);
        System.out.println("after sub edits " + sub + " parent " + nums);
        sub.clear();
        System.out.println("sub clear parent " + nums);
        nums.add(100);
        try {
            System.out.println(sub.size());
        } catch (ConcurrentModificationException e) {
            System.out.println("stale subList: CME");
        }
        List<Integer> ll = new LinkedList<>(nums);
        ListIterator<Integer> back = ll.listIterator(ll.size());
        StringBuilder sb = new StringBuilder();
        while (back.hasPrevious()) {
            int v = back.previous();
            sb.append(v).append(' ');
            if (v % 2 == 0) back.remove();
        }
        System.out.println("backwards " + sb + " left " + ll);
        nums.removeIf(x -> x > 50);
        System.out.println("removeIf " + nums + " indexOf(99) " + nums.indexOf(99) + " lastIndexOf(7) " + nums.lastIndexOf(7));
        nums.remove(0);
        nums.remove(Integer.valueOf(7));
        System.out.println("remove(int) vs remove(Object) " + nums);
        nums.add(0, 555);
        nums.addAll(2, Arrays.asList(1, 2, 3));
        System.out.println("add at index " + nums + " contains 3 " + nums.contains(3) + " containsAll " + nums.containsAll(Arrays.asList(1, 555)));
        nums.retainAll(Arrays.asList(1, 2, 3, 8, 9));
        System.out.println("retainAll " + nums);
        nums.removeAll(Collections.singleton(2));
        System.out.println("removeAll " + nums + " equals LinkedList " + nums.equals(new LinkedList<>(nums)) + " hash " + nums.hashCode());
    }
}
