import java.util.ArrayList;
import java.util.List;

/** Garbage is collected while the program runs; a live set past the limit is an OutOfMemoryError. */
public class Garbage {
    public static void main(String[] args) {
        long sum = 0;
        for (int i = 0; i < 400_000; i++) {
            int[] a = new int[256];
            a[i % 256] = i;
            sum += a[i % 256];
        }
        System.out.println("garbage loop: " + sum);
        List<int[]> live = new ArrayList<>();
        try {
            while (true) {
                live.add(new int[1024]);
            }
        } catch (OutOfMemoryError e) {
            int n = live.size();
            live = null;
            System.out.println("live set ran out: " + (n > 1000));
        }
        int[] after = new int[1024];
        System.out.println("allocates again: " + after.length);
    }
}
