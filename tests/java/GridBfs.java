import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;

public class GridBfs {
    static final String[] MAZE = {
        "S.....#.........",
        ".####.#.######..",
        ".#....#......#..",
        ".#.#######.#.#.#",
        ".#.......#.#.#..",
        ".#######.#.#.##.",
        ".......#...#....",
        "######.#####.##.",
        "......#.....#...",
        ".####...###.#.#.",
        "....#.#.#...#.#E",
    };
    static final int[] DR = {-1, 1, 0, 0};
    static final int[] DC = {0, 0, -1, 1};

    static int[][] bfs(char[][] g, int sr, int sc) {
        int h = g.length, w = g[0].length;
        int[][] dist = new int[h][w];
        for (int[] row : dist) java.util.Arrays.fill(row, -1);
        ArrayDeque<int[]> q = new ArrayDeque<>();
        dist[sr][sc] = 0;
        q.add(new int[] {sr, sc});
        while (!q.isEmpty()) {
            int[] cur = q.poll();
            for (int d = 0; d < 4; d++) {
                int nr = cur[0] + DR[d], nc = cur[1] + DC[d];
                if (nr < 0 || nc < 0 || nr >= h || nc >= w) continue;
                if (g[nr][nc] == '#' || dist[nr][nc] >= 0) continue;
                dist[nr][nc] = dist[cur[0]][cur[1]] + 1;
                q.add(new int[] {nr, nc});
            }
        }
        return dist;
    }

    static int components(char[][] g) {
        int h = g.length, w = g[0].length;
        boolean[][] seen = new boolean[h][w];
        int count = 0;
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                if (g[r][c] == '#' || seen[r][c]) continue;
                count++;
                ArrayDeque<int[]> stack = new ArrayDeque<>();
                stack.push(new int[] {r, c});
                seen[r][c] = true;
                while (!stack.isEmpty()) {
                    int[] cur = stack.pop();
                    for (int d = 0; d < 4; d++) {
                        int nr = cur[0] + DR[d], nc = cur[1] + DC[d];
                        if (nr >= 0 && nc >= 0 && nr < h && nc < w && g[nr][nc] != '#' && !seen[nr][nc]) {
                            seen[nr][nc] = true;
                            stack.push(new int[] {nr, nc});
                        }
                    }
                }
            }
        }
        return count;
    }

    static int dijkstra(int[][] cost) {
        int h = cost.length, w = cost[0].length;
        int[][] best = new int[h][w];
        for (int[] row : best) java.util.Arrays.fill(row, Integer.MAX_VALUE);
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[2], b[2]));
        best[0][0] = cost[0][0];
        pq.add(new int[] {cost[0][0], 0, 0});
        int pops = 0;
        while (!pq.isEmpty()) {
            int[] cur = pq.poll();
            pops++;
            if (cur[0] > best[cur[1]][cur[2]]) continue;
            if (cur[1] == h - 1 && cur[2] == w - 1) break;
            for (int d = 0; d < 4; d++) {
                int nr = cur[1] + DR[d], nc = cur[2] + DC[d];
                if (nr < 0 || nc < 0 || nr >= h || nc >= w) continue;
                int nd = cur[0] + cost[nr][nc];
                if (nd < best[nr][nc]) {
                    best[nr][nc] = nd;
                    pq.add(new int[] {nd, nr, nc});
                }
            }
        }
        System.out.println("dijkstra pops " + pops);
        return best[h - 1][w - 1];
    }

    public static void main(String[] args) {
        char[][] g = new char[MAZE.length][];
        int sr = 0, sc = 0, er = 0, ec = 0;
        for (int r = 0; r < MAZE.length; r++) {
            g[r] = MAZE[r].toCharArray();
            for (int c = 0; c < g[r].length; c++) {
                if (g[r][c] == 'S') { sr = r; sc = c; }
                if (g[r][c] == 'E') { er = r; ec = c; }
            }
        }
        int[][] dist = bfs(g, sr, sc);
        System.out.println("shortest path length: " + dist[er][ec]);
        for (int[] row : dist) {
            StringBuilder sb = new StringBuilder();
            for (int d : row) sb.append(d < 0 ? "  #" : String.format("%3d", d));
            System.out.println(sb);
        }
        List<int[]> path = new ArrayList<>();
        int r = er, c = ec;
        while (dist[r][c] != 0) {
            path.add(new int[] {r, c});
            for (int d = 0; d < 4; d++) {
                int nr = r + DR[d], nc = c + DC[d];
                if (nr >= 0 && nc >= 0 && nr < g.length && nc < g[0].length && dist[nr][nc] == dist[r][c] - 1) {
                    r = nr;
                    c = nc;
                    break;
                }
            }
        }
        path.add(new int[] {r, c});
        Collections.reverse(path);
        for (int[] p : path) if (g[p[0]][p[1]] == '.') g[p[0]][p[1]] = '*';
        for (char[] row : g) System.out.println(new String(row));
        StringBuilder ps = new StringBuilder();
        for (int i = 0; i < path.size(); i += 5) ps.append("(").append(path.get(i)[0]).append(",").append(path.get(i)[1]).append(")");
        System.out.println(ps);
        int reachable = 0;
        for (int[] row : dist) for (int d : row) if (d >= 0) reachable++;
        System.out.println("reachable cells " + reachable + ", components " + components(g));
        int[][] cost = new int[12][12];
        long seed = 7;
        for (int i = 0; i < 12; i++) {
            for (int j = 0; j < 12; j++) {
                seed = (seed * 25214903917L + 11) & ((1L << 48) - 1);
                cost[i][j] = (int) (seed >>> 40) % 9 + 1;
            }
        }
        for (int[] row : cost) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(v);
            System.out.println(sb);
        }
        System.out.println("min cost " + dijkstra(cost));
    }
}
