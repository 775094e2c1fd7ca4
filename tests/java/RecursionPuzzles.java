import java.util.*;

public class RecursionPuzzles {
    static void permute(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) {
            out.add(prefix);
            return;
        }
        for (int i = 0; i < rest.length(); i++) {
            if (rest.indexOf(rest.charAt(i)) != i) continue;
            permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
        }
    }

    static int moves;

    static void hanoi(int n, char from, char to, char via, StringBuilder log) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, log);
        moves++;
        if (moves <= 10) log.append(n).append(from).append(to).append(' ');
        hanoi(n - 1, via, to, from, log);
    }

    static List<List<Integer>> powerSet(List<Integer> xs) {
        if (xs.isEmpty()) {
            List<List<Integer>> base = new ArrayList<>();
            base.add(new ArrayList<>());
            return base;
        }
        List<List<Integer>> rest = powerSet(xs.subList(1, xs.size()));
        List<List<Integer>> out = new ArrayList<>(rest);
        for (List<Integer> r : rest) {
            List<Integer> with = new ArrayList<>();
            with.add(xs.get(0));
            with.addAll(r);
            out.add(with);
        }
        return out;
    }

    static void combos(int[] xs, int k, int start, Deque<Integer> cur, List<String> out) {
        if (cur.size() == k) {
            out.add(cur.toString());
            return;
        }
        for (int i = start; i < xs.length; i++) {
            cur.addLast(xs[i]);
            combos(xs, k, i + 1, cur, out);
            cur.removeLast();
        }
    }

    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static long calls;

    static long fibNaive(int n) {
        calls++;
        return n < 2 ? n : fibNaive(n - 1) + fibNaive(n - 2);
    }

    static boolean subsetSum(int[] xs, int i, int target, List<Integer> chosen) {
        if (target == 0) return true;
        if (i == xs.length || target < 0) return false;
        chosen.add(xs[i]);
        if (subsetSum(xs, i + 1, target - xs[i], chosen)) return true;
        chosen.remove(chosen.size() - 1);
        return subsetSum(xs, i + 1, target, chosen);
    }

    static String toBase(long n, int b) {
        if (n < 0) return "-" + toBase(-n, b);
        if (n < b) return String.valueOf("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".charAt((int) n));
        return toBase(n / b, b) + toBase(n % b, b);
    }

    static void floodFill(char[][] g, int r, int c, char from, char to) {
        if (r < 0 || c < 0 || r >= g.length || c >= g[0].length || g[r][c] != from) return;
        g[r][c] = to;
        floodFill(g, r + 1, c, from, to);
        floodFill(g, r - 1, c, from, to);
        floodFill(g, r, c + 1, from, to);
        floodFill(g, r, c - 1, from, to);
    }

    static int depth(int n) {
        return n == 0 ? 0 : 1 + depth(n - 1);
    }

    public static void main(String[] args) {
        List<String> perms = new ArrayList<>();
        permute("", "aabc", perms);
        System.out.println("perms of aabc " + perms.size() + " " + perms);
        StringBuilder log = new StringBuilder();
        hanoi(10, 'A', 'C', 'B', log);
        System.out.println("hanoi(10) moves " + moves + " first " + log);
        List<List<Integer>> ps = powerSet(Arrays.asList(1, 2, 3, 4));
        System.out.println("power set " + ps.size() + " " + ps);
        List<String> cs = new ArrayList<>();
        combos(new int[] {1, 2, 3, 4, 5}, 3, 0, new ArrayDeque<>(), cs);
        System.out.println("5C3 " + cs.size() + " " + cs);
        System.out.println("ackermann(2,3)=" + ackermann(2, 3) + " (3,3)=" + ackermann(3, 3));
        System.out.println("fib(25)=" + fibNaive(25) + " calls " + calls);
        List<Integer> chosen = new ArrayList<>();
        System.out.println("subset sum 53 " + subsetSum(new int[] {3, 34, 4, 12, 5, 2, 27, 8}, 0, 53, chosen) + " " + chosen);
        System.out.println("bases " + toBase(255, 2) + " " + toBase(-255, 16) + " " + toBase(Long.MAX_VALUE, 36) + " " + Long.toString(Long.MAX_VALUE, 36).toUpperCase());
        char[][] g = {"..##....".toCharArray(), ".#..#.#.".toCharArray(), "..##..#.".toCharArray(), "#.....##".toCharArray()};
        floodFill(g, 0, 0, '.', 'o');
        for (char[] row : g) System.out.println(new String(row));
        System.out.println("deep recursion " + depth(5000));
    }
}
