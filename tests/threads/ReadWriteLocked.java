import java.util.concurrent.locks.ReentrantReadWriteLock;

// A reader and a writer sharing a pair (x, y) that every write changes together. The writer
// changes it under the write lock, which excludes readers, so no reader sees the pair torn
// (x != y); it then downgrades (takes the read lock before leaving the write lock) and still
// sees its own write. Verdict: no error. With "racy" the writer changes the pair under the
// read lock, which readers share: the reader can run between the two writes and see x != y,
// so its assertion fails on some interleaving.
public class ReadWriteLocked {
  static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
  static int x, y;

  public static void main(String[] args) throws InterruptedException {
    boolean racy = args.length > 0 && args[0].equals("racy");
    Thread writer = new Thread(() -> {
      if (racy) {
        rw.readLock().lock();
        try { x++; y++; } finally { rw.readLock().unlock(); }
        return;
      }
      rw.writeLock().lock();
      x++;
      y++;
      rw.readLock().lock();
      rw.writeLock().unlock();
      try {
        assert x == 1 && y == 1 : "write lost after downgrade";
      } finally {
        rw.readLock().unlock();
      }
    });
    Thread reader = new Thread(() -> {
      rw.readLock().lock();
      try {
        assert x == y : "torn read: " + x + " " + y;
      } finally {
        rw.readLock().unlock();
      }
    });
    writer.start(); reader.start();
    writer.join(); reader.join();
    System.out.println(x + " " + y + " " + rw.getReadLockCount() + " " + rw.isWriteLocked());
  }
}
