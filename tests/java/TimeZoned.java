import java.time.Clock;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.util.Date;
import java.util.TimeZone;

/** java.time with zones: ZoneOffset, ZoneId, ZonedDateTime across daylight saving, OffsetDateTime, Clock, Date/TimeZone bridges. */
public class TimeZoned {
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
        // ---- offsets
        String[] offsetIds = {"Z", "+02:00", "-05:30", "+1", "+01", "-0130", "+01:02:03", "+010203", "+18:00", "-18:00", "+18:01",
            "+19", "02:00", "+2:00", "+01:60", "+1:00", "UTC"};
        for (String id : offsetIds) {
            t("offset " + id, () -> {
                ZoneOffset o = ZoneOffset.of(id);
                return o + " " + o.getTotalSeconds() + " " + o.getId() + " " + o.hashCode() + " " + o.getRules();
            });
        }
        t("ofHours", () -> ZoneOffset.ofHours(-8) + " " + ZoneOffset.ofHoursMinutes(5, 45) + " " + ZoneOffset.ofTotalSeconds(-3661) + " "
                + ZoneOffset.UTC + " " + ZoneOffset.MIN + " " + ZoneOffset.MAX + " " + ZoneOffset.ofHours(2).compareTo(ZoneOffset.ofHours(3)));
        t("ofHours bad", () -> ZoneOffset.ofHours(19));
        t("ofHoursMinutes bad", () -> ZoneOffset.ofHoursMinutes(1, -30));

        // ---- zone ids
        String[] ids = {"UTC", "GMT", "UT", "Z", "UTC+2", "GMT-05:30", "UT+01:00", "UTC+0", "Etc/UTC", "Etc/GMT+5", "Europe/Paris",
            "America/New_York", "Asia/Tokyo", "Australia/Sydney", "US/Pacific", "EST5EDT", "Foo/Bar", "EST", "PST", "utc", "1abc",
            "GMT+25", "UTC+"};
        for (String id : ids) {
            t("zone " + id, () -> {
                ZoneId z = ZoneId.of(id);
                return z + " " + z.getId() + " " + z.normalized() + " " + (z instanceof ZoneOffset) + " " + z.getRules().isFixedOffset()
                        + " " + z.getRules().getOffset(Instant.ofEpochSecond(1_594_567_890L)) + " " + z.equals(ZoneId.of(id));
            });
        }
        t("systemDefault", () -> ZoneId.systemDefault() + " " + TimeZone.getDefault().toZoneId() + " "
                + TimeZone.getTimeZone(ZoneId.of("Europe/Paris")).getID() + " " + TimeZone.getTimeZone(ZoneOffset.ofHours(3)).getID() + " "
                + TimeZone.getTimeZone(ZoneOffset.UTC).getID() + " " + TimeZone.getTimeZone("PST").toZoneId() + " "
                + TimeZone.getTimeZone("EST").toZoneId());
        t("ofOffset", () -> ZoneId.ofOffset("UTC", ZoneOffset.ofHours(3)) + " " + ZoneId.ofOffset("", ZoneOffset.ofHours(3)) + " "
                + ZoneId.ofOffset("GMT", ZoneOffset.UTC));
        t("SHORT_IDS", () -> ZoneId.of("PST", ZoneId.SHORT_IDS) + " " + ZoneId.of("EST", ZoneId.SHORT_IDS) + " " + ZoneId.SHORT_IDS.get("JST"));

        // ---- ZonedDateTime across New York's 2020 transitions
        ZoneId ny = ZoneId.of("America/New_York");
        LocalDateTime[] locals = {LocalDateTime.of(2020, 3, 8, 1, 59), LocalDateTime.of(2020, 3, 8, 2, 0), LocalDateTime.of(2020, 3, 8, 2, 30),
            LocalDateTime.of(2020, 3, 8, 3, 0), LocalDateTime.of(2020, 11, 1, 0, 59), LocalDateTime.of(2020, 11, 1, 1, 0),
            LocalDateTime.of(2020, 11, 1, 1, 30), LocalDateTime.of(2020, 11, 1, 2, 0), LocalDateTime.of(2020, 7, 4, 12, 0)};
        for (LocalDateTime l : locals) {
            ZonedDateTime z = l.atZone(ny);
            System.out.println(l + " -> " + z + " early=" + z.withEarlierOffsetAtOverlap() + " late=" + z.withLaterOffsetAtOverlap()
                    + " instant=" + z.toInstant() + " epoch=" + z.toEpochSecond() + " dst=" + ny.getRules().isDaylightSavings(z.toInstant())
                    + " valid=" + ny.getRules().getValidOffsets(l) + " hash=" + z.hashCode());
        }
        ZonedDateTime before = ZonedDateTime.of(2020, 3, 7, 12, 0, 0, 0, ny);
        System.out.println(before.plusDays(1) + " " + before.plusHours(24) + " " + before.plus(Duration.ofDays(1)) + " " + before.plus(Period.ofDays(1))
                + " " + before.plusDays(1).minusHours(24) + " " + Duration.between(before, before.plusDays(1)) + " "
                + before.until(before.plusDays(1), ChronoUnit.HOURS) + " " + before.until(before.plusDays(1), ChronoUnit.DAYS));
        ZonedDateTime fall = ZonedDateTime.of(2020, 11, 1, 0, 30, 0, 0, ny);
        for (int h = 0; h < 4; h++) {
            System.out.print(fall.plusHours(h) + " ");
        }
        System.out.println();
        System.out.println(fall.withZoneSameInstant(ZoneId.of("Europe/London")) + " " + fall.withZoneSameLocal(ZoneId.of("Asia/Tokyo")) + " "
                + fall.withFixedOffsetZone() + " " + fall.toOffsetDateTime() + " " + fall.toLocalDate() + " " + fall.getDayOfWeek() + " "
                + fall.with(ChronoField.HOUR_OF_DAY, 1) + " " + fall.with(LocalTime.of(1, 30)) + " " + fall.withHour(2) + " "
                + fall.truncatedTo(ChronoUnit.DAYS) + " " + fall.getLong(ChronoField.OFFSET_SECONDS) + " " + fall.get(ChronoField.DAY_OF_YEAR));
        t("zdt compare", () -> {
            ZonedDateTime a = ZonedDateTime.of(2020, 6, 1, 12, 0, 0, 0, ZoneId.of("Europe/Paris"));
            ZonedDateTime b = a.withZoneSameInstant(ZoneId.of("America/New_York"));
            return a.isEqual(b) + " " + a.equals(b) + " " + a.compareTo(b) + " " + a.isBefore(b.plusNanos(1)) + " " + b.isAfter(a) + " "
                    + a.toInstant().equals(b.toInstant());
        });
        t("zdt get instant", () -> fall.get(ChronoField.INSTANT_SECONDS));
        t("zdt from ldt", () -> ZonedDateTime.from(LocalDateTime.of(2020, 1, 1, 0, 0)));
        t("ofInstant", () -> ZonedDateTime.ofInstant(Instant.ofEpochSecond(1_600_000_000L), ZoneId.of("Australia/Sydney")) + " "
                + ZonedDateTime.ofInstant(Instant.ofEpochSecond(1_600_000_000L), ZoneOffset.ofHours(-2)) + " "
                + LocalDateTime.ofInstant(Instant.ofEpochSecond(1_600_000_000L), ZoneId.of("Asia/Kolkata")));
        t("ofStrict gap", () -> ZonedDateTime.ofStrict(LocalDateTime.of(2020, 3, 8, 2, 30), ZoneOffset.ofHours(-5), ny));
        t("ofStrict wrong", () -> ZonedDateTime.ofStrict(LocalDateTime.of(2020, 7, 8, 2, 30), ZoneOffset.ofHours(-5), ny));
        t("ofLocal preferred", () -> ZonedDateTime.ofLocal(LocalDateTime.of(2020, 11, 1, 1, 30), ny, ZoneOffset.ofHours(-5)));
        t("atStartOfDay", () -> LocalDate.of(2020, 3, 8).atStartOfDay(ny) + " " + LocalDate.of(2020, 3, 29).atStartOfDay(ZoneId.of("Europe/London")));

        // ---- OffsetDateTime
        OffsetDateTime o = OffsetDateTime.of(2020, 2, 29, 23, 0, 0, 0, ZoneOffset.ofHours(-2));
        System.out.println(o + " " + o.toInstant() + " " + o.withOffsetSameInstant(ZoneOffset.ofHours(5)) + " " + o.withOffsetSameLocal(ZoneOffset.UTC)
                + " " + o.plusHours(2) + " " + o.plusYears(1) + " " + o.atZoneSameInstant(ZoneId.of("Asia/Tokyo")) + " " + o.toZonedDateTime()
                + " " + o.toEpochSecond() + " " + o.hashCode() + " " + o.getOffset() + " " + o.toLocalDateTime());
        OffsetDateTime p = OffsetDateTime.of(2020, 3, 1, 1, 0, 0, 0, ZoneOffset.UTC);
        System.out.println(o.isEqual(p) + " " + o.equals(p) + " " + o.compareTo(p) + " " + p.compareTo(o) + " " + o.until(p, ChronoUnit.MINUTES)
                + " " + OffsetDateTime.ofInstant(Instant.EPOCH, ZoneId.of("Asia/Tokyo")) + " " + Instant.EPOCH.atOffset(ZoneOffset.ofHours(1)));

        // ---- Clock: fixed and offset clocks, now() through them
        Clock fixed = Clock.fixed(Instant.parse("2021-06-15T10:15:30Z"), ZoneId.of("Europe/Paris"));
        System.out.println(fixed + " " + fixed.instant() + " " + fixed.millis() + " " + fixed.getZone() + " " + LocalDate.now(fixed) + " "
                + LocalTime.now(fixed) + " " + LocalDateTime.now(fixed) + " " + ZonedDateTime.now(fixed) + " " + OffsetDateTime.now(fixed) + " "
                + Instant.now(fixed) + " " + java.time.Year.now(fixed) + " " + java.time.YearMonth.now(fixed));
        Clock shifted = Clock.offset(fixed, Duration.ofHours(-12));
        System.out.println(shifted + " " + LocalDateTime.now(shifted) + " " + fixed.withZone(ZoneOffset.UTC) + " "
                + LocalTime.now(fixed.withZone(ZoneId.of("America/New_York"))) + " " + fixed.equals(Clock.fixed(fixed.instant(), fixed.getZone()))
                + " " + Clock.offset(fixed, Duration.ZERO).equals(fixed));
        System.out.println(Clock.systemUTC() + " " + Clock.systemDefaultZone() + " " + Clock.system(ny) + " " + Clock.systemUTC().getZone());

        // ---- bridges to java.util.Date
        Date date = Date.from(Instant.parse("2020-07-12T15:31:30.007Z"));
        System.out.println(date.getTime() + " " + date + " " + date.toInstant() + " " + Date.from(Instant.EPOCH).getTime());
    }
}
