import gov.nasa.jpf.vm.Verify;

/**
 * A handler that takes a second getIntFromList whose values overlap the loop's events: its
 * options are not the loop's events 0 and 1, and choosing 0 there disables the option 1.
 *
 * expect: java.lang.AssertionError: site 1
 */
public class NestedEventChoice {
    static int a;
    static int b;

    public static void main(String[] args) {
        while (true) {
            int e = Verify.getIntFromList(new int[] {0, 1});
            if (e == 0) {
                a = (a + 1) % 3;
                int inner = Verify.getIntFromList(new int[] {1, 0});
                if (inner == 1) {
                    assert a != 0 : "site 1";
                }
            } else {
                b = (b + 1) % 2;
            }
        }
    }
}
