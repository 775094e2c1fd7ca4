import gov.nasa.jpf.vm.Verify;

/** StreamPipeline written with a loop (see there). */
public class LoopPipeline {
    static int total;

    public static void main(String[] args) {
        int n = Verify.getInt(0, 4);
        int k = Verify.getInt(0, 2);
        int t = 0;
        for (int x = 1; x <= n; x++) {
            if (x % 2 == 1 || k == 0) {
                t += x * (k + 1);
            }
        }
        total = t;
        assert total != 12 : "total 12 at n=" + n + " k=" + k;
    }
}
