import gov.nasa.jpf.vm.Verify;
import ironpf.Events;

/**
 * A write that races with an earlier read although a read of the same location lies between
 * them. e1 reads x into y and checks y twice (it disables itself after its second run); e2
 * reads x and enables e0; e0 (disabled at the start) sets x = 1. The assertion fails only
 * after e2, e0, e1, e1: e1 must read x after e0 wrote it and run again. The first execution
 * (e1, e1, e2, e0) has e0's write race with e1's reads, with e2's read of x between them.
 * Algorithm 5 as printed drops the write at e2 (a read conflicts with it), finds no race with
 * e1 and misses the violation; ironpf keeps a write past a transition that only reads.
 * Reduced from the soundness harness's seed 5940.
 */
public class ReadBetweenRaces {
    static int x;
    static int y;
    static int runs;

    public static void main(String[] args) {
        Events.register("e0", () -> {
            x = 1;
            Events.disable(0);
        });
        Events.register("e1", () -> {
            assert y != 1 : "y is 1";
            y = x;
            runs++;
            if (runs == 2) Events.disable(1);
        });
        Events.register("e2", () -> {
            if (x == 1) y = 0;
            Events.enable(0);
            Events.disable(2);
        });
        Events.disable(0);
        Events.run();
    }
}
