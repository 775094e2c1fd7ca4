// A one-slot channel between producers and consumers, guarded by its monitor. With "notify"
// a put or take wakes a single waiter, which may be of its own kind: all can end up waiting
// (a deadlock). With notifyAll every waiter re-tests its condition and none is lost.
public class Channel {
  private Integer slot;
  private final boolean single;

  Channel(boolean single) { this.single = single; }

  synchronized void put(int v) throws InterruptedException {
    while (slot != null) wait();
    slot = v;
    if (single) notify(); else notifyAll();
  }

  synchronized int take() throws InterruptedException {
    while (slot == null) wait();
    int v = slot;
    slot = null;
    if (single) notify(); else notifyAll();
    return v;
  }

  public static void main(String[] args) throws InterruptedException {
    int producers = Integer.parseInt(args[0]), consumers = Integer.parseInt(args[1]);
    int items = Integer.parseInt(args[2]);
    Channel c = new Channel(args.length > 3 && args[3].equals("notify"));
    int[] got = new int[1];
    Thread[] ts = new Thread[producers + consumers];
    for (int p = 0; p < producers; p++) {
      ts[p] = new Thread(() -> {
        try { for (int i = 0; i < items; i++) c.put(1); } catch (InterruptedException e) { }
      });
    }
    int each = producers * items / consumers;
    for (int k = 0; k < consumers; k++) {
      ts[producers + k] = new Thread(() -> {
        try {
          for (int i = 0; i < each; i++) {
            int v = c.take();
            synchronized (got) { got[0] += v; }
          }
        } catch (InterruptedException e) { }
      });
    }
    for (Thread t : ts) t.start();
    for (Thread t : ts) t.join();
    assert got[0] == producers * items : "lost items: " + got[0];
  }
}
