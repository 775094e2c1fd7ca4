import ironpf.Events;

/**
 * Figure 5 of Trimananda et al. (Section 4.4, "Events as Transitions"): three events, all
 * initially enabled, each runs once (its handler disables it). e2 and e3 conflict (on x), e1
 * and e3 both access y:
 *
 * <pre>
 *   e1: y = 1;                                  writes y
 *   e2: x = 1;                                  writes x
 *   e3: if (x == 1) assert y == 1;              reads x, and y only after e2 ran
 * </pre>
 *
 * The assertion fails only when e3 runs after e2 and before e1: Figure 5-c, e2 e3 e1.
 *
 * <ul>
 * <li>5-a, e1 e2 e3: e3 reads x (written by e2) and y (written by e1), no failure. A DPOR that
 *     treats a transition as one operation sees only the last conflict, e2/e3, and adds e3 to
 *     backtrack(s1).
 * <li>5-b, e1 e3 e2: e3 runs with x == 0 and reads only x, so it does not conflict with e1;
 *     e2 then conflicts with e3 on x at s1, where both are done. Such a DPOR stops here.
 * <li>Tracking conflicts per memory location (Algorithm 5), e3's read of y in 5-a still
 *     conflicts with e1 after x was matched against e2, and because e3 depends on e2 there,
 *     event e2 (not e3) enters backtrack(s0). From s0 -e2-> the execution e2 e1 e3 finds e3/e1
 *     conflicting on y, so e3 enters the backtrack set after e2, giving 5-c: e2 e3 fails.
 * </ul>
 */
public class Figure5 {
    static int x, y;
    static int e1, e2, e3;

    public static void main(String[] args) {
        e1 = Events.register("e1", () -> {
            y = 1;
            Events.disable(e1);
        });
        e2 = Events.register("e2", () -> {
            x = 1;
            Events.disable(e2);
        });
        e3 = Events.register("e3", () -> {
            if (x == 1) {
                assert y == 1 : "figure 5-c";
            }
            Events.disable(e3);
        });
        Events.run();
    }
}
