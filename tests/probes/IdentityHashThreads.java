/**
 * Each thread draws identity hash codes from a sequence of its own (as HotSpot does), so a
 * thread's codes for its own objects do not depend on the other thread; but a shared object
 * gets its code from whichever thread asks first, and keeps it. Thread t takes a code for a
 * fresh object, then asks for the shared object's code; u asks for the shared object's code.
 * The shared code is t's second code or u's first, one on each side of t's first code here,
 * so each comparison fails in some execution; both threads always see the same code.
 *
 * expect: java.lang.AssertionError: site 1
 * expect: java.lang.AssertionError: site 2
 */
public class IdentityHashThreads {
    static final Object shared = new Object();
    static int own;
    static int seenByT;
    static int seenByU;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            int mine = System.identityHashCode(new Object());
            int s = System.identityHashCode(shared);
            own = mine;
            seenByT = s;
        });
        Thread u = new Thread(() -> seenByU = shared.hashCode());
        t.start();
        u.start();
        t.join();
        u.join();
        assert seenByT == seenByU : "site 3";
        if (gov.nasa.jpf.vm.Verify.getBoolean()) {
            assert seenByT > own : "site 1";
        } else {
            assert seenByT < own : "site 2";
        }
    }
}
