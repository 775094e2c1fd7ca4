import java.util.concurrent.ConcurrentHashMap;

// Two threads count the same key of a ConcurrentHashMap. With "racy" each reads the count with
// get and writes it back with put: each call is atomic but the pair is not, so both threads can
// read 0 and both write 1, losing an update (the assertion fails on that interleaving). With
// no argument each increments with merge(key, 1, Integer::sum), one atomic operation, so the
// count always ends at 2. Verdict: racy fails, merge has no error.
public class ChmLostUpdate {
  public static void main(String[] args) throws InterruptedException {
    boolean racy = args.length > 0 && args[0].equals("racy");
    ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
    Runnable count = () -> {
      if (racy) {
        Integer v = counts.get("k");
        counts.put("k", v == null ? 1 : v + 1);
      } else {
        counts.merge("k", 1, Integer::sum);
      }
    };
    Thread a = new Thread(count), b = new Thread(count);
    a.start(); b.start();
    a.join(); b.join();
    assert counts.get("k") == 2 : "lost update: " + counts;
    System.out.println(counts);
  }
}
