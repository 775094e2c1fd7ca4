import gov.nasa.jpf.vm.Verify;

/**
 * An event loop whose second event prints one of two constant texts. A string literal is the
 * same immutable object whenever it is loaded, so whether a text has been printed yet is not
 * state: the state space is Cyclic's shape over x in 0..3 with the previous choice c,
 * 1 + 4 * 2 = 9 new states, 9 * 2 = 18 transitions, 18 - 8 = 10 revisits (it was 25 states
 * when each literal's first load made the states after it new).
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
