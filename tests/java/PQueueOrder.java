import java.util.*;

public class PQueueOrder {
    static final class Task {
        final String name;
        final int prio;
        final int seq;

        Task(String name, int prio, int seq) {
            this.name = name;
            this.prio = prio;
            this.seq = seq;
        }

        @Override
        public String toString() {
            return name + "(" + prio + "," + seq + ")";
        }
    }

    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] xs = {42, 7, 19, 7, 3, 88, 21, 0, -5, 19};
        for (int x : xs) {
            pq.offer(x);
            System.out.println("offer " + x + " peek " + pq.peek() + " size " + pq.size());
        }
        System.out.println("toString (heap order) " + pq);
        StringBuilder out = new StringBuilder();
        while (!pq.isEmpty()) out.append(pq.poll()).append(' ');
        System.out.println("polled " + out);
        System.out.println("poll empty " + pq.poll() + " peek empty " + pq.peek());
        try {
            pq.remove();
        } catch (NoSuchElementException e) {
            System.out.println("remove empty: NSEE");
        }
        try {
            pq.element();
        } catch (NoSuchElementException e) {
            System.out.println("element empty: NSEE");
        }
        PriorityQueue<Integer> maxq = new PriorityQueue<>(Collections.reverseOrder());
        for (int x : xs) maxq.add(x);
        System.out.println("max heap " + maxq);
        maxq.remove(19);
        System.out.println("remove(19) " + maxq + " contains 19 " + maxq.contains(19));
        out.setLength(0);
        while (!maxq.isEmpty()) out.append(maxq.poll()).append(' ');
        System.out.println("max polled " + out);
        Comparator<Task> byPrio = Comparator.comparingInt((Task t) -> t.prio).thenComparingInt(t -> t.seq);
        PriorityQueue<Task> tasks = new PriorityQueue<>(byPrio);
        String[] names = {"write", "read", "sync", "flush", "open", "close", "seek"};
        int[] prios = {3, 1, 2, 1, 3, 2, 1};
        for (int i = 0; i < names.length; i++) tasks.add(new Task(names[i], prios[i], i));
        System.out.println("tasks heap " + tasks);
        while (!tasks.isEmpty()) {
            Task t = tasks.poll();
            System.out.print(t + " ");
            if (t.name.equals("read")) tasks.add(new Task("reread", 0, 99));
        }
        System.out.println();
        PriorityQueue<String> strs = new PriorityQueue<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        strs.addAll(Arrays.asList("pear", "fig", "banana", "kiwi", "apple", "date", "plum"));
        out.setLength(0);
        while (!strs.isEmpty()) out.append(strs.poll()).append(' ');
        System.out.println("strings " + out);
        PriorityQueue<Integer> fromColl = new PriorityQueue<>(Arrays.asList(9, 8, 7, 6, 5, 4, 3, 2, 1));
        System.out.println("from collection " + fromColl);
        Iterator<Integer> it = fromColl.iterator();
        while (it.hasNext()) if (it.next() % 3 == 0) it.remove();
        System.out.println("after iterator remove " + fromColl);
        Object[] arr = fromColl.toArray();
        Arrays.sort(arr);
        System.out.println("sorted toArray " + Arrays.toString(arr));
        // k smallest with a bounded max-heap
        int[] data = {15, 3, 99, 27, 4, 61, 8, 42, 16, 23, 1};
        PriorityQueue<Integer> k = new PriorityQueue<>(Comparator.reverseOrder());
        for (int d : data) {
            k.offer(d);
            if (k.size() > 4) k.poll();
        }
        List<Integer> smallest = new ArrayList<>(k);
        Collections.sort(smallest);
        System.out.println("4 smallest " + smallest);
        try {
            new PriorityQueue<Object>().add(null);
        } catch (NullPointerException e) {
            System.out.println("null: NPE");
        }
        try {
            PriorityQueue<Object> bad = new PriorityQueue<>();
            bad.add(new Object());
            bad.add(new Object());
        } catch (ClassCastException e) {
            System.out.println("non-comparable: CCE");
        }
    }
}
