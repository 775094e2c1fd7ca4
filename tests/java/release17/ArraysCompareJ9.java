import java.util.*;

public class ArraysCompareJ9 {
    public static void main(String[] args) {
        int[][] ints = {{}, {1}, {1, 2}, {1, 3}, {0, 5, 5}, {1, 2, 0}, null};
        for (int[] a : ints) {
            StringBuilder sb = new StringBuilder(Arrays.toString(a) + ":");
            for (int[] b : ints) sb.append(' ').append(Integer.signum(Arrays.compare(a, b)));
            if (a != null) {
                sb.append(" | mismatch");
                for (int[] b : ints) if (b != null) sb.append(' ').append(Arrays.mismatch(a, b));
            }
            System.out.println(sb);
        }
        System.out.println("bytes " + Arrays.compare(new byte[] {-1}, new byte[] {1}) + " unsigned " + Arrays.compareUnsigned(new byte[] {-1}, new byte[] {1}));
        System.out.println("ints unsigned " + Arrays.compareUnsigned(new int[] {-1}, new int[] {5}) + " longs " + Arrays.compare(new long[] {5L, Long.MIN_VALUE}, new long[] {5L, 0L}));
        System.out.println("chars " + Arrays.compare("abc".toCharArray(), "abd".toCharArray()) + " " + Arrays.mismatch("hello".toCharArray(), "help".toCharArray()));
        System.out.println("booleans " + Arrays.compare(new boolean[] {true}, new boolean[] {false}) + " " + Arrays.mismatch(new boolean[] {true, false}, new boolean[] {true, false}));
        System.out.println("doubles " + Arrays.compare(new double[] {0.0}, new double[] {-0.0}) + " " + Arrays.mismatch(new double[] {Double.NaN}, new double[] {Double.NaN}) + " " + Arrays.mismatch(new double[] {0.0}, new double[] {-0.0}) + " " + Arrays.compare(new double[] {Double.NaN}, new double[] {1.0}));
        System.out.println("floats " + Arrays.compare(new float[] {1f, 2f}, new float[] {1f}) + " " + Arrays.mismatch(new float[] {1f, Float.NaN}, new float[] {1f, Float.NaN}));
        String[] s1 = {"apple", "banana"}, s2 = {"apple", "cherry"}, s3 = {"apple", null};
        System.out.println("strings " + Arrays.compare(s1, s2) + " " + Arrays.compare(s2, s1) + " " + Arrays.compare(s1, s3) + " " + Arrays.compare(s3, s3.clone()) + " " + Arrays.mismatch(s1, s2) + " " + Arrays.mismatch(s3, s3.clone()));
        System.out.println("comparator " + Arrays.compare(new String[] {"B"}, new String[] {"a"}, String.CASE_INSENSITIVE_ORDER) + " " + Arrays.mismatch(new String[] {"x", "Y"}, new String[] {"X", "y"}, String.CASE_INSENSITIVE_ORDER));
        List<int[]> versions = new ArrayList<>(List.of(new int[] {1, 10}, new int[] {1, 2, 3}, new int[] {1, 2}, new int[] {0, 99}, new int[] {1, 2, 3, 0}));
        versions.sort(Arrays::compare);
        StringBuilder sb = new StringBuilder();
        for (int[] v : versions) sb.append(Arrays.toString(v));
        System.out.println("sorted versions " + sb);
        System.out.println("equals ranges " + Arrays.equals(new int[] {1, 2, 3, 4}, 1, 3, new int[] {9, 2, 3}, 1, 3) + " hash " + Arrays.hashCode(new long[] {1L << 40}));
        try {
            Arrays.mismatch((int[]) null, new int[0]);
        } catch (NullPointerException e) {
            System.out.println("mismatch null: NPE");
        }
    }
}
