import gov.nasa.jpf.vm.Verify;

/**
 * The event choice is an argument of a call whose other argument was pushed before the
 * choice: each event handler consumes a value another transition left on the operand stack
 * of main. Event 0 counts up to 2, event 1 fails when it sees the count 1.
 */
public class LoopOperands {
    static int handle(int count, int event) {
        if (event == 0) {
            return count < 2 ? count + 1 : count;
        }
        assert count != 1 : "event 1 saw count 1";
        return count;
    }

    public static void main(String[] args) {
        int count = 0;
        while (true) {
            count = handle(count, Verify.getIntFromList(1, 0));
        }
    }
}
