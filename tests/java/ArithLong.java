public class ArithLong {
    public static void main(String[] args) {
        long[] vals = {0L, 1L, -1L, 2L, -7L, 13L, 1000000007L, -1000000007L, 4294967296L, -4294967296L,
            Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE - 1, Long.MIN_VALUE + 1,
            Integer.MAX_VALUE, Integer.MIN_VALUE, 3037000499L, 3037000500L};
        System.out.println("== add/sub/mul ==");
        for (int i = 0; i < vals.length; i++) {
            long a = vals[i];
            long b = vals[(i * 5 + 2) % vals.length];
            System.out.println(a + " + " + b + " = " + (a + b));
            System.out.println(a + " - " + b + " = " + (a - b));
            System.out.println(a + " * " + b + " = " + (a * b));
        }
        System.out.println("== div/rem ==");
        long[] dens = {1L, -1L, 3L, -3L, 10L, -10L, 4294967296L, Long.MAX_VALUE, Long.MIN_VALUE};
        for (long n : vals) {
            StringBuilder sb = new StringBuilder();
            sb.append(n).append(':');
            for (long d : dens) {
                sb.append(' ').append(n / d).append('r').append(n % d);
            }
            System.out.println(sb);
        }
        System.out.println(Long.MIN_VALUE / -1L);
        System.out.println(Long.MIN_VALUE % -1L);
        System.out.println("== mixed int/long ==");
        int big = Integer.MAX_VALUE;
        System.out.println(big + 1);
        System.out.println(big + 1L);
        System.out.println(big * 2);
        System.out.println(big * 2L);
        System.out.println((long) big * big);
        System.out.println((long) (big * big));
        long l = 1L << 40;
        int truncated = (int) l;
        System.out.println(l + " " + truncated);
        System.out.println((int) 0x1_2345_6789L);
        System.out.println((int) -4294967297L);
        System.out.println((short) 0x12348765L);
        System.out.println((byte) 0x1FFL);
        System.out.println((char) 0x10041L + 0);
        System.out.println("== factorials ==");
        long f = 1;
        for (int i = 1; i <= 25; i++) {
            f *= i;
            System.out.println(i + "! = " + f);
        }
        System.out.println("== fibonacci ==");
        long a = 0, b = 1;
        for (int i = 0; i < 100; i++) {
            if (i % 5 == 0 || i > 88) System.out.println("fib(" + i + ") = " + a);
            long t = a + b;
            a = b;
            b = t;
        }
        System.out.println("== powmod ==");
        long mod = 1000000007L;
        long base = 3, exp = 1000000, res = 1;
        long bb = base % mod;
        long e = exp;
        while (e > 0) {
            if ((e & 1) == 1) res = res * bb % mod;
            bb = bb * bb % mod;
            e >>= 1;
        }
        System.out.println("3^1000000 mod p = " + res);
        System.out.println("== Long helpers ==");
        System.out.println(Long.sum(5L, 6L));
        System.out.println(Long.max(-5L, 6L) + " " + Long.min(-5L, 6L));
        System.out.println(Long.compare(1L, 2L) + " " + Long.compare(2L, 2L) + " " + Long.compare(3L, 2L));
        System.out.println(Long.signum(-5L) + " " + Long.signum(0L) + " " + Long.signum(5L));
        System.out.println(Long.toString(255L, 16) + " " + Long.toString(-255L, 2) + " " + Long.toString(Long.MIN_VALUE, 36));
        System.out.println(Long.toHexString(-1L) + " " + Long.toBinaryString(10L) + " " + Long.toOctalString(64L));
        System.out.println(Long.parseLong("-9223372036854775808") + " " + Long.parseLong("7fffffffffffffff", 16));
        System.out.println(Long.valueOf("12345") + 1);
        System.out.println(Long.bitCount(-1L) + " " + Long.numberOfLeadingZeros(1L) + " " + Long.numberOfTrailingZeros(1024L));
        System.out.println(Long.highestOneBit(1000L) + " " + Long.lowestOneBit(1000L));
        System.out.println(Long.reverse(1L) + " " + Long.reverseBytes(0x0102030405060708L));
        System.out.println(Long.rotateLeft(0x8000000000000001L, 1) + " " + Long.rotateRight(3L, 1));
        System.out.println(Long.divideUnsigned(-1L, 10L) + " " + Long.remainderUnsigned(-1L, 10L));
        System.out.println(Long.toUnsignedString(-1L));
        System.out.println(Long.compareUnsigned(-1L, 1L));
        System.out.println(Long.hashCode(1L << 32) + " " + Long.valueOf(-1L).hashCode() + " " + Long.hashCode(123456789012345L));
        System.out.println("== compound ==");
        long x = 100;
        x *= 1000000000L; System.out.println(x);
        x *= 1000000000L; System.out.println(x);
        x /= -7; System.out.println(x);
        x %= 1000; System.out.println(x);
        x += 0.9; System.out.println(x);
        x -= 1e19; System.out.println(x);
        int ix = 7;
        ix += 10000000000L; System.out.println(ix);
        long hash = 1125899906842597L;
        String s = "The quick brown fox jumps over the lazy dog";
        for (int i = 0; i < s.length(); i++) {
            hash = 31 * hash + s.charAt(i);
        }
        System.out.println("hash " + hash);
        long lcg = 42;
        for (int i = 0; i < 10; i++) {
            lcg = lcg * 6364136223846793005L + 1442695040888963407L;
            System.out.println(lcg + " " + (lcg >>> 33) + " " + (lcg >> 60));
        }
    }
}
