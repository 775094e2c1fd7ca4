import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

// A worker waits for two signals with LockSupport.park; main sends each by counting, then
// unparking the worker. The worker parks in a loop until it has seen both counts, so an
// unpark that comes before its park (the permit is kept) or while it runs is never lost:
// no interleaving deadlocks. With "racy" the worker instead parks exactly twice, as if every
// unpark gave one permit: permits do not add up, so when both unparks come before the first
// park the second park waits forever (a deadlock the checker finds).
public class Parking {
  public static void main(String[] args) throws InterruptedException {
    boolean racy = args.length > 0 && args[0].equals("racy");
    AtomicInteger signals = new AtomicInteger();
    Thread worker = new Thread(() -> {
      if (racy) {
        LockSupport.park();
        LockSupport.park();
      } else {
        while (signals.get() < 2) LockSupport.park("signals");
      }
      System.out.println("worker saw " + signals.get());
    });
    worker.start();
    for (int i = 0; i < 2; i++) {
      signals.incrementAndGet();
      LockSupport.unpark(worker);
    }
    worker.join();
    Thread.currentThread().interrupt();
    LockSupport.park();
    System.out.println("interrupted park returns, flag kept: " + Thread.interrupted());
    LockSupport.unpark(Thread.currentThread());
    LockSupport.unpark(Thread.currentThread());
    LockSupport.park();
    LockSupport.parkNanos(-1);
    System.out.println("permit used; blocker " + LockSupport.getBlocker(worker));
  }
}
