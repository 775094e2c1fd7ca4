package java.time.format;

/** The constants of the JDK's FormatStyle. */
public enum FormatStyle {
    FULL, LONG, MEDIUM, SHORT;
}
