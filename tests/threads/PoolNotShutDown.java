import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// A fixed pool runs one task and is never shut down. Its worker is a non-daemon thread that
// waits for the next task forever, so under the JDK the program never exits after main
// returns. ironpf reports that state as a deadlock (no thread can run, a non-daemon thread
// has not ended). Verdict: deadlock.
public class PoolNotShutDown {
  public static void main(String[] args) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(1);
    System.out.println(pool.submit(() -> 6 * 7).get());
  }
}
