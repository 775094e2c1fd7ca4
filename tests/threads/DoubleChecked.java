/**
 * Double-checked locking: two threads ask for a lazily created instance; the first check is
 * made without the lock, the second under it.
 *
 * - no argument: the textbook form with a volatile field. Whatever the interleaving, one
 *   instance is made and both threads see it initialized. No violation.
 * - "early": the instance is published before its field is set (`instance = h; h.value = 42`),
 *   so a thread whose first check runs between the two writes returns an instance whose value
 *   is still 0: "saw an uninitialized instance". (This is the bug the volatile field prevents
 *   in the textbook form, where the JVM may reorder the constructor's writes after the
 *   publication; ironpf explores sequentially consistent interleavings, so it shows the bug
 *   only when the program order has it, as here.)
 * - "nocheck": the second check is left out, so two threads that both pass the first check
 *   make one instance each: "two instances".
 */
public class DoubleChecked {
    static final Object lock = new Object();
    static volatile Holder instance;
    static int made;
    static String mode = "";

    static class Holder {
        int value;
    }

    static Holder get() {
        Holder h = instance;
        if (h == null) {
            synchronized (lock) {
                h = instance;
                if (h == null || mode.equals("nocheck")) {
                    h = new Holder();
                    made++;
                    if (mode.equals("early")) {
                        instance = h;
                        h.value = 42;
                    } else {
                        h.value = 42;
                        instance = h;
                    }
                }
            }
        }
        return h;
    }

    static void use() {
        Holder h = get();
        if (h.value != 42) {
            throw new AssertionError("saw an uninitialized instance");
        }
    }

    public static void main(String[] args) throws Exception {
        mode = args.length > 0 ? args[0] : "";
        Thread t = new Thread(DoubleChecked::use);
        t.start();
        use();
        t.join();
        if (made != 1) {
            throw new AssertionError("two instances");
        }
        System.out.println("one instance, value " + instance.value);
    }
}
