import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

// A scheduled pool of one worker, held by a first task until main opens a gate, then runs a
// task due in 30 ms, one due in 10 ms and a task every 5 ms from 20 ms on; main waits for two
// ticks by a latch, shuts the pool down (which cancels the periodic task) and waits for the
// late task's result. Both delayed tasks are queued before the worker looks at the queue
// again, and the earliest due runs first, so "early" comes before "late" on every
// interleaving (without the gate the late task might become due before the early one is
// scheduled: time may pass between any two steps), and the pool ends after its last task. With "racy" main sleeps 100 ms instead of waiting for a task due in 10 ms:
// sleeping orders nothing (in ironpf's model the task may become due at any point after it is
// scheduled, and in Java a busy machine may run it late), so the assertion that it ran fails
// on some interleaving.
public class ScheduledTicks {
  public static void main(String[] args) throws Exception {
    boolean racy = args.length > 0 && args[0].equals("racy");
    ScheduledExecutorService pool = Executors.newScheduledThreadPool(1);
    if (racy) {
      boolean[] ran = new boolean[1];
      pool.schedule(() -> { ran[0] = true; }, 10, TimeUnit.MILLISECONDS);
      Thread.sleep(100);
      pool.shutdown();
      assert ran[0] : "the delayed task had not run";
      return;
    }
    StringBuffer order = new StringBuffer();
    CountDownLatch gate = new CountDownLatch(1);
    pool.execute(() -> {
      try { gate.await(); } catch (InterruptedException e) { }
    });
    ScheduledFuture<String> late = pool.schedule(() -> { order.append("late"); return "L"; }, 30, TimeUnit.MILLISECONDS);
    pool.schedule(() -> { order.append("early "); }, 10, TimeUnit.MILLISECONDS);
    CountDownLatch ticks = new CountDownLatch(2);
    pool.scheduleAtFixedRate(ticks::countDown, 20, 5, TimeUnit.MILLISECONDS);
    gate.countDown();
    ticks.await();
    pool.shutdown();
    String l = late.get();
    assert order.toString().equals("early late") : order;
    System.out.println(l + " " + order);
  }
}
