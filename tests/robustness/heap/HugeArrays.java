/** Allocations past the heap limit throw OutOfMemoryError, which the program can catch. */
public class HugeArrays {
    public static void main(String[] args) {
        try {
            int[] a = new int[Integer.MAX_VALUE - 8];
            System.out.println("allocated " + a.length);
        } catch (OutOfMemoryError e) {
            System.out.println("int[MAX-8]: " + e.getMessage());
        }
        try {
            long[] a = new long[Integer.MAX_VALUE];
            System.out.println("allocated " + a.length);
        } catch (OutOfMemoryError e) {
            System.out.println("long[MAX]: " + e.getMessage());
        }
        try {
            int[][] a = new int[100_000][100_000];
            System.out.println("allocated " + a.length);
        } catch (OutOfMemoryError e) {
            System.out.println("int[1e5][1e5]: " + e.getMessage());
        }
        try {
            StringBuilder sb = new StringBuilder("x");
            while (true) {
                sb.append(sb.toString());
            }
        } catch (OutOfMemoryError e) {
            System.out.println("doubling string: OutOfMemoryError");
        }
        System.out.println("still running");
    }
}
