import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.StampedLock;

// A writer moves a point from (1, 1) to (2, 2) under a StampedLock's write lock; a reader
// reads x and y under an optimistic read and validates the stamp, falling back to the read
// lock when a write came between: it never sees a torn point (x != y). With "racy" the reader
// uses the optimistic values without validate: it can read x before the write and y after it
// (an assertion violation, "torn read").
public class Stamped {
  static final StampedLock lock = new StampedLock();
  static int x = 1, y = 1;

  public static void main(String[] args) throws InterruptedException {
    boolean racy = args.length > 0 && args[0].equals("racy");
    Thread writer = new Thread(() -> {
      long s = lock.writeLock();
      try {
        x = 2;
        y = 2;
      } finally {
        lock.unlockWrite(s);
      }
    });
    writer.start();
    long s = lock.tryOptimisticRead();
    int rx = x, ry = y;
    if (!racy && !lock.validate(s)) {
      s = lock.readLock();
      try {
        rx = x;
        ry = y;
      } finally {
        lock.unlockRead(s);
      }
    }
    assert rx == ry : "torn read: " + rx + " " + ry;
    writer.join();

    long w = lock.writeLock();
    System.out.println(lock.isWriteLocked() + " " + lock.tryOptimisticRead() + " " + lock.tryReadLock() + " " + lock.validate(w) + " " + (w != 0));
    long r = lock.tryConvertToReadLock(w);
    System.out.println(lock.isWriteLocked() + " " + lock.getReadLockCount() + " " + lock.validate(w) + " " + (r != 0) + " " + lock.toString().endsWith("[Read-locks:1]"));
    long w2 = lock.tryConvertToWriteLock(r);
    System.out.println((w2 != 0) + " " + lock.isWriteLocked() + " " + lock.toString().endsWith("[Write-locked]"));
    long o = lock.tryConvertToOptimisticRead(w2);
    System.out.println((o != 0) + " " + lock.validate(o) + " " + lock.toString().endsWith("[Unlocked]") + " " + lock.tryConvertToWriteLock(o + 4));
    try {
      lock.unlockRead(o);
    } catch (IllegalMonitorStateException e) {
      System.out.println("unlockRead of an optimistic stamp: IllegalMonitorStateException");
    }
    Lock rl = lock.asReadLock(), wl = lock.asWriteLock();
    rl.lock();
    rl.lock();
    System.out.println(wl.tryLock() + " " + lock.getReadLockCount() + " " + lock.asReadWriteLock().readLock().tryLock());
    rl.unlock(); rl.unlock(); rl.unlock();
    wl.lock();
    System.out.println(rl.tryLock() + " " + lock.isWriteLocked() + " " + lock.tryUnlockRead());
    wl.unlock();
    try {
      wl.newCondition();
    } catch (UnsupportedOperationException e) {
      System.out.println("no conditions");
    }
    System.out.println(x + " " + y);
  }
}
