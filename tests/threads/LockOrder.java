// Two threads take two locks in opposite orders: each can hold one and wait for the other.
// With "ordered" both take them in the same order and nothing can deadlock.
public class LockOrder {
  static final Object a = new Object(), b = new Object();
  static int shared;

  public static void main(String[] args) throws InterruptedException {
    boolean ordered = args.length > 0 && args[0].equals("ordered");
    Thread t1 = new Thread(() -> { synchronized (a) { synchronized (b) { shared++; } } });
    Thread t2 = new Thread(() -> {
      Object first = ordered ? a : b, second = ordered ? b : a;
      synchronized (first) { synchronized (second) { shared++; } }
    });
    t1.start(); t2.start(); t1.join(); t2.join();
    System.out.println("shared " + shared);
  }
}
