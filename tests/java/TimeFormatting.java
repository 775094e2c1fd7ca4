import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.Locale;

/** java.time.format.DateTimeFormatter: the ISO constants, ofPattern letters in English, parsing and its errors. */
public class TimeFormatting {
    interface Action {
        Object run();
    }

    static void t(String label, Action a) {
        try {
            System.out.println(label + ": " + a.run());
        } catch (DateTimeParseException e) {
            // The JDK lists parsed fields in an order that varies from run to run: cut the message there.
            String message = e.getMessage();
            if (message.indexOf('{') >= 0 && message.indexOf(',', message.indexOf('{')) < message.indexOf('}')) {
                message = message.substring(0, message.indexOf('{')) + "...";
            }
            System.out.println(label + ": DateTimeParseException: " + message + " [" + e.getParsedString() + " @"
                    + e.getErrorIndex() + "]");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDateTime ldt = LocalDateTime.of(2021, 3, 7, 14, 5, 9, 120_000_000);
        LocalDateTime morning = LocalDateTime.of(2020, 12, 31, 0, 30, 0);
        LocalDateTime noon = LocalDateTime.of(1999, 7, 4, 12, 0, 1, 5);
        ZonedDateTime paris = ZonedDateTime.of(ldt, ZoneId.of("Europe/Paris"));
        ZonedDateTime ny = ZonedDateTime.of(2020, 7, 1, 9, 0, 0, 0, ZoneId.of("America/New_York"));
        OffsetDateTime odt = OffsetDateTime.of(ldt, ZoneOffset.ofHoursMinutes(-3, -30));

        // ---- ISO constants
        DateTimeFormatter[] isos = {DateTimeFormatter.ISO_LOCAL_DATE, DateTimeFormatter.ISO_LOCAL_TIME,
            DateTimeFormatter.ISO_LOCAL_DATE_TIME, DateTimeFormatter.ISO_DATE, DateTimeFormatter.ISO_TIME,
            DateTimeFormatter.ISO_DATE_TIME, DateTimeFormatter.ISO_OFFSET_DATE_TIME, DateTimeFormatter.ISO_ZONED_DATE_TIME,
            DateTimeFormatter.ISO_INSTANT, DateTimeFormatter.BASIC_ISO_DATE, DateTimeFormatter.ISO_ORDINAL_DATE,
            DateTimeFormatter.ISO_OFFSET_DATE, DateTimeFormatter.ISO_OFFSET_TIME, DateTimeFormatter.RFC_1123_DATE_TIME};
        String[] names = {"ISO_LOCAL_DATE", "ISO_LOCAL_TIME", "ISO_LOCAL_DATE_TIME", "ISO_DATE", "ISO_TIME", "ISO_DATE_TIME",
            "ISO_OFFSET_DATE_TIME", "ISO_ZONED_DATE_TIME", "ISO_INSTANT", "BASIC_ISO_DATE", "ISO_ORDINAL_DATE", "ISO_OFFSET_DATE",
            "ISO_OFFSET_TIME", "RFC_1123_DATE_TIME"};
        TemporalAccessor[] values = {ldt, morning, noon, paris, ny, odt, ldt.toLocalDate(), ldt.toLocalTime(), paris.toInstant()};
        for (int i = 0; i < isos.length; i++) {
            DateTimeFormatter f = isos[i];
            StringBuilder sb = new StringBuilder(names[i]);
            for (TemporalAccessor v : values) {
                sb.append(" | ");
                try {
                    sb.append(f.format(v));
                } catch (RuntimeException e) {
                    sb.append(e.getClass().getSimpleName()).append(": ").append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        System.out.println(DateTimeFormatter.ISO_LOCAL_DATE + "\n" + DateTimeFormatter.ISO_LOCAL_DATE_TIME + "\n"
                + DateTimeFormatter.ISO_ZONED_DATE_TIME + "\n" + DateTimeFormatter.ISO_INSTANT + "\n" + DateTimeFormatter.BASIC_ISO_DATE);
        System.out.println(DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochSecond(1_600_000_000L, 1000)) + " "
                + DateTimeFormatter.ISO_LOCAL_TIME.format(LocalTime.of(10, 0)) + " " + DateTimeFormatter.ISO_LOCAL_TIME.format(LocalTime.of(10, 0, 0, 100_000_000))
                + " " + LocalTime.of(10, 0, 0, 100_000_000));

        // ---- patterns
        String[] patterns = {"yyyy-MM-dd", "dd/MM/yyyy", "d/M/yy", "MMM d, yyyy", "MMMM dd yyyy", "EEE, MMM d", "EEEE", "E",
            "h:mm a", "hh:mm:ss a", "HH:mm:ss.SSS", "H:m:s", "K:mm a", "k:mm", "yyyyMMddHHmmss", "uuuu-MM-dd'T'HH:mm", "'Day' D 'of' yyyy",
            "DDD", "G yyyy", "GGGG", "MMMMM EEEEE", "yyyy-MM-dd HH:mm:ss.SSSSSS", "S SS SSSSSSSSS", "yy", "y", "yyy", "u", "A", "n",
            "N", "'quote''s' ''", "[yyyy][HH:mm]", "yyyy-MM-dd[ HH:mm]", "LLL LLLL", "F"};
        TemporalAccessor[] pvalues = {ldt, morning, noon, LocalDate.of(2021, 1, 5), LocalDateTime.of(5, 6, 7, 23, 59, 59, 999_999_999)};
        for (String p : patterns) {
            StringBuilder sb = new StringBuilder(p);
            DateTimeFormatter f = DateTimeFormatter.ofPattern(p, Locale.US);
            sb.append(" {").append(f).append("}");
            for (TemporalAccessor v : pvalues) {
                sb.append(" | ");
                try {
                    sb.append(f.format(v));
                } catch (RuntimeException e) {
                    sb.append(e.getClass().getSimpleName()).append(": ").append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        String[] zonePatterns = {"VV", "z", "zzzz", "O", "OOOO", "X", "XX", "XXX", "XXXX", "XXXXX", "x", "xx", "xxx", "Z", "ZZZZ", "ZZZZZ",
            "yyyy-MM-dd'T'HH:mm:ssXXX'['VV']'"};
        TemporalAccessor[] zvalues = {paris, ny, odt, ZonedDateTime.of(ldt, ZoneOffset.UTC), ZonedDateTime.of(ldt, ZoneId.of("UTC")),
            OffsetDateTime.of(ldt, ZoneOffset.ofHoursMinutesSeconds(1, 2, 3)), ZonedDateTime.of(ldt, ZoneId.of("Asia/Kolkata")),
            ZonedDateTime.of(ldt, ZoneId.of("GMT+02:00")), ldt};
        for (String p : zonePatterns) {
            StringBuilder sb = new StringBuilder(p);
            DateTimeFormatter f = DateTimeFormatter.ofPattern(p);
            for (TemporalAccessor v : zvalues) {
                sb.append(" | ");
                try {
                    sb.append(f.format(v));
                } catch (RuntimeException e) {
                    sb.append(e.getClass().getSimpleName()).append(": ").append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        // bad patterns
        String[] bad = {"yyyy-MM-dd HHH", "ddd", "aa", "'open", "yyyy]", "{", "#", "b", "VVV", "OO", "XXXXXX", "zzzzz", "MMMMMM", "EEEEEE"};
        for (String p : bad) {
            t("pattern " + p, () -> DateTimeFormatter.ofPattern(p));
        }
        // withZone, withLocale
        DateTimeFormatter zoned = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss z").withZone(ZoneId.of("America/Los_Angeles"));
        t("withZone instant", () -> zoned.format(Instant.ofEpochSecond(1_600_000_000L)) + " " + zoned.getZone());
        t("withZone zdt", () -> zoned.format(paris));
        t("instant no zone", () -> DateTimeFormatter.ofPattern("yyyy").format(Instant.EPOCH));
        t("ISO date of time", () -> DateTimeFormatter.ISO_LOCAL_DATE.format(LocalTime.NOON));
        t("format methods", () -> ldt.format(DateTimeFormatter.ofPattern("dd.MM.yyyy")) + " " + ldt.toLocalDate().format(DateTimeFormatter.BASIC_ISO_DATE)
                + " " + ldt.toLocalTime().format(DateTimeFormatter.ofPattern("hh 'o''clock' a")) + " " + paris.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME)
                + " " + odt.format(DateTimeFormatter.ISO_DATE_TIME) + " " + YearMonth.of(2020, 3).format(DateTimeFormatter.ofPattern("MMM yyyy"))
                + " " + Year.of(1999).format(DateTimeFormatter.ofPattern("yy")));
        t("locale", () -> DateTimeFormatter.ofPattern("yyyy").withLocale(Locale.US).getLocale() + " "
                + DateTimeFormatter.ofPattern("dd MMMM").withLocale(Locale.UK).format(ldt) + " "
                + DateTimeFormatter.ofPattern("yyyy-MM-dd", Locale.GERMANY).format(ldt) + " " + DateTimeFormatter.ISO_LOCAL_DATE.getResolverStyle()
                + " " + DateTimeFormatter.ofPattern("yyyy").getResolverStyle());

        // ---- parsing
        DateTimeFormatter ymd = DateTimeFormatter.ofPattern("yyyy-MM-dd");
        String[] dateTexts = {"2021-02-03", "2021-02-30", "2021-02-31", "2021-02-32", "2020-02-30", "2021-13-01", "2021-2-3", "21-02-03",
            "2021-02-03 ", "", "2021/02/03", "+2021-02-03", "-2021-02-03", "12021-02-03"};
        for (String s : dateTexts) {
            t("ymd '" + s + "'", () -> LocalDate.parse(s, ymd));
            t("iso '" + s + "'", () -> LocalDate.parse(s));
        }
        t("strict ymd", () -> LocalDate.parse("2021-02-03", ymd.withResolverStyle(ResolverStyle.STRICT)));
        t("strict uuuu", () -> LocalDate.parse("2021-02-30", DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT)));
        t("strict uuuu ok", () -> LocalDate.parse("2021-02-28", DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT)));
        t("lenient", () -> LocalDate.parse("2021-02-30", ymd.withResolverStyle(ResolverStyle.LENIENT)) + " "
                + LocalDate.parse("2021-14-35", ymd.withResolverStyle(ResolverStyle.LENIENT)));
        t("lenient time", () -> LocalTime.parse("25:70", DateTimeFormatter.ofPattern("HH:mm").withResolverStyle(ResolverStyle.LENIENT)));
        t("dd/MM/yyyy HH:mm", () -> LocalDateTime.parse("03/02/2021 10:11", DateTimeFormatter.ofPattern("dd/MM/yyyy HH:mm")));
        t("d/M/yyyy", () -> LocalDate.parse("3/2/2021", DateTimeFormatter.ofPattern("d/M/yyyy")) + " "
                + LocalDate.parse("13/12/2021", DateTimeFormatter.ofPattern("d/M/yyyy")));
        t("d/M/yy", () -> LocalDate.parse("3/2/99", DateTimeFormatter.ofPattern("d/M/yy")));
        t("compact", () -> LocalDateTime.parse("20210203101112", DateTimeFormatter.ofPattern("yyyyMMddHHmmss")) + " "
                + LocalDate.parse("20210203", DateTimeFormatter.BASIC_ISO_DATE) + " "
                + LocalDateTime.parse("20210203101112345", DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS")));
        t("MMM", () -> LocalDate.parse("Feb 3, 2021", DateTimeFormatter.ofPattern("MMM d, yyyy", Locale.US)) + " "
                + LocalDate.parse("March 15 2020", DateTimeFormatter.ofPattern("MMMM d yyyy", Locale.US)));
        t("MMM wrong case", () -> LocalDate.parse("feb 3, 2021", DateTimeFormatter.ofPattern("MMM d, yyyy", Locale.US)));
        t("EEE conflict", () -> LocalDate.parse("2021-02-03 Mon", DateTimeFormatter.ofPattern("yyyy-MM-dd EEE", Locale.US)));
        t("EEE ok", () -> LocalDate.parse("2021-02-03 Wed", DateTimeFormatter.ofPattern("yyyy-MM-dd EEE", Locale.US)));
        t("h a", () -> LocalTime.parse("10:15 PM", DateTimeFormatter.ofPattern("h:mm a", Locale.US)) + " "
                + LocalTime.parse("12:00 AM", DateTimeFormatter.ofPattern("hh:mm a", Locale.US)));
        t("h without a", () -> LocalTime.parse("10:15", DateTimeFormatter.ofPattern("h:mm")));
        t("HH only", () -> LocalTime.parse("10", DateTimeFormatter.ofPattern("HH")));
        t("24:00", () -> LocalDateTime.parse("2020-12-31 24:00", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")));
        t("optional", () -> LocalDate.parse("2021-02-03", DateTimeFormatter.ofPattern("yyyy-MM-dd[ HH:mm]")) + " "
                + LocalDateTime.parse("2021-02-03 04:05", DateTimeFormatter.ofPattern("yyyy-MM-dd[ HH:mm]")));
        t("fraction", () -> LocalTime.parse("10:15:30.1", DateTimeFormatter.ISO_LOCAL_TIME) + " "
                + LocalTime.parse("10:15:30.123", DateTimeFormatter.ofPattern("HH:mm:ss.SSS")));
        t("fraction short", () -> LocalTime.parse("10:15:30.12", DateTimeFormatter.ofPattern("HH:mm:ss.SSS")));
        t("offset", () -> OffsetDateTime.parse("2021-02-03T04:05:06+01:30") + " " + OffsetDateTime.parse("2021-02-03T04:05Z") + " "
                + OffsetDateTime.parse("2021-02-03T04:05:06.789-08:00").toInstant());
        t("zoned", () -> ZonedDateTime.parse("2021-02-03T04:05:06+01:00[Europe/Paris]") + " " + ZonedDateTime.parse("2021-02-03T04:05:06Z")
                + " " + ZonedDateTime.parse("2021-07-03T04:05:06-04:00[America/New_York]").getOffset());
        t("zoned pattern", () -> ZonedDateTime.parse("2021-02-03 04:05 Europe/Paris", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm VV")));
        t("XXX", () -> OffsetDateTime.parse("2021-02-03 04:05 +0530", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm Z")) + " "
                + OffsetDateTime.parse("2021-02-03 04:05 Z", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm X")) + " "
                + OffsetDateTime.parse("2021-02-03 04:05 -07", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm X")));
        t("parse to accessor", () -> {
            TemporalAccessor acc = ymd.parse("2021-02-03");
            return acc.get(ChronoField.DAY_OF_MONTH) + " " + acc.isSupported(ChronoField.HOUR_OF_DAY) + " " + LocalDate.from(acc)
                    + " " + acc.getLong(ChronoField.EPOCH_DAY) + " " + DayOfWeek.from(acc);
        });
        t("no time", () -> LocalDateTime.parse("2021-02-03", ymd));
        t("zone missing", () -> ZonedDateTime.parse("2021-02-03T04:05:06"));
        t("long text", () -> LocalDate.parse("2021-02-03 and a very long tail of text that goes on and on and on and on and on"));
        t("year", () -> Year.parse("2021") + " " + YearMonth.parse("2021-02"));
    }
}
