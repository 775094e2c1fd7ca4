package ironpf.smartthings;

import java.util.Date;
import java.util.LinkedHashMap;
import java.util.Map;

/** Time of day on the fixed clock's day, 2020-01-01, in UTC (the location's time zone). */
final class Time {
    private Time() {}

    private static final long DAY = 24L * 3600 * 1000;
    private static final long MIDNIGHT = Home.NOW - Home.NOW % DAY;
    static final long SUNRISE = MIDNIGHT + 7L * 3600 * 1000;
    static final long SUNSET = MIDNIGHT + 17L * 3600 * 1000;

    /** Today at the time of day {@code time}: a Date, or text "HH:mm" or ISO "yyyy-MM-ddTHH:mm...". */
    static Date today(Object time) {
        return new Date(MIDNIGHT + millisOfDay(time));
    }

    static Date todayAfter(Object start, Object time) {
        long t = MIDNIGHT + millisOfDay(time);
        long s = instant(start);
        while (t <= s) t += DAY;
        return new Date(t);
    }

    /** Whether the time of day of {@code value} lies between those of start and end (across midnight too). */
    static boolean between(Object start, Object end, Object value) {
        long s = millisOfDay(start);
        long e = millisOfDay(end);
        long v = millisOfDay(value);
        return s <= e ? s <= v && v <= e : v >= s || v <= e;
    }

    static Map sunriseAndSunset() {
        LinkedHashMap m = new LinkedHashMap();
        m.put("sunrise", new Date(SUNRISE));
        m.put("sunset", new Date(SUNSET));
        return m;
    }

    private static long instant(Object t) {
        if (t instanceof Date) return ((Date) t).getTime();
        if (t instanceof Number) return ((Number) t).longValue();
        return MIDNIGHT + millisOfDay(t);
    }

    private static long millisOfDay(Object t) {
        if (t instanceof Date || t instanceof Number) return ((instant(t) % DAY) + DAY) % DAY;
        if (t == null) throw new IllegalArgumentException("a time of day that is null");
        String s = t.toString();
        int at = s.indexOf('T');
        String hm = at >= 0 ? s.substring(at + 1) : s;
        try {
            int h = Integer.parseInt(hm.substring(0, 2));
            int m = Integer.parseInt(hm.substring(3, 5));
            return (h * 60L + m) * 60 * 1000;
        } catch (RuntimeException e) {
            throw new UnsupportedPlatformApi("time of day '" + s + "' (expected HH:mm or an ISO date-time)");
        }
    }
}
