import gov.nasa.jpf.vm.Verify;

/**
 * JPF's Verify API beyond getInt: random, randomBool, getDoubleFromList, breakTransition(String),
 * counters of the whole search, bit sets, values, isRunningInJPF. With "unsupported" as its
 * argument it calls a member that reads JPF's configuration, with "properties" it sets a JPF
 * property ironpf cannot honour.
 */
public class VerifyApi {
    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals("unsupported")) {
            System.out.println(Verify.getInt("choice.key"));
            return;
        }
        if (args.length > 0 && args[0].equals("properties")) {
            Verify.setProperties("cg.enumerate_random=true");
            return;
        }
        // A property whose meaning ironpf always has is accepted.
        Verify.setProperties("cg.enumerate_cas=true", " cg.enumerate_cas = true");
        if (args.length > 0 && args[0].equals("cycle")) {
            // JPF's own test of breakTransition: the loop must end by state matching.
            int y = 4;
            int x = 0;
            while (x != y) {
                x = x + 1;
                if (x > 3) {
                    x = 0;
                }
                Verify.breakTransition("cycle");
            }
            throw new AssertionError("x reached y");
        }
        Verify.setBitInBitSet(1, 5, true);
        Verify.putValue("k", 7);
        if (!Verify.getBitInBitSet(1, 5) || Verify.getBitInBitSet(1, 4)
                || Verify.getValue("k") != 7 || Verify.getValue("none") != Verify.NO_VALUE) {
            throw new AssertionError("bit sets or values");
        }
        int r = Verify.random(2);
        boolean b = Verify.randomBool();
        double d = Verify.getDoubleFromList(0.5, 1.5);
        long l = Verify.getLongFromList(10L);
        Verify.print("path", r);
        Verify.println(" " + b + " " + d + " " + l + " " + Verify.isRunningInJPF());
        // Counters are not state: the twelfth path to get here sees 12.
        int paths = Verify.incrementCounter(0);
        if (paths == 12) {
            throw new AssertionError("12 paths, the last " + r + " " + b + " " + d);
        }
    }
}
