import java.util.*;

public class HuffmanCodes {
    static abstract class Node implements Comparable<Node> {
        final int freq;
        final int order;

        Node(int freq, int order) {
            this.freq = freq;
            this.order = order;
        }

        @Override
        public int compareTo(Node o) {
            return freq != o.freq ? Integer.compare(freq, o.freq) : Integer.compare(order, o.order);
        }
    }

    static final class Leaf extends Node {
        final char ch;

        Leaf(char ch, int freq, int order) {
            super(freq, order);
            this.ch = ch;
        }
    }

    static final class Inner extends Node {
        final Node left, right;

        Inner(Node l, Node r, int order) {
            super(l.freq + r.freq, order);
            left = l;
            right = r;
        }
    }

    static void codes(Node n, String prefix, Map<Character, String> out) {
        if (n instanceof Leaf) {
            out.put(((Leaf) n).ch, prefix.isEmpty() ? "0" : prefix);
            return;
        }
        Inner in = (Inner) n;
        codes(in.left, prefix + '0', out);
        codes(in.right, prefix + '1', out);
    }

    static Node build(String text) {
        Map<Character, Integer> freq = new TreeMap<>();
        for (char c : text.toCharArray()) freq.merge(c, 1, Integer::sum);
        PriorityQueue<Node> pq = new PriorityQueue<>();
        int order = 0;
        for (Map.Entry<Character, Integer> e : freq.entrySet()) pq.add(new Leaf(e.getKey(), e.getValue(), order++));
        while (pq.size() > 1) pq.add(new Inner(pq.poll(), pq.poll(), order++));
        return pq.poll();
    }

    static String decode(Node root, String bits) {
        StringBuilder sb = new StringBuilder();
        Node n = root;
        for (char b : bits.toCharArray()) {
            if (n instanceof Inner) n = b == '0' ? ((Inner) n).left : ((Inner) n).right;
            if (n instanceof Leaf) {
                sb.append(((Leaf) n).ch);
                n = root;
            }
        }
        return sb.toString();
    }

    static String stars(int n) {
        char[] c = new char[n];
        Arrays.fill(c, (char) 42);
        return new String(c);
    }

    static String rle(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); ) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            sb.append(j - i).append(s.charAt(i));
            i = j;
        }
        return sb.toString();
    }

    static String unrle(String s) {
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (char c : s.toCharArray()) {
            if (Character.isDigit(c)) n = n * 10 + (c - '0');
            else {
                for (int k = 0; k < n; k++) sb.append(c);
                n = 0;
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] texts = {"abracadabra", "mississippi river", "aaaaaaaaaa", "the quick brown fox jumps over the lazy dog"};
        for (String text : texts) {
            Node root = build(text);
            Map<Character, String> codes = new TreeMap<>();
            codes(root, "", codes);
            StringBuilder bits = new StringBuilder();
            for (char c : text.toCharArray()) bits.append(codes.get(c));
            String back = decode(root, bits.toString());
            System.out.println("'" + text + "' codes " + codes);
            System.out.println("  bits " + bits.length() + " vs " + text.length() * 8 + " ratio " + String.format("%.3f", bits.length() / (text.length() * 8.0)) + " roundtrip " + back.equals(text));
            if (bits.length() <= 64) System.out.println("  " + bits);
        }
        String[] rs = {"WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abc", "aabbbcccc", ""};
        for (String r : rs) {
            String enc = rle(r);
            System.out.println("rle '" + enc + "' back " + unrle(enc).equals(r));
        }
        int[] freq = new int[26];
        for (char c : texts[3].toCharArray()) if (c != ' ') freq[c - 'a']++;
        StringBuilder hist = new StringBuilder();
        for (int i = 0; i < 26; i++) if (freq[i] > 1) hist.append((char) ('a' + i)).append(':').append(stars(freq[i])).append(' ');
        System.out.println(hist);
    }
}
