import gov.nasa.jpf.vm.Verify;

/**
 * JPF's usual bound at the top of the event loop: the loop gives up once event 0 ran twice.
 * Event 1 asserts that event 0 has run; that fails when event 1 comes first. A transition cut
 * by ignoreIf read n to decide to give up: it conflicts with event 0's write.
 *
 * expect: java.lang.AssertionError: site 1
 */
public class IgnoreIfEvents {
    static int n;
    static int x;
    static boolean checked;

    public static void main(String[] args) {
        while (true) {
            int e = Verify.getIntFromList(checked ? new int[] {0} : new int[] {0, 1});
            Verify.ignoreIf(n > 1);
            if (e == 0) {
                n++;
                x = 1;
            } else {
                assert x != 0 : "site 1";
                checked = true;
            }
        }
    }
}
