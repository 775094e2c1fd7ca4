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

    /** {@code toDateTime(text)}: an ISO date-time ("2020-01-01T15:00:00.000+0000"), as a Date. */
    static Date parse(Object text) {
        if (text instanceof Date) return (Date) text;
        if (text == null) throw new AppError("toDateTime(null)");
        String s = text.toString();
        try {
            int y = Integer.parseInt(s.substring(0, 4));
            int mo = Integer.parseInt(s.substring(5, 7));
            int d = Integer.parseInt(s.substring(8, 10));
            long days = ironpf.CivilDays.fromCivil(y, mo, d);
            return new Date(days * DAY + millisOfDay(s) - offset(s));
        } catch (RuntimeException e) {
            throw new AppError("toDateTime('" + s + "'): expected an ISO date-time such as 2020-01-01T15:00:00.000+0000");
        }
    }

    /** The time-zone offset at the end of an ISO date-time (+hhmm, +hh:mm or Z), in milliseconds. */
    private static long offset(String s) {
        int t = s.indexOf('T');
        int sign = Math.max(s.lastIndexOf('+'), s.lastIndexOf('-'));
        if (t < 0 || sign < t) return 0;
        String z = s.substring(sign + 1).replace(":", "");
        long minutes = Integer.parseInt(z.substring(0, 2)) * 60L + Integer.parseInt(z.substring(2, 4));
        return (s.charAt(sign) == '-' ? -minutes : minutes) * 60 * 1000;
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
        if (t == null) throw new AppError("a time of day that is null");
        String s = t.toString();
        int at = s.indexOf('T');
        String hm = at >= 0 ? s.substring(at + 1) : s;
        try {
            int h = Integer.parseInt(hm.substring(0, 2));
            int m = Integer.parseInt(hm.substring(3, 5));
            return (h * 60L + m) * 60 * 1000;
        } catch (RuntimeException e) {
            throw new AppError("time of day '" + s + "' (expected HH:mm or an ISO date-time)");
        }
    }
}
