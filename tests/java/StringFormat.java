public class StringFormat {
    public static void main(String[] args) {
        int[] ints = {0, 7, -7, 42, 255, -255, 12345, 1000000, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int i : ints) {
            System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%x] [%X] [%8x]", i, i, i, i, i, i, i));
        }
        long[] longs = {0L, -1L, 1234567890123L, Long.MIN_VALUE};
        for (long l : longs) {
            System.out.println(String.format("[%d] [%x] [%20d] [%-20d]", l, l, l, l));
        }
        double[] ds = {0.0, 1.0, -1.0, 3.14159, 2.675, 1.005, 0.125, 0.375, -0.001, 123.456, 99.995, 1e6, 1234567.891, 0.5, 1.5, 2.5, -2.5};
        for (double d : ds) {
            System.out.println(String.format("[%5.2f] [%.3f] [%.0f] [%10.4f] [%-8.1f] [%f] [%08.2f]", d, d, d, d, d, d, d));
        }
        System.out.println(String.format("[%.2f] [%.2f]", 3.5f, 0.1f));
        String[] strs = {"", "a", "hello", "longer string"};
        for (String s : strs) {
            System.out.println(String.format("[%s] [%8s] [%-8s] [%-5s] [%.3s]", s, s, s, s, s));
        }
        System.out.println(String.format("%s %s %s %s %s", 1, 2.5, 'c', true, null));
        System.out.println(String.format("%d%%", 50));
        System.out.println(String.format("%s scored %d points (%.1f%%)", "Ann", 45, 45 * 100.0 / 60));
        System.out.println(String.format("%c%c%c", 'a', 'b', 99));
        System.out.println(String.format("%b %b %b", true, null, "x"));
        System.out.println(String.format("no args"));
        System.out.println(String.format("%x %x", (byte) -1, (short) -1));
        System.out.println(String.format("|%10s|%-10s|", "right", "left"));
        System.out.println("== table ==");
        String[] names = {"Widget", "Gadget", "Thingamajig", "Doohickey"};
        int[] qty = {3, 12, 1, 250};
        double[] price = {4.5, 19.99, 120.0, 0.35};
        System.out.println(String.format("%-12s %5s %10s", "Item", "Qty", "Total"));
        double grand = 0;
        for (int i = 0; i < names.length; i++) {
            double t = qty[i] * price[i];
            grand += t;
            System.out.println(String.format("%-12s %5d %10.2f", names[i], qty[i], t));
        }
        System.out.println(String.format("%-12s %5s %10.2f", "TOTAL", "", grand));
        for (int i = 0; i < 16; i++) {
            System.out.print(String.format("%02x ", i * 17));
        }
        System.out.println();
        System.out.printf("printf %d %s%n", 5, "ok");
        System.out.printf("%5.1f|%-6d|%s%n", 2.25, 17, "end");
    }
}
