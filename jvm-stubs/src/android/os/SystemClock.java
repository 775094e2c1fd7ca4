package android.os;

/** Android's clocks (ironpf runtime library), on ironpf's deterministic clock. */
public final class SystemClock {
    private SystemClock() {
    }

    /** Milliseconds since boot, not counting deep sleep. */
    public static long uptimeMillis() {
        return System.nanoTime() / 1000000L;
    }

    public static long elapsedRealtime() {
        return System.nanoTime() / 1000000L;
    }

    public static long elapsedRealtimeNanos() {
        return System.nanoTime();
    }

    /** Sleeps, ignoring interrupts (keeps the flag), as Android's does. */
    public static void sleep(long ms) {
        boolean interrupted = false;
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            interrupted = true;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
