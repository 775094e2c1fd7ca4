import gov.nasa.jpf.vm.Verify;

/** Runs forever; the search ends only by matching states. At the choice point the state is
 *  x alone (c is dead there: the choice overwrites it before anything reads it).
 *  New states 3, transitions 3 * 2 = 6, revisits 6 - 2 = 4, no end state. */
public class Cyclic {
    public static void main(String[] args) {
        int x = 0;
        while (true) {
            int c = Verify.getInt(0, 1);
            x = c == 0 ? (x + 1) % 3 : (x + 2) % 3;
        }
    }
}
