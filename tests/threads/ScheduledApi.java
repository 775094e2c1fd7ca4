import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

// What a program sees of scheduled executors (compared with java under run): delays, policies,
// cancellation, rejection after shutdown, the tasks shutdownNow returns.
public class ScheduledApi {
  public static void main(String[] args) throws Exception {
    ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1);
    System.out.println(pool.getExecuteExistingDelayedTasksAfterShutdownPolicy() + " " + pool.getContinueExistingPeriodicTasksAfterShutdownPolicy() + " " + pool.getRemoveOnCancelPolicy() + " " + pool.getCorePoolSize() + " " + pool.getMaximumPoolSize());
    ScheduledFuture<?> hour = pool.schedule(() -> { }, 1, TimeUnit.HOURS);
    ScheduledFuture<?> tick = pool.scheduleWithFixedDelay(() -> { }, 2, 1, TimeUnit.HOURS);
    System.out.println((hour.getDelay(TimeUnit.MINUTES) >= 59) + " " + hour.isDone() + " " + (hour.compareTo(tick) < 0) + " " + pool.getQueue().size());
    System.out.println(tick.cancel(false) + " " + tick.isCancelled() + " " + pool.getQueue().size());
    pool.setRemoveOnCancelPolicy(true);
    ScheduledFuture<Integer> soon = pool.schedule(() -> 7, 5, TimeUnit.MILLISECONDS);
    System.out.println(soon.get() + " " + soon.isDone() + " " + pool.getQueue().size());
    pool.shutdown();
    try {
      pool.schedule(() -> { }, 1, TimeUnit.SECONDS);
    } catch (RejectedExecutionException e) {
      System.out.println("rejected after shutdown");
    }
    System.out.println(pool.isShutdown() + " " + pool.getQueue().size() + " " + pool.shutdownNow().size() + " " + hour.isDone());
    ScheduledExecutorService one = Executors.newSingleThreadScheduledExecutor();
    one.schedule(() -> { }, 1, TimeUnit.HOURS);
    one.scheduleAtFixedRate(() -> { }, 2, 1, TimeUnit.HOURS);
    try {
      one.scheduleAtFixedRate(() -> { }, 2, 0, TimeUnit.HOURS);
    } catch (IllegalArgumentException e) {
      System.out.println("period 0: IllegalArgumentException");
    }
    System.out.println(one.shutdownNow().size() + " " + one.isShutdown() + " " + one.getClass().getName());
  }
}
