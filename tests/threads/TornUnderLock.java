// The lock-discipline reduction must not hide an interleaving: the writer updates a box twice
// holding the box's monitor, a reader reads it without the monitor. Only a read between the
// two writes sees 1. With "locked" the reader takes the monitor too: the discipline holds,
// no read sees 1, and the writes need no scheduling points of their own. With "late" the
// unguarded read happens only on one branch of a data choice, after a guarded one.
import gov.nasa.jpf.vm.Verify;

public class TornUnderLock {
  static final class Box { int v; }

  static final Box box = new Box();

  public static void main(String[] args) throws InterruptedException {
    boolean locked = args.length > 0 && args[0].equals("locked");
    boolean late = args.length > 0 && args[0].equals("late");
    Thread writer = new Thread(() -> {
      synchronized (box) {
        box.v = 1;
        box.v = 2;
      }
    });
    Thread reader = new Thread(() -> {
      int r;
      if (locked || late) {
        synchronized (box) { r = box.v; }
        if (late && Verify.getBoolean()) {
          r = box.v;
        }
      } else {
        r = box.v;
      }
      assert r != 1 : "torn read: " + r;
    });
    writer.start();
    reader.start();
    writer.join();
    reader.join();
  }
}
