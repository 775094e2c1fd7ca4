import java.math.BigInteger;
import java.util.*;

public class PrimesFactors {
    static boolean[] sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        composite[0] = composite[1] = true;
        for (int i = 2; (long) i * i <= n; i++)
            if (!composite[i]) for (int j = i * i; j <= n; j += i) composite[j] = true;
        return composite;
    }

    static Map<Long, Integer> factor(long n) {
        Map<Long, Integer> f = new TreeMap<>();
        for (long p = 2; p * p <= n; p++)
            while (n % p == 0) {
                f.merge(p, 1, Integer::sum);
                n /= p;
            }
        if (n > 1) f.merge(n, 1, Integer::sum);
        return f;
    }

    static long gcd(long a, long b) {
        return b == 0 ? Math.abs(a) : gcd(b, a % b);
    }

    static long modpow(long b, long e, long m) {
        long r = 1;
        b %= m;
        while (e > 0) {
            if ((e & 1) == 1) r = r * b % m;
            b = b * b % m;
            e >>= 1;
        }
        return r;
    }

    static int phi(int n) {
        int result = n;
        for (int p = 2; p * p <= n; p++) {
            if (n % p == 0) {
                while (n % p == 0) n /= p;
                result -= result / p;
            }
        }
        if (n > 1) result -= result / n;
        return result;
    }

    public static void main(String[] args) {
        boolean[] comp = sieve(200000);
        int count = 0, last = 0, twin = 0;
        StringBuilder first = new StringBuilder();
        for (int i = 2; i <= 200000; i++) {
            if (!comp[i]) {
                count++;
                if (count <= 25) first.append(i).append(' ');
                if (i - last == 2) twin++;
                last = i;
            }
        }
        System.out.println("first primes " + first);
        System.out.println("pi(200000)=" + count + " largest " + last + " twin pairs " + twin);
        int maxGap = 0, gapAt = 0, prev = 2;
        for (int i = 3; i <= 200000; i++) {
            if (!comp[i]) {
                if (i - prev > maxGap) {
                    maxGap = i - prev;
                    gapAt = prev;
                }
                prev = i;
            }
        }
        System.out.println("max gap " + maxGap + " after " + gapAt);
        long[] ns = {360, 97, 1001, 65536, 999999, 600851475143L, 9007199254740881L, 2147483647L * 3};
        for (long n : ns) System.out.println("factor " + n + " = " + factor(n));
        System.out.println("gcd " + gcd(1071, 462) + " " + gcd(-48, 18) + " lcm " + (12L * 18 / gcd(12, 18)));
        System.out.println("modpow " + modpow(2, 10, 1000) + " " + modpow(3, 1000000, 1000000007) + " fermat " + modpow(7, 1000000006, 1000000007));
        StringBuilder ph = new StringBuilder();
        for (int n = 1; n <= 20; n++) ph.append(phi(n)).append(' ');
        System.out.println("phi " + ph);
        int perfectCount = 0;
        StringBuilder perfect = new StringBuilder();
        for (int n = 2; n < 10000; n++) {
            int sum = 1;
            for (int d = 2; d * d <= n; d++) if (n % d == 0) sum += d + (d * d == n ? 0 : n / d);
            if (sum == n) {
                perfectCount++;
                perfect.append(n).append(' ');
            }
        }
        System.out.println("perfect " + perfect + "(" + perfectCount + ")");
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 100; i++) f = f.multiply(BigInteger.valueOf(i));
        String fs = f.toString();
        int digitSum = 0;
        for (char c : fs.toCharArray()) digitSum += c - '0';
        int trailing = 0;
        for (int i = fs.length() - 1; fs.charAt(i) == '0'; i--) trailing++;
        System.out.println("100! has " + fs.length() + " digits, digit sum " + digitSum + ", trailing zeros " + trailing);
        System.out.println("100! = " + fs.substring(0, 30) + "...");
        BigInteger mersenne = BigInteger.ONE.shiftLeft(127).subtract(BigInteger.ONE);
        System.out.println("2^127-1 = " + mersenne + " prime " + mersenne.isProbablePrime(30));
        BigInteger two = BigInteger.valueOf(2);
        System.out.println("2^1000 digit sum " + digitSum(two.pow(1000)) + " catalan(30) " + catalan(30));
        List<Integer> collatzLens = new ArrayList<>();
        int bestStart = 1, bestLen = 1;
        for (int s = 1; s < 30000; s++) {
            long x = s;
            int len = 1;
            while (x != 1) {
                x = (x & 1) == 0 ? x / 2 : 3 * x + 1;
                len++;
            }
            if (s <= 10) collatzLens.add(len);
            if (len > bestLen) {
                bestLen = len;
                bestStart = s;
            }
        }
        System.out.println("collatz " + collatzLens + " longest below 30000: " + bestStart + " (" + bestLen + ")");
    }

    static int digitSum(BigInteger b) {
        int s = 0;
        for (char c : b.toString().toCharArray()) s += c - '0';
        return s;
    }

    static BigInteger catalan(int n) {
        BigInteger c = BigInteger.ONE;
        for (int i = 0; i < n; i++) c = c.multiply(BigInteger.valueOf(2L * (2 * i + 1))).divide(BigInteger.valueOf(i + 2));
        return c;
    }
}
