import java.util.Arrays;

public class MatrixMul {
    static long[][] mul(long[][] a, long[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        long[][] c = new long[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                long s = 0;
                for (int x = 0; x < k; x++) s += a[i][x] * b[x][j];
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
                for (int x = 0; x < n; x++) s = (s + a[i][x] * b[x][j]) % mod;
                c[i][j] = s;
            }
        return c;
    }

    static long[][] pow(long[][] m, long e, long mod) {
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

    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++)
            for (int x = 0; x < k; x++) {
                double av = a[i][x];
                for (int j = 0; j < m; j++) c[i][j] += av * b[x][j];
            }
        return c;
    }

    static long[][] transpose(long[][] a) {
        long[][] t = new long[a[0].length][a.length];
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j < a[0].length; j++) t[j][i] = a[i][j];
        return t;
    }

    static double det(double[][] m) {
        int n = m.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) a[i] = m[i].clone();
        double d = 1;
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
            if (a[pivot][col] == 0) return 0;
            if (pivot != col) {
                double[] t = a[pivot];
                a[pivot] = a[col];
                a[col] = t;
                d = -d;
            }
            d *= a[col][col];
            for (int r = col + 1; r < n; r++) {
                double f = a[r][col] / a[col][col];
                for (int c = col; c < n; c++) a[r][c] -= f * a[col][c];
            }
        }
        return d;
    }

    static void print(String label, long[][] m) {
        System.out.println(label + ":");
        for (long[] row : m) System.out.println("  " + Arrays.toString(row));
    }

    public static void main(String[] args) {
        long[][] a = {{1, 2, 3}, {4, 5, 6}};
        long[][] b = {{7, 8}, {9, 10}, {11, 12}};
        print("A*B", mul(a, b));
        print("B*A", mul(b, a));
        print("A^T", transpose(a));
        print("A*A^T", mul(a, transpose(a)));
        long[][] fib = {{1, 1}, {1, 0}};
        for (int e : new int[] {1, 2, 10, 50, 90}) {
            long[][] p = pow(fib, e, Long.MAX_VALUE);
            System.out.println("fib^" + e + " -> F(" + e + ") = " + p[0][1]);
        }
        long[][] big = pow(fib, 1000000000L, 1000000007L);
        System.out.println("F(1e9) mod p = " + big[0][1]);
        int n = 6;
        long[][] m1 = new long[n][n];
        long[][] m2 = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                m1[i][j] = (i * 7 + j * 3) % 11 - 5;
                m2[i][j] = (i * j + 1) % 7 - 3;
            }
        long[][] p = mul(m1, m2);
        print("M1*M2", p);
        long trace = 0;
        for (int i = 0; i < n; i++) trace += p[i][i];
        System.out.println("trace " + trace);
        long[][] lhs = mul(mul(m1, m2), m1);
        long[][] rhs = mul(m1, mul(m2, m1));
        System.out.println("associative " + Arrays.deepEquals(lhs, rhs));
        long[][] overflow = {{Long.MAX_VALUE / 2, 3}, {2, 1}};
        print("overflowing square", mul(overflow, overflow));
        double[][] h = new double[4][4];
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++) h[i][j] = 1.0 / (i + j + 1);
        double[][] h2 = mul(h, h);
        for (double[] row : h2) System.out.println(Arrays.toString(row));
        System.out.println("det(H) = " + det(h));
        double[][] rot = {{0, -1}, {1, 0}};
        double[][] r = {{1, 0}, {0, 1}};
        for (int i = 0; i < 4; i++) {
            r = mul(r, rot);
            System.out.println("rot^" + (i + 1) + " " + Arrays.deepToString(r));
        }
        double[][] m3 = {{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}};
        System.out.println("det(m3) = " + det(m3) + " det(singular) = " + det(new double[][] {{1, 2}, {2, 4}}));
    }
}
