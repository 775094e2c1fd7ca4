package java.util;

/**
 * A point in time in milliseconds since 1970-01-01T00:00:00Z. {@code new Date()} reads
 * ironpf's fixed clock (System.currentTimeMillis); the time zone is always UTC.
 */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private long time;

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        this.time = date;
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

    /** {@code EEE MMM dd HH:mm:ss zzz yyyy}, in UTC. */
    public String toString() {
        long days = Math.floorDiv(time, 86_400_000L);
        long ms = Math.floorMod(time, 86_400_000L);
        // Civil date from days since the epoch (proleptic Gregorian).
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long doe = z - era * 146_097;
        long yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long day = doy - (153 * mp + 2) / 5 + 1;
        long month = mp < 10 ? mp + 3 : mp - 9;
        long year = yoe + era * 400 + (month <= 2 ? 1 : 0);
        StringBuilder sb = new StringBuilder();
        sb.append(DAYS[(int) Math.floorMod(days, 7L)]).append(' ');
        sb.append(MONTHS[(int) month - 1]).append(' ');
        two(sb, day).append(' ');
        two(sb, ms / 3_600_000).append(':');
        two(sb, ms / 60_000 % 60).append(':');
        two(sb, ms / 1000 % 60).append(" UTC ").append(year);
        return sb.toString();
    }

    /** Year, month (1-12) and day of month of this date in UTC. */
    private long[] civil() {
        long days = Math.floorDiv(time, 86_400_000L);
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long doe = z - era * 146_097;
        long yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long day = doy - (153 * mp + 2) / 5 + 1;
        long month = mp < 10 ? mp + 3 : mp - 9;
        return new long[] {yoe + era * 400 + (month <= 2 ? 1 : 0), month, day};
    }

    /** The deprecated field getters, in UTC (the only time zone). */
    @Deprecated
    public int getYear() { return (int) civil()[0] - 1900; }
    @Deprecated
    public int getMonth() { return (int) civil()[1] - 1; }
    @Deprecated
    public int getDate() { return (int) civil()[2]; }
    @Deprecated
    public int getDay() { return (int) Math.floorMod(Math.floorDiv(time, 86_400_000L) + 4, 7L); }
    @Deprecated
    public int getHours() { return (int) (Math.floorMod(time, 86_400_000L) / 3_600_000); }
    @Deprecated
    public int getMinutes() { return (int) (Math.floorMod(time, 86_400_000L) / 60_000 % 60); }
    @Deprecated
    public int getSeconds() { return (int) (Math.floorMod(time, 86_400_000L) / 1000 % 60); }
    @Deprecated
    public int getTimezoneOffset() { return 0; }

    /** The deprecated field setters, in UTC: the other fields keep their values. */
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
