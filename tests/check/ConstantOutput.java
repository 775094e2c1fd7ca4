import gov.nasa.jpf.vm.Verify;

/**
 * An event loop whose second event prints a constant line or builds and discards a string.
 * None of that is state: a string literal is the same immutable object whenever it is loaded,
 * a class initialized on first use without a static initializer or static fields
 * (StringBuilder) leaves nothing to tell apart, and the discarded temporary is a dead local.
 * As without the printing, the state at the choice point is x in 0..3 (c is dead there too):
 * 4 new states, 4 * 2 = 8 transitions, 8 - 3 = 5 revisits (8 when StringBuilder's
 * initialization counted, more when literals and dead locals did too).
 */
public class ConstantOutput {
    public static void main(String[] args) {
        int x = 0;
        while (true) {
            int c = Verify.getInt(0, 1);
            if (c == 0) {
                x = (x + 1) % 4;
            } else if (x % 2 == 0) {
                System.out.println("even");
            } else {
                String s = new StringBuilder().append("odd").append('!').toString();
            }
        }
    }
}
