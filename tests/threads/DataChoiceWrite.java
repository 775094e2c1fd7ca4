import gov.nasa.jpf.vm.Verify;

/**
 * A thread writes 1 to a shared field, then writes a value chosen with Verify.getInt(0, 1).
 * main reads the field twice. Java allows main to read 1 (after the first write) and then 0
 * (after the second write, the choice being 0): "saw 1 then 0".
 *
 * The write after the data choice is a scheduling point like any write of a shared field.
 * ironpf took the first operation after any choice as the one its thread was scheduled at,
 * so after a data choice the write ran without a scheduling point, main could never run
 * between the two writes, and the violation was missed (found by the thread harness's run
 * with every access a scheduling point, seed 4731).
 */
public class DataChoiceWrite {
    static int x;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            x = 1;
            x = Verify.getInt(0, 1);
        });
        t.start();
        int a = x;
        int b = x;
        if (a == 1 && b == 0) {
            throw new AssertionError("saw 1 then 0");
        }
        t.join();
    }
}
