// Lazy initialization without a lock: both threads can see null and create an instance,
// so the two threads can end up with different instances.
public class CheckThenAct {
  static Object instance;
  static Object seenA, seenB;

  static Object get() {
    if (instance == null) instance = new Object();
    return instance;
  }

  public static void main(String[] args) throws InterruptedException {
    Thread a = new Thread(() -> { seenA = get(); });
    Thread b = new Thread(() -> { seenB = get(); });
    a.start(); b.start(); a.join(); b.join();
    assert seenA == seenB : "two instances";
  }
}
