import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// A single-thread executor runs tasks one at a time in submission order: the second task sees
// the first one's write without any other synchronization, and a failing task's exception
// reaches get as an ExecutionException (the worker survives it: a task's exception is the
// future's outcome). Verdict: no error.
public class SingleExecutor {
  static int shared;

  public static void main(String[] args) throws InterruptedException, ExecutionException {
    ExecutorService ex = Executors.newSingleThreadExecutor();
    ex.execute(() -> shared = 1);
    Future<Integer> second = ex.submit(() -> shared + 1);
    Future<Object> failed = ex.submit((Callable<Object>) () -> { throw new IllegalStateException("task failed"); });
    assert second.get() == 2 : "tasks overlapped";
    try {
      failed.get();
      assert false : "no exception";
    } catch (ExecutionException e) {
      assert e.getCause() instanceof IllegalStateException;
    }
    ex.shutdown();
  }
}
