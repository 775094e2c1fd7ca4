import gov.nasa.jpf.vm.Verify;

/**
 * One branch interns a string built at run time, the other loads the literal with the same
 * characters; afterwards the literal is the interned string on both (JLS 3.10.5). Breadth-first
 * search expands the first branch's stored state after the second branch ran.
 *
 * expect: java.lang.AssertionError: site 1
 */
public class InternBranches {
    public static void main(String[] args) {
        String s;
        if (!Verify.getBoolean()) {
            s = new StringBuilder("q").append("zz").toString().intern();
        } else {
            s = "qzz";
        }
        boolean which = Verify.getBoolean();
        String t = "qzz";
        if (which) {
            assert t != s : "site 1";
        } else {
            assert t == s : "site 2";
        }
    }
}
