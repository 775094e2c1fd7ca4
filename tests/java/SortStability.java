import java.util.*;

public class SortStability {
    static final class Rec {
        final int key;
        final int seq;

        Rec(int key, int seq) {
            this.key = key;
            this.seq = seq;
        }
    }

    static long checksum(int[] a) {
        long h = 17;
        for (int v : a) h = h * 31 + v;
        return h;
    }

    public static void main(String[] args) {
        Random r = new Random(424242);
        for (int n : new int[] {0, 1, 2, 7, 31, 32, 33, 100, 1000, 5000}) {
            Rec[] recs = new Rec[n];
            for (int i = 0; i < n; i++) recs[i] = new Rec(r.nextInt(10), i);
            Rec[] sorted = recs.clone();
            Arrays.sort(sorted, Comparator.comparingInt(x -> x.key));
            boolean stable = true;
            for (int i = 1; i < n; i++) {
                if (sorted[i - 1].key > sorted[i].key) stable = false;
                if (sorted[i - 1].key == sorted[i].key && sorted[i - 1].seq > sorted[i].seq) stable = false;
            }
            List<Rec> list = new ArrayList<>(Arrays.asList(recs));
            list.sort(Comparator.comparingInt((Rec x) -> x.key).reversed());
            boolean listStable = true;
            for (int i = 1; i < n; i++) if (list.get(i - 1).key == list.get(i).key && list.get(i - 1).seq > list.get(i).seq) listStable = false;
            int[] prim = new int[n];
            for (int i = 0; i < n; i++) prim[i] = r.nextInt() >> r.nextInt(32);
            Arrays.sort(prim);
            boolean ordered = true;
            for (int i = 1; i < n; i++) if (prim[i - 1] > prim[i]) ordered = false;
            System.out.println("n=" + n + " stable " + stable + " list stable " + listStable + " primitive ordered " + ordered + " checksum " + checksum(prim));
        }
        Integer[] runs = new Integer[3000];
        for (int i = 0; i < runs.length; i++) runs[i] = (i / 100) % 2 == 0 ? i : runs.length - i;
        Arrays.sort(runs);
        System.out.println("runs sorted first " + runs[0] + " last " + runs[runs.length - 1] + " mid " + runs[1500]);
        String[] words = new String[2000];
        for (int i = 0; i < words.length; i++) {
            char[] cs = new char[1 + r.nextInt(6)];
            for (int k = 0; k < cs.length; k++) cs[k] = (char) ('a' + r.nextInt(4));
            words[i] = new String(cs);
        }
        String[] byLen = words.clone();
        Arrays.sort(byLen, Comparator.comparingInt(String::length));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 12; i++) sb.append(byLen[i]).append(' ');
        System.out.println("by length (stable) " + sb);
        Arrays.sort(words);
        System.out.println("natural first " + words[0] + " last " + words[words.length - 1] + " distinct " + new TreeSet<>(Arrays.asList(words)).size());
        double[] ds = new double[1000];
        for (int i = 0; i < ds.length; i++) ds[i] = i % 97 == 0 ? Double.NaN : i % 89 == 0 ? -0.0 : i % 83 == 0 ? 0.0 : r.nextDouble() - 0.5;
        Arrays.sort(ds);
        System.out.println("doubles first " + ds[0] + " last " + ds[ds.length - 1] + " zeros " + countZeros(ds));
        char[] cs = "the quick brown fox jumps over the lazy dog".toCharArray();
        Arrays.sort(cs, 4, 15);
        System.out.println("partial char sort " + new String(cs));
        List<Integer> linked = new LinkedList<>();
        for (int i = 0; i < 500; i++) linked.add(r.nextInt(50));
        Collections.sort(linked);
        System.out.println("linked sorted head " + linked.subList(0, 10) + " tail " + linked.subList(490, 500));
        try {
            List<Integer> bad = new ArrayList<>();
            for (int i = 0; i < 100; i++) bad.add(r.nextInt(100));
            bad.sort((a, b) -> a < b ? -1 : 1);
            System.out.println("inconsistent comparator survived, sorted " + isSorted(bad));
        } catch (IllegalArgumentException e) {
            System.out.println("comparator violation: " + e.getMessage());
        }
    }

    static String countZeros(double[] ds) {
        int neg = 0, pos = 0;
        for (double d : ds) {
            if (d == 0 && 1 / d < 0) neg++;
            else if (d == 0) pos++;
        }
        return neg + "/" + pos;
    }

    static boolean isSorted(List<Integer> l) {
        for (int i = 1; i < l.size(); i++) if (l.get(i - 1) > l.get(i)) return false;
        return true;
    }
}
