import gov.nasa.jpf.vm.Verify;

/**
 * A thread started inside an atomic section (Verify.beginAtomic) can run as soon as the
 * section ends, before main reads the array it shares with it: the worker may write first,
 * and the assertion fails under either argument. (With "atomic", ironpf lost that
 * interleaving: objects made before the start still counted as main's own, so main's read was
 * no scheduling point.)
 */
public class AtomicStart {
    public static void main(String[] args) throws InterruptedException {
        int[] box = new int[1];
        Thread t = new Thread(() -> box[0] = 1);
        if (args.length > 0) {
            Verify.beginAtomic();
        }
        t.start();
        if (args.length > 0) {
            Verify.endAtomic();
        }
        int seen = box[0];
        t.join();
        assert seen == 0 : "the thread wrote first";
    }
}
