import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;

public class ObjectsHash {
    public static void main(String[] args) {
        System.out.println("== Objects ==");
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals(null, "a") + " " + Objects.equals("a", "a") + " " + Objects.equals(1, 1L));
        System.out.println(Objects.hash() + " " + Objects.hash(1) + " " + Objects.hash(1, 2) + " " + Objects.hash("a", "b", "c") + " " + Objects.hash((Object) null) + " " + Objects.hash(1.5, true, 'x', 7L));
        System.out.println(Objects.hashCode(null) + " " + Objects.hashCode("abc") + " " + Objects.toString(null) + " " + Objects.toString(null, "default") + " " + Objects.toString(42));
        System.out.println(Objects.isNull(null) + " " + Objects.nonNull(null) + " " + Objects.requireNonNull("ok") + " " + Objects.compare("a", "b", String::compareTo));
        try {
            Objects.requireNonNull(null, "value must not be null");
        } catch (NullPointerException e) {
            System.out.println("NPE with message: " + e.getMessage());
        }
        System.out.println(Objects.deepEquals(new int[] {1, 2}, new int[] {1, 2}) + " " + Objects.equals(new int[] {1}, new int[] {1}));
        System.out.println("== box hashCodes ==");
        int[] is = {0, 1, -1, 42, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int i : is) System.out.print(Integer.valueOf(i).hashCode() + " ");
        System.out.println();
        long[] ls = {0L, 1L, -1L, 1L << 32, Long.MAX_VALUE, Long.MIN_VALUE, 123456789012345L};
        for (long l : ls) System.out.print(Long.valueOf(l).hashCode() + " ");
        System.out.println();
        double[] ds = {0.0, -0.0, 1.0, -1.0, 0.1, 3.14159, 1e100, Double.NaN, Double.POSITIVE_INFINITY, Double.MIN_VALUE};
        for (double d : ds) System.out.print(Double.valueOf(d).hashCode() + " ");
        System.out.println();
        float[] fs = {0.0f, -0.0f, 1.0f, 0.1f, Float.NaN, Float.MAX_VALUE};
        for (float f : fs) System.out.print(Float.valueOf(f).hashCode() + " ");
        System.out.println();
        System.out.println(Boolean.hashCode(true) + " " + Boolean.hashCode(false) + " " + Character.hashCode('Z') + " " + Short.hashCode((short) -1) + " " + Byte.hashCode((byte) 100));
        System.out.println("== string hashCodes ==");
        String s = "";
        for (int i = 0; i < 15; i++) {
            s += (char) ('a' + i * 3 % 26);
            System.out.print(s.hashCode() + " ");
        }
        System.out.println();
        System.out.println("== collection hashCodes ==");
        List<Integer> al = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            al.add(i * i - 5);
            System.out.print(al.hashCode() + " ");
        }
        System.out.println();
        List<Object> withNull = new ArrayList<>(Arrays.asList("a", null, 3, 4.5, 'c', true));
        System.out.println(withNull.hashCode() + " " + new LinkedList<>(withNull).hashCode() + " " + Arrays.asList("a", null, 3, 4.5, 'c', true).hashCode());
        List<List<String>> nested = Arrays.asList(Arrays.asList("x", "y"), Arrays.asList(), Arrays.asList("z"));
        System.out.println(nested.hashCode());
        Map<String, Integer> hm = new HashMap<>();
        Map<String, Integer> tm = new TreeMap<>();
        for (String w : "one two three four five six".split(" ")) {
            hm.put(w, w.length());
            tm.put(w, w.length());
        }
        System.out.println(hm.hashCode() + " " + tm.hashCode() + " " + hm.equals(tm) + " " + tm.equals(hm));
        System.out.println(new HashSet<>(Arrays.asList(1, 2, 3, 100)).hashCode() + " " + new TreeSet<>(Arrays.asList("a", "b")).hashCode());
        Map.Entry<String, Integer> e = tm.entrySet().iterator().next();
        System.out.println(e + " " + e.hashCode() + " " + ("five".hashCode() ^ 4));
        System.out.println(Arrays.asList(1, 2).equals(Arrays.asList(1, 2)) + " " + Arrays.asList(1, 2).equals(Arrays.asList(2, 1)) + " " + new ArrayList<>().equals(new HashSet<>()));
        System.out.println(Boolean.valueOf(true).equals(true) + " " + "x".equals('x') + " " + Character.valueOf('x').equals('x') + " " + Integer.valueOf(3).equals((short) 3));
    }
}
