public class OverflowDivision {
    static int idiv(int a, int b) { return a / b; }
    static int irem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }

    public static void main(String[] args) {
        int[] as = {7, -7, 0, Integer.MIN_VALUE, Integer.MAX_VALUE, 1};
        int[] bs = {2, -2, 3, -1, 1, Integer.MIN_VALUE};
        for (int a : as) {
            StringBuilder sb = new StringBuilder("a=" + a + ":");
            for (int b : bs) {
                sb.append(" ").append(idiv(a, b)).append("r").append(irem(a, b))
                  .append("/f").append(Math.floorDiv(a, b)).append("m").append(Math.floorMod(a, b));
            }
            System.out.println(sb);
        }
        long[] las = {7L, -7L, Long.MIN_VALUE, Long.MAX_VALUE};
        long[] lbs = {2L, -3L, -1L, Long.MIN_VALUE};
        for (long a : las) {
            StringBuilder sb = new StringBuilder("la=" + a + ":");
            for (long b : lbs) {
                sb.append(" ").append(ldiv(a, b)).append("r").append(lrem(a, b))
                  .append("/f").append(Math.floorDiv(a, b)).append("m").append(Math.floorMod(a, b));
            }
            System.out.println(sb);
        }
        System.out.println("neg MIN=" + (-Integer.MIN_VALUE) + " abs MIN=" + Math.abs(Integer.MIN_VALUE) + " labs=" + Math.abs(Long.MIN_VALUE));
        System.out.println("MAX+1=" + (Integer.MAX_VALUE + 1) + " MAX*2=" + (Integer.MAX_VALUE * 2) + " MIN-1=" + (Integer.MIN_VALUE - 1));
        System.out.println("mul wrap=" + (65536 * 65536) + " long=" + (65536L * 65536) + " mixed=" + (65536 * 65536 * 2L));
        System.out.println("1e6*1e6 int=" + (1000000 * 1000000) + " long=" + (1000000L * 1000000));
        int x = Integer.MAX_VALUE;
        x++;
        System.out.println("x++ -> " + x);
        short s = Short.MAX_VALUE;
        s++;
        System.out.println("short++ -> " + s);
        byte b = 127;
        b += 1;
        System.out.println("byte+=1 -> " + b);
        b = (byte) (b * 3);
        System.out.println("byte*3 -> " + b);
        char c = 0;
        c--;
        System.out.println("char-- -> " + (int) c);
        try {
            System.out.println(Math.addExact(Integer.MAX_VALUE, 1));
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            System.out.println(Math.multiplyExact(1L << 62, 2L));
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            System.out.println(Math.toIntExact(1L << 31));
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
        try {
            System.out.println(Math.negateExact(Integer.MIN_VALUE));
        } catch (ArithmeticException e) {
            System.out.println("negateExact: " + e.getMessage());
        }
        try {
            System.out.println(Math.subtractExact(Long.MIN_VALUE, 1L));
        } catch (ArithmeticException e) {
            System.out.println("subtractExact: " + e.getMessage());
        }
        try {
            System.out.println(Math.incrementExact(Integer.MAX_VALUE));
        } catch (ArithmeticException e) {
            System.out.println("incrementExact: " + e.getMessage());
        }
        System.out.println(Math.addExact(5, 6) + " " + Math.multiplyExact(-4, 5) + " " + Math.multiplyExact(3L, 7));
        try {
            System.out.println(idiv(1, 0));
        } catch (ArithmeticException e) {
            System.out.println("div0: " + e.getMessage());
        }
        try {
            System.out.println(lrem(1L, 0L));
        } catch (ArithmeticException e) {
            System.out.println("rem0: " + e.getMessage());
        }
        try {
            System.out.println(Math.floorMod(5, 0));
        } catch (ArithmeticException e) {
            System.out.println("floorMod0: " + e.getMessage());
        }
        System.out.println("fp div0=" + (1.0 / 0) + " " + (-1.0 / 0) + " " + (0.0 / 0) + " fprem=" + (5.5 % 2) + " " + (-5.5 % 2) + " " + (5.0 % 0));
        int h = 0;
        for (int i = 0; i < 100; i++) h = 31 * h + i * 1000003;
        System.out.println("hash loop=" + h);
        long lh = 1;
        for (int i = 1; i <= 25; i++) lh *= i;
        System.out.println("25! wrapped=" + lh);
        System.out.println("average wrong=" + ((Integer.MAX_VALUE + Integer.MAX_VALUE) / 2) + " right=" + ((Integer.MAX_VALUE + Integer.MAX_VALUE) >>> 1));
    }
}
