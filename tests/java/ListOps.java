import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedList;
import java.util.List;

public class ListOps {
    static void exercise(String name, List<String> list) {
        System.out.println("== " + name + " ==");
        list.add("a");
        list.add("b");
        list.add("c");
        list.add(0, "z");
        list.add(2, "m");
        System.out.println(list + " size " + list.size());
        System.out.println(list.get(0) + " " + list.get(4) + " " + list.indexOf("c") + " " + list.indexOf("q") + " " + list.contains("m"));
        System.out.println(list.set(1, "A") + " -> " + list);
        System.out.println(list.remove(0) + " -> " + list);
        System.out.println(list.remove("m") + " " + list.remove("nope") + " -> " + list);
        list.addAll(Arrays.asList("x", "y", "b"));
        System.out.println(list + " lastIndexOf(b)=" + list.lastIndexOf("b"));
        list.addAll(1, Arrays.asList("P", "Q"));
        System.out.println(list);
        List<String> sub = list.subList(2, 5);
        System.out.println("sub " + sub + " " + sub.size() + " " + sub.get(0));
        sub.set(0, "S");
        System.out.println("after sub.set " + list);
        sub.clear();
        System.out.println("after sub.clear " + list);
        list.removeAll(Arrays.asList("x", "zz"));
        System.out.println("removeAll " + list);
        list.retainAll(Arrays.asList("A", "P", "y", "b"));
        System.out.println("retainAll " + list);
        System.out.println("containsAll " + list.containsAll(Arrays.asList("A", "b")) + " " + list.containsAll(Arrays.asList("A", "q")));
        list.add(null);
        System.out.println(list + " indexOf(null)=" + list.indexOf(null) + " contains(null)=" + list.contains(null));
        list.remove(null);
        Object[] arr = list.toArray();
        String[] sarr = list.toArray(new String[0]);
        System.out.println(arr.length + " " + sarr.length + " " + Arrays.toString(sarr));
        List<String> copy = new ArrayList<>(list);
        System.out.println(copy.equals(list) + " " + list.equals(copy) + " " + (copy.hashCode() == list.hashCode()) + " " + list.hashCode());
        copy.add("extra");
        System.out.println(copy.equals(list));
        list.removeIf(s -> s.length() == 1 && Character.isUpperCase(s.charAt(0)));
        System.out.println("removeIf " + list);
        list.replaceAll(s -> s + s);
        System.out.println("replaceAll " + list);
        list.clear();
        System.out.println(list + " " + list.isEmpty() + " " + list.size());
        try {
            list.get(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        exercise("ArrayList", new ArrayList<String>());
        exercise("LinkedList", new LinkedList<String>());
        System.out.println("== LinkedList specific ==");
        LinkedList<Integer> ll = new LinkedList<>();
        for (int i = 0; i < 5; i++) {
            ll.addFirst(i);
            ll.addLast(i * 10);
        }
        System.out.println(ll);
        System.out.println(ll.getFirst() + " " + ll.getLast() + " " + ll.peekFirst() + " " + ll.peekLast());
        System.out.println(ll.removeFirst() + " " + ll.removeLast() + " " + ll.pollFirst() + " " + ll.pollLast() + " " + ll);
        ll.push(99);
        System.out.println(ll.pop() + " " + ll.peek() + " " + ll.poll() + " " + ll.offer(7) + " " + ll);
        System.out.println(ll.removeFirstOccurrence(0) + " " + ll.removeLastOccurrence(10) + " " + ll);
        ll.remove(Integer.valueOf(30));
        ll.remove(0);
        System.out.println(ll + " " + ll.element());
        System.out.println("== ArrayList growth and numeric ==");
        List<Integer> nums = new ArrayList<>(2);
        for (int i = 0; i < 50; i++) nums.add(i * 7 % 13);
        System.out.println(nums);
        int sum = 0;
        for (int i = 0; i < nums.size(); i++) sum += nums.get(i);
        System.out.println("sum " + sum);
        nums.remove(Integer.valueOf(12));
        nums.remove(12);
        System.out.println(nums.size() + " " + nums.subList(0, 10));
        List<Integer> empty = new ArrayList<>();
        System.out.println(empty + " " + empty.hashCode() + " " + empty.equals(new LinkedList<Integer>()));
        List<List<Integer>> nested = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            List<Integer> row = new ArrayList<>();
            for (int j = 0; j <= i; j++) row.add(i == 0 || j == 0 || j == i ? 1 : nested.get(i - 1).get(j - 1) + nested.get(i - 1).get(j));
            nested.add(row);
        }
        System.out.println(nested + " " + nested.hashCode());
        Collection<String> coll = new ArrayList<>(Arrays.asList("q", "w", "e"));
        System.out.println(coll.size() + " " + coll.contains("w") + " " + coll);
        List<String> arrList = Arrays.asList("fixed", "size");
        try {
            arrList.add("no");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE on Arrays.asList add");
        }
        arrList.set(0, "changed");
        System.out.println(arrList);
        List<Object> self = new ArrayList<>();
        self.add(1);
        self.add("two");
        self.add(3.0);
        self.add(Arrays.asList(4, 5));
        self.add(null);
        System.out.println(self);
        ArrayList<String> ensure = new ArrayList<>();
        ensure.ensureCapacity(100);
        ensure.add("ok");
        ensure.trimToSize();
        System.out.println(ensure);
    }
}
