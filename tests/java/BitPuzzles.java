public class BitPuzzles {
    static boolean isPow2(int x) {
        return x > 0 && (x & (x - 1)) == 0;
    }

    static int nextPow2(int x) {
        x--;
        x |= x >> 1;
        x |= x >> 2;
        x |= x >> 4;
        x |= x >> 8;
        x |= x >> 16;
        return x + 1;
    }

    static int popcount(int x) {
        x = x - ((x >>> 1) & 0x55555555);
        x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
        x = (x + (x >>> 4)) & 0x0f0f0f0f;
        return (x * 0x01010101) >>> 24;
    }

    static int reverseBits(int x) {
        int r = 0;
        for (int i = 0; i < 32; i++) {
            r = (r << 1) | (x & 1);
            x >>>= 1;
        }
        return r;
    }

    static int gray(int n) {
        return n ^ (n >>> 1);
    }

    static int fromGray(int g) {
        int n = g;
        for (int s = 1; s < 32; s <<= 1) n ^= n >>> s;
        return n;
    }

    static long interleave(int x, int y) {
        long r = 0;
        for (int i = 0; i < 32; i++) {
            r |= ((long) (x >>> i & 1)) << (2 * i);
            r |= ((long) (y >>> i & 1)) << (2 * i + 1);
        }
        return r;
    }

    static int singleNumber(int[] xs) {
        int acc = 0;
        for (int x : xs) acc ^= x;
        return acc;
    }

    static int absNoBranch(int x) {
        int m = x >> 31;
        return (x + m) ^ m;
    }

    public static void main(String[] args) {
        int[] samples = {0, 1, 2, 3, 5, 64, 100, 1023, 1024, 0x7fffffff, -1, -64, 0x80000000, 0xdeadbeef};
        for (int x : samples) {
            System.out.println(Integer.toHexString(x) + ": pow2=" + isPow2(x) + " next=" + nextPow2(x) + " pop=" + popcount(x) + "/" + Integer.bitCount(x)
                + " rev=" + Integer.toHexString(reverseBits(x)) + "/" + Integer.toHexString(Integer.reverse(x))
                + " gray=" + gray(x) + " back=" + fromGray(gray(x)) + " lowbit=" + (x & -x) + " clearlow=" + (x & (x - 1))
                + " abs=" + absNoBranch(x) + " sign=" + ((x >> 31) | (-x >>> 31)));
        }
        System.out.println("morton " + Long.toHexString(interleave(0xffff, 0)) + " " + Long.toHexString(interleave(0, 0xffff)) + " " + Long.toHexString(interleave(5, 3)));
        System.out.println("single " + singleNumber(new int[] {4, 1, 2, 1, 2, 9, 4}));
        int set = 0;
        for (int i : new int[] {1, 5, 9, 30, 31}) set |= 1 << i;
        System.out.print("subset enumeration of 0b10110:");
        int mask = 0b10110;
        for (int sub = mask; sub > 0; sub = (sub - 1) & mask) System.out.print(" " + Integer.toBinaryString(sub));
        System.out.println();
        System.out.println("set " + Integer.toBinaryString(set) + " has 9 " + ((set >>> 9 & 1) == 1) + " has 10 " + ((set >>> 10 & 1) == 1) + " size " + Integer.bitCount(set));
        int combos = 0;
        int k = 3;
        for (int c = (1 << k) - 1; c < 1 << 6; ) {
            combos++;
            if (combos <= 5) System.out.print(Integer.toBinaryString(c) + " ");
            int lo = c & -c, r = c + lo;
            c = (((r ^ c) >>> 2) / lo) | r;
        }
        System.out.println("... 6C3 = " + combos);
        long h = 0xcbf29ce484222325L;
        for (char ch : "hash me".toCharArray()) {
            h ^= ch;
            h *= 0x100000001b3L;
        }
        System.out.println("fnv1a " + Long.toHexString(h) + " " + Long.toUnsignedString(h));
        int a = 0b1100, b = 0b1010;
        System.out.println("ops " + Integer.toBinaryString(a & b) + " " + Integer.toBinaryString(a | b) + " " + Integer.toBinaryString(a ^ b) + " " + Integer.toBinaryString(~a & 0xF) + " " + Integer.toBinaryString(a & ~b));
        System.out.println("swap nibbles " + Integer.toHexString(((0xAB & 0x0F) << 4) | ((0xAB & 0xF0) >> 4)) + " byte swap " + Integer.toHexString(Integer.reverseBytes(0x11223344)));
        System.out.println("parity " + (Integer.bitCount(0b1011) & 1) + " log2 " + (31 - Integer.numberOfLeadingZeros(1000)) + " ceilLog2 " + (32 - Integer.numberOfLeadingZeros(1000 - 1)));
        long bits = Double.doubleToLongBits(-6.25);
        System.out.println("double bits sign " + (bits >>> 63) + " exp " + ((bits >>> 52 & 0x7ff) - 1023) + " mantissa " + Long.toHexString(bits & 0xfffffffffffffL));
        int rgb = 0x336699;
        int r = rgb >> 16 & 0xff, g = rgb >> 8 & 0xff, bl = rgb & 0xff;
        int gray = (r * 299 + g * 587 + bl * 114) / 1000;
        System.out.println("rgb " + r + "," + g + "," + bl + " gray " + gray + " packed " + Integer.toHexString(0xff000000 | gray << 16 | gray << 8 | gray));
    }
}
