package java.util;

/**
 * The JDK's documented 48-bit linear congruential generator.
 *
 * ironpf is deterministic, so the no-argument constructor does not use the clock. Like the JDK
 * it combines a "seed uniquifier" (advanced by the same multiplier on every call, so successive
 * {@code new Random()} objects produce different sequences) with a time value, but the time
 * value is the constant {@link #FIXED_TIME}: the n-th {@code new Random()} of a run always gets
 * the same seed. Every other method produces exactly the sequence the JDK's
 * {@code java.util.Random} produces for the same seed.
 */
public class Random implements java.io.Serializable {
    /** Stands in for System.nanoTime() when seeding {@code new Random()}. */
    private static final long FIXED_TIME = 42L;

    /** Advanced on every {@code new Random()}; starts at the JDK's initial value. */
    private static long seedUniquifier = 8682522807148012L;

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private long seed;
    private double nextNextGaussian;
    private boolean haveNextNextGaussian = false;

    public Random() {
        this(nextSeedUniquifier() ^ FIXED_TIME);
    }

    private static long nextSeedUniquifier() {
        seedUniquifier = seedUniquifier * 1181783497276652981L;
        return seedUniquifier;
    }

    public Random(long seed) {
        if (getClass() == Random.class) {
            this.seed = scramble(seed);
        } else {
            // subclasses may override setSeed, as with the JDK
            setSeed(seed);
        }
    }

    private static long scramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    public void setSeed(long seed) {
        this.seed = scramble(seed);
        haveNextNextGaussian = false;
    }

    protected int next(int bits) {
        seed = (seed * MULTIPLIER + ADDEND) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        int i = 0;
        int len = bytes.length;
        while (i < len) {
            int rnd = nextInt();
            int n = Math.min(len - i, 4);
            while (n-- > 0) {
                bytes[i++] = (byte) rnd;
                rnd >>= 8;
            }
        }
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            // power of two: take the high bits
            return (int) ((bound * (long) r) >> 31);
        }
        // reject values from the last, incomplete block of size bound
        int u = r;
        while (u - (r = u % bound) + m < 0) {
            u = next(31);
        }
        return r;
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        int r = nextInt();
        int n = bound - origin;
        int m = n - 1;
        if ((n & m) == 0) {
            return (r & m) + origin;
        } else if (n > 0) {
            int u = r >>> 1;
            while (u + m - (r = u % n) < 0) {
                u = nextInt() >>> 1;
            }
            return r + origin;
        } else {
            // the range is wider than an int: retry until the value lands in it
            while (r < origin || r >= bound) {
                r = nextInt();
            }
            return r;
        }
    }

    public long nextLong() {
        return ((long) next(32) << 32) + next(32);
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            return r & m;
        }
        long u = r >>> 1;
        while (u + m - (r = u % bound) < 0L) {
            u = nextLong() >>> 1;
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        long r = nextLong();
        long n = bound - origin;
        long m = n - 1;
        if ((n & m) == 0L) {
            return (r & m) + origin;
        } else if (n > 0L) {
            long u = r >>> 1;
            while (u + m - (r = u % n) < 0L) {
                u = nextLong() >>> 1;
            }
            return r + origin;
        } else {
            while (r < origin || r >= bound) {
                r = nextLong();
            }
            return r;
        }
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }
}
