import ironpf.Events;
import gov.nasa.jpf.vm.Verify;

/**
 * Identity hash codes come from one sequence: the codes the second event gets depend on
 * whether the first event took two before it. Only that sequence connects the two events. The
 * second event compares two codes it takes itself; each comparison fails in some execution
 * (ironpf's sequence orders the pairs it can get differently; in Java, codes are arbitrary).
 *
 * expect: java.lang.AssertionError: site 1
 * expect: java.lang.AssertionError: site 2
 */
public class IdentityHashEvents {
    static int ha;
    static int hb;

    public static void main(String[] args) {
        Events.register("a", () -> {
            ha = System.identityHashCode(new Object()) ^ new Object().hashCode();
            Events.disable(0);
        });
        Events.register("b", () -> {
            int x = System.identityHashCode(new Object());
            int y = new Object().hashCode();
            if (Verify.getBoolean()) {
                assert x < y : "site 1";
            } else {
                assert y < x : "site 2";
            }
            Events.disable(1);
        });
        Events.run();
    }
}
