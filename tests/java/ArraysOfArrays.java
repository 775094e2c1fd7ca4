import java.util.*;

public class ArraysOfArrays {
    static final class Cell implements Cloneable {
        int v;
        int[] hist = new int[2];

        Cell(int v) {
            this.v = v;
        }

        @Override
        public Cell clone() {
            try {
                return (Cell) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }

        Cell deepClone() {
            Cell c = clone();
            c.hist = hist.clone();
            return c;
        }
    }

    static final class NotCloneable {
        Object tryClone() throws CloneNotSupportedException {
            return super.clone();
        }
    }

    public static void main(String[] args) {
        int[][] jag = new int[4][];
        for (int i = 0; i < jag.length; i++) {
            jag[i] = new int[i + 1];
            for (int j = 0; j <= i; j++) jag[i][j] = (i == j || j == 0) ? 1 : jag[i - 1][j - 1] + jag[i - 1][j];
        }
        System.out.println("pascal " + Arrays.deepToString(jag));
        int[][][] cube = new int[2][3][4];
        cube[1][2][3] = 7;
        System.out.println("cube dims " + cube.length + " " + cube[0].length + " " + cube[0][0].length + " " + cube[1][2][3] + " " + Arrays.deepToString(cube[1]));
        int[][] partial = new int[3][];
        System.out.println("partial rows null " + (partial[0] == null) + " " + Arrays.deepToString(partial));
        int[][] grid = {{1, 2, 3}, {4, 5, 6}};
        int[][] shallow = grid.clone();
        shallow[0][0] = 100;
        shallow[1] = new int[] {9};
        System.out.println("shallow clone " + Arrays.deepToString(grid) + " vs " + Arrays.deepToString(shallow));
        int[][] deep = new int[grid.length][];
        for (int i = 0; i < grid.length; i++) deep[i] = grid[i].clone();
        deep[0][1] = -2;
        System.out.println("deep copy " + Arrays.deepToString(grid) + " vs " + Arrays.deepToString(deep));
        int[][] t = new int[3][2];
        for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) t[j][i] = grid[i][j];
        System.out.println("transpose " + Arrays.deepToString(t));
        Cell c = new Cell(5);
        c.hist[0] = 1;
        Cell sh = c.clone();
        Cell dp = c.deepClone();
        c.hist[1] = 2;
        c.v = 6;
        System.out.println("clone fields " + sh.v + " " + Arrays.toString(sh.hist) + " deep " + dp.v + " " + Arrays.toString(dp.hist) + " same class " + (sh.getClass() == Cell.class));
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException " + e.getMessage().endsWith("NotCloneable"));
        }
        Object o = new int[0];
        Object[] objs = new String[] {"a"};
        System.out.println("instanceof int[] " + (o instanceof int[]) + " Object[] " + (o instanceof Object[]) + " String[] as Object[] " + (objs instanceof String[]) + " Comparable[] " + (objs instanceof Comparable[]));
        Object twoD = new String[2][2];
        System.out.println("String[][] instanceof Object[] " + (twoD instanceof Object[]) + " Object[][] " + (twoD instanceof Object[][]) + " CharSequence[][] " + (twoD instanceof CharSequence[][]));
        System.out.println("Cloneable " + (o instanceof Cloneable) + " Serializable " + (o instanceof java.io.Serializable));
        System.out.println("class names " + int[].class.getName() + " " + String[][].class.getName() + " " + new Cell[0].getClass().getSimpleName() + " " + long[][].class.getSimpleName() + " component " + int[][].class.getComponentType());
        try {
            Object[] store = new Integer[1];
            store[0] = "s";
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException " + e.getMessage());
        }
        try {
            Object[][] m = new Integer[1][1];
            m[0] = new String[1];
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException row " + e.getMessage());
        }
        char[][] board = new char[3][3];
        for (char[] row : board) Arrays.fill(row, '.');
        board[1][1] = 'X';
        board[0][2] = 'O';
        for (char[] row : board) System.out.println(new String(row));
        long[] la = new long[3];
        double[] da = new double[2];
        boolean[] ba = new boolean[2];
        String[] sa = new String[2];
        char[] ca = new char[2];
        System.out.println("defaults " + la[0] + " " + da[1] + " " + ba[0] + " " + sa[1] + " " + (int) ca[0]);
        int[] a = {1, 2, 3, 4, 5};
        System.arraycopy(a, 0, a, 1, 4);
        System.out.println("overlapping arraycopy " + Arrays.toString(a));
        int[] b2 = {1, 2, 3, 4, 5};
        System.arraycopy(b2, 2, b2, 0, 3);
        System.out.println("overlapping left " + Arrays.toString(b2));
        try {
            System.arraycopy(a, 3, b2, 0, 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy out of bounds: " + e.getMessage());
        }
        try {
            System.arraycopy(new int[2], 0, new long[2], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy type mismatch: " + e.getMessage());
        }
        Integer[] boxed = {3, 1, 2};
        Object[] asObj = boxed;
        Arrays.sort(asObj);
        System.out.println("sorted through Object[] " + Arrays.toString(boxed) + " equals " + boxed.equals(asObj) + " length " + asObj.length);
        int[][] ragged = {{1}, {}, {2, 3}, {4, 5, 6}};
        int sum = 0, cells = 0;
        for (int[] r : ragged) for (int v : r) {
            sum += v;
            cells++;
        }
        System.out.println("ragged sum " + sum + " cells " + cells + " empty row length " + ragged[1].length);
    }
}
