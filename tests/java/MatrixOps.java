import java.util.*;

public class MatrixOps {
    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                double s = 0;
                for (int t = 0; t < k; t++) s += a[i][t] * b[t][j];
                c[i][j] = s;
            }
        return c;
    }

    static long[][] mulMod(long[][] a, long[][] b, long mod) {
        int n = a.length;
        long[][] c = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                long s = 0;
                for (int t = 0; t < n; t++) s = (s + a[i][t] * b[t][j]) % mod;
                c[i][j] = s;
            }
        return c;
    }

    static long[][] powMod(long[][] m, long e, long mod) {
        int n = m.length;
        long[][] r = new long[n][n];
        for (int i = 0; i < n; i++) r[i][i] = 1;
        while (e > 0) {
            if ((e & 1) == 1) r = mulMod(r, m, mod);
            m = mulMod(m, m, mod);
            e >>= 1;
        }
        return r;
    }

    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
        }
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
            double[] t = m[p];
            m[p] = m[c];
            m[c] = t;
            for (int r = c + 1; r < n; r++) {
                double f = m[r][c] / m[c][c];
                for (int k = c; k <= n; k++) m[r][k] -= f * m[c][k];
            }
        }
        double[] x = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double s = m[i][n];
            for (int k = i + 1; k < n; k++) s -= m[i][k] * x[k];
            x[i] = s / m[i][i];
        }
        return x;
    }

    static String fmt(double[][] m) {
        StringBuilder sb = new StringBuilder();
        for (double[] row : m) {
            for (double v : row) sb.append(String.format("%9.3f", v));
            sb.append('\n');
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        double[][] a = {{1, 2, 3}, {4, 5, 6}};
        double[][] b = {{7, 8}, {9, 10}, {11, 12}};
        System.out.print(fmt(mul(a, b)));
        System.out.print(fmt(mul(b, a)));
        double theta = Math.PI / 6;
        double[][] rot = {{Math.cos(theta), -Math.sin(theta)}, {Math.sin(theta), Math.cos(theta)}};
        double[][] p = {{1}, {0}};
        for (int i = 0; i < 12; i++) p = mul(rot, p);
        System.out.printf("after 12 rotations: %.6f %.6f%n", p[0][0], p[1][0]);
        long[][] fib = {{1, 1}, {1, 0}};
        for (long n : new long[] {10, 50, 90, 1000, 1000000000000L}) System.out.println("fib(" + n + ") mod 1e9+7 = " + powMod(fib, n, 1_000_000_007L)[0][1]);
        double[] x = solve(new double[][] {{2, 1, -1}, {-3, -1, 2}, {-2, 1, 2}}, new double[] {8, -11, -3});
        System.out.println("solve " + Arrays.toString(x));
        double[] y = solve(new double[][] {{4, -2, 1}, {-2, 4, -2}, {1, -2, 4}}, new double[] {11, -16, 17});
        System.out.printf("solve2 %.6f %.6f %.6f%n", y[0], y[1], y[2]);
        int n = 5;
        int[][] spiral = new int[n][n];
        int v = 1, top = 0, bottom = n - 1, left = 0, right = n - 1;
        while (v <= n * n) {
            for (int j = left; j <= right; j++) spiral[top][j] = v++;
            top++;
            for (int i = top; i <= bottom; i++) spiral[i][right] = v++;
            right--;
            for (int j = right; j >= left; j--) spiral[bottom][j] = v++;
            bottom--;
            for (int i = bottom; i >= top; i--) spiral[i][left] = v++;
            left++;
        }
        for (int[] row : spiral) System.out.println(Arrays.toString(row));
        int[][] rotated = new int[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) rotated[j][n - 1 - i] = spiral[i][j];
        System.out.println("rotated first row " + Arrays.toString(rotated[0]) + " trace " + trace(rotated));
        int[][] magic = new int[3][3];
        int r = 0, c = 1;
        for (int k = 1; k <= 9; k++) {
            magic[r][c] = k;
            int nr = (r + 2) % 3, nc = (c + 1) % 3;
            if (magic[nr][nc] != 0) nr = (r + 1) % 3;
            else r = nr;
            if (magic[nr][nc] != 0 || nr != r) {
                r = nr;
            } else {
                c = nc;
            }
            if (nr == r && magic[r][c] == 0) {
                continue;
            }
        }
        System.out.println("magic-ish " + Arrays.deepToString(magic));
    }

    static int trace(int[][] m) {
        int t = 0;
        for (int i = 0; i < m.length; i++) t += m[i][i];
        return t;
    }
}
