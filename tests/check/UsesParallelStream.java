import java.util.Arrays;
import java.util.List;

/** A parallel stream would run its lambdas in several threads: ironpf stops (exit 4). */
public class UsesParallelStream {
    static int seen;

    public static void main(String[] args) {
        List<Integer> xs = Arrays.asList(1, 2, 3, 4);
        // parallel then sequential is fine
        System.out.println(xs.parallelStream().sequential().mapToInt(x -> x).sum());
        xs.parallelStream().forEach(x -> seen += x);
        System.out.println(seen);
    }
}
