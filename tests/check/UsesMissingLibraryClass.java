/**
 * A JDK class ironpf's runtime library does not have is ironpf's limitation, not bad input:
 * a clear error naming the class, exit code 4 (was 2 when the class was named with dots).
 */
public class UsesMissingLibraryClass {
    public static void main(String[] args) {
        java.util.concurrent.ConcurrentSkipListMap<String, Integer> m =
                new java.util.concurrent.ConcurrentSkipListMap<>();
        m.put("a", 1);
        System.out.println(m);
    }
}
