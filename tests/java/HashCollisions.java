import java.util.*;

public class HashCollisions {
    static final class Key implements Comparable<Key> {
        final int id;
        final int bucket;

        Key(int id, int bucket) {
            this.id = id;
            this.bucket = bucket;
        }

        @Override
        public int hashCode() {
            return bucket;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).id == id;
        }

        @Override
        public int compareTo(Key o) {
            return Integer.compare(id, o.id);
        }

        @Override
        public String toString() {
            return id + "@" + bucket;
        }
    }

    public static void main(String[] args) {
        HashMap<Key, Integer> m = new HashMap<>();
        int[] order = {17, 3, 44, 8, 91, 23, 5, 60, 12, 77, 31, 2, 99, 50, 41};
        for (int id : order) m.put(new Key(id, id % 3 == 0 ? 7 : 7 + 16 * (id % 2)), id);
        System.out.println("map " + m);
        for (int id : new int[] {44, 3, 99, 12}) m.remove(new Key(id, 0));
        System.out.println("after removing (wrong bucket) " + m.size());
        for (int id : new int[] {44, 3, 99, 12}) m.remove(new Key(id, id % 3 == 0 ? 7 : 7 + 16 * (id % 2)));
        System.out.println("after removing " + m);
        HashSet<Key> big = new HashSet<>();
        for (int i = 0; i < 40; i++) big.add(new Key((i * 37) % 101, 5));
        System.out.println("tree bin set " + big.size() + " " + big);
        System.out.println("contains " + big.contains(new Key(37, 5)) + " " + big.contains(new Key(38, 5)));
        Iterator<Key> it = big.iterator();
        int n = 0;
        while (it.hasNext()) {
            Key k = it.next();
            if (k.id % 4 == 0) {
                it.remove();
                n++;
            }
        }
        System.out.println("removed " + n + " left " + big);
        HashMap<String, Integer> strs = new HashMap<>();
        String[] collide = {"Aa", "BB", "AaAa", "AaBB", "BBAa", "BBBB", "AaAaAa", "BBBBBB", "C#", "Ab"};
        for (int i = 0; i < collide.length; i++) strs.put(collide[i], i);
        System.out.println("string collisions " + strs);
        for (String s : collide) System.out.print(s.hashCode() + " ");
        System.out.println();
        HashMap<Integer, String> grow = new HashMap<>(2);
        for (int i = 0; i < 30; i++) {
            grow.put(i * 64, "v");
            if (i % 10 == 9) System.out.println("size " + grow.size() + " keys " + grow.keySet());
        }
        HashMap<Double, String> dbl = new HashMap<>();
        for (double d = 0.5; d < 8; d *= 1.5) dbl.put(d, String.format("%.3f", d));
        System.out.println("double keys " + dbl.keySet());
        HashSet<Object> mixed = new HashSet<>(Arrays.asList(1, 1L, "1", '1', 1.0, (short) 1, (byte) 1, 1.0f, true));
        List<String> kinds = new ArrayList<>();
        for (Object o : mixed) kinds.add(o.getClass().getSimpleName() + ":" + o);
        System.out.println("mixed " + mixed.size() + " " + kinds);
    }
}
