// Interrupting a waiting thread: its wait ends with InterruptedException, whichever comes
// first, the interrupt or the wait. Never deadlocks.
public class InterruptWait {
  static final Object lock = new Object();

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> {
      synchronized (lock) {
        try {
          lock.wait();
          throw new AssertionError("wait returned without notify");
        } catch (InterruptedException e) {
          assert !Thread.currentThread().isInterrupted() : "flag not cleared";
        }
      }
    });
    t.start();
    t.interrupt();
    t.join();
    System.out.println("interrupted: " + t.getState());
  }
}
