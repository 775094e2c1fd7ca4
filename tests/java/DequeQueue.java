import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.PriorityQueue;
import java.util.Queue;

public class DequeQueue {
    static boolean balanced(String s) {
        Deque<Character> stack = new ArrayDeque<>();
        for (char c : s.toCharArray()) {
            if (c == '(' || c == '[' || c == '{') {
                stack.push(c);
            } else if (c == ')' || c == ']' || c == '}') {
                if (stack.isEmpty()) return false;
                char open = stack.pop();
                if ((c == ')' && open != '(') || (c == ']' && open != '[') || (c == '}' && open != '{')) return false;
            }
        }
        return stack.isEmpty();
    }

    static class Task {
        final String name;
        final int priority;

        Task(String name, int priority) {
            this.name = name;
            this.priority = priority;
        }

        @Override
        public String toString() {
            return name + "(" + priority + ")";
        }
    }

    public static void main(String[] args) {
        System.out.println("== ArrayDeque as stack ==");
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 1; i <= 6; i++) {
            stack.push(i * i);
            System.out.println("push " + i * i + " -> " + stack + " peek " + stack.peek());
        }
        while (!stack.isEmpty()) {
            System.out.println("pop " + stack.pop() + " -> " + stack);
        }
        System.out.println(stack.peek() + " " + stack.poll() + " " + stack.pollFirst());
        try {
            stack.pop();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("NoSuchElementException on pop");
        }
        System.out.println("== ArrayDeque as queue ==");
        Queue<String> q = new ArrayDeque<>();
        for (String s : "one two three four five".split(" ")) q.offer(s);
        System.out.println(q + " " + q.peek() + " " + q.size());
        while (q.size() > 1) {
            String a = q.poll();
            String b = q.poll();
            q.offer(a + "+" + b);
            System.out.println(q);
        }
        System.out.println("== ArrayDeque both ends with wraparound ==");
        ArrayDeque<Integer> dq = new ArrayDeque<>(4);
        for (int round = 0; round < 5; round++) {
            for (int i = 0; i < 5; i++) {
                if (i % 2 == 0) dq.addFirst(round * 10 + i);
                else dq.addLast(round * 10 + i);
            }
            System.out.println(dq + " first " + dq.peekFirst() + " last " + dq.peekLast());
            dq.pollFirst();
            dq.pollLast();
            dq.removeFirst();
        }
        System.out.println(dq.contains(42) + " " + dq.contains(40) + " " + dq.removeFirstOccurrence(42) + " " + dq.size());
        Iterator<Integer> desc = dq.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) sb.append(desc.next()).append(' ');
        System.out.println(sb);
        Iterator<Integer> it = dq.iterator();
        while (it.hasNext()) {
            if (it.next() % 2 == 1) it.remove();
        }
        System.out.println(dq);
        System.out.println("== balanced ==");
        String[] exprs = {"()", "([]{})", "(]", "((", "", "{[()()]}", "}{", "a(b)c[d]"};
        for (String e : exprs) System.out.println("'" + e + "' " + balanced(e));
        System.out.println("== PriorityQueue ==");
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] vals = {42, 7, 19, 3, 88, 7, 1, 56, 23, 11};
        for (int v : vals) pq.add(v);
        System.out.println("peek " + pq.peek() + " size " + pq.size());
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) order.append(pq.poll()).append(' ');
        System.out.println(order);
        PriorityQueue<Integer> maxq = new PriorityQueue<>(Collections.reverseOrder());
        for (int v : vals) maxq.offer(v);
        order = new StringBuilder();
        while (!maxq.isEmpty()) order.append(maxq.poll()).append(' ');
        System.out.println(order);
        PriorityQueue<Task> tasks = new PriorityQueue<>(Comparator.comparingInt((Task t) -> t.priority).thenComparing(t -> t.name));
        tasks.add(new Task("write", 2));
        tasks.add(new Task("test", 1));
        tasks.add(new Task("deploy", 3));
        tasks.add(new Task("review", 2));
        tasks.add(new Task("alpha", 2));
        tasks.add(new Task("plan", 0));
        while (!tasks.isEmpty()) System.out.print(tasks.poll() + " ");
        System.out.println();
        PriorityQueue<String> ps = new PriorityQueue<>();
        for (String s : "delta alpha echo bravo charlie".split(" ")) ps.add(s);
        ps.remove("echo");
        System.out.println(ps.size() + " " + ps.contains("bravo") + " " + ps.poll() + " " + ps.poll());
        System.out.println("== running median with two heaps ==");
        PriorityQueue<Integer> low = new PriorityQueue<>(Collections.reverseOrder());
        PriorityQueue<Integer> high = new PriorityQueue<>();
        int[] stream = {5, 15, 1, 3, 8, 7, 9, 10, 20, 2};
        for (int x : stream) {
            if (low.isEmpty() || x <= low.peek()) low.add(x);
            else high.add(x);
            if (low.size() > high.size() + 1) high.add(low.poll());
            else if (high.size() > low.size()) low.add(high.poll());
            double median = low.size() == high.size() ? (low.peek() + high.peek()) / 2.0 : low.peek();
            System.out.println("after " + x + " median " + median);
        }
        System.out.println("== LinkedList as Deque ==");
        Deque<String> ld = new LinkedList<>();
        ld.offerFirst("b");
        ld.offerFirst("a");
        ld.offerLast("c");
        ld.push("z");
        System.out.println(ld + " " + ld.peekLast() + " " + ld.pollLast() + " " + ld.pop() + " " + ld);
    }
}
