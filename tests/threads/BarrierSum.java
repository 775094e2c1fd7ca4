import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

// Two workers each write their own slot and meet at a barrier whose action, run by the last to
// arrive before anyone leaves, adds the slots; after the barrier both see the total. await
// returns each party's arrival index (one 0, one 1). A second round reuses the barrier. Verdict:
// no error; the output does not depend on the schedule.
public class BarrierSum {
  public static void main(String[] args) throws InterruptedException {
    int[] slot = new int[2];
    int[] total = new int[1];
    int[] index = new int[2];
    CyclicBarrier barrier = new CyclicBarrier(2, () -> total[0] = slot[0] + slot[1]);
    Thread[] ts = new Thread[2];
    for (int i = 0; i < 2; i++) {
      final int k = i;
      ts[i] = new Thread(() -> {
        slot[k] = 10 * (k + 1);
        try {
          index[k] = barrier.await();
        } catch (InterruptedException | BrokenBarrierException e) {
          throw new AssertionError(e);
        }
        assert total[0] == 30 : "barrier action not seen: " + total[0];
      });
    }
    for (Thread t : ts) t.start();
    for (Thread t : ts) t.join();
    System.out.println(total[0] + " " + (index[0] + index[1]) + " " + barrier.getNumberWaiting() + " " + barrier.isBroken() + " " + barrier.getParties());
    barrier.reset();
    System.out.println(barrier.isBroken());
  }
}
