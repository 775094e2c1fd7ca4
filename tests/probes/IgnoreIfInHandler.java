import ironpf.Events;
import gov.nasa.jpf.vm.Verify;

/**
 * ignoreIf inside a handler: the first event gives up unless the second has run, but it read x
 * to decide. The third asserts that the first did not run after the second.
 *
 * expect: java.lang.AssertionError: site 1
 */
public class IgnoreIfInHandler {
    static int x;
    static int y;

    public static void main(String[] args) {
        Events.register("late", () -> {
            Verify.ignoreIf(x == 0);
            y = 1;
            Events.disable(0);
        });
        Events.register("early", () -> {
            x = 1;
            Events.disable(1);
        });
        Events.register("check", () -> {
            assert y == 0 : "site 1";
            Events.disable(2);
        });
        Events.run();
    }
}
