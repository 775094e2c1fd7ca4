import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

// CompletableFuture methods added after Java 8: failedFuture, copy, completeAsync,
// exceptionallyCompose, newIncompleteFuture, defaultExecutor (used with a direct executor, so
// the output does not depend on the schedule).
public class CompletableFutureNine {
  public static void main(String[] args) {
    Executor direct = Runnable::run;
    CompletableFuture<Integer> failed = CompletableFuture.failedFuture(new IllegalStateException("f"));
    CompletableFuture<Integer> copy = failed.copy();
    System.out.println(copy.isCompletedExceptionally() + " " + copy.handle((v, t) -> t.getClass().getSimpleName()).join());
    System.out.println(failed.exceptionallyCompose(t -> CompletableFuture.completedFuture(5)).join());
    System.out.println(CompletableFuture.completedFuture(4).exceptionallyCompose(t -> CompletableFuture.completedFuture(5)).join());
    CompletableFuture<Integer> async = new CompletableFuture<>();
    async.completeAsync(() -> 11, direct);
    System.out.println(async.join() + " " + async.newIncompleteFuture().isDone() + " " + (async.defaultExecutor() != null));
    System.out.println(failed.exceptionallyAsync(t -> 6, direct).join());
  }
}
