import java.util.*;

public class BitSetOps {
    static BitSet primes(int n) {
        BitSet composite = new BitSet(n + 1);
        composite.set(0, 2);
        for (int p = 2; p * p <= n; p = composite.nextClearBit(p + 1))
            for (int m = p * p; m <= n; m += p) composite.set(m);
        BitSet primes = new BitSet();
        primes.set(0, n + 1);
        primes.andNot(composite);
        return primes;
    }

    public static void main(String[] args) {
        BitSet b = new BitSet();
        System.out.println("empty " + b + " size " + b.size() + " length " + b.length() + " isEmpty " + b.isEmpty() + " hash " + b.hashCode());
        b.set(3);
        b.set(64);
        b.set(10, 14);
        b.set(200, true);
        b.set(5, false);
        System.out.println(b + " card " + b.cardinality() + " length " + b.length() + " size " + b.size() + " hash " + b.hashCode());
        System.out.println("get " + b.get(3) + b.get(4) + b.get(64) + b.get(1000) + " range get(9,66) " + b.get(9, 66) + " get(300,400) " + b.get(300, 400));
        System.out.println("next set " + b.nextSetBit(0) + " " + b.nextSetBit(4) + " " + b.nextSetBit(14) + " " + b.nextSetBit(201) + " next clear " + b.nextClearBit(10) + " " + b.nextClearBit(500));
        System.out.println("previous set " + b.previousSetBit(63) + " " + b.previousSetBit(2) + " " + b.previousSetBit(-1) + " previous clear " + b.previousClearBit(13) + " " + b.previousClearBit(3));
        StringBuilder sb = new StringBuilder();
        for (int i = b.nextSetBit(0); i >= 0; i = b.nextSetBit(i + 1)) sb.append(i).append(' ');
        System.out.println("iterate " + sb);
        b.flip(0, 5);
        b.flip(64);
        b.clear(12);
        System.out.println("flip/clear " + b + " length " + b.length());
        b.clear(150, 250);
        System.out.println("clear range " + b + " size " + b.size());
        BitSet x = new BitSet(), y = new BitSet();
        for (int i = 0; i < 20; i += 2) x.set(i);
        for (int i = 0; i < 20; i += 3) y.set(i);
        BitSet and = (BitSet) x.clone(), or = (BitSet) x.clone(), xor = (BitSet) x.clone(), andNot = (BitSet) x.clone();
        and.and(y);
        or.or(y);
        xor.xor(y);
        andNot.andNot(y);
        System.out.println("x " + x + " y " + y);
        System.out.println("and " + and + " or " + or + " xor " + xor + " andNot " + andNot + " intersects " + x.intersects(y) + " " + and.intersects(xor));
        System.out.println("equals " + x.equals(x.clone()) + " " + x.equals(y) + " clone size " + ((BitSet) new BitSet(1000).clone()).size());
        BitSet grown = new BitSet();
        grown.set(130);
        BitSet grownClone = (BitSet) grown.clone();
        System.out.println("growth size " + grown.size() + " clone size " + grownClone.size());
        grown.clear(130);
        System.out.println("cleared: " + grown + " length " + grown.length() + " size " + grown.size() + " isEmpty " + grown.isEmpty() + " equals empty " + grown.equals(new BitSet()));
        BitSet ps = primes(100);
        System.out.println("primes " + ps + " count " + ps.cardinality());
        System.out.println("primes below 1e5 " + primes(100000).cardinality());
        long[] longs = ps.toLongArray();
        System.out.println("toLongArray " + Arrays.toString(longs) + " valueOf round trip " + BitSet.valueOf(longs).equals(ps));
        byte[] bytes = BitSet.valueOf(new long[] {0x1234L, 0}).toByteArray();
        System.out.println("toByteArray " + Arrays.toString(bytes) + " valueOf(bytes) " + BitSet.valueOf(new byte[] {(byte) 0x81, 0, 1, 0}));
        String[] bad = {"set(-1)", "get(-2)", "set(5,3)", "nextSetBit(-1)", "previousSetBit(-2)", "new BitSet(-1)", "clear(-1,3)"};
        for (String op : bad) {
            try {
                switch (op) {
                    case "set(-1)": b.set(-1); break;
                    case "get(-2)": b.get(-2); break;
                    case "set(5,3)": b.set(5, 3); break;
                    case "nextSetBit(-1)": b.nextSetBit(-1); break;
                    case "previousSetBit(-2)": b.previousSetBit(-2); break;
                    case "new BitSet(-1)": new BitSet(-1); break;
                    default: b.clear(-1, 3);
                }
                System.out.println(op + " ok");
            } catch (IndexOutOfBoundsException | NegativeArraySizeException e) {
                System.out.println(op + ": " + e.getClass().getSimpleName() + " " + e.getMessage());
            }
        }
        Set<BitSet> seen = new HashSet<>();
        Random r = new Random(11);
        for (int i = 0; i < 50; i++) {
            BitSet s = new BitSet();
            for (int k = 0; k < 3; k++) s.set(r.nextInt(6));
            seen.add(s);
        }
        System.out.println("distinct random subsets " + seen.size());
    }
}
