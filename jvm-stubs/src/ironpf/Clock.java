package ironpf;

/**
 * ironpf's clock. {@code System.currentTimeMillis()} starts at 2020-01-01T00:00:00Z and
 * advances 1 ms per reading, so runs are deterministic; a frozen clock returns the same time
 * at every reading, so programs that read the time (such as SmartApps calling {@code now()})
 * do not make every state new.
 */
public final class Clock {
    private Clock() {}

    /** From now on, every reading of the clock is {@code epochMillis} (at or after 2020-01-01). */
    public static native void freezeAt(long epochMillis);
}
