public class BitOps {
    static String bin(int x) {
        String s = Integer.toBinaryString(x);
        while (s.length() < 32) s = "0" + s;
        return s;
    }

    static int popcount(int x) {
        int c = 0;
        while (x != 0) {
            x &= x - 1;
            c++;
        }
        return c;
    }

    static int reverseBits(int x) {
        int r = 0;
        for (int i = 0; i < 32; i++) {
            r = (r << 1) | (x & 1);
            x >>>= 1;
        }
        return r;
    }

    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 5, -5, 0x55555555, 0xAAAAAAAA, 0x0F0F0F0F, Integer.MAX_VALUE, Integer.MIN_VALUE, 12345, -98765};
        for (int a : vals) {
            int b = 0x3C3C3C3C;
            System.out.println(bin(a) + " &:" + (a & b) + " |:" + (a | b) + " ^:" + (a ^ b) + " ~:" + (~a) + " pop:" + popcount(a) + "/" + Integer.bitCount(a)
                + " rev:" + (reverseBits(a) == Integer.reverse(a)) + " nlz:" + Integer.numberOfLeadingZeros(a) + " ntz:" + Integer.numberOfTrailingZeros(a)
                + " hi:" + Integer.highestOneBit(a) + " lo:" + Integer.lowestOneBit(a));
        }
        System.out.println("== long bit ops ==");
        long[] lv = {0L, 1L, -1L, 0x5555555555555555L, 0x8000000000000000L, 0x00FF00FF00FF00FFL, 1234567890123456789L};
        for (long a : lv) {
            long b = 0x0F0F0F0FF0F0F0F0L;
            System.out.println(Long.toHexString(a) + " &:" + Long.toHexString(a & b) + " |:" + Long.toHexString(a | b) + " ^:" + Long.toHexString(a ^ b)
                + " ~:" + (~a) + " pop:" + Long.bitCount(a) + " nlz:" + Long.numberOfLeadingZeros(a) + " ntz:" + Long.numberOfTrailingZeros(a));
        }
        System.out.println("== tricks ==");
        int x = 17, y = 42;
        x ^= y;
        y ^= x;
        x ^= y;
        System.out.println("xor swap " + x + " " + y);
        for (int n = -4; n <= 17; n++) {
            boolean pow2 = n > 0 && (n & (n - 1)) == 0;
            System.out.print(n + (pow2 ? "P" : "") + ((n & 1) == 0 ? "e" : "o") + " ");
        }
        System.out.println();
        int flags = 0;
        final int READ = 1, WRITE = 2, EXEC = 4, ADMIN = 1 << 10;
        flags |= READ | EXEC;
        System.out.println(flags + " " + ((flags & WRITE) != 0) + " " + ((flags & EXEC) != 0));
        flags |= ADMIN;
        flags &= ~READ;
        flags ^= WRITE;
        System.out.println(flags + " " + Integer.toBinaryString(flags));
        int packed = (0x12 << 24) | (0x34 << 16) | (0xAB << 8) | 0xCD;
        System.out.println(Integer.toHexString(packed) + " " + ((packed >> 24) & 0xFF) + " " + ((packed >>> 16) & 0xFF) + " " + ((packed >> 8) & 0xFF) + " " + (packed & 0xFF));
        int negPacked = 0xFFEEDDCC;
        System.out.println((negPacked >> 24) + " " + (negPacked >>> 24) + " " + (byte) (negPacked >> 8) + " " + ((negPacked >> 8) & 0xFF));
        long mask = 0;
        for (int i = 0; i < 64; i += 5) mask |= 1L << i;
        System.out.println(Long.toBinaryString(mask) + " " + Long.bitCount(mask));
        System.out.println("== gray code ==");
        for (int i = 0; i < 16; i++) {
            int g = i ^ (i >> 1);
            int back = g;
            for (int s = 1; s < 32; s <<= 1) back ^= back >> s;
            System.out.print(Integer.toBinaryString(g) + "(" + back + ") ");
        }
        System.out.println();
        System.out.println("== subsets via bitmask ==");
        String[] items = {"a", "b", "c", "d"};
        StringBuilder sb = new StringBuilder();
        for (int m = 0; m < (1 << items.length); m++) {
            sb.append('{');
            for (int i = 0; i < items.length; i++) {
                if ((m & (1 << i)) != 0) sb.append(items[i]);
            }
            sb.append("} ");
        }
        System.out.println(sb);
        System.out.println("== boolean bitwise ==");
        boolean[] bs = {true, false};
        for (boolean p : bs) for (boolean q : bs) System.out.print((p & q) + "," + (p | q) + "," + (p ^ q) + "," + (!p) + " ");
        System.out.println();
        System.out.println("== byte masking ==");
        byte[] data = {(byte) 0x80, (byte) 0xFF, 0x7F, 0x01, (byte) 0xC3};
        StringBuilder hex = new StringBuilder();
        int checksum = 0;
        for (byte bt : data) {
            hex.append(Integer.toHexString(bt & 0xFF)).append(' ');
            checksum = (checksum << 3) ^ (bt & 0xFF) ^ (checksum >>> 29);
        }
        System.out.println(hex + " sum " + checksum + " signed " + data[0] + " " + data[1] + " shifted " + (data[1] >> 1) + " " + (data[1] >>> 28) + " " + ((data[1] & 0xFF) >>> 1));
        int h = 0x811C9DC5;
        for (char c : "fnv hash input".toCharArray()) {
            h ^= c;
            h *= 16777619;
        }
        System.out.println("fnv " + h + " " + Integer.toHexString(h) + " " + Integer.toUnsignedString(h));
        long lh = 0xcbf29ce484222325L;
        for (char c : "fnv hash input".toCharArray()) {
            lh ^= c;
            lh *= 0x100000001b3L;
        }
        System.out.println("fnv64 " + lh + " " + Long.toHexString(lh) + " " + Long.toUnsignedString(lh));
    }
}
