import java.util.*;

public class ArraysUtility {
    public static void main(String[] args) {
        int[] a = {9, 4, 7, 1, 8, 2, 6, 3, 5, 0};
        Arrays.sort(a, 2, 7);
        System.out.println("sort range " + Arrays.toString(a));
        Arrays.sort(a);
        System.out.println("sorted " + Arrays.toString(a));
        for (int k : new int[] {-1, 0, 5, 9, 10}) System.out.print("bs(" + k + ")=" + Arrays.binarySearch(a, k) + " ");
        System.out.println();
        System.out.println("bs range " + Arrays.binarySearch(a, 2, 6, 4) + " " + Arrays.binarySearch(a, 2, 6, 8));
        int[] filled = new int[8];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 2, 5, -1);
        System.out.println("fill " + Arrays.toString(filled));
        int[] copy = Arrays.copyOf(a, 13);
        int[] shorter = Arrays.copyOf(a, 4);
        int[] range = Arrays.copyOfRange(a, 7, 12);
        System.out.println("copyOf " + Arrays.toString(copy) + " " + Arrays.toString(shorter) + " copyOfRange " + Arrays.toString(range));
        System.out.println("equals " + Arrays.equals(a, a.clone()) + " " + Arrays.equals(a, shorter) + " hash " + Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode((int[]) null));
        int[][] grid = {{1, 2}, {3, 4}, {5}};
        int[][] grid2 = {{1, 2}, {3, 4}, {5}};
        System.out.println("deepToString " + Arrays.deepToString(grid) + " toString " + Arrays.toString(grid).startsWith("[[I@"));
        System.out.println("equals 2d " + Arrays.equals(grid, grid2) + " deepEquals " + Arrays.deepEquals(grid, grid2) + " deepHashCode " + Arrays.deepHashCode(grid));
        Object[] nested = {1, "two", new String[] {"x", "y"}, new int[] {3}, null, new Object[] {new double[] {1.5}}};
        System.out.println("deep mixed " + Arrays.deepToString(nested));
        String[] ss = {"pear", "Apple", "fig", "banana", "Cherry"};
        Arrays.sort(ss);
        System.out.println("strings " + Arrays.toString(ss));
        Arrays.sort(ss, String.CASE_INSENSITIVE_ORDER);
        System.out.println("ci " + Arrays.toString(ss));
        Arrays.sort(ss, Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        System.out.println("by length " + Arrays.toString(ss) + " bs " + Arrays.binarySearch(new String[] {"a", "c", "e"}, "d"));
        List<String> view = Arrays.asList(ss);
        view.set(0, "FIG");
        System.out.println("asList write-through " + ss[0] + " size " + view.size());
        try {
            view.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList add: UOE");
        }
        try {
            view.remove(0);
        } catch (UnsupportedOperationException e) {
            System.out.println("asList remove: UOE");
        }
        Collections.reverse(view);
        System.out.println("reverse through view " + Arrays.toString(ss));
        int[] prim = {1, 2, 3};
        System.out.println("asList(int[]) size " + Arrays.asList(prim).size() + " asList(Integer...) " + Arrays.asList(1, 2, 3));
        double[] ds = {3.5, -0.0, 0.0, Double.NaN, -1.0, Double.NEGATIVE_INFINITY};
        Arrays.sort(ds);
        System.out.println("double sort " + Arrays.toString(ds) + " bs(0.0)=" + Arrays.binarySearch(ds, 0.0) + " bs(NaN)=" + Arrays.binarySearch(ds, Double.NaN));
        char[] cs = "hello world".toCharArray();
        Arrays.sort(cs);
        System.out.println("chars " + new String(cs) + " " + Arrays.toString(Arrays.copyOf(cs, 3)));
        long[] ls = {5L, -5L, Long.MAX_VALUE, 0L};
        Arrays.sort(ls);
        System.out.println("longs " + Arrays.toString(ls));
        boolean[] bs = new boolean[3];
        Arrays.fill(bs, true);
        System.out.println("booleans " + Arrays.toString(bs) + " bytes " + Arrays.toString(new byte[] {-1, 0, 1}) + " null " + Arrays.toString((int[]) null));
        Integer[] boxed = {5, 1, 4, 1, 5, 9, 2, 6};
        Arrays.sort(boxed, Collections.reverseOrder());
        System.out.println("boxed reverse " + Arrays.toString(boxed));
        Arrays.sort(boxed, 1, 5);
        System.out.println("boxed range " + Arrays.toString(boxed));
        int[] sq = new int[6];
        Arrays.setAll(sq, i -> i * i);
        System.out.println("setAll " + Arrays.toString(sq));
        try {
            Arrays.sort(a, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("bad range: " + e.getMessage());
        }
        try {
            Arrays.fill(filled, 3, 20, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("fill AIOOBE: " + e.getMessage());
        }
        try {
            Arrays.copyOfRange(a, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange: " + e.getMessage());
        }
        Object[] objs = new String[2];
        try {
            objs[0] = 1;
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e.getMessage());
        }
    }
}
