// The JDK's thread-safe collections (Collections.synchronizedList/Map, StringBuffer, Vector)
// used from two threads: every call holds the collection's monitor, so no update is lost.
import java.util.*;
public class SyncWrap {
  public static void main(String[] a) throws Exception {
    List<Integer> l = Collections.synchronizedList(new ArrayList<>());
    Map<String,Integer> m = Collections.synchronizedMap(new HashMap<>());
    StringBuffer sb = new StringBuffer();
    Vector<Integer> v = new Vector<>();
    Thread t1 = new Thread(() -> { l.add(1); m.merge("k", 1, Integer::sum); sb.append("a"); v.add(1); });
    Thread t2 = new Thread(() -> { l.add(2); m.merge("k", 1, Integer::sum); sb.append("b"); v.add(2); });
    t1.start(); t2.start(); t1.join(); t2.join();
    assert l.size() == 2 && m.get("k") == 2 && sb.length() == 2 && v.size() == 2 : l + " " + m + " " + sb + " " + v;
    System.out.println(l.size() + " " + m + " " + sb.length() + " " + v.size() + " " + l.contains(1) + " " + m.keySet());
  }
}
