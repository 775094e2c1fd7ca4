package java.util;

/**
 * A point in time in milliseconds since 1970-01-01T00:00:00Z. {@code new Date()} reads
 * ironpf's fixed clock (System.currentTimeMillis); {@link #toString()} shows it in the default
 * time zone, UTC unless {@link TimeZone#setDefault} changed it.
 */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private long time;

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        this.time = date;
    }

    public static Date from(java.time.Instant instant) {
        try {
            return new Date(instant.toEpochMilli());
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
    }

    public java.time.Instant toInstant() {
        return java.time.Instant.ofEpochMilli(time);
    }

    public long getTime() {
        return time;
    }

    public void setTime(long time) {
        this.time = time;
    }

    public boolean before(Date when) {
        return time < when.time;
    }

    public boolean after(Date when) {
        return time > when.time;
    }

    public int compareTo(Date other) {
        return Long.compare(time, other.time);
    }

    public boolean equals(Object obj) {
        return obj instanceof Date && ((Date) obj).time == time;
    }

    public int hashCode() {
        return (int) time ^ (int) (time >>> 32);
    }

    public Object clone() {
        return new Date(time);
    }

    private static final String[] DAYS = {"Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"};
    private static final String[] MONTHS = {
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
    };

    /** {@code EEE MMM dd HH:mm:ss zzz yyyy}, in the default time zone (UTC unless set). */
    public String toString() {
        TimeZone zone = TimeZone.getDefault();
        int offset = zone.getOffset(time);
        boolean daylight = offset != zone.getRawOffset();
        long local = time + offset;
        long[] date = civil(local);
        long ms = Math.floorMod(local, 86_400_000L);
        StringBuilder sb = new StringBuilder();
        sb.append(DAYS[(int) Math.floorMod(Math.floorDiv(local, 86_400_000L), 7L)]).append(' ');
        sb.append(MONTHS[(int) date[1] - 1]).append(' ');
        two(sb, date[2]).append(' ');
        two(sb, ms / 3_600_000).append(':');
        two(sb, ms / 60_000 % 60).append(':');
        two(sb, ms / 1000 % 60).append(' ');
        sb.append(zone.getDisplayName(daylight, TimeZone.SHORT, Locale.US)).append(' ').append(date[0]);
        return sb.toString();
    }

    /** This instant as milliseconds of local time in the default time zone. */
    private long local() {
        return time + TimeZone.getDefault().getOffset(time);
    }

    /**
     * Year, month (1-12) and day of month of a local time: Gregorian from 15 October 1582,
     * Julian before, as the JDK's Date.
     */
    private static long[] civil(long local) {
        return ironpf.CalendarFields.civil(Math.floorDiv(local, 86_400_000L));
    }

    /** The deprecated field getters, in the default time zone. */
    @Deprecated
    public int getYear() { return (int) civil(local())[0] - 1900; }
    @Deprecated
    public int getMonth() { return (int) civil(local())[1] - 1; }
    @Deprecated
    public int getDate() { return (int) civil(local())[2]; }
    @Deprecated
    public int getDay() { return (int) Math.floorMod(Math.floorDiv(local(), 86_400_000L) + 4, 7L); }
    @Deprecated
    public int getHours() { return (int) (Math.floorMod(local(), 86_400_000L) / 3_600_000); }
    @Deprecated
    public int getMinutes() { return (int) (Math.floorMod(local(), 86_400_000L) / 60_000 % 60); }
    @Deprecated
    public int getSeconds() { return (int) (Math.floorMod(local(), 86_400_000L) / 1000 % 60); }
    @Deprecated
    public int getTimezoneOffset() { return -TimeZone.getDefault().getOffset(time) / 60_000; }

    /** The deprecated field setters: the other fields keep their values. */
    @Deprecated
    public void setHours(int hours) { time += (hours - getHours()) * 3_600_000L; }
    @Deprecated
    public void setMinutes(int minutes) { time += (minutes - getMinutes()) * 60_000L; }
    @Deprecated
    public void setSeconds(int seconds) { time += (seconds - getSeconds()) * 1000L; }
    @Deprecated
    public void setDate(int date) { time += (date - getDate()) * 86_400_000L; }

    private static StringBuilder two(StringBuilder sb, long v) {
        if (v < 10) sb.append('0');
        return sb.append(v);
    }
}
