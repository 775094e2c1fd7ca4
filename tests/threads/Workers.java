// Deterministic output whatever the schedule: workers fill their own slots, main joins them
// and prints. Also thread names, ids, states, daemon flags and holdsLock, as java prints them.
public class Workers {
  public static void main(String[] args) throws InterruptedException {
    int n = 3;
    long[] results = new long[n];
    Thread[] ts = new Thread[n];
    for (int i = 0; i < n; i++) {
      final int k = i;
      ts[i] = new Thread(() -> {
        long s = 0;
        for (int j = 0; j <= 10 * (k + 1); j++) s += j;
        results[k] = s;
      }, "worker-" + i);
    }
    System.out.println(ts[0].getName() + " " + ts[0].getState() + " alive " + ts[0].isAlive());
    for (Thread t : ts) t.start();
    for (Thread t : ts) t.join();
    for (int i = 0; i < n; i++) System.out.println(ts[i].getName() + " -> " + results[i] + " " + ts[i].getState());
    Object o = new Object();
    System.out.println("holds " + Thread.holdsLock(o));
    synchronized (o) { System.out.println("holds " + Thread.holdsLock(o)); }
    Thread d = new Thread(() -> { while (true) Thread.yield(); });
    d.setDaemon(true);
    d.start();
    System.out.println("main: " + Thread.currentThread().getName() + " daemon started " + d.isDaemon());
    try {
      o.notify();
    } catch (IllegalMonitorStateException e) {
      System.out.println("notify without the monitor: " + e.getClass().getSimpleName());
    }
  }
}
