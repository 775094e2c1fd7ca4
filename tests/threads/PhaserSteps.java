import java.util.concurrent.Exchanger;
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// Two workers each write their own slot, then meet at a Phaser (arriveAndAwaitAdvance) before
// reading the other's slot: the phase cannot advance before both wrote, so each reads the
// other's value on every interleaving; then they swap their names through an Exchanger. With
// "racy" a worker only arrives (arrive() does not wait for the others) and may read the other
// slot before it was written (an assertion violation, "read before the phase advanced").
public class PhaserSteps {
  public static void main(String[] args) throws Exception {
    boolean racy = args.length > 0 && args[0].equals("racy");
    int[] slots = new int[2];
    String[] got = new String[2];
    Phaser phaser = new Phaser(2) {
      protected boolean onAdvance(int phase, int parties) {
        return phase >= 1 || parties == 0;
      }
    };
    Exchanger<String> exchanger = new Exchanger<>();
    Thread[] workers = new Thread[2];
    for (int i = 0; i < 2; i++) {
      int me = i;
      workers[i] = new Thread(() -> {
        slots[me] = me + 1;
        if (racy) phaser.arrive(); else phaser.arriveAndAwaitAdvance();
        assert slots[1 - me] == 2 - me : "read before the phase advanced";
        if (!racy) {
          try {
            got[me] = exchanger.exchange("w" + me);
          } catch (InterruptedException e) {
            throw new RuntimeException(e);
          }
        }
      });
      workers[i].start();
    }
    for (Thread w : workers) w.join();
    if (racy) return;
    System.out.println(got[0] + " " + got[1] + " " + phaser.getPhase() + " " + phaser.getRegisteredParties());
    System.out.println(phaser.register() + " " + phaser.arrive() + " " + phaser.getArrivedParties() + " " + phaser.getUnarrivedParties() + " " + phaser.arriveAndDeregister() + " " + phaser.getPhase() + " " + phaser.isTerminated());
    System.out.println(phaser.register() + " " + phaser.arrive() + " " + phaser.awaitAdvance(5));
    Phaser p = new Phaser();
    System.out.println(p.register() + " " + p.bulkRegister(2) + " " + p.arrive() + " " + p.arriveAndDeregister() + " " + p.getRegisteredParties() + " " + p.arriveAndAwaitAdvance() + " " + p.getPhase());
    System.out.println(p.toString().substring(p.toString().indexOf('[')));
    System.out.println(p.arriveAndDeregister() + " " + p.arriveAndDeregister() + " " + p.isTerminated() + " " + p.getPhase() + " " + p.register() + " " + p.awaitAdvance(p.getPhase()));
    Phaser q = new Phaser(1);
    System.out.println(q.arrive() + " " + q.arrive() + " " + q.arriveAndDeregister() + " " + q.arrive() + " " + q.getPhase());
    Phaser r = new Phaser(1);
    r.forceTermination();
    System.out.println(r.getPhase() + " " + r.register() + " " + r.arriveAndAwaitAdvance());
    try {
      q = new Phaser(0);
      q.arrive();
    } catch (IllegalStateException e) {
      System.out.println("IllegalStateException " + e.getMessage().startsWith("Attempted arrival of unregistered party for java.util.concurrent.Phaser@"));
    }
    q.forceTermination();
    System.out.println(q.isTerminated() + " " + q.getPhase() + " " + q.arrive());
    try {
      new Exchanger<String>().exchange("alone", 0, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      System.out.println("TimeoutException");
    }
  }
}
