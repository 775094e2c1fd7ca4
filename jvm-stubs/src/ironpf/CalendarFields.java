package ironpf;

import java.util.TimeZone;

/**
 * The calendar arithmetic of java.util.GregorianCalendar and ironpf's date formats, as the JDK does it for
 * English locales (weeks start on Sunday; the first week of a year or month is the one holding
 * its first day): an instant's fields in a time zone, and the instant that parsed fields name.
 * Dates before 1582-10-15 are Julian, as in GregorianCalendar.
 */
public final class CalendarFields {
    public static final int ERA = 0;
    public static final int YEAR = 1;
    public static final int MONTH = 2;
    public static final int WEEK_OF_YEAR = 3;
    public static final int WEEK_OF_MONTH = 4;
    public static final int DATE = 5;
    public static final int DAY_OF_YEAR = 6;
    public static final int DAY_OF_WEEK = 7;
    public static final int DAY_OF_WEEK_IN_MONTH = 8;
    public static final int AM_PM = 9;
    public static final int HOUR = 10;
    public static final int HOUR_OF_DAY = 11;
    public static final int MINUTE = 12;
    public static final int SECOND = 13;
    public static final int MILLISECOND = 14;
    public static final int ZONE_OFFSET = 15;
    public static final int DST_OFFSET = 16;
    /** Not Calendar fields: the week-based year and the ISO day of the week (Monday 1). */
    public static final int WEEK_YEAR = 17;
    public static final int ISO_DAY_OF_WEEK = 18;
    public static final int COUNT = 19;

    public static final long DAY = 86_400_000L;
    /** 1582-10-15, the first Gregorian day, in days from 1970-01-01. */
    public static final long CUTOVER_DAY = -141_427;

    private CalendarFields() {
    }

    // ------------------------------------------------------------------ days and dates

    /** Days from 1970-01-01 to a proleptic Gregorian date (month 1-12). */
    public static long gregorianDays(long year, long month, long day) {
        return ironpf.CivilDays.fromCivil(year, month, day);
    }

    /** Days from 1970-01-01 to a proleptic Julian date (month 1-12). */
    public static long julianDays(long year, long month, long day) {
        long a = (14 - month) / 12;
        long y = year + 4800 - a;
        long m = month + 12 * a - 3;
        long jdn = day + (153 * m + 2) / 5 + 365 * y + Math.floorDiv(y, 4) - 32_083;
        return jdn - 2_440_588;
    }

    /** {year, month (1-12), day} of a day, Julian before the cutover. */
    public static long[] civil(long days) {
        if (days >= CUTOVER_DAY) return ironpf.CivilDays.toCivil(days);
        long c = days + 2_440_588 + 32_082;
        long d = Math.floorDiv(4 * c + 3, 1461);
        long e = c - Math.floorDiv(1461 * d, 4);
        long m = (5 * e + 2) / 153;
        long day = e - (153 * m + 2) / 5 + 1;
        long month = m + 3 - 12 * (m / 10);
        long year = d - 4800 + m / 10;
        return new long[] {year, month, day};
    }

    /** Days to the first of a month of a year (either calendar, by where the result falls). */
    public static long firstOfMonth(long year, long month) {
        long g = gregorianDays(year, month, 1);
        if (g >= CUTOVER_DAY) return g;
        return julianDays(year, month, 1);
    }

    public static boolean isLeap(long year, boolean gregorian) {
        if (!gregorian) return Math.floorMod(year, 4L) == 0;
        return Math.floorMod(year, 4L) == 0 && (Math.floorMod(year, 100L) != 0 || Math.floorMod(year, 400L) == 0);
    }

    public static int monthLength(long year, int month) {
        if (month == 2) return isLeap(year, firstOfMonth(year, 2) >= CUTOVER_DAY) ? 29 : 28;
        return (month == 4 || month == 6 || month == 9 || month == 11) ? 30 : 31;
    }

    /** 1 for Sunday through 7 for Saturday. */
    public static int dayOfWeek(long days) {
        return (int) Math.floorMod(days + 4, 7L) + 1;
    }

    /** The last day on or before {@code days} that falls on {@code dayOfWeek}. */
    public static long onOrBefore(long days, int dayOfWeek) {
        return days - Math.floorMod(dayOfWeek(days) - dayOfWeek, 7);
    }

    /** The number of the week holding {@code days}, counting from the week of {@code first}. */
    public static int weekNumber(long first, long days) {
        long weekStart = onOrBefore(first + 6, 1);
        if (weekStart - first >= 1) weekStart -= 7;
        return (int) Math.floorDiv(days - weekStart, 7L) + 1;
    }

    // ------------------------------------------------------------------ instant to fields

    /** The fields of an instant in a zone. */
    public static int[] fields(long millis, TimeZone zone) {
        int offset = zone.getOffset(millis);
        int raw = zone.getRawOffset();
        return fields(millis, raw, offset - raw);
    }

    /** The fields of an instant at a given standard and daylight offset. */
    public static int[] fields(long millis, int zoneOffset, int dstOffset) {
        int[] f = new int[COUNT];
        f[ZONE_OFFSET] = zoneOffset;
        f[DST_OFFSET] = dstOffset;
        long local = millis + zoneOffset + dstOffset;
        long days = Math.floorDiv(local, DAY);
        int ms = (int) Math.floorMod(local, DAY);
        long[] ymd = civil(days);
        long year = ymd[0];
        int month = (int) ymd[1];
        int day = (int) ymd[2];
        if (year >= 1) {
            f[ERA] = 1;
            f[YEAR] = (int) year;
        } else {
            f[ERA] = 0;
            f[YEAR] = (int) (1 - year);
        }
        f[MONTH] = month - 1;
        f[DATE] = day;
        long jan1 = firstOfMonth(year, 1);
        f[DAY_OF_YEAR] = (int) (days - jan1 + 1);
        int dow = dayOfWeek(days);
        f[DAY_OF_WEEK] = dow;
        f[ISO_DAY_OF_WEEK] = dow == 1 ? 7 : dow - 1;
        f[DAY_OF_WEEK_IN_MONTH] = (day - 1) / 7 + 1;
        int woy = weekNumber(jan1, days);
        if (woy >= 52) {
            long nextJan1 = firstOfMonth(year + 1, 1);
            long nextWeek1 = onOrBefore(nextJan1 + 6, 1);
            if (nextWeek1 - nextJan1 >= 1 && days >= nextWeek1 - 7) woy = 1;
        }
        f[WEEK_OF_YEAR] = woy;
        f[WEEK_OF_MONTH] = weekNumber(days - day + 1, days);
        long weekYear = year;
        if (month == 1) {
            if (woy >= 52) weekYear--;
        } else if (woy == 1) {
            weekYear++;
        }
        f[WEEK_YEAR] = (int) weekYear;
        int hour = ms / 3_600_000;
        f[HOUR_OF_DAY] = hour;
        f[AM_PM] = hour / 12;
        f[HOUR] = hour % 12;
        f[MINUTE] = ms / 60_000 % 60;
        f[SECOND] = ms / 1000 % 60;
        f[MILLISECOND] = ms % 1000;
        return f;
    }

    // ------------------------------------------------------------------ fields to instant

    /**
     * The instant that set fields name (lenient: values out of range carry over), resolved as
     * GregorianCalendar resolves them: the most recently set combination of date fields wins,
     * unset fields take their defaults (1970-01-01 00:00:00.000 in the zone). A zone offset or
     * daylight offset that was set replaces the zone's.
     *
     * @param value field values (an ISO day of the week already stored as DAY_OF_WEEK)
     * @param stamp 0 for an unset field, else the order in which it was set (1, 2, ...)
     */
    public static long resolve(int[] value, int[] stamp, TimeZone zone) {
        boolean weekDate = stamp[WEEK_YEAR] > 0 && stamp[WEEK_YEAR] > stamp[YEAR];

        long year = stamp[YEAR] > 0 ? value[YEAR] : 1970;
        if (stamp[ERA] > 0 && value[ERA] == 0) {
            year = 1 - year;
        } else if (stamp[ERA] > 0 && value[ERA] != 1) {
            throw new IllegalArgumentException("Invalid era");
        }

        long timeOfDay;
        int hourOfDayStamp = stamp[HOUR_OF_DAY];
        int hourStamp = aggregate(stamp[HOUR], stamp[AM_PM]);
        int bestTime = hourStamp > hourOfDayStamp ? hourStamp : hourOfDayStamp;
        if (bestTime == 0) bestTime = Math.max(stamp[HOUR], stamp[AM_PM]);
        if (bestTime != 0 && bestTime == hourOfDayStamp) {
            timeOfDay = get(value, stamp, HOUR_OF_DAY);
        } else {
            timeOfDay = get(value, stamp, HOUR);
            if (bestTime != 0) timeOfDay += 12L * get(value, stamp, AM_PM);
        }
        timeOfDay = ((timeOfDay * 60 + get(value, stamp, MINUTE)) * 60 + get(value, stamp, SECOND)) * 1000
                + get(value, stamp, MILLISECOND);
        long days = Math.floorDiv(timeOfDay, DAY);
        timeOfDay = Math.floorMod(timeOfDay, DAY);

        if (weekDate) {
            int weekOfYear = stamp[WEEK_OF_YEAR] > 0 ? value[WEEK_OF_YEAR] : 1;
            int dayOfWeek = stamp[DAY_OF_WEEK] > 0 ? value[DAY_OF_WEEK] : 1;
            if (dayOfWeek < 1 || dayOfWeek > 7) {
                // Only an ISO day of the week (u) is out of range here: it is wrapped into
                // weeks and then read as an ISO day.
                if (dayOfWeek >= 8) {
                    dayOfWeek--;
                    weekOfYear += dayOfWeek / 7;
                    dayOfWeek = (dayOfWeek % 7) + 1;
                } else {
                    while (dayOfWeek <= 0) {
                        dayOfWeek += 7;
                        weekOfYear--;
                    }
                }
                dayOfWeek = dayOfWeek == 7 ? 1 : dayOfWeek + 1;
            }
            long jan1 = firstOfMonth(value[WEEK_YEAR], 1);
            long weekStart = onOrBefore(jan1 + 6, 1);
            if (weekStart - jan1 >= 1) weekStart -= 7;
            days += weekStart + (dayOfWeek - 1) + 7L * (weekOfYear - 1);
        } else {
            days += dateDays(value, stamp, year);
        }

        long millis = days * DAY + timeOfDay;
        int zoneOffset;
        int dstOffset;
        if (stamp[ZONE_OFFSET] > 0 && stamp[DST_OFFSET] > 0) {
            zoneOffset = value[ZONE_OFFSET];
            dstOffset = value[DST_OFFSET];
        } else {
            zoneOffset = stamp[ZONE_OFFSET] > 0 ? value[ZONE_OFFSET] : zone.getRawOffset();
            dstOffset = stamp[DST_OFFSET] > 0 ? value[DST_OFFSET] : wallDaylight(millis, zone);
        }
        return millis - zoneOffset - dstOffset;
    }

    /**
     * The daylight offset of a zone at a local wall time, as the JDK's zones give it: daylight
     * time only when both readings of the wall time are in daylight time, so a wall time in the
     * spring gap or the autumn overlap counts as standard time.
     */
    public static int wallDaylight(long wall, TimeZone zone) {
        int raw = zone.getRawOffset();
        int savings = zone.getDSTSavings();
        if (savings == 0) return 0;
        long standard = wall - raw;
        if (zone.getOffset(standard) == raw) return 0;
        long daylight = standard - savings;
        if (zone.getOffset(daylight) == raw) return 0;
        return savings;
    }

    private static int aggregate(int a, int b) {
        if (a == 0 || b == 0) return 0;
        return Math.max(a, b);
    }

    private static long get(int[] value, int[] stamp, int field) {
        return stamp[field] > 0 ? value[field] : 0;
    }

    /** The day (from 1970-01-01) the date fields name. */
    private static long dateDays(int[] value, int[] stamp, long year) {
        int dowStamp = stamp[DAY_OF_WEEK];
        int monthStamp = stamp[MONTH];
        int domStamp = stamp[DATE];
        int womStamp = aggregate(stamp[WEEK_OF_MONTH], dowStamp);
        int dowimStamp = aggregate(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
        int doyStamp = stamp[DAY_OF_YEAR];
        int woyStamp = aggregate(stamp[WEEK_OF_YEAR], dowStamp);
        int best = domStamp;
        if (womStamp > best) best = womStamp;
        if (dowimStamp > best) best = dowimStamp;
        if (doyStamp > best) best = doyStamp;
        if (woyStamp > best) best = woyStamp;
        if (best == 0) {
            womStamp = stamp[WEEK_OF_MONTH];
            dowimStamp = Math.max(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
            woyStamp = stamp[WEEK_OF_YEAR];
            best = Math.max(Math.max(womStamp, dowimStamp), woyStamp);
            if (best == 0) best = domStamp = monthStamp;
        }
        boolean useMonth = best == domStamp
                || (best == womStamp && stamp[WEEK_OF_MONTH] >= stamp[WEEK_OF_YEAR])
                || (best == dowimStamp && stamp[DAY_OF_WEEK_IN_MONTH] >= stamp[WEEK_OF_YEAR]);
        boolean useDom = false;
        boolean useWom = false;
        boolean useDow = false;
        boolean useDowim = false;
        boolean useDoy = false;
        if (useMonth) {
            if (best == domStamp) {
                useDom = true;
            } else {
                useDow = dowStamp != 0;
                if (womStamp == dowimStamp) {
                    if (stamp[WEEK_OF_MONTH] >= stamp[DAY_OF_WEEK_IN_MONTH]) {
                        useWom = true;
                    } else {
                        useDowim = true;
                    }
                } else if (best == womStamp) {
                    useWom = true;
                } else {
                    useDowim = stamp[DAY_OF_WEEK_IN_MONTH] != 0;
                }
            }
        } else if (best == doyStamp) {
            useDoy = true;
        } else {
            useDow = dowStamp != 0;
        }

        long month = 0;
        if (useMonth) {
            month = get(value, stamp, MONTH);
            year += Math.floorDiv(month, 12L);
            month = Math.floorMod(month, 12L);
        }
        long days = firstOfMonth(year, month + 1);
        if (useMonth) {
            if (useDom) {
                if (stamp[DATE] > 0) days += value[DATE] - 1L;
            } else if (useWom) {
                long weekStart = onOrBefore(days + 6, 1);
                if (weekStart - days >= 1) weekStart -= 7;
                if (useDow) weekStart = onOrBefore(weekStart + 6, value[DAY_OF_WEEK]);
                days = weekStart + 7L * (get(value, stamp, WEEK_OF_MONTH) - 1);
            } else {
                int dayOfWeek = useDow ? value[DAY_OF_WEEK] : 1;
                int dowim = useDowim ? value[DAY_OF_WEEK_IN_MONTH] : 1;
                if (dowim >= 0) {
                    days = onOrBefore(days + 7L * dowim - 1, dayOfWeek);
                } else {
                    long lastDate = monthLength(year, (int) month + 1) + 7L * (dowim + 1);
                    days = onOrBefore(days + lastDate - 1, dayOfWeek);
                }
            }
        } else if (useDoy) {
            days += get(value, stamp, DAY_OF_YEAR) - 1;
        } else {
            long weekStart = onOrBefore(days + 6, 1);
            if (weekStart - days >= 1) weekStart -= 7;
            if (useDow && value[DAY_OF_WEEK] != 1) weekStart = onOrBefore(weekStart + 6, value[DAY_OF_WEEK]);
            days = weekStart + 7L * (get(value, stamp, WEEK_OF_YEAR) - 1);
        }
        return days;
    }
}
