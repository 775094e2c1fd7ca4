import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// java.util.concurrent's atomics, ReentrantLock with a Condition, CountDownLatch and Semaphore
// used correctly: no interleaving loses an update or an item, and the output does not depend
// on the schedule. With "racy" the atomic counter is updated by get then set, which can lose
// an increment (an assertion violation on some interleaving).
public class ConcurrentTools {
  static final ReentrantLock lock = new ReentrantLock();
  static final Condition changed = lock.newCondition();
  static Integer slot;
  static int lockedCount;

  static void put(int v) throws InterruptedException {
    lock.lock();
    try {
      while (slot != null) changed.await();
      slot = v;
      changed.signalAll();
    } finally {
      lock.unlock();
    }
  }

  static int take() throws InterruptedException {
    lock.lock();
    try {
      while (slot == null) changed.await();
      int v = slot;
      slot = null;
      changed.signalAll();
      return v;
    } finally {
      lock.unlock();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    boolean racy = args.length > 0 && args[0].equals("racy");
    AtomicInteger counter = new AtomicInteger();
    CountDownLatch done = new CountDownLatch(2);
    Semaphore mutex = new Semaphore(1);
    int[] guarded = new int[1];
    Runnable work = () -> {
      if (racy) counter.set(counter.get() + 1); else counter.incrementAndGet();
      lock.lock();
      try { lockedCount++; } finally { lock.unlock(); }
      mutex.acquireUninterruptibly();
      guarded[0]++;
      mutex.release();
      done.countDown();
    };
    Thread a = new Thread(work), b = new Thread(work);
    a.start(); b.start();
    done.await();
    assert counter.get() == 2 : "lost increment: " + counter;
    assert lockedCount == 2 && guarded[0] == 2;
    a.join(); b.join();

    int[] sum = new int[1];
    Thread producer = new Thread(() -> {
      try { put(1); put(2); } catch (InterruptedException e) { }
    });
    Thread consumer = new Thread(() -> {
      try { sum[0] = take() + take(); } catch (InterruptedException e) { }
    });
    producer.start(); consumer.start(); producer.join(); consumer.join();
    assert sum[0] == 3 : "items: " + sum[0];

    AtomicLong big = new AtomicLong(5);
    AtomicBoolean flag = new AtomicBoolean();
    AtomicReference<String> ref = new AtomicReference<>("a");
    System.out.println(counter + " " + lockedCount + " " + guarded[0] + " " + sum[0] + " " + done.getCount());
    System.out.println(big.addAndGet(10) + " " + big.getAndIncrement() + " " + big + " " + flag.compareAndSet(false, true) + " " + flag);
    System.out.println(ref.compareAndSet("a", "b") + " " + ref.updateAndGet(s -> s + "c") + " " + ref.getAndSet("z") + " " + ref);
    System.out.println(counter.accumulateAndGet(5, Math::max) + " " + counter.getAndUpdate(x -> x * 3) + " " + counter.get());
    System.out.println(TimeUnit.SECONDS.toMillis(3) + " " + TimeUnit.MILLISECONDS.convert(2, TimeUnit.MINUTES) + " " + TimeUnit.NANOSECONDS.toMicros(5500) + " " + TimeUnit.DAYS.toNanos(Long.MAX_VALUE));
    System.out.println(lock.isLocked() + " " + lock.getHoldCount() + " " + mutex.availablePermits() + " " + mutex.tryAcquire() + " " + mutex.tryAcquire());
    lock.lock(); lock.lock();
    System.out.println(lock.isHeldByCurrentThread() + " " + lock.getHoldCount());
    lock.unlock(); lock.unlock();
    try {
      lock.unlock();
    } catch (IllegalMonitorStateException e) {
      System.out.println("unlock without the lock: IllegalMonitorStateException");
    }
  }
}
