import gov.nasa.jpf.vm.Verify;

/**
 * An event loop whose second event prints one of two constant texts. A string literal is the
 * same immutable object whenever it is loaded, so whether a text has been printed yet is not
 * state: as without the printing, the state at the choice point is x in 0..3 (c is dead
 * there): 4 new states, 4 * 2 = 8 transitions, 8 - 3 = 5 revisits (it was 25 states when each
 * literal's first load made the states after it new and dead locals counted).
 */
public class ConstantOutput {
    public static void main(String[] args) {
        int x = 0;
        while (true) {
            int c = Verify.getInt(0, 1);
            if (c == 0) {
                x = (x + 1) % 4;
            } else if (x % 2 == 0) {
                System.out.print("even\n");
            } else {
                System.out.print("odd\n");
            }
        }
    }
}
