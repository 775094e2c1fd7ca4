package java.nio.charset;

/** The charsets every Java platform has. */
public final class StandardCharsets {
    private StandardCharsets() {
        throw new AssertionError("No java.nio.charset.StandardCharsets instances for you!");
    }

    public static final Charset US_ASCII = Charset.STANDARD[Charset.ASCII];
    public static final Charset ISO_8859_1 = Charset.STANDARD[Charset.LATIN1];
    public static final Charset UTF_8 = Charset.STANDARD[Charset.UTF8];
    public static final Charset UTF_16BE = Charset.STANDARD[Charset.UTF16BE];
    public static final Charset UTF_16LE = Charset.STANDARD[Charset.UTF16LE];
    public static final Charset UTF_16 = Charset.STANDARD[Charset.UTF16];
}
