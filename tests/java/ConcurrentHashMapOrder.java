import java.util.*;
import java.util.concurrent.*;

// ConcurrentHashMap's iteration order after random sequences of operations (seeded, so the
// same in every run): keys spread over the table, keys that collide in one bucket (multiples
// of 64), keys that collide in tree bins (8 or more per bucket, Comparable, with equal hashes),
// strings; every constructor; put, putIfAbsent, remove, replace, compute, computeIfAbsent,
// computeIfPresent, merge, putAll, clear. Each round prints its final map and a hash of the
// map after every operation, so any difference in table growth, resize splits or tree bins
// shows.
public class ConcurrentHashMapOrder {
  static long seed;
  static int next(int n) { seed = (seed * 6364136223846793005L + 1442695040888963407L); return (int) ((seed >>> 33) % n); }

  static final class K implements Comparable<K> {
    final int id, h;
    K(int id, int h) { this.id = id; this.h = h; }
    public int hashCode() { return h; }
    public boolean equals(Object o) { return o instanceof K && ((K) o).id == id; }
    public int compareTo(K o) { return Integer.compare(id, o.id); }
    public String toString() { return "k" + id; }
  }

  static Object key(int mode) {
    switch (mode) {
      case 0: return next(40);
      case 1: return next(30) * 64;
      case 2: return next(40) * 256 + next(2);
      case 3: { int id = next(40); return new K(id, (id % 3) * 1024); }
      case 4: return "s" + next(50);
      default: { int id = next(60); return new K(id, (id % 2) * 4096); }
    }
  }

  public static void main(String[] args) {
    int rounds = 150;
    for (int round = 0; round < rounds; round++) {
      seed = round * 7919L + 1;
      int mode = round % 6;
      ConcurrentHashMap<Object, Integer> m;
      switch (next(5)) {
        case 0: m = new ConcurrentHashMap<>(); break;
        case 1: m = new ConcurrentHashMap<>(next(40)); break;
        case 2: m = new ConcurrentHashMap<>(next(40), 0.5f + next(4) * 0.25f); break;
        case 3: { Map<Object, Integer> src = new HashMap<>(); int n = next(20); for (int i = 0; i < n; i++) src.put(key(mode), i); m = new ConcurrentHashMap<>(src); break; }
        default: m = new ConcurrentHashMap<>(next(20), 0.75f, 1 + next(20));
      }
      StringBuilder out = new StringBuilder();
      int ops = 150;
      for (int i = 0; i < ops; i++) {
        Object k = key(mode);
        int v = next(100);
        Object r;
        switch (next(14)) {
          case 0: case 1: case 2: r = m.put(k, v); break;
          case 3: r = m.putIfAbsent(k, v); break;
          case 4: case 5: r = m.remove(k); break;
          case 6: r = m.remove(k, v % 3); break;
          case 7: r = m.replace(k, v); break;
          case 8: r = m.compute(k, (kk, old) -> old == null ? (Integer) v : (old % 4 == 0 ? null : (Integer) (old + v))); break;
          case 9: r = m.computeIfAbsent(k, kk -> v % 5 == 0 ? null : (Integer) v); break;
          case 10: r = m.computeIfPresent(k, (kk, old) -> old % 3 == 0 ? null : (Integer) (old + 1)); break;
          case 11: r = m.merge(k, v, (a, b) -> (a + b) % 7 == 0 ? null : (Integer) (a + b)); break;
          case 12: { Map<Object, Integer> src = new LinkedHashMap<>(); int n = next(6); for (int j = 0; j < n; j++) src.put(key(mode), j); m.putAll(src); r = n; break; }
          default: if (next(10) == 0) { m.clear(); r = "clear"; } else { r = m.get(k); } break;
        }
        out.append(i).append(' ').append(r).append(' ').append(m.size()).append(' ').append(m).append('\n');
      }
      System.out.println(round + " " + out.toString().hashCode() + " " + m.keySet() + " " + m.values() + " " + m.hashCode());
    }
  }
}
