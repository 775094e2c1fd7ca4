import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

// A producer puts three numbers through a bounded queue of capacity 1 and a consumer takes
// three: put waits while the queue is full and take while it is empty, so every number arrives
// exactly once and in order, whatever the interleaving. Verdict: no error; the output (the
// sum, the order, an empty queue) does not depend on the schedule.
public class QueueHandoff {
  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
    int[] got = new int[3];
    Thread producer = new Thread(() -> {
      try {
        for (int i = 1; i <= 3; i++) q.put(i);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    });
    Thread consumer = new Thread(() -> {
      try {
        for (int i = 0; i < 3; i++) got[i] = q.take();
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    });
    producer.start(); consumer.start();
    producer.join(); consumer.join();
    assert got[0] == 1 && got[1] == 2 && got[2] == 3 : "order";
    System.out.println(got[0] + got[1] + got[2] + " " + q.size() + " " + q.remainingCapacity() + " " + q.peek() + " " + q.offer(9) + " " + q.offer(10) + " " + q + " " + q.poll());
  }
}
