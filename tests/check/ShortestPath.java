import gov.nasa.jpf.vm.Verify;

/** From 1, add one or double until the value reaches 10 or more; exactly 10 is a violation.
 *  The fewest choices to 10 is 4 (1 -> 2 -> 4 -> 5 -> 10; three choices give at most 8).
 *  The depth-first search adds one first (getBoolean: false, then true) and reaches 10 after
 *  9 choices; a search that doubles first reaches 8 after 3 and then 10 only after 5
 *  (8 -> 9 -> 10). States: the choice point at 1 to 9 (9) and the ends at 12, 14, 16 and 18
 *  (4): 13 new states in a complete search. */
public class ShortestPath {
    static int x = 1;

    public static void main(String[] args) {
        while (x < 10) {
            if (Verify.getBoolean()) {
                x = 2 * x;
            } else {
                x = x + 1;
            }
        }
        assert x != 10 : "reached 10";
    }
}
