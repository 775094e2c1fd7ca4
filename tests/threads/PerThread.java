// ThreadLocal: each thread sees its own value, whatever the interleaving; main's value is
// untouched by the workers.
public class PerThread {
  static final ThreadLocal<Integer> mine = ThreadLocal.withInitial(() -> 0);

  public static void main(String[] args) throws InterruptedException {
    mine.set(100);
    int[] seen = new int[2];
    Thread[] ts = new Thread[2];
    for (int i = 0; i < 2; i++) {
      final int k = i;
      ts[i] = new Thread(() -> {
        mine.set(mine.get() + k + 1);
        seen[k] = mine.get();
      });
      ts[i].start();
    }
    for (Thread t : ts) t.join();
    assert seen[0] == 1 && seen[1] == 2 && mine.get() == 100;
    mine.remove();
    System.out.println(seen[0] + " " + seen[1] + " " + mine.get());
  }
}
