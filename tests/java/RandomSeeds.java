import java.util.*;

public class RandomSeeds {
    public static void main(String[] args) {
        Random r = new Random(12345L);
        StringBuilder sb = new StringBuilder("nextInt:");
        for (int i = 0; i < 8; i++) sb.append(' ').append(r.nextInt());
        System.out.println(sb);
        sb = new StringBuilder("nextInt(bound):");
        int[] bounds = {1, 2, 7, 10, 16, 100, 1 << 30, Integer.MAX_VALUE, 1000000007};
        for (int b : bounds) sb.append(' ').append(r.nextInt(b));
        System.out.println(sb);
        sb = new StringBuilder("nextLong:");
        for (int i = 0; i < 4; i++) sb.append(' ').append(r.nextLong());
        System.out.println(sb);
        sb = new StringBuilder("nextDouble:");
        for (int i = 0; i < 4; i++) sb.append(' ').append(r.nextDouble());
        System.out.println(sb);
        sb = new StringBuilder("nextFloat:");
        for (int i = 0; i < 4; i++) sb.append(' ').append(r.nextFloat());
        System.out.println(sb);
        sb = new StringBuilder("nextBoolean:");
        for (int i = 0; i < 10; i++) sb.append(r.nextBoolean() ? '1' : '0');
        System.out.println(sb);
        byte[] bytes = new byte[11];
        r.nextBytes(bytes);
        System.out.println("nextBytes " + Arrays.toString(bytes));
        Random a = new Random(99), b = new Random(99);
        boolean same = true;
        for (int i = 0; i < 1000; i++) same &= a.nextInt(1000) == b.nextInt(1000);
        System.out.println("same seed same sequence " + same);
        Random s = new Random(0);
        s.nextInt();
        s.setSeed(0);
        System.out.println("setSeed resets " + s.nextInt() + " " + new Random(0).nextInt());
        Random dice = new Random(2024);
        int[] counts = new int[6];
        for (int i = 0; i < 6000; i++) counts[dice.nextInt(6)]++;
        System.out.println("dice counts " + Arrays.toString(counts));
        Random pi = new Random(31415);
        int inside = 0;
        for (int i = 0; i < 20000; i++) {
            double x = pi.nextDouble(), y = pi.nextDouble();
            if (x * x + y * y <= 1) inside++;
        }
        System.out.println("pi estimate " + 4.0 * inside / 20000);
        Random w = new Random(-1L);
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < 20; i++) word.append((char) ('a' + w.nextInt(26)));
        System.out.println("random word " + word);
        Random neg = new Random(Long.MIN_VALUE);
        System.out.println("extreme seeds " + neg.nextInt() + " " + new Random(Long.MAX_VALUE).nextLong() + " " + new Random(42).nextInt(5));
        try {
            new Random(1).nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getMessage());
        }
        try {
            new Random(1).nextInt(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(-5): " + e.getMessage());
        }
        List<String> names = new ArrayList<>(Arrays.asList("ann", "bob", "cid", "dee", "eve", "fay"));
        Random pick = new Random(5);
        for (int i = 0; i < 4; i++) System.out.print(names.remove(pick.nextInt(names.size())) + " ");
        System.out.println("left " + names);
    }
}
