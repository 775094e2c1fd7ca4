import gov.nasa.jpf.vm.Verify;
import java.util.stream.IntStream;

/** Choices feeding a stream pipeline: the same state space as LoopPipeline, the same program
 *  written with a loop. n in 0..4, k in 0..2; total = sum of x*(k+1) over x in 1..n that are
 *  odd or k == 0: k=0 gives 0,1,3,6,10; k=1 gives 0,2,2,8,8; k=2 gives 0,3,3,12,12. States:
 *  the first choice point, one second choice point per n (5), and one end state per distinct
 *  total {0,1,2,3,6,8,10,12} (8): new 14, transitions 5 + 15 = 20, revisits 20 - 13 = 7.
 *  The assertion fails first at n=3, k=2. */
public class StreamPipeline {
    static int total;

    public static void main(String[] args) {
        int n = Verify.getInt(0, 4);
        int k = Verify.getInt(0, 2);
        total = IntStream.rangeClosed(1, n).filter(x -> x % 2 == 1 || k == 0).map(x -> x * (k + 1)).sum();
        assert total != 12 : "total 12 at n=" + n + " k=" + k;
    }
}
