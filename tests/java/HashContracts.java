import java.util.*;

public class HashContracts {
    static final class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }

        @Override
        public int hashCode() {
            return 31 * x + y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    static final class BadHash {
        final String k;

        BadHash(String k) {
            this.k = k;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BadHash && ((BadHash) o).k.equals(k);
        }

        @Override
        public int hashCode() {
            return 7;
        }

        @Override
        public String toString() {
            return k;
        }
    }

    static final class Mutable {
        int v;

        Mutable(int v) {
            this.v = v;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Mutable && ((Mutable) o).v == v;
        }

        @Override
        public int hashCode() {
            return v;
        }

        @Override
        public String toString() {
            return "M" + v;
        }
    }

    static final class NoHash {
        final int v;

        NoHash(int v) {
            this.v = v;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof NoHash && ((NoHash) o).v == v;
        }
    }

    public static void main(String[] args) {
        Set<Point> pts = new HashSet<>();
        for (int i = 0; i < 5; i++) for (int j = 0; j < 3; j++) pts.add(new Point(i % 3, j));
        System.out.println("points " + pts.size() + " " + pts + " contains (2,2) " + pts.contains(new Point(2, 2)));
        Map<Point, String> names = new HashMap<>();
        names.put(new Point(1, 1), "one-one");
        names.put(new Point(1, 1), "again");
        System.out.println("map " + names + " get " + names.get(new Point(1, 1)));
        Set<BadHash> bad = new HashSet<>();
        for (String s : "delta alpha charlie bravo alpha echo delta".split(" ")) bad.add(new BadHash(s));
        System.out.println("constant hash set " + bad.size() + " " + bad + " contains echo " + bad.contains(new BadHash("echo")));
        bad.remove(new BadHash("charlie"));
        System.out.println("after remove " + bad);
        Set<Mutable> ms = new HashSet<>();
        Mutable m = new Mutable(1);
        ms.add(m);
        m.v = 2;
        System.out.println("mutated key: contains(m) " + ms.contains(m) + " contains M1 " + ms.contains(new Mutable(1)) + " size " + ms.size());
        ms.add(m);
        System.out.println("added again size " + ms.size() + " " + ms);
        System.out.println("NoHash equal but hash differs: list contains " + Arrays.asList(new NoHash(1)).contains(new NoHash(1)));
        Map<String, Integer> hm = new HashMap<>();
        String[] keys = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "polygenelubricants", "", "zz", "hello"};
        for (String k : keys) {
            hm.put(k, k.hashCode());
            System.out.println("hash of '" + k + "' = " + k.hashCode());
        }
        System.out.println("HashMap order " + hm.keySet());
        Map<Integer, String> ints = new HashMap<>();
        for (int i : new int[] {100, 33, 17, 65536, -1, 16, 0, 48, 1 << 20, 31}) ints.put(i, "v" + i);
        System.out.println("int keys order " + ints.keySet());
        Set<Long> longs = new HashSet<>(Arrays.asList(1L << 32, 1L, -1L, 0L, Long.MAX_VALUE, 4294967297L));
        System.out.println("long hashes order " + longs);
        Set<Double> doubles = new HashSet<>(Arrays.asList(0.0, -0.0, Double.NaN, 1.5, Double.NaN, 2.0));
        System.out.println("doubles " + doubles.size() + " " + doubles);
        System.out.println("list hash " + Arrays.asList(1, 2, 3).hashCode() + " set hash " + new HashSet<>(Arrays.asList(1, 2, 3)).hashCode() + " map hash " + names.hashCode() + " entry hash " + new AbstractMap.SimpleEntry<>("a", 1).hashCode());
        System.out.println("Boolean hash " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " Character " + Character.valueOf('A').hashCode() + " String null-safe " + Objects.hashCode(null));
        Map<List<Integer>, String> listKeys = new HashMap<>();
        List<Integer> key = new ArrayList<>(Arrays.asList(1, 2));
        listKeys.put(key, "v");
        System.out.println("list key lookup " + listKeys.get(Arrays.asList(1, 2)) + " " + listKeys.get(new LinkedList<>(Arrays.asList(1, 2))));
        HashMap<String, Integer> big = new HashMap<>();
        for (int i = 0; i < 40; i++) big.put("key" + i, i);
        StringBuilder sb = new StringBuilder();
        for (String k : big.keySet()) sb.append(k.substring(3)).append(' ');
        System.out.println("resized order " + sb);
    }
}
