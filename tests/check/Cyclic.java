import gov.nasa.jpf.vm.Verify;

/** Runs forever; the search ends only by matching states. At the choice point the state is
 *  (x, previous choice c): the first visit has no c yet, then all 3 x 2 pairs occur.
 *  New states 1 + 6 = 7, transitions 7 * 2 = 14, revisits 14 - 6 = 8, no end state. */
public class Cyclic {
    public static void main(String[] args) {
        int x = 0;
        while (true) {
            int c = Verify.getInt(0, 1);
            x = c == 0 ? (x + 1) % 3 : (x + 2) % 3;
        }
    }
}
