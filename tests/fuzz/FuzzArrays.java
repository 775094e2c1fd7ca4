/** Fuzz seed: int, byte, char and object arrays, a 2-D array, array copies and bounds. */
public class FuzzArrays {
    public static void main(String[] args) {
        int[] a = new int[16];
        for (int i = 0; i < a.length; i++) {
            a[i] = (i * 37) % 11;
        }
        byte[] b = new byte[] {1, -2, 3, 127, -128};
        char[] c = {'f', 'u', 'z', 'z'};
        long[][] grid = new long[3][4];
        grid[2][3] = 9L;
        String[] names = new String[2];
        names[0] = "x";
        int[] copy = a.clone();
        System.arraycopy(a, 0, copy, 4, 8);
        int s = 0;
        for (int v : copy) {
            s += v;
        }
        for (byte x : b) {
            s += x;
        }
        try {
            s += a[a.length];
        } catch (ArrayIndexOutOfBoundsException e) {
            s += 1000;
        }
        System.out.println(s + " " + new String(c) + " " + grid[2][3] + " " + names[1]);
    }
}
