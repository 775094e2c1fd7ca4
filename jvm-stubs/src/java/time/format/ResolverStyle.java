package java.time.format;

/** The constants of the JDK's ResolverStyle. */
public enum ResolverStyle {
    STRICT, SMART, LENIENT;
}
