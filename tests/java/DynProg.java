import java.util.*;

public class DynProg {
    static String lcs(String a, String b) {
        int[][] t = new int[a.length() + 1][b.length() + 1];
        for (int i = 1; i <= a.length(); i++)
            for (int j = 1; j <= b.length(); j++)
                t[i][j] = a.charAt(i - 1) == b.charAt(j - 1) ? t[i - 1][j - 1] + 1 : Math.max(t[i - 1][j], t[i][j - 1]);
        StringBuilder sb = new StringBuilder();
        for (int i = a.length(), j = b.length(); i > 0 && j > 0; ) {
            if (a.charAt(i - 1) == b.charAt(j - 1)) {
                sb.append(a.charAt(i - 1));
                i--;
                j--;
            } else if (t[i - 1][j] >= t[i][j - 1]) i--;
            else j--;
        }
        return sb.reverse().toString();
    }

    static int edit(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j], cur[j - 1]) + 1);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    static int knapsack(int[] w, int[] v, int cap, List<Integer> chosen) {
        int n = w.length;
        int[][] best = new int[n + 1][cap + 1];
        for (int i = 1; i <= n; i++)
            for (int c = 0; c <= cap; c++) {
                best[i][c] = best[i - 1][c];
                if (w[i - 1] <= c) best[i][c] = Math.max(best[i][c], best[i - 1][c - w[i - 1]] + v[i - 1]);
            }
        for (int i = n, c = cap; i > 0; i--) {
            if (best[i][c] != best[i - 1][c]) {
                chosen.add(0, i - 1);
                c -= w[i - 1];
            }
        }
        return best[n][cap];
    }

    static long coinWays(int[] coins, int amount) {
        long[] ways = new long[amount + 1];
        ways[0] = 1;
        for (int c : coins) for (int a = c; a <= amount; a++) ways[a] += ways[a - c];
        return ways[amount];
    }

    static int minCoins(int[] coins, int amount) {
        int[] dp = new int[amount + 1];
        Arrays.fill(dp, Integer.MAX_VALUE);
        dp[0] = 0;
        for (int a = 1; a <= amount; a++)
            for (int c : coins)
                if (c <= a && dp[a - c] != Integer.MAX_VALUE) dp[a] = Math.min(dp[a], dp[a - c] + 1);
        return dp[amount] == Integer.MAX_VALUE ? -1 : dp[amount];
    }

    static List<Integer> lis(int[] xs) {
        int n = xs.length;
        int[] len = new int[n], prev = new int[n];
        int bestEnd = 0;
        for (int i = 0; i < n; i++) {
            len[i] = 1;
            prev[i] = -1;
            for (int j = 0; j < i; j++)
                if (xs[j] < xs[i] && len[j] + 1 > len[i]) {
                    len[i] = len[j] + 1;
                    prev[i] = j;
                }
            if (len[i] > len[bestEnd]) bestEnd = i;
        }
        LinkedList<Integer> out = new LinkedList<>();
        for (int i = bestEnd; i >= 0; i = prev[i]) out.addFirst(xs[i]);
        return out;
    }

    static Map<Integer, Long> memo = new HashMap<>();

    static long partitions(int n, int max) {
        if (n == 0) return 1;
        if (n < 0 || max == 0) return 0;
        int key = n * 1000 + max;
        Long c = memo.get(key);
        if (c != null) return c;
        long r = partitions(n - max, max) + partitions(n, max - 1);
        memo.put(key, r);
        return r;
    }

    static long matrixChain(int[] dims) {
        int n = dims.length - 1;
        long[][] m = new long[n][n];
        for (int len = 2; len <= n; len++)
            for (int i = 0; i + len - 1 < n; i++) {
                int j = i + len - 1;
                m[i][j] = Long.MAX_VALUE;
                for (int k = i; k < j; k++) m[i][j] = Math.min(m[i][j], m[i][k] + m[k + 1][j] + (long) dims[i] * dims[k + 1] * dims[j + 1]);
            }
        return m[0][n - 1];
    }

    public static void main(String[] args) {
        String[][] pairs = {{"ABCBDAB", "BDCABA"}, {"kitten", "sitting"}, {"intention", "execution"}, {"", "abc"}, {"same", "same"}};
        for (String[] p : pairs) System.out.println("lcs(" + p[0] + "," + p[1] + ")=" + lcs(p[0], p[1]) + " edit=" + edit(p[0], p[1]));
        List<Integer> chosen = new ArrayList<>();
        int best = knapsack(new int[] {12, 2, 1, 1, 4, 7, 3}, new int[] {4, 2, 1, 2, 10, 13, 6}, 15, chosen);
        System.out.println("knapsack " + best + " items " + chosen);
        System.out.println("coin ways 100 " + coinWays(new int[] {1, 5, 10, 25, 50}, 100) + " 1000 " + coinWays(new int[] {1, 2, 5, 10, 20, 50, 100, 200}, 1000));
        System.out.println("min coins " + minCoins(new int[] {1, 7, 10}, 15) + " " + minCoins(new int[] {5, 9}, 13) + " " + minCoins(new int[] {3, 7}, 11));
        System.out.println("lis " + lis(new int[] {10, 9, 2, 5, 3, 7, 101, 18, 4, 19, 20}));
        for (int n : new int[] {5, 10, 50, 100}) System.out.println("partitions(" + n + ")=" + partitions(n, n));
        System.out.println("memo size " + memo.size());
        System.out.println("matrix chain " + matrixChain(new int[] {40, 20, 30, 10, 30}) + " " + matrixChain(new int[] {10, 20, 30, 40, 30}));
        long[][] pascal = new long[21][];
        for (int i = 0; i <= 20; i++) {
            pascal[i] = new long[i + 1];
            pascal[i][0] = pascal[i][i] = 1;
            for (int j = 1; j < i; j++) pascal[i][j] = pascal[i - 1][j - 1] + pascal[i - 1][j];
        }
        System.out.println("C(20,10)=" + pascal[20][10] + " row 10 " + Arrays.toString(pascal[10]));
        int[] stairs = new int[40];
        stairs[0] = 1;
        stairs[1] = 1;
        for (int i = 2; i < 40; i++) stairs[i] = stairs[i - 1] + stairs[i - 2];
        System.out.println("stairs(39)=" + stairs[39]);
        int[] arr = {-2, 1, -3, 4, -1, 2, 1, -5, 4};
        int cur = 0, bestSum = Integer.MIN_VALUE, s = 0, bs = 0, be = 0;
        for (int i = 0; i < arr.length; i++) {
            if (cur <= 0) {
                cur = arr[i];
                s = i;
            } else cur += arr[i];
            if (cur > bestSum) {
                bestSum = cur;
                bs = s;
                be = i;
            }
        }
        System.out.println("kadane " + bestSum + " " + Arrays.toString(Arrays.copyOfRange(arr, bs, be + 1)));
    }
}
