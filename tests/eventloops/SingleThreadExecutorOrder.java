import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

// The JDK's event loop: a single-thread executor runs its tasks in submission order, one at a
// time, on one thread (no two tasks race).
public class SingleThreadExecutorOrder {
    static final StringBuilder seen = new StringBuilder();

    public static void main(String[] args) throws InterruptedException {
        ExecutorService ex = Executors.newSingleThreadExecutor();
        for (int i = 0; i < 3; i++) {
            final int n = i;
            ex.execute(() -> seen.append(n));
        }
        ex.shutdown();
        // A timed wait may time out at any point in ironpf's model of time: wait again.
        while (!ex.awaitTermination(1, TimeUnit.MINUTES)) {
        }
        assert seen.toString().equals("012") : seen.toString();
    }
}
