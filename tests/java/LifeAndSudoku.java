import java.util.*;

public class LifeAndSudoku {
    static boolean[][] step(boolean[][] g) {
        int r = g.length, c = g[0].length;
        boolean[][] n = new boolean[r][c];
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) {
                int live = 0;
                for (int di = -1; di <= 1; di++)
                    for (int dj = -1; dj <= 1; dj++) {
                        if (di == 0 && dj == 0) continue;
                        int ii = (i + di + r) % r, jj = (j + dj + c) % c;
                        if (g[ii][jj]) live++;
                    }
                n[i][j] = g[i][j] ? live == 2 || live == 3 : live == 3;
            }
        return n;
    }

    static String show(boolean[][] g) {
        StringBuilder sb = new StringBuilder();
        for (boolean[] row : g) {
            for (boolean b : row) sb.append(b ? '#' : '.');
            sb.append('\n');
        }
        return sb.toString();
    }

    static int[][] board;
    static int guesses;

    static boolean ok(int r, int c, int v) {
        for (int i = 0; i < 9; i++) if (board[r][i] == v || board[i][c] == v) return false;
        int br = r / 3 * 3, bc = c / 3 * 3;
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) if (board[br + i][bc + j] == v) return false;
        return true;
    }

    static boolean solve() {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                if (board[r][c] != 0) continue;
                for (int v = 1; v <= 9; v++) {
                    if (ok(r, c, v)) {
                        board[r][c] = v;
                        guesses++;
                        if (solve()) return true;
                        board[r][c] = 0;
                    }
                }
                return false;
            }
        return true;
    }

    public static void main(String[] args) {
        boolean[][] g = new boolean[8][10];
        int[][] glider = {{0, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};
        for (int[] p : glider) g[p[0]][p[1]] = true;
        g[5][6] = g[5][7] = g[5][8] = true;
        for (int gen = 0; gen <= 4; gen++) {
            int alive = 0;
            for (boolean[] row : g) for (boolean b : row) if (b) alive++;
            System.out.println("gen " + gen + " alive " + alive);
            System.out.print(show(g));
            g = step(g);
        }
        Set<String> seen = new HashSet<>();
        int gen = 0;
        while (seen.add(show(g)) && gen < 200) {
            g = step(g);
            gen++;
        }
        System.out.println("repeat after " + gen + " more generations");
        String puzzle =
            "530070000" + "600195000" + "098000060" +
            "800060003" + "400803001" + "700020006" +
            "060000280" + "000419005" + "000080079";
        board = new int[9][9];
        for (int i = 0; i < 81; i++) board[i / 9][i % 9] = puzzle.charAt(i) - '0';
        boolean solved = solve();
        System.out.println("sudoku solved " + solved + " after " + guesses + " placements");
        for (int[] row : board) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(v);
            System.out.println(sb);
        }
        int check = 0;
        for (int i = 0; i < 9; i++) {
            Set<Integer> row = new HashSet<>(), col = new HashSet<>();
            for (int j = 0; j < 9; j++) {
                row.add(board[i][j]);
                col.add(board[j][i]);
            }
            if (row.size() == 9 && col.size() == 9) check++;
        }
        System.out.println("valid rows/cols " + check);
    }
}
