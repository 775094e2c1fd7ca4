// An exception that escapes a thread's run method: java prints it and the program goes on;
// a model checker reports it as an uncaught exception.
public class ThreadThrows {
  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> { throw new IllegalStateException("worker failed"); });
    t.start();
    t.join();
    System.out.println("main ends");
  }
}
