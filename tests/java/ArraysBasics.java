import java.util.Arrays;

public class ArraysBasics {
    public static void main(String[] args) {
        System.out.println("== defaults ==");
        int[] i = new int[2];
        long[] l = new long[2];
        double[] d = new double[2];
        float[] f = new float[2];
        boolean[] b = new boolean[2];
        char[] c = new char[2];
        byte[] by = new byte[2];
        short[] s = new short[2];
        String[] str = new String[2];
        Object[] o = new Object[2];
        System.out.println(i[1] + " " + l[1] + " " + d[1] + " " + f[1] + " " + b[1] + " " + (int) c[1] + " " + by[1] + " " + s[1] + " " + str[1] + " " + o[1]);
        System.out.println("== class names ==");
        Object[] arrays = {i, l, d, f, b, c, by, s, str, o, new int[1][1], new String[1][1][1], new ArraysBasics[0]};
        for (Object a : arrays) {
            System.out.print(a.getClass().getName() + " ");
        }
        System.out.println();
        System.out.println(int[].class.getSimpleName() + " " + String[][].class.getSimpleName() + " " + int[].class.getComponentType() + " " + int[][].class.getComponentType().getName());
        System.out.println("== rectangular ==");
        int[][] grid = new int[3][4];
        for (int r = 0; r < grid.length; r++) {
            for (int col = 0; col < grid[r].length; col++) {
                grid[r][col] = r * 10 + col;
            }
        }
        System.out.println(Arrays.deepToString(grid));
        long[][][] cube = new long[2][3][4];
        long sum = 0;
        for (int x = 0; x < 2; x++)
            for (int y = 0; y < 3; y++)
                for (int z = 0; z < 4; z++) {
                    cube[x][y][z] = x * 100 + y * 10 + z;
                    sum += cube[x][y][z];
                }
        System.out.println(sum + " " + cube[1][2][3] + " " + cube[1].length + " " + cube[1][2].length);
        int[][] partial = new int[3][];
        System.out.println(partial[0] == null);
        System.out.println("== jagged ==");
        int[][] tri = new int[6][];
        for (int r = 0; r < tri.length; r++) {
            tri[r] = new int[r + 1];
            tri[r][0] = tri[r][r] = 1;
            for (int k = 1; k < r; k++) tri[r][k] = tri[r - 1][k - 1] + tri[r - 1][k];
        }
        for (int[] row : tri) System.out.println(Arrays.toString(row));
        String[][] words = {{"a"}, {}, {"b", "c", "d"}, null};
        for (String[] row : words) System.out.print((row == null ? "null" : row.length + ":" + Arrays.toString(row)) + " ");
        System.out.println();
        char[][] board = {"#.#".toCharArray(), "...".toCharArray(), "#.#".toCharArray()};
        board[1][1] = '@';
        for (char[] row : board) System.out.println(new String(row));
        System.out.println("== clone ==");
        int[] orig = {1, 2, 3};
        int[] cl = orig.clone();
        cl[0] = 99;
        System.out.println(Arrays.toString(orig) + " " + Arrays.toString(cl) + " " + (orig != cl));
        int[][] deep = {{1, 2}, {3, 4}};
        int[][] shallow = deep.clone();
        shallow[0][0] = 100;
        shallow[1] = new int[] {7};
        System.out.println(Arrays.deepToString(deep) + " " + Arrays.deepToString(shallow) + " " + (deep[0] == shallow[0]));
        String[] sc = new String[] {"x", "y"}.clone();
        System.out.println(sc.getClass().getSimpleName() + " " + sc.length);
        System.out.println("== arraycopy ==");
        int[] base = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        int[] a1 = base.clone();
        System.arraycopy(a1, 0, a1, 3, 5);
        System.out.println("overlap right: " + Arrays.toString(a1));
        int[] a2 = base.clone();
        System.arraycopy(a2, 3, a2, 0, 5);
        System.out.println("overlap left:  " + Arrays.toString(a2));
        int[] a3 = base.clone();
        System.arraycopy(a3, 2, a3, 2, 5);
        System.out.println("same pos:      " + Arrays.toString(a3));
        int[] a4 = new int[5];
        System.arraycopy(base, 7, a4, 1, 3);
        System.out.println("to other:      " + Arrays.toString(a4));
        String[] s1 = {"a", "b", "c", "d"};
        Object[] s2 = new Object[6];
        System.arraycopy(s1, 1, s2, 2, 3);
        System.out.println(Arrays.toString(s2));
        System.arraycopy(s1, 0, s1, 1, 3);
        System.out.println(Arrays.toString(s1));
        char[] chars = "hello world".toCharArray();
        System.arraycopy(chars, 6, chars, 0, 5);
        System.out.println(new String(chars));
        System.arraycopy(base, 0, base, 0, 0);
        System.out.println("== covariance ==");
        String[] strings = {"one", "two"};
        Object[] objs = strings;
        System.out.println(objs.getClass().getSimpleName() + " " + (objs instanceof String[]) + " " + (objs instanceof Object[]) + " " + objs[1]);
        Integer[] ints = {1, 2, 3};
        Number[] nums = ints;
        Comparable<?>[] comps = ints;
        System.out.println(nums[0].doubleValue() + " " + comps.length + " " + (nums instanceof Integer[]));
        Object obj = new int[0];
        System.out.println((obj instanceof int[]) + " " + (obj instanceof Object[]) + " " + (obj instanceof long[]));
        Object[][] oo = new String[2][2];
        System.out.println((oo instanceof String[][]) + " " + (oo[0] instanceof String[]) + " " + oo.getClass().getName());
        System.out.println("== misc ==");
        int[] counts = new int[26];
        for (char ch : "the quick brown fox jumps over the lazy dog".toCharArray()) {
            if (ch != ' ') counts[ch - 'a']++;
        }
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 26; k++) sb.append(counts[k]);
        System.out.println(sb);
        int[] fib = new int[20];
        fib[0] = 0;
        fib[1] = 1;
        for (int k = 2; k < fib.length; k++) fib[k] = fib[k - 1] + fib[k - 2];
        System.out.println(Arrays.toString(fib));
        int[] rev = new int[fib.length];
        for (int k = 0; k < fib.length; k++) rev[fib.length - 1 - k] = fib[k];
        System.out.println(Arrays.toString(rev));
        double[] avg = {1.5, 2.5, 3.5, 4.25};
        double total = 0;
        for (double v : avg) total += v;
        System.out.println(total / avg.length);
        int[] x = {5};
        int[] y = x;
        y[0]++;
        System.out.println(x[0] + " " + (x == y) + " " + x.length);
        final int[] holder = new int[1];
        Runnable inc = () -> holder[0] += 5;
        inc.run();
        inc.run();
        System.out.println(holder[0]);
        byte[] bytes = new byte[4];
        bytes[0] = (byte) 200;
        bytes[1] += 130;
        bytes[2]--;
        bytes[3] = (byte) (bytes[0] + bytes[1]);
        System.out.println(Arrays.toString(bytes));
        short[] shorts = {Short.MAX_VALUE};
        shorts[0]++;
        System.out.println(shorts[0]);
        char[] cc = {'a'};
        cc[0] += 2;
        cc[0]++;
        System.out.println(cc[0]);
        boolean[] flags = new boolean[5];
        for (int k = 0; k < 5; k += 2) flags[k] = !flags[k];
        flags[4] &= false;
        flags[1] |= true;
        flags[3] ^= true;
        System.out.println(Arrays.toString(flags));
        long[] longs = {Long.MAX_VALUE};
        longs[0] += 1;
        System.out.println(longs[0]);
        float[] floats = {0.1f};
        floats[0] *= 3;
        System.out.println(floats[0]);
    }
}
