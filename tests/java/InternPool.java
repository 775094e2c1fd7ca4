/**
 * String.intern pools the string itself when the pool has no equal one, and a literal loaded
 * afterwards is that string (JLS 3.10.5); a string equal to a literal already loaded interns
 * to the literal.
 */
public class InternPool {
    static final class Later {
        static String word() {
            return "w0rld";
        }
    }

    public static void main(String[] args) {
        String s = new StringBuilder("zq").append("x7").toString();
        System.out.println("first intern is the string itself " + (s.intern() == s));
        String u = new StringBuilder("zqx").append("7").toString();
        System.out.println("an equal string interns to the first " + (u.intern() == s) + " " + (u.intern() != u));
        String h = new String("hello");
        System.out.println("a loaded literal is the pool's " + (h.intern() == "hello") + " " + (h.intern() != h));
        String w = new StringBuilder("w0r").append("ld").toString();
        String wi = w.intern();
        System.out.println("pooled before its literal's class ran " + (wi == w) + " literal is it " + (Later.word() == w));
        String n1 = String.valueOf(4711), n2 = Integer.toString(4711);
        System.out.println("two equal strings " + (n1 == n2) + " interned " + (n1.intern() == n2.intern()) + " first kept " + (n2.intern() == n1));
    }
}
