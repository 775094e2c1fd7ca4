package java.time.format;

/** The constants of the JDK's SignStyle. */
public enum SignStyle {
    NORMAL, ALWAYS, NEVER, NOT_NEGATIVE, EXCEEDS_PAD;
}
