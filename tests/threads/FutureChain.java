import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

// A CompletableFuture pipeline: an async supplier (another thread) followed by a thenApply
// stage, which runs in the supplier's thread or in main (whichever finds the source complete
// or completes it), joined by main; then stages on complete futures (thenCombine, thenCompose,
// allOf), a failing stage whose exception reaches join wrapped in a CompletionException, and
// exceptionally recovering from it. join waits for every stage, so the output does not depend
// on the schedule. Verdict: no error.
public class FutureChain {
  public static void main(String[] args) {
    CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 20).thenApply(x -> x + 1);
    int r = a.join() * 2;
    System.out.println("result " + r);
    CompletableFuture<Integer> b = CompletableFuture.completedFuture(2);
    System.out.println(a.thenCombine(b, (x, y) -> x * y).thenCompose(v -> CompletableFuture.completedFuture(v + 0)).join());
    CompletableFuture<Integer> bad = a.thenApply(x -> x / 0);
    try {
      bad.join();
    } catch (CompletionException e) {
      System.out.println("caught " + e.getCause());
    }
    System.out.println(bad.exceptionally(t -> -1).join() + " " + bad.isCompletedExceptionally());
    System.out.println(CompletableFuture.allOf(a, b).thenApply(v -> a.join() + b.join()).join());
  }
}
