// Object.clone reads a whole shared object: it is a scheduling point like a read of one
// element. The reader's clone must be able to come after both of the writer's steps while its
// read of the flag came before them (before the fix, the clone ran in the same step as the
// read, and the failing interleaving was never explored).
public class CloneRace {
  static int flag;
  static final int[] cells = new int[2];

  public static void main(String[] args) throws InterruptedException {
    Thread writer = new Thread(() -> {
      flag = 1;
      cells[0] = 1;
    });
    writer.start();
    int seen = flag;
    int[] copy = cells.clone();
    writer.join();
    assert !(seen == 0 && copy[0] == 1) : "clone after the write, flag read before it";
  }
}
