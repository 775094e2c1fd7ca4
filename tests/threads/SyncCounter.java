// The racy counter with its increment in a synchronized method: no update is lost.
public class SyncCounter {
  private int count;

  synchronized void inc() { count++; }

  public static void main(String[] args) throws InterruptedException {
    SyncCounter c = new SyncCounter();
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    Thread[] ts = new Thread[n];
    for (int i = 0; i < n; i++) {
      ts[i] = new Thread(() -> { c.inc(); c.inc(); });
      ts[i].start();
    }
    for (Thread t : ts) t.join();
    assert c.count == 2 * n : "lost update: " + c.count;
    System.out.println("count " + c.count);
  }
}
