/** Fuzz seed: static initializers, static fields, class initialization order. */
public class FuzzStaticInit {
    static int counter;
    static final int[] TABLE;
    static String label = "init";

    static {
        TABLE = new int[8];
        for (int i = 0; i < TABLE.length; i++) {
            TABLE[i] = i * i;
        }
        counter = TABLE[7];
    }

    static class Holder {
        static final long VALUE = compute();

        static long compute() {
            counter++;
            return 1L << 40;
        }
    }

    public static void main(String[] args) {
        System.out.println(label + " " + counter);
        long v = Holder.VALUE;
        System.out.println(v + " " + counter + " " + TABLE[3]);
    }
}
