import ironpf.Events;

/**
 * Figure 3 of Trimananda et al., "Stateful Dynamic Partial Order Reduction for Model Checking
 * Event-Driven Applications that Do Not Terminate" (Sections 4.3 and Appendix C): four events
 * e1..e4, all initially enabled and never disabled, so the program never terminates and the
 * search ends only by state matching. A stateful DPOR that sets backtracking points only along
 * the current transition sequence (Yang et al.'s SDPOR with the paper's termination proviso)
 * misses the asserting execution of Figure 3-i; the paper's algorithm, which searches
 * backwards over the whole state transition graph, finds it.
 *
 * <p>Construction. The paper fixes the conflicts (e1/e2 on z, e2/e3 on y, e1/e4 on x; e4
 * reads x and y) and the edges its executions 3-a to 3-i take. These bodies realise both:
 *
 * <pre>
 *   e1: x = 1; z = 0;                                  writes x, z
 *   e2: if (z == 0) y = 1;                             reads z, writes y
 *   e3: y = 0;                                         writes y
 *   e4: if (x == 0) assert y == 0; else x = y;         reads x and y; writes x when x == 1
 * </pre>
 *
 * z is always 0: e1 re-arms it and e2 tests it, which is the paper's e1/e2 conflict on z and
 * adds no state. Each event touches only the variables the paper names for it. The reachable
 * states, as (x, y), are s0 = (0, 0), s1 = (1, 0), s2 = (1, 1), s3 = (0, 1), with the edges
 *
 * <pre>
 *         e1     e2     e3     e4
 *   s0    s1     s3     s0     s0
 *   s1    s1     s2     s1     s0
 *   s2    s2     s2     s1     s2
 *   s3    s2     s3     s0     AssertionError "figure 3-i"
 * </pre>
 *
 * which contain every edge of the paper's executions:
 *
 * <pre>
 *   3-a  s0 -e1-> s1 -e2-> s2 -e3-> s1 -e4-> s0   (e3 brings the state back to s1, e4 to s0)
 *   3-b  s1 -e1-> s1        3-c  s1 -e3-> s1        3-d  s2 -e2-> s2      (states in H)
 *   3-e  s0 -e2-> s3 -e3-> s0                       3-f  s3 -e2-> s3
 *   3-g  s0 -e3-> s0        3-h  s0 -e4-> s0
 *   3-i  s0 -e2-> s3 -e4-> assertion failure
 * </pre>
 *
 * s3 is the only state with x == 0 and y == 1 and is entered only by e2 from s0 (apart from
 * its self-loop): e4 from s2 keeps x == 1 (x = y), so the violation needs exactly e2 in s0
 * followed by e4 in s3, Figure 3-i.
 *
 * <p>Why only the backwards search over the graph is sure to find it: e4 must enter
 * backtrack(s3), and the paper's conflict that puts it there is between e4 in s0 (Figure 3-h, reads y)
 * and e3 in s3 (Figure 3-e, writes y), joined by the edge s3 -e3-> s0. When e4 runs in s0 the
 * current transition sequence does not pass s3, so an algorithm that sets backtracking points
 * only along the current sequence (Section 4.3: Yang et al.'s) never adds it. A simulation of
 * Algorithms 1-5 on this graph, taking the lowest-numbered event first (at new states and among
 * backtrack entries), finds the violation with the backwards graph search and misses it when
 * backtrack sets are updated only along the current sequence, whether conflicts are tracked
 * per location or only the last dependent transition counts. In that order the restricted
 * variants fail even earlier than in the paper's narrative: the first execution takes the
 * self-loop s1 -e1-> s1 before e2, and that e1 (it writes z) hides e2's conflict with e1 in s0,
 * so they never try e2 in s0 at all. Either way the miss depends on the order of exploration.
 */
public class Figure3 {
    static int x, y, z;

    public static void main(String[] args) {
        Events.register("e1", () -> {
            x = 1;
            z = 0;
        });
        Events.register("e2", () -> {
            if (z == 0) {
                y = 1;
            }
        });
        Events.register("e3", () -> {
            y = 0;
        });
        Events.register("e4", () -> {
            if (x == 0) {
                assert y == 0 : "figure 3-i";
            } else {
                x = y;
            }
        });
        Events.run();
    }
}
