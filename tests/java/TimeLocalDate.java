import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.chrono.ChronoLocalDate;
import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/** java.time dates: LocalDate, LocalTime, LocalDateTime, Year, YearMonth, Month, DayOfWeek, adjusters. */
public class TimeLocalDate {
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

    public static void main(String[] args) {
        // ---- construction and validation
        t("of", () -> LocalDate.of(2020, 2, 29));
        t("of Month", () -> LocalDate.of(2021, Month.DECEMBER, 31));
        t("feb 30", () -> LocalDate.of(2021, 2, 30));
        t("feb 29 non-leap", () -> LocalDate.of(2021, 2, 29));
        t("apr 31", () -> LocalDate.of(2021, 4, 31));
        t("month 13", () -> LocalDate.of(2021, 13, 1));
        t("day 32", () -> LocalDate.of(2021, 1, 32));
        t("day 0", () -> LocalDate.of(2021, 1, 0));
        t("year too big", () -> LocalDate.of(1_000_000_000, 1, 1));
        t("ofYearDay", () -> LocalDate.ofYearDay(2020, 366) + " " + LocalDate.ofYearDay(2021, 60));
        t("ofYearDay 366", () -> LocalDate.ofYearDay(2021, 366));
        t("ofEpochDay", () -> LocalDate.ofEpochDay(0) + " " + LocalDate.ofEpochDay(-1) + " " + LocalDate.ofEpochDay(18262)
                + " " + LocalDate.ofEpochDay(-719528));
        t("MIN MAX", () -> LocalDate.MIN + " " + LocalDate.MAX + " " + LocalTime.MIN + " " + LocalTime.MAX + " "
                + LocalDateTime.MIN + " " + LocalDateTime.MAX);
        t("years", () -> LocalDate.of(-1, 1, 1) + " " + LocalDate.of(0, 6, 15) + " " + LocalDate.of(999, 1, 1) + " "
                + LocalDate.of(10000, 1, 1) + " " + LocalDate.of(-12345, 3, 4));
        t("MAX plus", () -> LocalDate.MAX.plusDays(1));
        t("month name", () -> Month.of(13));
        t("dow", () -> DayOfWeek.of(8));

        // ---- fields
        int[][] dates = {{2020, 1, 1}, {2020, 2, 29}, {2021, 3, 1}, {1900, 12, 31}, {2000, 2, 29}, {1970, 1, 1},
            {1969, 12, 31}, {2024, 12, 30}, {2023, 1, 1}, {1, 1, 1}, {0, 12, 31}};
        for (int[] d : dates) {
            LocalDate ld = LocalDate.of(d[0], d[1], d[2]);
            System.out.println(ld + " dow=" + ld.getDayOfWeek() + " doy=" + ld.getDayOfYear() + " leap=" + ld.isLeapYear()
                    + " lom=" + ld.lengthOfMonth() + " loy=" + ld.lengthOfYear() + " epoch=" + ld.toEpochDay() + " month="
                    + ld.getMonth() + "/" + ld.getMonthValue() + " hash=" + ld.hashCode() + " alignedW="
                    + ld.get(ChronoField.ALIGNED_WEEK_OF_YEAR) + " yoe=" + ld.get(ChronoField.YEAR_OF_ERA) + " era="
                    + ld.get(ChronoField.ERA) + " pm=" + ld.getLong(ChronoField.PROLEPTIC_MONTH) + " range="
                    + ld.range(ChronoField.DAY_OF_MONTH) + " " + ld.range(ChronoField.ALIGNED_WEEK_OF_MONTH));
        }
        t("get EpochDay", () -> LocalDate.of(2020, 1, 1).get(ChronoField.EPOCH_DAY));
        t("get HourOfDay", () -> LocalDate.of(2020, 1, 1).get(ChronoField.HOUR_OF_DAY));
        t("isSupported", () -> LocalDate.of(2020, 1, 1).isSupported(ChronoField.HOUR_OF_DAY) + " "
                + LocalDate.of(2020, 1, 1).isSupported(ChronoUnit.DAYS) + " " + LocalDate.of(2020, 1, 1).isSupported(ChronoUnit.HOURS)
                + " " + LocalTime.NOON.isSupported(ChronoField.DAY_OF_MONTH) + " " + LocalDateTime.of(2020, 1, 1, 0, 0).isSupported(ChronoUnit.FOREVER));

        // ---- arithmetic, month ends and year boundaries
        LocalDate jan31 = LocalDate.of(2020, 1, 31);
        for (int i = -3; i <= 14; i++) {
            System.out.print(jan31.plusMonths(i) + " ");
        }
        System.out.println();
        t("plusYears leap", () -> LocalDate.of(2020, 2, 29).plusYears(1) + " " + LocalDate.of(2020, 2, 29).plusYears(4)
                + " " + LocalDate.of(2020, 2, 29).minusYears(1));
        t("plus units", () -> jan31.plus(1, ChronoUnit.WEEKS) + " " + jan31.plus(2, ChronoUnit.DECADES) + " "
                + jan31.plus(3, ChronoUnit.CENTURIES) + " " + jan31.plus(1, ChronoUnit.MILLENNIA) + " " + jan31.minus(40, ChronoUnit.DAYS)
                + " " + jan31.plus(Period.of(1, 1, 1)) + " " + jan31.minus(Period.ofMonths(2)) + " " + jan31.plus(Period.ofWeeks(-5)));
        t("plus hours", () -> jan31.plus(1, ChronoUnit.HOURS));
        t("year boundary", () -> LocalDate.of(2020, 12, 31).plusDays(1) + " " + LocalDate.of(2021, 1, 1).minusDays(1) + " "
                + LocalDate.of(2020, 12, 31).plusWeeks(1) + " " + LocalDate.of(2020, 1, 1).minusMonths(1));
        t("with", () -> jan31.withDayOfMonth(15) + " " + jan31.withMonth(2) + " " + LocalDate.of(2020, 2, 29).withYear(2021)
                + " " + jan31.withDayOfYear(100) + " " + jan31.with(ChronoField.DAY_OF_WEEK, 1) + " " + jan31.with(ChronoField.YEAR, 1999)
                + " " + jan31.with(ChronoField.EPOCH_DAY, 0) + " " + jan31.with(ChronoField.ERA, 0) + " " + jan31.with(Month.JUNE));
        t("with invalid", () -> jan31.withDayOfMonth(31).withMonth(4).withDayOfMonth(31));
        t("with month 13", () -> jan31.with(ChronoField.MONTH_OF_YEAR, 13));

        // ---- adjusters
        LocalDate d = LocalDate.of(2021, 2, 10);
        System.out.println(d.with(TemporalAdjusters.firstDayOfMonth()) + " " + d.with(TemporalAdjusters.lastDayOfMonth()) + " "
                + d.with(TemporalAdjusters.firstDayOfNextMonth()) + " " + d.with(TemporalAdjusters.firstDayOfYear()) + " "
                + d.with(TemporalAdjusters.lastDayOfYear()) + " " + d.with(TemporalAdjusters.firstDayOfNextYear()));
        System.out.println(d.with(TemporalAdjusters.next(DayOfWeek.WEDNESDAY)) + " " + d.with(TemporalAdjusters.nextOrSame(DayOfWeek.WEDNESDAY))
                + " " + d.with(TemporalAdjusters.previous(DayOfWeek.MONDAY)) + " " + d.with(TemporalAdjusters.previousOrSame(DayOfWeek.SUNDAY))
                + " " + d.with(TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY)) + " " + d.with(TemporalAdjusters.lastInMonth(DayOfWeek.FRIDAY))
                + " " + d.with(TemporalAdjusters.dayOfWeekInMonth(3, DayOfWeek.TUESDAY)) + " "
                + d.with(TemporalAdjusters.dayOfWeekInMonth(-2, DayOfWeek.SUNDAY)) + " "
                + d.with(TemporalAdjusters.ofDateAdjuster(x -> x.plusDays(3))));
        LocalDateTime dt = LocalDateTime.of(2021, 2, 10, 8, 30);
        System.out.println(dt.with(TemporalAdjusters.lastDayOfMonth()) + " " + dt.with(TemporalAdjusters.next(DayOfWeek.SUNDAY)));

        // ---- until, between, Period
        LocalDate[][] pairs = {{LocalDate.of(2020, 1, 31), LocalDate.of(2020, 3, 1)}, {LocalDate.of(2020, 3, 1), LocalDate.of(2020, 1, 31)},
            {LocalDate.of(2019, 5, 15), LocalDate.of(2021, 5, 14)}, {LocalDate.of(2020, 2, 29), LocalDate.of(2021, 2, 28)},
            {LocalDate.of(2021, 12, 25), LocalDate.of(2021, 12, 25)}, {LocalDate.of(2000, 1, 1), LocalDate.of(1999, 12, 31)},
            {LocalDate.of(2021, 3, 31), LocalDate.of(2021, 2, 28)}};
        for (LocalDate[] p : pairs) {
            System.out.println(p[0] + ".." + p[1] + " " + p[0].until(p[1]) + " " + Period.between(p[0], p[1]) + " days="
                    + p[0].until(p[1], ChronoUnit.DAYS) + " weeks=" + ChronoUnit.WEEKS.between(p[0], p[1]) + " months="
                    + ChronoUnit.MONTHS.between(p[0], p[1]) + " years=" + p[0].until(p[1], ChronoUnit.YEARS) + " decades="
                    + p[0].until(p[1], ChronoUnit.DECADES));
        }
        t("until hours", () -> LocalDate.of(2020, 1, 1).until(LocalDate.of(2020, 1, 2), ChronoUnit.HOURS));
        t("until ldt", () -> LocalDate.of(2020, 1, 1).until(LocalDateTime.of(2020, 3, 2, 5, 0), ChronoUnit.DAYS));

        // ---- comparison, sorting, equality
        List<LocalDate> list = new ArrayList<>();
        for (int[] dd : dates) {
            list.add(LocalDate.of(dd[0], dd[1], dd[2]));
        }
        Collections.sort(list);
        System.out.println(list);
        System.out.println(new TreeSet<ChronoLocalDate>(list).first() + " " + Collections.max(list));
        LocalDate a = LocalDate.of(2020, 5, 5);
        LocalDate b = LocalDate.of(2020, 5, 6);
        System.out.println(a.isBefore(b) + " " + a.isAfter(b) + " " + a.isEqual(LocalDate.of(2020, 5, 5)) + " " + a.equals(b) + " "
                + a.compareTo(b) + " " + b.compareTo(a) + " " + a.equals(LocalDate.of(2020, 5, 5)) + " " + a.equals("2020-05-05"));

        // ---- LocalTime
        LocalTime[] times = {LocalTime.of(0, 0), LocalTime.of(10, 15), LocalTime.of(10, 15, 30), LocalTime.of(10, 15, 0, 1),
            LocalTime.of(23, 59, 59, 999_999_999), LocalTime.of(12, 0, 0, 500_000_000), LocalTime.of(1, 2, 3, 4_000),
            LocalTime.of(1, 2, 3, 40_000_000), LocalTime.NOON, LocalTime.MIDNIGHT, LocalTime.ofSecondOfDay(3661),
            LocalTime.ofNanoOfDay(1)};
        for (LocalTime lt : times) {
            System.out.println(lt + " h=" + lt.getHour() + " m=" + lt.getMinute() + " s=" + lt.getSecond() + " n=" + lt.getNano()
                    + " sod=" + lt.toSecondOfDay() + " nod=" + lt.toNanoOfDay() + " ampm=" + lt.get(ChronoField.AMPM_OF_DAY)
                    + " ch=" + lt.get(ChronoField.CLOCK_HOUR_OF_AMPM) + " hash=" + lt.hashCode() + " +90m=" + lt.plusMinutes(90)
                    + " -1s=" + lt.minusSeconds(1) + " +25h=" + lt.plusHours(25) + " trunc=" + lt.truncatedTo(ChronoUnit.MINUTES)
                    + " +1ns=" + lt.plusNanos(1) + " +HALF=" + lt.plus(1, ChronoUnit.HALF_DAYS));
        }
        t("time until", () -> LocalTime.of(10, 0).until(LocalTime.of(8, 30), ChronoUnit.MINUTES) + " "
                + ChronoUnit.HOURS.between(LocalTime.of(1, 0), LocalTime.of(23, 59)) + " "
                + LocalTime.of(1, 0).until(LocalTime.of(2, 0, 0, 5), ChronoUnit.NANOS));
        t("time with", () -> LocalTime.of(10, 0).withHour(3).withMinute(4).withSecond(5).withNano(6) + " "
                + LocalTime.of(10, 0).with(ChronoField.AMPM_OF_DAY, 1) + " " + LocalTime.of(15, 0).with(ChronoField.CLOCK_HOUR_OF_AMPM, 12)
                + " " + LocalTime.of(10, 0).with(ChronoField.MINUTE_OF_DAY, 1439));
        t("time bad", () -> LocalTime.of(10, 60));
        t("time trunc days", () -> LocalTime.of(10, 11).truncatedTo(ChronoUnit.DAYS) + " " + LocalTime.of(10, 11).truncatedTo(ChronoUnit.HALF_DAYS));
        t("time trunc weeks", () -> LocalTime.of(10, 11).truncatedTo(ChronoUnit.WEEKS));
        t("time plus days", () -> LocalTime.of(10, 11).plus(1, ChronoUnit.DAYS));
        t("time compare", () -> LocalTime.of(10, 11).compareTo(LocalTime.of(10, 12)) + " " + LocalTime.of(10, 11).isBefore(LocalTime.NOON));

        // ---- LocalDateTime
        LocalDateTime ldt = LocalDateTime.of(2020, 12, 31, 23, 59, 59, 999_000_000);
        System.out.println(ldt + " " + ldt.plusNanos(1_000_000) + " " + ldt.plusSeconds(1) + " " + ldt.plusHours(-24) + " "
                + ldt.minusMinutes(1440 * 366) + " " + ldt.plusMonths(2) + " " + ldt.truncatedTo(ChronoUnit.HOURS) + " "
                + ldt.toLocalDate() + " " + ldt.toLocalTime() + " " + ldt.getDayOfWeek() + " " + ldt.hashCode());
        System.out.println(ldt.plus(3, ChronoUnit.HALF_DAYS) + " " + ldt.plus(5, ChronoUnit.MILLIS) + " " + ldt.plus(7, ChronoUnit.MICROS)
                + " " + ldt.minus(1, ChronoUnit.WEEKS) + " " + ldt.withDayOfMonth(1).withHour(0) + " " + ldt.with(LocalTime.NOON) + " "
                + ldt.with(LocalDate.of(2000, 1, 1)));
        LocalDateTime s = LocalDateTime.of(2020, 1, 1, 22, 0);
        LocalDateTime[] ends = {LocalDateTime.of(2020, 1, 2, 21, 0), LocalDateTime.of(2020, 1, 2, 23, 0), LocalDateTime.of(2019, 12, 31, 23, 0),
            LocalDateTime.of(2020, 3, 1, 21, 59, 59, 999_999_999)};
        for (LocalDateTime e : ends) {
            System.out.println(s + ".." + e + " days=" + s.until(e, ChronoUnit.DAYS) + " hours=" + s.until(e, ChronoUnit.HOURS) + " min="
                    + ChronoUnit.MINUTES.between(s, e) + " ms=" + s.until(e, ChronoUnit.MILLIS) + " halfdays=" + s.until(e, ChronoUnit.HALF_DAYS)
                    + " months=" + s.until(e, ChronoUnit.MONTHS));
        }
        System.out.println(s.isBefore(ends[0]) + " " + s.isAfter(ends[2]) + " " + s.isEqual(LocalDateTime.of(2020, 1, 1, 22, 0)) + " "
                + s.compareTo(ends[0]) + " " + s.atZone(java.time.ZoneOffset.UTC).toEpochSecond() + " "
                + s.toEpochSecond(java.time.ZoneOffset.ofHours(2)) + " " + LocalDateTime.ofEpochSecond(1_600_000_000L, 5, java.time.ZoneOffset.UTC));
        t("atTime", () -> LocalDate.of(2020, 1, 1).atTime(10, 5) + " " + LocalDate.of(2020, 1, 1).atStartOfDay() + " "
                + LocalDate.of(2020, 1, 1).atTime(LocalTime.of(1, 2, 3)) + " " + LocalTime.of(1, 2).atDate(LocalDate.of(2020, 1, 1)));

        // ---- Year, YearMonth, Month, DayOfWeek
        for (int y : new int[] {1900, 2000, 2019, 2020, 2100, 2400, -4, 0}) {
            System.out.print(y + ":" + Year.isLeap(y) + "/" + Year.of(y).length() + " ");
        }
        System.out.println();
        System.out.println(Year.of(2020).atDay(60) + " " + Year.of(2021).atMonth(2) + " " + Year.of(2020).plusYears(5) + " "
                + Year.of(2020).compareTo(Year.of(2021)) + " " + Year.of(2020).isAfter(Year.of(2019)) + " " + Year.of(2020).hashCode());
        YearMonth ym = YearMonth.of(2020, 2);
        System.out.println(ym + " " + ym.lengthOfMonth() + " " + ym.atEndOfMonth() + " " + ym.atDay(1) + " " + ym.plusMonths(11) + " "
                + ym.minusMonths(2) + " " + ym.plusYears(1).lengthOfMonth() + " " + ym.isLeapYear() + " " + ym.hashCode() + " "
                + YearMonth.of(2021, Month.MARCH).isAfter(ym) + " " + YearMonth.parse("2019-07") + " " + YearMonth.from(LocalDate.of(2001, 9, 9))
                + " " + ym.until(YearMonth.of(2021, 1), ChronoUnit.MONTHS) + " " + ym.isValidDay(30));
        for (Month m : Month.values()) {
            System.out.print(m.getValue() + " " + m.getDisplayName(TextStyle.FULL, Locale.US) + " " + m.getDisplayName(TextStyle.SHORT, Locale.ENGLISH)
                    + " " + m.getDisplayName(TextStyle.NARROW, Locale.US) + " " + m.length(false) + "/" + m.maxLength() + "/" + m.minLength()
                    + " " + m.firstDayOfYear(true) + " " + m.firstMonthOfQuarter() + " " + m.plus(5) + " " + m.minus(13) + "; ");
        }
        System.out.println();
        for (DayOfWeek w : DayOfWeek.values()) {
            System.out.print(w + " " + w.getValue() + " " + w.getDisplayName(TextStyle.FULL, Locale.US) + " "
                    + w.getDisplayName(TextStyle.SHORT, Locale.US) + " " + w.plus(3) + " " + w.minus(10) + "; ");
        }
        System.out.println();
        System.out.println(Month.from(LocalDate.of(2020, 8, 1)) + " " + DayOfWeek.from(LocalDateTime.of(2020, 8, 1, 0, 0)) + " "
                + Month.valueOf("MAY") + " " + DayOfWeek.valueOf("FRIDAY").ordinal());
        t("Month from time", () -> Month.from(LocalTime.NOON));

        // ---- parse and toString round trips
        String[] texts = {"2020-02-29", "-0001-01-01", "+10000-01-01", "0000-01-01", "2020-2-29", "2020-02-29T10:00", "20200229"};
        for (String text : texts) {
            t("parse " + text, () -> LocalDate.parse(text));
        }
        String[] timeTexts = {"10:15", "10:15:30", "10:15:30.1", "10:15:30.123456789", "10:15:30.1234567891", "23:59:60", "1:00", "10:15:"};
        for (String text : timeTexts) {
            t("parse " + text, () -> LocalTime.parse(text));
        }
        t("parse ldt", () -> LocalDateTime.parse("2020-01-01T10:15:30") + " " + LocalDateTime.parse("2020-01-01t10:15"));
        t("parse ldt bad", () -> LocalDateTime.parse("2020-01-01 10:15:30"));
    }
}
