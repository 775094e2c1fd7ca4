package java.time.chrono;

/** A calendar system; ironpf has only the ISO one. */
public interface Chronology extends Comparable<Chronology> {
    String getId();

    String getCalendarType();

    boolean isLeapYear(long prolepticYear);

    int compareTo(Chronology other);
}
