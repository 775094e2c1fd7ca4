import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Recursion {
    static int calls;

    static int fib(int n) {
        calls++;
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static Map<Integer, Long> memo = new HashMap<>();

    static long fibMemo(int n) {
        if (n < 2) return n;
        Long cached = memo.get(n);
        if (cached != null) return cached;
        long v = fibMemo(n - 1) + fibMemo(n - 2);
        memo.put(n, v);
        return v;
    }

    static int ackermann(int m, int n) {
        calls++;
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static void hanoi(int n, char from, char to, char via, List<String> moves) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, moves);
        moves.add(n + ":" + from + to);
        hanoi(n - 1, via, to, from, moves);
    }

    static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    static void permutations(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) {
            out.add(prefix);
            return;
        }
        for (int i = 0; i < rest.length(); i++) {
            permutations(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
        }
    }

    static void subsets(int[] items, int idx, List<Integer> cur, List<String> out) {
        if (idx == items.length) {
            out.add(cur.toString());
            return;
        }
        subsets(items, idx + 1, cur, out);
        cur.add(items[idx]);
        subsets(items, idx + 1, cur, out);
        cur.remove(cur.size() - 1);
    }

    static long power(long base, int exp) {
        if (exp == 0) return 1;
        long half = power(base, exp / 2);
        return exp % 2 == 0 ? half * half : half * half * base;
    }

    static boolean isPalindrome(String s) {
        if (s.length() < 2) return true;
        return s.charAt(0) == s.charAt(s.length() - 1) && isPalindrome(s.substring(1, s.length() - 1));
    }

    static int depth(int n) {
        return n == 0 ? 0 : 1 + depth(n - 1);
    }

    static boolean isEven(int n) {
        return n == 0 || isOdd(n - 1);
    }

    static boolean isOdd(int n) {
        return n != 0 && isEven(n - 1);
    }

    static String toBase(int n, int base) {
        String digits = "0123456789ABCDEF";
        if (n < base) return String.valueOf(digits.charAt(n));
        return toBase(n / base, base) + digits.charAt(n % base);
    }

    static int partitions(int n, int max) {
        if (n == 0) return 1;
        if (n < 0 || max == 0) return 0;
        return partitions(n - max, max) + partitions(n, max - 1);
    }

    static long catalan(int n) {
        if (n <= 1) return 1;
        long s = 0;
        for (int i = 0; i < n; i++) s += catalan(i) * catalan(n - 1 - i);
        return s;
    }

    static String flood(char[][] g, int r, int c, char target, char repl) {
        if (r < 0 || c < 0 || r >= g.length || c >= g[0].length || g[r][c] != target) return "";
        g[r][c] = repl;
        return "" + flood(g, r + 1, c, target, repl) + flood(g, r - 1, c, target, repl) + flood(g, r, c + 1, target, repl) + flood(g, r, c - 1, target, repl) + "x";
    }

    public static void main(String[] args) {
        for (int n = 0; n <= 20; n += 4) {
            calls = 0;
            int f = fib(n);
            System.out.println("fib(" + n + ") = " + f + " calls " + calls);
        }
        System.out.println("fibMemo(90) = " + fibMemo(90) + " memo size " + memo.size());
        for (int m = 0; m <= 3; m++) {
            StringBuilder sb = new StringBuilder();
            for (int n = 0; n <= 3; n++) {
                calls = 0;
                sb.append("A(").append(m).append(',').append(n).append(")=").append(ackermann(m, n)).append('[').append(calls).append("] ");
            }
            System.out.println(sb);
        }
        for (int n = 1; n <= 4; n++) {
            List<String> moves = new ArrayList<>();
            hanoi(n, 'A', 'C', 'B', moves);
            System.out.println("hanoi(" + n + ") " + moves.size() + " moves: " + moves);
        }
        List<String> big = new ArrayList<>();
        hanoi(10, 'A', 'C', 'B', big);
        System.out.println("hanoi(10) " + big.size() + " moves, 500th " + big.get(499) + ", last " + big.get(big.size() - 1));
        System.out.println(gcd(1071, 462) + " " + gcd(832040, 514229) + " " + gcd(0, 5) + " " + gcd(1L << 40, 6L << 20));
        List<String> perms = new ArrayList<>();
        permutations("", "abcd", perms);
        System.out.println(perms.size() + " " + perms);
        List<String> subs = new ArrayList<>();
        subsets(new int[] {1, 2, 3}, 0, new ArrayList<Integer>(), subs);
        System.out.println(subs);
        System.out.println(power(3, 13) + " " + power(2, 62) + " " + power(-2, 63) + " " + power(7, 0));
        for (String s : new String[] {"racecar", "abba", "abc", "", "a", "abcdcbx"}) System.out.print(isPalindrome(s) + " ");
        System.out.println();
        System.out.println(depth(3000) + " " + isEven(1001) + " " + isOdd(777));
        System.out.println(toBase(255, 16) + " " + toBase(255, 2) + " " + toBase(1000, 7) + " " + toBase(0, 3));
        StringBuilder ps = new StringBuilder();
        for (int n = 1; n <= 20; n++) ps.append(partitions(n, n)).append(' ');
        System.out.println(ps);
        StringBuilder cs = new StringBuilder();
        for (int n = 0; n <= 12; n++) cs.append(catalan(n)).append(' ');
        System.out.println(cs);
        char[][] grid = {"..##.".toCharArray(), ".#...".toCharArray(), "..#.#".toCharArray(), "##...".toCharArray()};
        String filled = flood(grid, 0, 0, '.', 'o');
        System.out.println("filled " + filled.length());
        for (char[] row : grid) System.out.println(new String(row));
    }
}
