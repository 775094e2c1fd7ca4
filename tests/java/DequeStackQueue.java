import java.util.*;

public class DequeStackQueue {
    static boolean balanced(String s) {
        Deque<Character> st = new ArrayDeque<>();
        for (char c : s.toCharArray()) {
            if ("([{".indexOf(c) >= 0) st.push(c);
            else if (")]}".indexOf(c) >= 0) {
                if (st.isEmpty()) return false;
                char o = st.pop();
                if ("([{".indexOf(o) != ")]}".indexOf(c)) return false;
            }
        }
        return st.isEmpty();
    }

    static int rpn(String expr) {
        Deque<Integer> st = new ArrayDeque<>();
        for (String tok : expr.split(" ")) {
            switch (tok) {
                case "+": st.push(st.pop() + st.pop()); break;
                case "*": st.push(st.pop() * st.pop()); break;
                case "-": { int b = st.pop(), a = st.pop(); st.push(a - b); break; }
                case "/": { int b = st.pop(), a = st.pop(); st.push(a / b); break; }
                default: st.push(Integer.parseInt(tok));
            }
            System.out.println("  " + tok + " -> " + st);
        }
        return st.pop();
    }

    public static void main(String[] args) {
        ArrayDeque<Integer> d = new ArrayDeque<>();
        d.push(1);
        d.push(2);
        d.addLast(3);
        d.offerFirst(0);
        d.offerLast(4);
        System.out.println(d + " first " + d.peekFirst() + " last " + d.peekLast() + " peek " + d.peek());
        System.out.println("pop " + d.pop() + " pollLast " + d.pollLast() + " removeFirst " + d.removeFirst() + " " + d);
        for (int i = 10; i < 30; i++) {
            if (i % 2 == 0) d.addFirst(i);
            else d.addLast(i);
        }
        System.out.println("grown " + d + " size " + d.size());
        System.out.println("removeFirstOccurrence(13) " + d.removeFirstOccurrence(13) + " removeLastOccurrence(99) " + d.removeLastOccurrence(99));
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = d.descendingIterator(); it.hasNext(); ) sb.append(it.next()).append(' ');
        System.out.println("descending " + sb);
        Iterator<Integer> it = d.iterator();
        while (it.hasNext()) if (it.next() % 3 == 0) it.remove();
        System.out.println("removed multiples of 3 " + d);
        System.out.println("contains 20 " + d.contains(20) + " element " + d.element() + " getLast " + d.getLast());
        d.clear();
        System.out.println("empty poll " + d.poll() + " pollFirst " + d.pollFirst() + " peekLast " + d.peekLast());
        try {
            d.pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop empty: NSEE");
        }
        try {
            d.getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("getFirst empty: NSEE");
        }
        try {
            d.addFirst(null);
        } catch (NullPointerException e) {
            System.out.println("null: NPE");
        }
        Queue<String> q = new ArrayDeque<>();
        q.offer("a");
        q.add("b");
        q.offer("c");
        System.out.println("queue " + q + " poll " + q.poll() + " peek " + q.peek() + " " + q);
        for (String s : new String[] {"([]{})", "([)]", "((", "", "{[()()]}", ")("}) System.out.println("balanced '" + s + "' " + balanced(s));
        System.out.println("rpn = " + rpn("3 4 + 2 * 7 -"));
        System.out.println("rpn = " + rpn("100 5 / 3 / 2 -"));
        Stack<String> legacy = new Stack<>();
        legacy.push("x");
        legacy.push("y");
        legacy.push("z");
        System.out.println("Stack " + legacy + " peek " + legacy.peek() + " search(x) " + legacy.search("x") + " search(q) " + legacy.search("q") + " pop " + legacy.pop() + " " + legacy + " empty " + legacy.empty());
        try {
            new Stack<Integer>().pop();
        } catch (EmptyStackException e) {
            System.out.println("EmptyStackException " + e.getMessage());
        }
        Deque<Integer> ll = new LinkedList<>();
        ll.push(5);
        ll.offerLast(6);
        ll.addFirst(4);
        ll.add(null);
        System.out.println("LinkedList deque " + ll + " pollLast " + ll.pollLast() + " " + ll);
        // sliding window max with a monotonic deque
        int[] a = {1, 3, -1, -3, 5, 3, 6, 7};
        ArrayDeque<Integer> win = new ArrayDeque<>();
        List<Integer> maxes = new ArrayList<>();
        for (int i = 0; i < a.length; i++) {
            while (!win.isEmpty() && win.peekFirst() <= i - 3) win.pollFirst();
            while (!win.isEmpty() && a[win.peekLast()] < a[i]) win.pollLast();
            win.offerLast(i);
            if (i >= 2) maxes.add(a[win.peekFirst()]);
        }
        System.out.println("window maxes " + maxes);
    }
}
