import java.util.*;

public class TreeImpl {
    static final class Bst<K extends Comparable<K>, V> implements Iterable<K> {
        final class Node {
            K key;
            V val;
            Node left, right;

            Node(K k, V v) {
                key = k;
                val = v;
            }
        }

        Node root;
        int size;

        V put(K k, V v) {
            if (root == null) {
                root = new Node(k, v);
                size++;
                return null;
            }
            Node n = root;
            while (true) {
                int c = k.compareTo(n.key);
                if (c == 0) {
                    V old = n.val;
                    n.val = v;
                    return old;
                }
                Node next = c < 0 ? n.left : n.right;
                if (next == null) {
                    if (c < 0) n.left = new Node(k, v);
                    else n.right = new Node(k, v);
                    size++;
                    return null;
                }
                n = next;
            }
        }

        V get(K k) {
            Node n = root;
            while (n != null) {
                int c = k.compareTo(n.key);
                if (c == 0) return n.val;
                n = c < 0 ? n.left : n.right;
            }
            return null;
        }

        void remove(K k) {
            root = remove(root, k);
        }

        private Node remove(Node n, K k) {
            if (n == null) return null;
            int c = k.compareTo(n.key);
            if (c < 0) n.left = remove(n.left, k);
            else if (c > 0) n.right = remove(n.right, k);
            else {
                size--;
                if (n.left == null) return n.right;
                if (n.right == null) return n.left;
                Node m = n.right;
                while (m.left != null) m = m.left;
                n.key = m.key;
                n.val = m.val;
                size++;
                n.right = remove(n.right, m.key);
            }
            return n;
        }

        int height(Node n) {
            return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
        }

        void preorder(Node n, StringBuilder sb) {
            if (n == null) return;
            sb.append(n.key).append(' ');
            preorder(n.left, sb);
            preorder(n.right, sb);
        }

        String levels() {
            StringBuilder sb = new StringBuilder();
            Deque<Node> q = new ArrayDeque<>();
            if (root != null) q.add(root);
            while (!q.isEmpty()) {
                int w = q.size();
                sb.append('[');
                for (int i = 0; i < w; i++) {
                    Node n = q.poll();
                    sb.append(n.key).append(i < w - 1 ? " " : "");
                    if (n.left != null) q.add(n.left);
                    if (n.right != null) q.add(n.right);
                }
                sb.append(']');
            }
            return sb.toString();
        }

        @Override
        public Iterator<K> iterator() {
            Deque<Node> stack = new ArrayDeque<>();
            for (Node n = root; n != null; n = n.left) stack.push(n);
            return new Iterator<K>() {
                public boolean hasNext() {
                    return !stack.isEmpty();
                }

                public K next() {
                    if (stack.isEmpty()) throw new NoSuchElementException();
                    Node n = stack.pop();
                    for (Node m = n.right; m != null; m = m.left) stack.push(m);
                    return n.key;
                }
            };
        }
    }

    public static void main(String[] args) {
        Bst<Integer, String> t = new Bst<>();
        int[] keys = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30};
        for (int k : keys) {
            String old = t.put(k, "v" + k);
            if (old != null) System.out.println("replaced " + old);
        }
        StringBuilder sb = new StringBuilder();
        for (int k : t) sb.append(k).append(' ');
        System.out.println("inorder " + sb + " size " + t.size + " height " + t.height(t.root));
        sb.setLength(0);
        t.preorder(t.root, sb);
        System.out.println("preorder " + sb);
        System.out.println("levels " + t.levels());
        System.out.println("get 45 " + t.get(45) + " get 99 " + t.get(99));
        for (int k : new int[] {20, 30, 50, 99}) {
            t.remove(k);
            System.out.println("after remove " + k + ": " + t.levels() + " size " + t.size);
        }
        Bst<String, Integer> words = new Bst<>();
        for (String w : "the quick brown fox jumps over the lazy dog the end".split(" ")) {
            Integer c = words.get(w);
            words.put(w, c == null ? 1 : c + 1);
        }
        sb.setLength(0);
        for (String w : words) sb.append(w).append('=').append(words.get(w)).append(' ');
        System.out.println(sb + "height " + words.height(words.root));
        Bst<Integer, Integer> skewed = new Bst<>();
        for (int i = 0; i < 200; i++) skewed.put(i, i);
        System.out.println("skewed height " + skewed.height(skewed.root));
        Random r = new Random(99);
        Bst<Integer, Integer> rnd = new Bst<>();
        for (int i = 0; i < 200; i++) rnd.put(r.nextInt(1000), i);
        int prev = -1;
        boolean sorted = true;
        for (int k : rnd) {
            if (k <= prev) sorted = false;
            prev = k;
        }
        System.out.println("random size " + rnd.size + " height " + rnd.height(rnd.root) + " sorted " + sorted);
    }
}
