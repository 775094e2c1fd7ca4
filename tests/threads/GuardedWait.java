// The lost-wakeup program done right: the flag is tested and set under the monitor, in a
// loop around wait. No interleaving deadlocks.
public class GuardedWait {
  static final Object lock = new Object();
  static boolean ready;

  public static void main(String[] args) throws InterruptedException {
    Thread waiter = new Thread(() -> {
      try {
        synchronized (lock) { while (!ready) lock.wait(); }
      } catch (InterruptedException e) { }
    });
    waiter.start();
    synchronized (lock) { ready = true; lock.notifyAll(); }
    waiter.join();
    System.out.println("done");
  }
}
