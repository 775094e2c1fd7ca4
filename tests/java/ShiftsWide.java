public class ShiftsWide {
    public static void main(String[] args) {
        int[] counts = {0, 1, 31, 32, 33, 63, 64, 65, -1, -31, -32, 100};
        int v = 0x80000001;
        long lv = 0x8000000000000001L;
        for (int n : counts) {
            System.out.println("n=" + n + " int<<=" + (v << n) + " >>=" + (v >> n) + " >>>=" + (v >>> n)
                + " 1<<n=" + (1 << n) + " long<<=" + (lv << n) + " >>=" + (lv >> n) + " >>>=" + (lv >>> n)
                + " 1L<<n=" + (1L << n));
        }
        long shiftByLong = 40L;
        System.out.println("int << long count " + (1 << shiftByLong) + " " + (1L << shiftByLong));
        byte b = (byte) 0xF0;
        System.out.println("byte >> 2 = " + (b >> 2) + " >>> 2 = " + (b >>> 2) + " (byte)>>>: " + (byte) (b >>> 2));
        System.out.println("(b & 0xFF) >>> 2 = " + ((b & 0xFF) >>> 2));
        b >>>= 2;
        System.out.println("b >>>= 2 -> " + b);
        short s = -1;
        s >>>= 10;
        System.out.println("short >>>= 10 -> " + s);
        char c = 0xFFFF;
        c >>= 4;
        System.out.println("char >>= 4 -> " + (int) c);
        int x = 1;
        for (int i = 0; i < 35; i += 5) {
            System.out.print((x << i) + " ");
        }
        System.out.println();
        System.out.println("-1 >>> 28 = " + (-1 >>> 28) + " -1L >>> 60 = " + (-1L >>> 60));
        System.out.println("sign extend " + (((0xABCD << 16) >> 16)) + " " + ((short) 0xABCD));
        long mask = 0;
        for (int i = 0; i < 64; i += 3) mask |= 1L << i;
        System.out.println("mask=" + Long.toHexString(mask) + " bits=" + Long.bitCount(mask));
        int packed = (3 << 24) | (200 << 16) | (17 << 8) | 255;
        System.out.println("unpack " + (packed >>> 24) + " " + ((packed >> 16) & 0xFF) + " " + ((packed >> 8) & 0xFF) + " " + (packed & 0xFF));
        int neg = (200 << 24) | 1;
        System.out.println("neg unpack " + (neg >> 24) + " " + (neg >>> 24) + " " + ((neg >> 24) & 0xFF));
        System.out.println("xor swap:");
        int p = 12345, q = -678;
        p ^= q; q ^= p; p ^= q;
        System.out.println(p + " " + q);
        System.out.println("~ " + (~0) + " " + (~5) + " " + (~-1L) + " " + (~Integer.MIN_VALUE));
        System.out.println("mixed precedence " + (1 + 2 << 3) + " " + (1 << 2 + 3) + " " + (16 >> 2 >> 1) + " " + (5 & 3 | 8 ^ 2));
        long big = 1L << 62;
        int cut = (int) (big >>> 31);
        System.out.println("cut " + cut + " " + (int) big + " " + (int) (big >> 32));
    }
}
