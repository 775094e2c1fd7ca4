import gov.nasa.jpf.vm.Verify;

// The racy counter with its increment inside Verify.beginAtomic/endAtomic: no other thread
// runs in between, so no update is lost (JPF's atomic sections).
public class AtomicSection {
  static int count;

  public static void main(String[] args) throws InterruptedException {
    Runnable inc = () -> { Verify.beginAtomic(); count++; Verify.endAtomic(); };
    Thread a = new Thread(inc), b = new Thread(inc);
    a.start(); b.start();
    a.join(); b.join();
    assert count == 2 : "lost update: " + count;
  }
}
