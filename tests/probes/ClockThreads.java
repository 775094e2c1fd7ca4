/**
 * One thread reads the clock twice, another once: the single reading may come before, between
 * or after the pair, and each position fails one assertion. The readings stay in locals until
 * all are taken, so only the clock itself is shared between them.
 *
 * expect: java.lang.AssertionError: site 1
 * expect: java.lang.AssertionError: site 2
 * expect: java.lang.AssertionError: site 3
 */
public class ClockThreads {
    static long a1;
    static long a2;
    static long b;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            long r1 = System.nanoTime();
            long r2 = System.nanoTime();
            a1 = r1;
            a2 = r2;
        });
        Thread u = new Thread(() -> b = System.nanoTime());
        t.start();
        u.start();
        t.join();
        u.join();
        int site = gov.nasa.jpf.vm.Verify.getInt(1, 3);
        if (site == 1) {
            assert !(b < a1) : "site 1";
        } else if (site == 2) {
            assert !(a1 < b && b < a2) : "site 2";
        } else {
            assert !(b > a2) : "site 3";
        }
    }
}
