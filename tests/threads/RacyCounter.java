// Two threads increment a shared counter without synchronization: an update can be lost,
// which the final assertion catches on some interleaving (a data race).
public class RacyCounter {
  static int count;

  public static void main(String[] args) throws InterruptedException {
    Runnable inc = () -> { count++; };
    Thread a = new Thread(inc), b = new Thread(inc);
    a.start(); b.start();
    a.join(); b.join();
    assert count == 2 : "lost update: " + count;
    System.out.println("count " + count);
  }
}
