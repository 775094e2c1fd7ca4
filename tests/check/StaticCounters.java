import gov.nasa.jpf.vm.Verify;

/**
 * An event loop over three static counters (13 x 13 x 13 = 2,197 states), the shape of the
 * shared EventAppLarge benchmark. Every transition writes one counter and nothing else, so a
 * search fingerprints every state it reaches from the sections the transition wrote, with no
 * full serialization of the state after the first (tests/check.rs counts them). The search
 * goes deeper than the states it keeps in memory, so it also runs from restored states, where
 * Verify (a class of constants, not recorded in snapshots) is initialized again.
 */
public class StaticCounters {
    static int a, b, c;

    public static void main(String[] args) {
        while (true) {
            switch (Verify.getInt(0, 2)) {
                case 0:
                    a = (a + 1) % 13;
                    break;
                case 1:
                    b = (b + 1) % 13;
                    break;
                default:
                    c = (c + 1) % 13;
                    break;
            }
        }
    }
}
