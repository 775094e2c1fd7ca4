import java.util.ArrayList;
import java.util.List;

public class NQueens {
    static int solutions;
    static int[] firstSolution;

    static void solve(int row, int n, int[] cols, boolean[] usedCol, boolean[] diag1, boolean[] diag2) {
        if (row == n) {
            if (solutions == 0) firstSolution = cols.clone();
            solutions++;
            return;
        }
        for (int c = 0; c < n; c++) {
            if (usedCol[c] || diag1[row + c] || diag2[row - c + n - 1]) continue;
            usedCol[c] = diag1[row + c] = diag2[row - c + n - 1] = true;
            cols[row] = c;
            solve(row + 1, n, cols, usedCol, diag1, diag2);
            usedCol[c] = diag1[row + c] = diag2[row - c + n - 1] = false;
        }
    }

    static int bitSolve(int n, int cols, int d1, int d2) {
        int full = (1 << n) - 1;
        if (cols == full) return 1;
        int count = 0;
        int avail = full & ~(cols | d1 | d2);
        while (avail != 0) {
            int bit = avail & -avail;
            avail -= bit;
            count += bitSolve(n, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
        }
        return count;
    }

    static List<String> render(int[] cols) {
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < cols.length; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < cols.length; c++) sb.append(cols[r] == c ? 'Q' : '.');
            rows.add(sb.toString());
        }
        return rows;
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 8; n++) {
            solutions = 0;
            firstSolution = null;
            solve(0, n, new int[n], new boolean[n], new boolean[2 * n - 1], new boolean[2 * n - 1]);
            int bits = bitSolve(n, 0, 0, 0);
            System.out.println("n=" + n + " solutions=" + solutions + " bitSolve=" + bits + " first=" + (firstSolution == null ? "none" : java.util.Arrays.toString(firstSolution)));
        }
        solutions = 0;
        solve(0, 8, new int[8], new boolean[8], new boolean[15], new boolean[15]);
        for (String row : render(firstSolution)) System.out.println(row);
        System.out.println("n=9 bitSolve=" + bitSolve(9, 0, 0, 0));
        // Knight's tour count on small boards is too slow; do a knight distance table instead.
        int n = 8;
        int[][] dist = new int[n][n];
        for (int[] row : dist) java.util.Arrays.fill(row, -1);
        int[] qr = new int[n * n], qc = new int[n * n];
        int head = 0, tail = 0;
        dist[0][0] = 0;
        qr[tail] = 0;
        qc[tail++] = 0;
        int[][] moves = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
        while (head < tail) {
            int r = qr[head], c = qc[head++];
            for (int[] m : moves) {
                int nr = r + m[0], nc = c + m[1];
                if (nr >= 0 && nc >= 0 && nr < n && nc < n && dist[nr][nc] < 0) {
                    dist[nr][nc] = dist[r][c] + 1;
                    qr[tail] = nr;
                    qc[tail++] = nc;
                }
            }
        }
        for (int[] row : dist) {
            StringBuilder sb = new StringBuilder();
            for (int d : row) sb.append(d).append(' ');
            System.out.println(sb.toString().trim());
        }
    }
}
