public class Shifts {
    public static void main(String[] args) {
        int[] vals = {1, -1, 0x12345678, 0x80000000, 0x7FFFFFFF, -17, 255};
        int[] counts = {0, 1, 4, 8, 15, 16, 31, 32, 33, 63, 64, 65, -1, -31, -32, 100, 1000};
        for (int v : vals) {
            for (int c : counts) {
                System.out.println(v + " << " + c + " = " + (v << c) + ", >> = " + (v >> c) + ", >>> = " + (v >>> c));
            }
        }
        long[] lvals = {1L, -1L, 0x123456789ABCDEF0L, Long.MIN_VALUE, Long.MAX_VALUE, -17L};
        for (long v : lvals) {
            for (int c : counts) {
                System.out.println(v + " <<L " + c + " = " + (v << c) + ", >> = " + (v >> c) + ", >>> = " + (v >>> c));
            }
        }
        System.out.println("== long shift counts ==");
        long lc = 65L;
        System.out.println(1 << lc);
        System.out.println(1L << lc);
        System.out.println(-1 >>> 33L);
        System.out.println("== byte/short/char shifts ==");
        byte b = -16;
        System.out.println(b >> 2);
        System.out.println(b >>> 2);
        System.out.println((byte) (b >>> 2));
        System.out.println(b << 30);
        b >>>= 2;
        System.out.println(b);
        short s = -1;
        s >>>= 10;
        System.out.println(s);
        char c = '\uFFFF';
        System.out.println(c >> 4);
        System.out.println(c << 20);
        c >>= 4;
        System.out.println((int) c);
        System.out.println("== shift loops ==");
        int bit = 1;
        for (int i = 0; i < 34; i++) {
            System.out.print(bit + " ");
            bit <<= 1;
        }
        System.out.println();
        long lb = 1L;
        for (int i = 0; i < 66; i += 3) {
            System.out.print((lb << i) + " ");
        }
        System.out.println();
        int neg = Integer.MIN_VALUE;
        for (int i = 0; i < 33; i += 4) {
            System.out.print((neg >> i) + "/" + (neg >>> i) + " ");
        }
        System.out.println();
        System.out.println("== rotate ==");
        System.out.println(Integer.rotateLeft(0x80000001, 1));
        System.out.println(Integer.rotateLeft(0x12345678, 36));
        System.out.println(Integer.rotateRight(0x12345678, 4));
        System.out.println(Integer.rotateRight(1, -1));
        System.out.println(Integer.toHexString(Integer.rotateLeft(0xCAFEBABE, 8)));
    }
}
