import java.util.HashMap;
import java.util.Map;

/** CPU-bound work for comparing ironpf with `java -Xint`: a sieve, string building,
 *  HashMap churn and virtual calls. Prints a checksum so both runs can be compared. */
public class CpuBench {
    interface Shape { long area(); }
    static final class Square implements Shape { final long s; Square(long s) { this.s = s; } public long area() { return s * s; } }
    static final class Rect implements Shape { final long w, h; Rect(long w, long h) { this.w = w; this.h = h; } public long area() { return w * h; } }
    static abstract class Animal { abstract int legs(); int weight() { return legs() * 3; } }
    static class Dog extends Animal { int legs() { return 4; } }
    static class Bird extends Animal { int legs() { return 2; } int weight() { return 1; } }

    static int sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
            }
        }
        return count;
    }

    static long strings(int n) {
        long total = 0;
        for (int i = 0; i < n; i++) {
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < 20; j++) sb.append(j).append(',');
            String s = sb.toString();
            total += s.length() + s.indexOf("19") + s.hashCode();
        }
        return total;
    }

    static long maps(int n) {
        Map<Integer, Integer> m = new HashMap<>();
        long total = 0;
        for (int i = 0; i < n; i++) {
            int k = (i * 31) % 5000;
            Integer old = m.get(k);
            m.put(k, old == null ? 1 : old + 1);
            if (i % 7 == 0) m.remove((k * 3) % 5000);
        }
        for (Map.Entry<Integer, Integer> e : m.entrySet()) total += e.getKey() * (long) e.getValue();
        return total + m.size();
    }

    static long calls(int n) {
        Shape[] shapes = { new Square(3), new Rect(2, 5), new Square(7), new Rect(4, 4) };
        Animal[] animals = { new Dog(), new Bird() };
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += shapes[i & 3].area();
            total += animals[i & 1].weight();
        }
        return total;
    }

    public static void main(String[] args) {
        int scale = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        long checksum = 0;
        for (int r = 0; r < scale; r++) {
            checksum += sieve(2_000_000);
            checksum += strings(20_000);
            checksum += maps(300_000);
            checksum += calls(3_000_000);
        }
        System.out.println("checksum " + checksum);
    }
}
