import ironpf.Events;

/**
 * Figure 1 of Trimananda et al. (Section 4.1, "Premature Termination") with its threads as
 * events. Initially x = y = z = 0.
 *
 * <pre>
 *   T1: r1 = x++; assert r1 == 0;          runs once
 *   T2: while (true) r2 = y;               each loop iteration is one event that only reads
 *                                          y; it is always enabled, so the program never ends
 *   T3: r3 = z; r4 = x++; assert r4 == 0;  runs once
 * </pre>
 *
 * Whichever of T1 and T3 runs second finds x == 1 and fails its assertion (Figure 1-b runs T1
 * then T3). A stateful DPOR that stops an execution at any state match runs T1 (s0 -> s1), then
 * T2, which returns to s1: the execution ends without a backtracking point, because T1 and T2
 * do not conflict, and T3 is never tried (Figure 1-a). The paper's termination condition
 * continues past the match, since the cycle s1 -T2-> s1 has not run T3, which is enabled in it.
 */
public class Figure1Events {
    static int x, y, z;
    static int t1, t2, t3;

    public static void main(String[] args) {
        t1 = Events.register("T1", () -> {
            int r1 = x++;
            assert r1 == 0 : "figure 1: T1 read x = " + r1;
            Events.disable(t1);
        });
        t2 = Events.register("T2", () -> {
            int r2 = y;
        });
        t3 = Events.register("T3", () -> {
            int r3 = z;
            int r4 = x++;
            assert r4 == 0 : "figure 1: T3 read x = " + r4;
            Events.disable(t3);
        });
        Events.run();
    }
}
