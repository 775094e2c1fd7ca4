public class ArithInt {
    static int[] VALUES = {0, 1, -1, 2, -2, 3, -3, 7, -7, 10, -10, 100, -100, 12345, -12345,
        Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1, 65536, -65536, 46341};

    static int sideEffects = 0;

    static int next() {
        return ++sideEffects;
    }

    public static void main(String[] args) {
        System.out.println("== add/sub/mul ==");
        for (int i = 0; i < VALUES.length; i += 2) {
            int a = VALUES[i];
            int b = VALUES[(i * 7 + 3) % VALUES.length];
            System.out.println(a + " + " + b + " = " + (a + b));
            System.out.println(a + " - " + b + " = " + (a - b));
            System.out.println(a + " * " + b + " = " + (a * b));
        }
        System.out.println("== overflow ==");
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println(max + 1);
        System.out.println(min - 1);
        System.out.println(max * 2);
        System.out.println(min * -1);
        System.out.println(-min);
        System.out.println(max * max);
        System.out.println(min * min);
        System.out.println(46341 * 46341);
        System.out.println(65536 * 65536);
        System.out.println(65536 * 32768);
        System.out.println(100000 * 100000);
        System.out.println(Math.abs(min));
        int f = 1;
        for (int i = 1; i <= 20; i++) {
            f *= i;
            System.out.println(i + "! mod 2^32 = " + f);
        }
        System.out.println("== division and remainder ==");
        int[] nums = {7, -7, 13, -13, 0, 1, -1, 100, -100, Integer.MAX_VALUE, Integer.MIN_VALUE};
        int[] dens = {1, -1, 2, -2, 3, -3, 5, -5, 7, -7, 10, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int n : nums) {
            StringBuilder sb = new StringBuilder();
            sb.append(n).append(':');
            for (int d : dens) {
                sb.append(' ').append(n / d).append('r').append(n % d);
            }
            System.out.println(sb);
        }
        System.out.println(Integer.MIN_VALUE / -1);
        System.out.println(Integer.MIN_VALUE % -1);
        System.out.println("== compound assignment ==");
        int x = 10;
        x += 5; System.out.println(x);
        x -= 20; System.out.println(x);
        x *= -3; System.out.println(x);
        x /= 4; System.out.println(x);
        x %= 3; System.out.println(x);
        x <<= 4; System.out.println(x);
        x >>= 1; System.out.println(x);
        x ^= 0xFF; System.out.println(x);
        x |= 0x100; System.out.println(x);
        x &= 0xF0F; System.out.println(x);
        x += 3.7; System.out.println(x);
        x -= 0.5; System.out.println(x);
        x *= 1.5; System.out.println(x);
        x = Integer.MAX_VALUE;
        x += 1.0; System.out.println(x);
        x = 5;
        x += Long.MAX_VALUE; System.out.println(x);
        System.out.println("== increments ==");
        int i = 5;
        int j = i++ + ++i;
        System.out.println(i + " " + j);
        j = i-- - --i;
        System.out.println(i + " " + j);
        i = 0;
        i = i++;
        System.out.println(i);
        i = 0;
        i += i++ + ++i;
        System.out.println(i);
        int[] arr = new int[5];
        int k = 0;
        arr[k++] = k;
        arr[k++] = k++;
        arr[k] = k = 4;
        for (int v : arr) System.out.print(v + " ");
        System.out.println();
        System.out.println("== evaluation order ==");
        sideEffects = 0;
        int r = next() - next() * next();
        System.out.println(r);
        r = next() / next();
        System.out.println(r);
        r = (next() << next()) + next();
        System.out.println(r);
        System.out.println("== unary/precedence ==");
        int a = 17, b = 5;
        System.out.println(-a / b);
        System.out.println(-(a / b));
        System.out.println(a - -b);
        System.out.println(a + b * 2 - a / b % 3);
        System.out.println(~a);
        System.out.println(~-a);
        System.out.println(-~a);
        System.out.println(+a);
        System.out.println(a++ + b-- + " " + a + " " + b);
        System.out.println("== Integer helpers ==");
        System.out.println(Integer.sum(3, 4));
        System.out.println(Integer.max(-3, 4));
        System.out.println(Integer.min(-3, 4));
        System.out.println(Integer.compare(3, 4) + " " + Integer.compare(4, 4) + " " + Integer.compare(5, 4));
        System.out.println(Integer.signum(-99) + " " + Integer.signum(0) + " " + Integer.signum(99));
        System.out.println(Integer.divideUnsigned(-1, 3));
        System.out.println(Integer.remainderUnsigned(-1, 3));
        System.out.println(Integer.toUnsignedString(-1));
        System.out.println(Integer.toUnsignedLong(-2));
        System.out.println(Integer.compareUnsigned(-1, 1));
        System.out.println("== byte/short arithmetic ==");
        byte bb = 127;
        bb++;
        System.out.println(bb);
        bb += 200;
        System.out.println(bb);
        short ss = Short.MAX_VALUE;
        ss += 1;
        System.out.println(ss);
        ss = (short) (ss * 3);
        System.out.println(ss);
        byte b1 = 100, b2 = 100;
        int sum = b1 + b2;
        byte bsum = (byte) (b1 + b2);
        System.out.println(sum + " " + bsum);
        short s1 = -30000;
        short s2 = (short) (s1 - 10000);
        System.out.println(s2);
        System.out.println("== loops with overflow ==");
        int acc = 1;
        for (int n = 0; n < 40; n++) {
            acc = acc * 31 + n;
        }
        System.out.println(acc);
        int h = 0;
        for (int n = 0; n < 1000; n++) {
            h = 31 * h + (n ^ (n >>> 3));
        }
        System.out.println(h);
        int count = 0;
        for (int n = Integer.MAX_VALUE - 5; n > 0; n++) {
            count++;
        }
        System.out.println("count " + count);
    }
}
