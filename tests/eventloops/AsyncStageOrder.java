import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// CompletableFuture's async stages on a single-thread executor: a dependent stage
// (thenApplyAsync) is queued only when the stage it depends on completes, so a task the main
// thread submits meanwhile (runAsync) may run between the two and the second stage sees its
// write (1 + 5), or not (1 + 1). The JDK documents no order between them.
public class AsyncStageOrder {
    static int shared;

    public static void main(String[] args) throws Exception {
        ExecutorService loop = Executors.newSingleThreadExecutor();
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> {
            shared = 1;
            return 1;
        }, loop).thenApplyAsync(x -> x + shared, loop);
        CompletableFuture<Void> g = CompletableFuture.runAsync(() -> shared = 5, loop);
        int r = f.get();
        g.get();
        loop.shutdown();
        assert r == 2 : "a task ran between the stages: " + r;
    }
}
