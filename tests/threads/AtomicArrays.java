import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicMarkableReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.AtomicStampedReference;
import java.util.concurrent.atomic.DoubleAccumulator;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

// Two threads count into an AtomicIntegerArray, a LongAdder and a LongAccumulator and move an
// AtomicStampedReference on by compareAndSet in a retry loop: every read-modify-write is
// atomic, so no interleaving loses an update and the output does not depend on the schedule.
// With "racy" the array slot is updated by get then set, a read-modify-write that is not
// atomic: one interleaving loses an increment (an assertion violation, "lost update").
public class AtomicArrays {
  public static void main(String[] args) throws InterruptedException {
    boolean racy = args.length > 0 && args[0].equals("racy");
    AtomicIntegerArray slots = new AtomicIntegerArray(2);
    LongAdder adder = new LongAdder();
    LongAccumulator max = new LongAccumulator(Math::max, Long.MIN_VALUE);
    AtomicStampedReference<String> owner = new AtomicStampedReference<>("none", 0);
    Runnable work = () -> {
      if (racy) slots.set(0, slots.get(0) + 1); else slots.incrementAndGet(0);
      adder.increment();
      max.accumulate(Thread.currentThread().getName().length());
      int[] stamp = new int[1];
      while (true) {
        String cur = owner.get(stamp);
        if (owner.compareAndSet(cur, "t", stamp[0], stamp[0] + 1)) break;
      }
    };
    Thread a = new Thread(work), b = new Thread(work);
    a.start(); b.start(); a.join(); b.join();
    assert slots.get(0) == 2 : "lost update: " + slots;
    assert adder.sum() == 2 && owner.getStamp() == 2;
    System.out.println(slots + " " + adder + " " + max + " " + owner.getReference() + " " + owner.getStamp());

    AtomicLongArray longs = new AtomicLongArray(new long[] {5, 7, 9});
    System.out.println(longs.addAndGet(1, 10) + " " + longs.getAndIncrement(2) + " " + longs.compareAndSet(0, 5, 50) + " " + longs.compareAndSet(0, 5, 51) + " " + longs);
    System.out.println(longs.updateAndGet(0, x -> x * 2) + " " + longs.getAndAccumulate(1, 3, Long::sum) + " " + longs.accumulateAndGet(2, 100, Math::min) + " " + longs.length() + " " + longs);
    System.out.println(new AtomicIntegerArray(0) + " " + new AtomicLongArray(1) + " " + slots.getAndSet(1, 4) + " " + slots.decrementAndGet(1) + " " + slots.getAndUpdate(1, x -> -x) + " " + slots);
    String[] names = {"a", null, "c"};
    AtomicReferenceArray<String> refs = new AtomicReferenceArray<>(names);
    names[0] = "changed";
    System.out.println(refs + " " + refs.compareAndSet(1, null, "b") + " " + refs.getAndSet(2, "z") + " " + refs.updateAndGet(0, s -> s + "!") + " " + refs.accumulateAndGet(1, "+", String::concat) + " " + refs);
    try {
      refs.get(3);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
    }
    DoubleAdder d = new DoubleAdder();
    d.add(0.1); d.add(0.2);
    DoubleAccumulator prod = new DoubleAccumulator((x, y) -> x * y, 1.0);
    prod.accumulate(2.5); prod.accumulate(4);
    System.out.println(d + " " + d.sumThenReset() + " " + d.sum() + " " + prod + " " + prod.getThenReset() + " " + prod.get() + " " + d.intValue());
    adder.add(40); adder.decrement();
    System.out.println(adder.sumThenReset() + " " + adder + " " + adder.longValue() + " " + max.get() + " " + max.getThenReset() + " " + max.intValue());
    AtomicMarkableReference<Integer> marked = new AtomicMarkableReference<>(1, false);
    Integer one = marked.getReference();
    boolean[] mark = new boolean[1];
    System.out.println(marked.isMarked() + " " + marked.attemptMark(one, true) + " " + marked.get(mark) + " " + mark[0] + " " + marked.compareAndSet(one, 2, false, true) + " " + marked.compareAndSet(one, 2, true, false) + " " + marked.getReference() + " " + marked.isMarked());
    owner.set("x", 9);
    System.out.println(owner.attemptStamp("x", 10) + " " + owner.attemptStamp("y", 11) + " " + owner.getStamp() + " " + owner.weakCompareAndSet("x", "w", 10, 12) + " " + owner.getReference());
  }
}
