// N diners around a table, a lock between each pair; each locks the one on its left, then
// the one on its right. All holding their left lock is a deadlock. With "ordered" the last
// diner locks in the other order, which breaks the cycle.
public class DiningForks {
  public static void main(String[] args) throws InterruptedException {
    int n = Integer.parseInt(args[0]);
    boolean ordered = args.length > 1 && args[1].equals("ordered");
    Object[] locks = new Object[n];
    for (int i = 0; i < n; i++) locks[i] = new Object();
    int[] eaten = new int[n];
    Thread[] diners = new Thread[n];
    for (int i = 0; i < n; i++) {
      final int me = i;
      Object left = locks[i], right = locks[(i + 1) % n];
      boolean flip = ordered && i == n - 1;
      Object first = flip ? right : left, second = flip ? left : right;
      diners[i] = new Thread(() -> {
        synchronized (first) { synchronized (second) { eaten[me]++; } }
      });
    }
    for (Thread d : diners) d.start();
    for (Thread d : diners) d.join();
    for (int e : eaten) assert e == 1;
  }
}
