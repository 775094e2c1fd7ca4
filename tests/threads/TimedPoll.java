import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

// A consumer polls a LinkedBlockingQueue with a 10-second timeout while a producer offers one
// item. Java does not promise that the producer runs within the timeout, so the poll may
// return null (a timed wait may time out at any point in ironpf's model), and the assertion
// that the item arrived fails on that interleaving. Verdict: assertion failure ("timed out").
public class TimedPoll {
  public static void main(String[] args) throws InterruptedException {
    LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>();
    Thread producer = new Thread(() -> q.offer("item"));
    producer.start();
    String got = q.poll(10, TimeUnit.SECONDS);
    assert got != null : "timed out";
    producer.join();
  }
}
