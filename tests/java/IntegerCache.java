public class IntegerCache {
    static boolean same(Object a, Object b) {
        return a == b;
    }

    public static void main(String[] args) {
        int[] probes = {-129, -128, -127, -1, 0, 1, 100, 126, 127, 128, 129, 1000};
        for (int p : probes) {
            Integer a = p;
            Integer b = p;
            Integer c = Integer.valueOf(p);
            System.out.println("Integer " + p + ": auto==auto " + (a == b) + ", auto==valueOf " + (a == c) + ", equals " + a.equals(b));
        }
        for (int p : probes) {
            Long a = (long) p;
            Long b = Long.valueOf(p);
            System.out.println("Long " + p + ": " + (a == b) + " " + a.equals(b) + " " + a.equals(p) + " " + a.equals((long) p));
        }
        for (int p : probes) {
            Short a = (short) p;
            Short b = Short.valueOf((short) p);
            System.out.println("Short " + p + ": " + (a == b) + " " + a.equals(b));
        }
        for (int p = -128; p <= 127; p += 51) {
            Byte a = (byte) p;
            Byte b = Byte.valueOf((byte) p);
            System.out.println("Byte " + p + ": " + (a == b));
        }
        char[] cs = {0, 'A', 'z', 127, 128, 200, 1000};
        for (char ch : cs) {
            Character a = ch;
            Character b = Character.valueOf(ch);
            System.out.println("Character " + (int) ch + ": " + (a == b) + " " + a.equals(b));
        }
        Boolean t1 = true;
        Boolean t2 = Boolean.valueOf(true);
        Boolean t3 = Boolean.valueOf("TrUe");
        System.out.println("Boolean: " + (t1 == t2) + " " + (t2 == t3) + " " + (t1 == Boolean.TRUE) + " " + (Boolean.valueOf(false) == Boolean.FALSE));
        System.out.println("== mixed comparisons ==");
        Integer x = 1000;
        Integer y = 1000;
        int z = 1000;
        System.out.println(x == z);
        System.out.println(z == y);
        System.out.println(x.equals(y));
        System.out.println(x.intValue() == y.intValue());
        System.out.println(same(x, y));
        System.out.println(x.compareTo(y));
        Long lx = 1000L;
        System.out.println(lx == z);
        System.out.println(lx.equals(z));
        System.out.println(x.equals(lx));
        System.out.println(new Integer(5).equals(5));
        System.out.println(same(Integer.valueOf(50), Integer.valueOf(50)));
        System.out.println(same(Integer.valueOf(500), Integer.valueOf(500)));
        System.out.println(same(Integer.valueOf("77"), 77));
        System.out.println(same(Integer.valueOf("-128"), -128));
        System.out.println("== loop counting cached ==");
        int cached = 0;
        for (int i = -200; i <= 200; i++) {
            Integer a = i;
            Integer b = i;
            if (a == b) cached++;
        }
        System.out.println(cached);
        Integer sum = 0;
        for (int i = 0; i < 100; i++) {
            sum += i;
        }
        System.out.println(sum + " " + (sum == 4950));
        Integer k = 127;
        Integer k0 = k;
        k++;
        System.out.println(k + " " + (k0 == (Integer) 127) + " " + (k == (Integer) 128));
        Double d1 = 1.0;
        Double d2 = 1.0;
        System.out.println(d1.equals(d2) + " " + d1.compareTo(d2));
    }
}
