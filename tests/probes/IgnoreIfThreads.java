import gov.nasa.jpf.vm.Verify;

/**
 * A thread that gives up (ignoreIf) when the other has not written x yet read x: the write and
 * that read conflict.
 *
 * expect: java.lang.AssertionError: site 1
 */
public class IgnoreIfThreads {
    static int x;
    static int y;

    public static void main(String[] args) throws InterruptedException {
        Thread u = new Thread(() -> {
            Verify.ignoreIf(x == 0);
            y = 1;
        });
        Thread t = new Thread(() -> x = 1);
        u.start();
        t.start();
        u.join();
        t.join();
        assert y == 0 : "site 1";
    }
}
