import java.text.SimpleDateFormat;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/** java.util.Calendar and GregorianCalendar: fields, set/add/roll, month ends, leap years, zones, display names. */
public class CalendarBasics {
    interface Action {
        Object run();
    }

    static void t(String label, Action a) {
        try {
            System.out.println(label + ": " + a.run());
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static String fields(Calendar c) {
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < Calendar.FIELD_COUNT; f++) {
            sb.append(f == 0 ? "" : ",").append(c.get(f));
        }
        return sb.append(" ").append(c.getTimeInMillis()).append(" ").append(c.getTime()).toString();
    }

    public static void main(String[] args) {
        Calendar now = Calendar.getInstance();
        System.out.println(now.getClass().getName() + " " + now.getTimeZone().getID() + " "
                + now.getFirstDayOfWeek() + " " + now.getMinimalDaysInFirstWeek() + " " + now.isLenient());

        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        long[] instants = {0L, 951_782_400_000L, 1_577_836_800_000L, 1_609_459_199_999L, -86_400_001L, 1_234_567_890_123L,
            1_709_164_800_000L};
        for (long t : instants) {
            c.setTimeInMillis(t);
            System.out.println(fields(c));
        }

        // set and get, months 0-based, lenient overflow
        c.clear();
        c.set(2021, Calendar.FEBRUARY, 30);
        System.out.println("feb 30: " + fields(c));
        c.set(Calendar.MONTH, 13);
        System.out.println("month 13: " + fields(c));
        c.set(Calendar.DAY_OF_MONTH, 0);
        System.out.println("day 0: " + fields(c));
        c.set(2020, Calendar.JANUARY, 31, 23, 59, 59);
        c.set(Calendar.MILLISECOND, 999);
        System.out.println("set6: " + fields(c));
        c.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY);
        System.out.println("monday: " + fields(c));
        c.set(Calendar.HOUR, 3);
        c.set(Calendar.AM_PM, Calendar.AM);
        System.out.println("3 am: " + fields(c));
        c.set(Calendar.DAY_OF_YEAR, 366);
        System.out.println("doy 366: " + fields(c));

        // add: month ends, leap years, year boundaries, negative amounts
        int[][] adds = {{Calendar.MONTH, 1}, {Calendar.MONTH, -1}, {Calendar.MONTH, 13}, {Calendar.YEAR, 1}, {Calendar.YEAR, -4},
            {Calendar.DAY_OF_MONTH, 1}, {Calendar.DAY_OF_MONTH, -366}, {Calendar.DATE, 30}, {Calendar.WEEK_OF_YEAR, 2},
            {Calendar.HOUR_OF_DAY, 25}, {Calendar.HOUR, -1}, {Calendar.MINUTE, 61}, {Calendar.SECOND, -3600},
            {Calendar.MILLISECOND, 1001}, {Calendar.AM_PM, 1}, {Calendar.DAY_OF_YEAR, 365}, {Calendar.DAY_OF_WEEK, 3}};
        for (int[] a : adds) {
            Calendar x = new GregorianCalendar(2020, Calendar.JANUARY, 31, 10, 30, 15);
            x.setTimeZone(TimeZone.getTimeZone("UTC"));
            x.add(a[0], a[1]);
            System.out.println("add " + a[0] + " " + a[1] + ": " + fields(x));
        }
        Calendar leap = new GregorianCalendar(2020, Calendar.FEBRUARY, 29);
        leap.add(Calendar.YEAR, 1);
        System.out.println("leap+1y: " + leap.getTime());
        Calendar mar31 = new GregorianCalendar(2021, Calendar.MARCH, 31);
        mar31.add(Calendar.MONTH, -1);
        System.out.println("mar31-1m: " + mar31.getTime());
        Calendar dec = new GregorianCalendar(2020, Calendar.DECEMBER, 31, 23, 0);
        dec.add(Calendar.HOUR_OF_DAY, 1);
        System.out.println("dec31+1h: " + dec.getTime() + " " + dec.get(Calendar.YEAR) + " " + dec.get(Calendar.DAY_OF_YEAR));
        t("add zone", () -> {
            Calendar z = Calendar.getInstance();
            z.add(Calendar.ZONE_OFFSET, 1);
            return z.getTime();
        });

        // roll
        int[][] rolls = {{Calendar.MONTH, 1}, {Calendar.MONTH, 11}, {Calendar.DAY_OF_MONTH, 5}, {Calendar.DAY_OF_MONTH, -31},
            {Calendar.HOUR_OF_DAY, 20}, {Calendar.MINUTE, -31}, {Calendar.YEAR, 2}, {Calendar.SECOND, 50}, {Calendar.DAY_OF_YEAR, -40}};
        for (int[] r : rolls) {
            Calendar x = new GregorianCalendar(2020, Calendar.JANUARY, 31, 10, 30, 15);
            x.roll(r[0], r[1]);
            System.out.println("roll " + r[0] + " " + r[1] + ": " + x.getTime());
        }
        Calendar up = new GregorianCalendar(2020, Calendar.DECEMBER, 31);
        up.roll(Calendar.MONTH, true);
        System.out.println("roll up: " + up.getTime());

        // actual maxima, leap years
        for (int y : new int[] {1900, 2000, 2019, 2020, 2100}) {
            GregorianCalendar g = new GregorianCalendar(y, Calendar.FEBRUARY, 1);
            System.out.println(y + " leap=" + g.isLeapYear(y) + " feb=" + g.getActualMaximum(Calendar.DAY_OF_MONTH) + " days="
                    + g.getActualMaximum(Calendar.DAY_OF_YEAR) + " min=" + g.getActualMinimum(Calendar.DAY_OF_MONTH) + " max="
                    + g.getMaximum(Calendar.DAY_OF_MONTH) + " least=" + g.getLeastMaximum(Calendar.DAY_OF_MONTH));
        }
        GregorianCalendar g = new GregorianCalendar();
        System.out.println(g.isLeapYear(1500) + " " + g.isLeapYear(1700) + " " + g.getMaximum(Calendar.HOUR) + " "
                + g.getMinimum(Calendar.DAY_OF_WEEK) + " " + g.getMaximum(Calendar.WEEK_OF_YEAR));

        // zones and daylight saving
        Calendar ny = Calendar.getInstance(TimeZone.getTimeZone("America/New_York"));
        ny.clear();
        ny.set(2020, Calendar.MARCH, 7, 12, 0);
        System.out.println("ny: " + fields(ny));
        ny.add(Calendar.DAY_OF_MONTH, 1);
        System.out.println("ny+1d: " + fields(ny));
        ny.add(Calendar.HOUR_OF_DAY, -24);
        System.out.println("ny-24h: " + fields(ny));
        ny.set(2020, Calendar.MARCH, 8, 2, 30);
        System.out.println("ny gap: " + fields(ny));
        ny.set(2020, Calendar.NOVEMBER, 1, 1, 30);
        System.out.println("ny overlap: " + fields(ny));
        ny.setTimeZone(TimeZone.getTimeZone("Europe/Paris"));
        System.out.println("paris: " + fields(ny));

        // Date and Calendar, comparisons, clone
        Calendar a = Calendar.getInstance();
        a.setTime(new Date(1_600_000_000_000L));
        Calendar b = (Calendar) a.clone();
        b.add(Calendar.SECOND, 1);
        System.out.println(a.before(b) + " " + a.after(b) + " " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.equals(b) + " "
                + a.equals(a.clone()) + " " + a.getTime() + " " + b.getTime() + " " + a.toInstant() + " " + a.before(new Date()));
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss.SSS EEE", Locale.US);
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(f.format(a.getTime()));

        // names, toString, clear, isSet
        Calendar n = new GregorianCalendar(2021, Calendar.JULY, 4, 15, 5, 0);
        System.out.println(n.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US) + " " + n.getDisplayName(Calendar.MONTH, Calendar.SHORT, Locale.US)
                + " " + n.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.LONG, Locale.US) + " " + n.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.US)
                + " " + n.getDisplayName(Calendar.AM_PM, Calendar.SHORT, Locale.US) + " " + n.getDisplayName(Calendar.ERA, Calendar.SHORT, Locale.US)
                + " " + n.getDisplayName(Calendar.YEAR, Calendar.LONG, Locale.US));
        Calendar s = new GregorianCalendar(2020, 0, 15, 10, 20, 30);
        System.out.println(s);
        s.set(Calendar.MONTH, 3);
        System.out.println(s);
        System.out.println(s.isSet(Calendar.ERA) + " " + s.isSet(Calendar.MONTH) + " " + s.get(Calendar.DAY_OF_WEEK) + " " + s.isSet(Calendar.ERA));
        System.out.println(s);
        s.clear(Calendar.MONTH);
        System.out.println(s.isSet(Calendar.MONTH) + " " + s.get(Calendar.MONTH) + " " + s.getTime());
        s.clear();
        System.out.println(s);
        System.out.println(s.getTime() + " " + s.get(Calendar.YEAR));

        // strict calendars
        t("strict feb 30", () -> {
            Calendar x = Calendar.getInstance();
            x.setLenient(false);
            x.set(2021, Calendar.FEBRUARY, 30);
            return x.getTime();
        });
        t("strict month 12", () -> {
            Calendar x = Calendar.getInstance();
            x.setLenient(false);
            x.set(Calendar.MONTH, 12);
            return x.getTime();
        });
        t("strict ok", () -> {
            Calendar x = Calendar.getInstance();
            x.clear();
            x.setLenient(false);
            x.set(2020, Calendar.FEBRUARY, 29);
            return x.getTime();
        });
        t("java.time", () -> {
            GregorianCalendar x = new GregorianCalendar(2021, Calendar.MARCH, 4, 5, 6, 7);
            return x.toZonedDateTime() + " " + x.toInstant();
        });
    }
}
