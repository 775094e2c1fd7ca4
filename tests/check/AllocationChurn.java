/**
 * Allocates 4 million 16-int arrays, each garbage at once (about 400 MB in all). Run under a
 * 300 MB address-space limit, ironpf must collect as it goes (it never did: the collector's
 * trigger could not fire, and the same loop grew to gigabytes).
 */
public class AllocationChurn {
    public static void main(String[] args) {
        Object o = null;
        long sum = 0;
        for (int i = 0; i < 4_000_000; i++) {
            int[] a = new int[16];
            a[i & 15] = i;
            sum += a[i & 15];
            o = a;
        }
        System.out.println(sum + " " + (o != null));
    }
}
