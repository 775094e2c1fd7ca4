package ironpf;

/** What ironpf's runtime library does not have: stops ironpf with exit 4, naming it. */
public final class Unsupported {
    private Unsupported() {}

    /**
     * Never returns: ironpf stops with an "unsupported" error whose message is {@code what}
     * (declared to return an exception so that callers can write {@code throw fail(...)}).
     */
    public static native RuntimeException fail(String what);
}
