// A waiter that tests a flag outside the monitor and then waits: the notify can come
// between its test and its wait, and it then waits forever (a deadlock).
public class LostWakeup {
  static final Object lock = new Object();
  static volatile boolean ready;

  public static void main(String[] args) throws InterruptedException {
    Thread waiter = new Thread(() -> {
      try {
        if (!ready) {
          synchronized (lock) { lock.wait(); }
        }
      } catch (InterruptedException e) { }
    });
    waiter.start();
    ready = true;
    synchronized (lock) { lock.notifyAll(); }
    waiter.join();
  }
}
