import gov.nasa.jpf.vm.Verify;

/** Allocates the same four objects, plus garbage, in each of the 24 orders, then stores them
 *  in fixed places. Every path reaches the same state at the final choice point, so it must
 *  be new once and revisited 23 times: fingerprints do not depend on allocation order. */
public class AllocationOrder {
    static int[] numbers;
    static StringBuilder text;
    static Object plain;
    static int[][] grid;

    static Object make(int kind) {
        new Object[3].hashCode();
        switch (kind) {
            case 0: return new int[] {1, 2, 3};
            case 1: return new StringBuilder("ab");
            case 2: return new Object();
            default: return new int[][] {{4}, {5, 6}};
        }
    }

    /** The perm-th permutation of 0..3. */
    static int[] permutation(int perm) {
        int[] order = {0, 1, 2, 3};
        for (int i = 0; i < 4; i++) {
            int j = i + perm % (4 - i);
            perm /= 4 - i;
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    static void build(int perm) {
        Object[] made = new Object[4];
        for (int k : permutation(perm)) made[k] = make(k);
        numbers = (int[]) made[0];
        text = (StringBuilder) made[1];
        plain = made[2];
        grid = (int[][]) made[3];
    }

    public static void main(String[] args) {
        int perm = Verify.getInt(0, 23);
        build(perm);
        perm = 0;
        Verify.breakTransition();
    }
}
