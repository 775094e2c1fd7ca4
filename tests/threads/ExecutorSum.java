import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// A fixed pool of two workers sums 1..20 in two tasks; main adds the two futures' results
// (get waits for each task), then shuts the pool down so that its worker threads end and the
// program can exit (a pool that is not shut down keeps the JVM alive: see PoolNotShutDown).
// Verdict: no error; the output does not depend on the schedule.
public class ExecutorSum {
  static int sum(int from, int to) {
    int s = 0;
    for (int i = from; i <= to; i++) s += i;
    return s;
  }

  public static void main(String[] args) throws InterruptedException, ExecutionException {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    Future<Integer> low = pool.submit(() -> sum(1, 10));
    Future<Integer> high = pool.submit(() -> sum(11, 20));
    int total = low.get() + high.get();
    System.out.println("sum " + total);
    pool.shutdown();
  }
}
