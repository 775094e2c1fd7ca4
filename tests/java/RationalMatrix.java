import java.util.*;

public class RationalMatrix {
    static final class Q implements Comparable<Q> {
        final long num, den;

        Q(long n, long d) {
            if (d == 0) throw new ArithmeticException("zero denominator");
            if (d < 0) {
                n = -n;
                d = -d;
            }
            long g = gcd(Math.abs(n), d);
            num = n / g;
            den = d / g;
        }

        static long gcd(long a, long b) {
            return b == 0 ? (a == 0 ? 1 : a) : gcd(b, a % b);
        }

        static Q of(long n) {
            return new Q(n, 1);
        }

        Q add(Q o) { return new Q(num * o.den + o.num * den, den * o.den); }
        Q sub(Q o) { return new Q(num * o.den - o.num * den, den * o.den); }
        Q mul(Q o) { return new Q(num * o.num, den * o.den); }
        Q div(Q o) { return new Q(num * o.den, den * o.num); }
        boolean isZero() { return num == 0; }

        @Override
        public int compareTo(Q o) {
            return Long.compare(num * o.den, o.num * den);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Q && ((Q) o).num == num && ((Q) o).den == den;
        }

        @Override
        public int hashCode() {
            return Objects.hash(num, den);
        }

        @Override
        public String toString() {
            return den == 1 ? Long.toString(num) : num + "/" + den;
        }
    }

    static Q[][] matrix(long[][] a) {
        Q[][] m = new Q[a.length][a[0].length];
        for (int i = 0; i < a.length; i++) for (int j = 0; j < a[0].length; j++) m[i][j] = Q.of(a[i][j]);
        return m;
    }

    static String show(Q[][] m) {
        StringBuilder sb = new StringBuilder();
        for (Q[] row : m) {
            for (Q q : row) sb.append(String.format("%7s", q));
            sb.append('\n');
        }
        return sb.toString();
    }

    static Q det(Q[][] a) {
        int n = a.length;
        Q[][] m = new Q[n][];
        for (int i = 0; i < n; i++) m[i] = a[i].clone();
        Q d = Q.of(1);
        for (int c = 0; c < n; c++) {
            int p = c;
            while (p < n && m[p][c].isZero()) p++;
            if (p == n) return Q.of(0);
            if (p != c) {
                Q[] t = m[p];
                m[p] = m[c];
                m[c] = t;
                d = d.mul(Q.of(-1));
            }
            d = d.mul(m[c][c]);
            for (int r = c + 1; r < n; r++) {
                Q f = m[r][c].div(m[c][c]);
                for (int k = c; k < n; k++) m[r][k] = m[r][k].sub(f.mul(m[c][k]));
            }
        }
        return d;
    }

    static Q[][] inverse(Q[][] a) {
        int n = a.length;
        Q[][] m = new Q[n][2 * n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < 2 * n; j++) m[i][j] = j < n ? a[i][j] : Q.of(i == j - n ? 1 : 0);
        for (int c = 0; c < n; c++) {
            int p = c;
            while (p < n && m[p][c].isZero()) p++;
            if (p == n) throw new ArithmeticException("singular matrix");
            Q[] t = m[p];
            m[p] = m[c];
            m[c] = t;
            Q pivot = m[c][c];
            for (int k = 0; k < 2 * n; k++) m[c][k] = m[c][k].div(pivot);
            for (int r = 0; r < n; r++) {
                if (r == c) continue;
                Q f = m[r][c];
                for (int k = 0; k < 2 * n; k++) m[r][k] = m[r][k].sub(f.mul(m[c][k]));
            }
        }
        Q[][] inv = new Q[n][n];
        for (int i = 0; i < n; i++) inv[i] = Arrays.copyOfRange(m[i], n, 2 * n);
        return inv;
    }

    static Q[][] mul(Q[][] a, Q[][] b) {
        Q[][] c = new Q[a.length][b[0].length];
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j < b[0].length; j++) {
                Q s = Q.of(0);
                for (int k = 0; k < b.length; k++) s = s.add(a[i][k].mul(b[k][j]));
                c[i][j] = s;
            }
        return c;
    }

    public static void main(String[] args) {
        System.out.println(new Q(6, -8) + " " + new Q(0, 5) + " " + new Q(1, 3).add(new Q(1, 6)) + " " + new Q(2, 3).div(new Q(4, 9)) + " " + new Q(1, 2).compareTo(new Q(2, 3)));
        Q h = Q.of(0);
        for (int i = 1; i <= 20; i++) h = h.add(new Q(1, i));
        System.out.println("H(20) = " + h + " ~ " + (double) h.num / h.den);
        Q[][] a = matrix(new long[][] {{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}});
        System.out.print(show(a));
        System.out.println("det " + det(a));
        Q[][] inv = inverse(a);
        System.out.print("inverse\n" + show(inv));
        System.out.print("a * inv\n" + show(mul(a, inv)));
        Q[][] hilbert = new Q[4][4];
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) hilbert[i][j] = new Q(1, i + j + 1);
        System.out.println("hilbert det " + det(hilbert));
        System.out.print("hilbert inverse\n" + show(inverse(hilbert)));
        try {
            inverse(matrix(new long[][] {{1, 2}, {2, 4}}));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        Set<Q> set = new HashSet<>(Arrays.asList(new Q(1, 2), new Q(2, 4), new Q(3, 6), new Q(1, 3)));
        TreeSet<Q> sorted = new TreeSet<>(Arrays.asList(new Q(3, 4), new Q(-1, 2), new Q(5, 8), new Q(2, 3)));
        System.out.println("distinct " + set.size() + " sorted " + sorted + " floor(7/10) " + sorted.floor(new Q(7, 10)));
    }
}
