import java.util.*;

public class GraphPaths {
    static final class Edge {
        final int to, w;

        Edge(int to, int w) {
            this.to = to;
            this.w = w;
        }
    }

    static List<List<Edge>> graph(int n, int[][] edges, boolean directed) {
        List<List<Edge>> g = new ArrayList<>();
        for (int i = 0; i < n; i++) g.add(new ArrayList<>());
        for (int[] e : edges) {
            g.get(e[0]).add(new Edge(e[1], e[2]));
            if (!directed) g.get(e[1]).add(new Edge(e[0], e[2]));
        }
        return g;
    }

    static int[] dijkstra(List<List<Edge>> g, int src, int[] prev) {
        int[] dist = new int[g.size()];
        Arrays.fill(dist, Integer.MAX_VALUE);
        Arrays.fill(prev, -1);
        dist[src] = 0;
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[0], b[0]));
        pq.add(new int[] {src, 0});
        while (!pq.isEmpty()) {
            int[] cur = pq.poll();
            if (cur[1] > dist[cur[0]]) continue;
            for (Edge e : g.get(cur[0])) {
                int nd = cur[1] + e.w;
                if (nd < dist[e.to]) {
                    dist[e.to] = nd;
                    prev[e.to] = cur[0];
                    pq.add(new int[] {e.to, nd});
                }
            }
        }
        return dist;
    }

    static List<Integer> path(int[] prev, int t) {
        LinkedList<Integer> p = new LinkedList<>();
        for (int v = t; v != -1; v = prev[v]) p.addFirst(v);
        return p;
    }

    static List<Integer> topo(int n, int[][] edges) {
        int[] indeg = new int[n];
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            indeg[e[1]]++;
        }
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int i = 0; i < n; i++) if (indeg[i] == 0) ready.add(i);
        List<Integer> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            int v = ready.poll();
            order.add(v);
            for (int w : adj.get(v)) if (--indeg[w] == 0) ready.add(w);
        }
        return order.size() == n ? order : null;
    }

    static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    static void dfs(List<List<Edge>> g, int v, boolean[] seen, List<Integer> out) {
        seen[v] = true;
        out.add(v);
        for (Edge e : g.get(v)) if (!seen[e.to]) dfs(g, e.to, seen, out);
    }

    public static void main(String[] args) {
        int[][] edges = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 1}, {2, 3, 5}, {3, 4, 3}, {4, 5, 1}, {3, 5, 6}, {6, 7, 1}};
        List<List<Edge>> g = graph(8, edges, false);
        int[] prev = new int[8];
        int[] dist = dijkstra(g, 0, prev);
        for (int v = 0; v < 8; v++) System.out.println("0 -> " + v + ": " + (dist[v] == Integer.MAX_VALUE ? "unreachable" : dist[v] + " via " + path(prev, v)));
        boolean[] seen = new boolean[8];
        List<List<Integer>> comps = new ArrayList<>();
        for (int v = 0; v < 8; v++) {
            if (seen[v]) continue;
            List<Integer> c = new ArrayList<>();
            dfs(g, v, seen, c);
            comps.add(c);
        }
        System.out.println("components (dfs order) " + comps);
        Integer[] order = new Integer[edges.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, Comparator.comparingInt(i -> edges[i][2]));
        int[] parent = new int[8];
        for (int i = 0; i < 8; i++) parent[i] = i;
        int mst = 0;
        List<String> used = new ArrayList<>();
        for (int i : order) {
            int a = find(parent, edges[i][0]), b = find(parent, edges[i][1]);
            if (a != b) {
                parent[a] = b;
                mst += edges[i][2];
                used.add(edges[i][0] + "-" + edges[i][1]);
            }
        }
        System.out.println("kruskal forest weight " + mst + " edges " + used);
        int[][] deps = {{0, 3}, {1, 3}, {3, 4}, {2, 4}, {4, 5}, {1, 2}};
        System.out.println("topo " + topo(6, deps));
        System.out.println("topo with cycle " + topo(3, new int[][] {{0, 1}, {1, 2}, {2, 0}}));
        int n = 5;
        int INF = 1_000_000;
        int[][] fw = new int[n][n];
        for (int[] row : fw) Arrays.fill(row, INF);
        for (int i = 0; i < n; i++) fw[i][i] = 0;
        int[][] dEdges = {{0, 1, 3}, {1, 2, -2}, {2, 3, 2}, {3, 0, 1}, {0, 4, 10}, {3, 4, 1}};
        for (int[] e : dEdges) fw[e[0]][e[1]] = e[2];
        for (int k = 0; k < n; k++) for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) if (fw[i][k] + fw[k][j] < fw[i][j]) fw[i][j] = fw[i][k] + fw[k][j];
        for (int[] row : fw) System.out.println("floyd " + Arrays.toString(row));
        char[][] maze = {
            "S.#.....".toCharArray(),
            ".##.###.".toCharArray(),
            "....#...".toCharArray(),
            ".##...#E".toCharArray()};
        int rows = maze.length, cols = maze[0].length;
        int[][] d = new int[rows][cols];
        for (int[] row : d) Arrays.fill(row, -1);
        ArrayDeque<int[]> q = new ArrayDeque<>();
        q.add(new int[] {0, 0});
        d[0][0] = 0;
        int[][] dirs = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        while (!q.isEmpty()) {
            int[] c = q.poll();
            for (int[] dd : dirs) {
                int r = c[0] + dd[0], cc = c[1] + dd[1];
                if (r < 0 || cc < 0 || r >= rows || cc >= cols || maze[r][cc] == '#' || d[r][cc] >= 0) continue;
                d[r][cc] = d[c[0]][c[1]] + 1;
                q.add(new int[] {r, cc});
            }
        }
        for (int[] row : d) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(String.format("%3d", v));
            System.out.println(sb);
        }
        System.out.println("maze distance to E " + d[3][7]);
    }
}
