package ironpf;

/**
 * Proleptic Gregorian dates and days since 1970-01-01, the one conversion that
 * {@code java.util.Date}, {@code java.util.TimeZone} and the {@code java.text} date formats
 * share.
 */
public final class CivilDays {
    private CivilDays() {}

    /** Days from 1970-01-01 to a date (month 1-12). */
    public static long fromCivil(long year, long month, long day) {
        long y = month <= 2 ? year - 1 : year;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long mp = month > 2 ? month - 3 : month + 9;
        long doy = (153 * mp + 2) / 5 + day - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146_097 + doe - 719_468;
    }

    /** {year, month (1-12), day of month} of a day since 1970-01-01. */
    public static long[] toCivil(long days) {
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
}
