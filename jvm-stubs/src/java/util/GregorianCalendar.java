package java.util;

import ironpf.CalendarFields;

/**
 * The Gregorian calendar (Julian before 1582-10-15), lenient field arithmetic as the JDK's
 * (add keeps the time of day across daylight-saving changes for day-based fields; months and
 * years pin the day of the month to the month's length).
 */
public class GregorianCalendar extends Calendar {
    public static final int BC = 0;
    public static final int AD = 1;

    /** 1582-10-15 in days from 0001-01-01 (day 1), as the JDK's hashCode mixes it in. */
    private static final int GREGORIAN_CUTOVER_FIXED_DATE = 577736;

    private static final int[] MIN_VALUES = {0, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, -13 * 3600 * 1000, 0};
    private static final int[] LEAST_MAX_VALUES = {1, 292269054, 11, 52, 4, 28, 365, 7, 4, 1, 11, 23, 59, 59, 999,
        14 * 3600 * 1000, 20 * 60 * 1000};
    private static final int[] MAX_VALUES = {1, 292278994, 11, 53, 6, 31, 366, 7, 6, 1, 11, 23, 59, 59, 999,
        14 * 3600 * 1000, 2 * 3600 * 1000};

    public GregorianCalendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    public GregorianCalendar(TimeZone zone) {
        this(zone, Locale.getDefault());
    }

    public GregorianCalendar(Locale aLocale) {
        this(TimeZone.getDefault(), aLocale);
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        super(zone, aLocale);
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        this(year, month, dayOfMonth, hourOfDay, minute, second, 0);
    }

    GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second, int millis) {
        super(TimeZone.getDefault(), Locale.getDefault());
        clear();
        set(YEAR, year);
        set(MONTH, month);
        set(DAY_OF_MONTH, dayOfMonth);
        setComputed(AM_PM, hourOfDay >= 12 && hourOfDay <= 23 ? PM : AM);
        setComputed(HOUR, hourOfDay >= 12 && hourOfDay <= 23 ? hourOfDay - 12 : hourOfDay);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
        if (millis != 0) {
            set(MILLISECOND, millis);
        }
    }

    public boolean isLeapYear(int year) {
        if ((year & 3) != 0) {
            return false;
        }
        if (year > 1582) {
            return (year % 100 != 0) || (year % 400 == 0);
        }
        return true;
    }

    public final Date getGregorianChange() {
        return new Date(CalendarFields.CUTOVER_DAY * CalendarFields.DAY);
    }

    public void setGregorianChange(Date date) {
        throw ironpf.Unsupported.fail("GregorianCalendar.setGregorianChange (ironpf has the 1582 cutover only)");
    }

    protected void computeTime() {
        getTimeInMillis();
    }

    protected void computeFields() {
        complete();
    }

    // ------------------------------------------------------------------ add and roll

    /** The proleptic year (negative before 1 AD) of the current fields. */
    private long year() {
        return get(ERA) == AD ? get(YEAR) : 1 - get(YEAR);
    }

    private int monthLength(long year, int month) {
        if (month == 1) {
            return CalendarFields.isLeap(year, year > 1582) ? 29 : 28;
        }
        return CalendarFields.monthLength(year, month + 1);
    }

    /** Sets the date to a year, month and day of month (pinned to the month's length), keeping the time of day. */
    private void setDate(long year, long month, int day) {
        year += Math.floorDiv(month, 12L);
        month = Math.floorMod(month, 12L);
        int pinned = Math.min(day, monthLength(year, (int) month));
        int hour = get(HOUR_OF_DAY);
        int minute = get(MINUTE);
        int second = get(SECOND);
        int ms = get(MILLISECOND);
        TimeZone zone = getTimeZone();
        long days = CalendarFields.firstOfMonth(year, month + 1) + pinned - 1;
        setWall(days, hour, minute, second, ms, zone);
    }

    private void setWall(long days, int hour, int minute, int second, int ms, TimeZone zone) {
        long wall = days * CalendarFields.DAY + ((hour * 60L + minute) * 60 + second) * 1000 + ms;
        setTimeInMillis(wall - zone.getRawOffset() - CalendarFields.wallDaylight(wall, zone));
    }

    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        switch (field) {
            case ERA: {
                int era = get(ERA) + amount;
                setEraYear(era > 0 ? AD : BC, get(YEAR));
                return;
            }
            case YEAR:
                setDate(get(ERA) == AD ? year() + amount : year() - amount, get(MONTH), get(DAY_OF_MONTH));
                return;
            case MONTH:
                setDate(year(), get(MONTH) + (long) amount, get(DAY_OF_MONTH));
                return;
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH:
                addDays(amount * 7L);
                return;
            case DAY_OF_MONTH:
            case DAY_OF_YEAR:
            case DAY_OF_WEEK:
                addDays(amount);
                return;
            case AM_PM:
                setTimeInMillis(getTimeInMillis() + amount * 12L * 3_600_000L);
                return;
            case HOUR:
            case HOUR_OF_DAY:
                setTimeInMillis(getTimeInMillis() + amount * 3_600_000L);
                return;
            case MINUTE:
                setTimeInMillis(getTimeInMillis() + amount * 60_000L);
                return;
            case SECOND:
                setTimeInMillis(getTimeInMillis() + amount * 1000L);
                return;
            default:
                setTimeInMillis(getTimeInMillis() + amount);
        }
    }

    private void setEraYear(int era, int yearOfEra) {
        long year = era == AD ? yearOfEra : 1 - yearOfEra;
        setDate(year, get(MONTH), get(DAY_OF_MONTH));
    }

    private void addDays(long days) {
        TimeZone zone = getTimeZone();
        long today = Math.floorDiv(getTimeInMillis() + zone.getOffset(getTimeInMillis()), CalendarFields.DAY);
        setWall(today + days, get(HOUR_OF_DAY), get(MINUTE), get(SECOND), get(MILLISECOND), zone);
    }

    public void roll(int field, boolean up) {
        roll(field, up ? 1 : -1);
    }

    public void roll(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        switch (field) {
            case ERA:
            case YEAR:
            case AM_PM:
            case MINUTE:
            case SECOND:
            case MILLISECOND:
            case HOUR:
            case HOUR_OF_DAY: {
                int min = getMinimum(field);
                int max = getMaximum(field);
                if (field == YEAR) {
                    max = getActualMaximum(YEAR);
                }
                int range = max - min + 1;
                int value = get(field);
                int rolled = (int) (Math.floorMod((long) value - min + amount, (long) range) + min);
                if (field == YEAR) {
                    setEraYear(get(ERA), rolled);
                } else if (field == ERA) {
                    setEraYear(rolled, get(YEAR));
                } else {
                    long delta = (long) (rolled - value) * (field == AM_PM ? 12 * 3_600_000L : field == HOUR || field == HOUR_OF_DAY
                            ? 3_600_000L : field == MINUTE ? 60_000L : field == SECOND ? 1000L : 1L);
                    setTimeInMillis(getTimeInMillis() + delta);
                }
                return;
            }
            case MONTH: {
                int month = (int) Math.floorMod((long) get(MONTH) + amount, 12L);
                setDate(year(), month, get(DAY_OF_MONTH));
                return;
            }
            case DAY_OF_MONTH: {
                int length = getActualMaximum(DAY_OF_MONTH);
                int day = (int) Math.floorMod((long) get(DAY_OF_MONTH) - 1 + amount, (long) length) + 1;
                addDays(day - get(DAY_OF_MONTH));
                return;
            }
            case DAY_OF_YEAR: {
                int length = getActualMaximum(DAY_OF_YEAR);
                int day = (int) Math.floorMod((long) get(DAY_OF_YEAR) - 1 + amount, (long) length) + 1;
                addDays(day - get(DAY_OF_YEAR));
                return;
            }
            default:
                throw ironpf.Unsupported.fail("GregorianCalendar.roll of field " + field);
        }
    }

    // ------------------------------------------------------------------ ranges

    public int getMinimum(int field) {
        return MIN_VALUES[field];
    }

    public int getMaximum(int field) {
        return MAX_VALUES[field];
    }

    public int getGreatestMinimum(int field) {
        return MIN_VALUES[field];
    }

    public int getLeastMaximum(int field) {
        return LEAST_MAX_VALUES[field];
    }

    public int getActualMaximum(int field) {
        switch (field) {
            case DAY_OF_MONTH:
                return monthLength(year(), get(MONTH));
            case DAY_OF_YEAR: {
                long y = year();
                return (int) (CalendarFields.firstOfMonth(y + 1, 1) - CalendarFields.firstOfMonth(y, 1));
            }
            case YEAR:
                return get(ERA) == AD ? 292278994 : 292269055;
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH:
                throw ironpf.Unsupported.fail("GregorianCalendar.getActualMaximum of week field " + field);
            default:
                return getMaximum(field);
        }
    }

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    // ------------------------------------------------------------------ java.time

    public java.time.ZonedDateTime toZonedDateTime() {
        return java.time.ZonedDateTime.ofInstant(java.time.Instant.ofEpochMilli(getTimeInMillis()), getTimeZone().toZoneId());
    }

    public static GregorianCalendar from(java.time.ZonedDateTime zdt) {
        GregorianCalendar cal = new GregorianCalendar(TimeZone.getTimeZone(zdt.getZone()));
        cal.setFirstDayOfWeek(MONDAY);
        cal.setMinimalDaysInFirstWeek(4);
        cal.setTimeInMillis(Math.addExact(Math.multiplyExact(zdt.toEpochSecond(), 1000L), zdt.get(java.time.temporal.ChronoField.MILLI_OF_SECOND)));
        return cal;
    }

    public boolean equals(Object obj) {
        return obj instanceof GregorianCalendar && super.equals(obj);
    }

    public int hashCode() {
        return super.hashCode() ^ GREGORIAN_CUTOVER_FIXED_DATE;
    }
}
