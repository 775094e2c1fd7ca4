import gov.nasa.jpf.vm.Verify;

/**
 * String.intern adds the string itself to the pool when no equal string is there yet
 * (java.lang.String.intern's contract); a literal loaded afterwards is that string.
 *
 * expect: none
 */
public class InternIdentity {
    public static void main(String[] args) {
        String s = new StringBuilder("zq").append("x7").toString();
        boolean early = Verify.getBoolean();
        assert s.intern() == s : "site 1";
        assert s.intern() == s : "site 2";
        String u = new StringBuilder("zqx").append("7").toString();
        assert u.intern() == s : "site 3";
        assert u != s : "site 4";
    }
}
