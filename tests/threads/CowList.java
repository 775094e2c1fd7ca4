import java.util.concurrent.CopyOnWriteArrayList;

// Two threads call addIfAbsent("x") on a CopyOnWriteArrayList, which checks and adds in one
// atomic operation, while main iterates the list: the iterator walks the array of its
// creation, so it never throws ConcurrentModificationException and sees zero or one "x".
// After both threads end the list holds exactly one "x" and one of the two calls returned
// true. Verdict: no error; the output does not depend on the schedule.
public class CowList {
  public static void main(String[] args) throws InterruptedException {
    CopyOnWriteArrayList<String> list = new CopyOnWriteArrayList<>();
    boolean[] added = new boolean[2];
    Thread a = new Thread(() -> added[0] = list.addIfAbsent("x"));
    Thread b = new Thread(() -> added[1] = list.addIfAbsent("x"));
    a.start(); b.start();
    int seen = 0;
    for (String s : list) seen++;
    assert seen <= 1 : "seen " + seen;
    a.join(); b.join();
    assert added[0] != added[1] : "both or neither added";
    System.out.println(list + " " + list.size());
  }
}
