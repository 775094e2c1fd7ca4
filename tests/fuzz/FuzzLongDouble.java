/** Fuzz seed: long and double arithmetic, conversions, float and wide constants. */
public class FuzzLongDouble {
    public static void main(String[] args) {
        long acc = 0x123456789ABCDEFL;
        double d = 1.0 / 3.0;
        float f = 2.5f;
        for (int i = 0; i < 10; i++) {
            acc = acc * 6364136223846793005L + 1442695040888963407L;
            d = d * 1.5 + (acc >>> 60);
            f -= 0.25f;
        }
        long q = acc / 7 + acc % 13;
        double r = Math.sqrt(Math.abs(d)) + (double) q;
        int narrowed = (int) r;
        long fromDouble = (long) (d * 1e12);
        System.out.println(acc + " " + q + " " + narrowed + " " + fromDouble);
        System.out.println(d + " " + f + " " + (float) d + " " + Double.MAX_VALUE + " " + Long.MIN_VALUE);
        System.out.println((acc < 0 ? -1 : 1) + " " + Double.compare(d, r) + " " + (0.0 / 0.0 != 0.0 / 0.0));
    }
}
