import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Period;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;

/** java.time amounts and instants: Duration, Period, Instant (toString, parse, arithmetic, edge cases). */
public class TimeDurations {
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
        // ---- Duration toString, including negative durations and fractions
        Duration[] ds = {Duration.ZERO, Duration.ofHours(1).plusMinutes(30), Duration.ofSeconds(90), Duration.ofSeconds(-90),
            Duration.ofMillis(-1500), Duration.ofMillis(-500), Duration.ofMillis(1500), Duration.ofNanos(1), Duration.ofNanos(-1),
            Duration.ofDays(2), Duration.ofMinutes(-61), Duration.ofSeconds(3600, 1000), Duration.ofSeconds(-3600, 1000),
            Duration.ofSeconds(59, 999_999_999), Duration.ofHours(-25).plusMillis(10), Duration.ofSeconds(0, -1),
            Duration.ofSeconds(Long.MAX_VALUE, 999_999_999), Duration.ofSeconds(Long.MIN_VALUE), Duration.of(3, ChronoUnit.HALF_DAYS),
            Duration.of(7, ChronoUnit.MICROS), Duration.ofMillis(100).multipliedBy(-3)};
        for (Duration d : ds) {
            System.out.println(d + " sec=" + d.getSeconds() + " nano=" + d.getNano() + " neg=" + d.isNegative() + " zero=" + d.isZero()
                    + " days=" + d.toDays() + " hours=" + d.toHours() + " min=" + d.toMinutes() + " hash=" + d.hashCode()
                    + " abs=" + safe(() -> d.abs()) + " neg=" + safe(() -> d.negated()) + " ms=" + safe(() -> d.toMillis())
                    + " ns=" + safe(() -> d.toNanos()));
        }
        // ---- Duration arithmetic
        Duration d = Duration.ofMinutes(100);
        System.out.println(d.plusSeconds(30) + " " + d.minusHours(2) + " " + d.plusDays(1) + " " + d.minusMillis(1) + " " + d.plusNanos(-5)
                + " " + d.multipliedBy(3) + " " + d.dividedBy(3) + " " + d.dividedBy(-7) + " " + d.plus(Duration.ofSeconds(-6001)) + " "
                + d.minus(d) + " " + d.withSeconds(5) + " " + d.withNanos(7) + " " + d.plus(2, ChronoUnit.HOURS) + " " + d.minus(3, ChronoUnit.DAYS));
        t("divide by zero", () -> d.dividedBy(0));
        t("estimated unit", () -> d.plus(1, ChronoUnit.MONTHS));
        t("overflow", () -> Duration.ofSeconds(Long.MAX_VALUE).plusSeconds(1));
        t("multiply overflow", () -> Duration.ofSeconds(Long.MAX_VALUE / 2).multipliedBy(3));
        t("get", () -> d.get(ChronoUnit.SECONDS) + " " + d.get(ChronoUnit.NANOS) + " " + d.getUnits());
        t("get minutes", () -> d.get(ChronoUnit.MINUTES));
        Duration[] sorted = {Duration.ofSeconds(5), Duration.ofMillis(-1), Duration.ZERO, Duration.ofNanos(5_000_000_001L), Duration.ofDays(-1)};
        Arrays.sort(sorted);
        System.out.println(Arrays.toString(sorted) + " " + Duration.ofSeconds(60).equals(Duration.ofMinutes(1)) + " "
                + Duration.ofSeconds(1).compareTo(Duration.ofMillis(999)));
        // ---- Duration parse
        String[] texts = {"PT1H30M", "PT20.345S", "PT15M", "PT10H", "P2D", "P2DT3H4M", "PT-6H3M", "-PT6H3M", "-PT-6H+3M", "pt1h", "PT0.5S",
            "PT-0.5S", "PT1.123456789S", "P-1DT1H", "PT", "P", "PT1H30", "PT1.1234567891S", "PT1,5S", "P1W", "PT.5S", "PT1S2M",
            "P1DT", "PT9223372036854775807S", "PT9223372036854775808S", ""};
        for (String text : texts) {
            t("parse '" + text + "'", () -> Duration.parse(text));
        }
        // ---- between
        t("between times", () -> Duration.between(LocalTime.of(10, 0), LocalTime.of(8, 30, 0, 5)));
        t("between ldt", () -> Duration.between(LocalDateTime.of(2020, 1, 1, 0, 0), LocalDateTime.of(2020, 3, 1, 12, 0, 1)));
        t("between instants", () -> Duration.between(Instant.ofEpochSecond(100, 900), Instant.ofEpochSecond(50, 100)));
        t("between dates", () -> Duration.between(LocalDate.of(2020, 1, 1), LocalDate.of(2020, 1, 2)));
        t("from", () -> Duration.from(Duration.ofHours(3)) + " " + Duration.of(90, ChronoUnit.MINUTES));
        t("from period", () -> Duration.from(Period.ofDays(1)));

        // ---- Period
        Period[] ps = {Period.ZERO, Period.of(1, 2, 3), Period.ofYears(-2), Period.ofMonths(14), Period.ofWeeks(3), Period.ofDays(-45),
            Period.of(0, 0, 0), Period.of(1, -13, 40)};
        for (Period p : ps) {
            System.out.println(p + " y=" + p.getYears() + " m=" + p.getMonths() + " d=" + p.getDays() + " total=" + p.toTotalMonths()
                    + " norm=" + p.normalized() + " neg=" + p.isNegative() + " zero=" + p.isZero() + " negated=" + p.negated() + " x3="
                    + p.multipliedBy(3) + " hash=" + p.hashCode() + " units=" + p.getUnits() + " addTo="
                    + LocalDate.of(2020, 1, 31).plus(p) + " subtract=" + LocalDate.of(2020, 3, 31).minus(p));
        }
        Period p = Period.of(1, 2, 3);
        System.out.println(p.plusDays(10) + " " + p.minusMonths(5) + " " + p.plusYears(-1) + " " + p.withDays(0) + " " + p.plus(Period.ofMonths(10))
                + " " + p.minus(Period.of(1, 2, 3)) + " " + p.equals(Period.of(1, 2, 3)) + " " + p.get(ChronoUnit.MONTHS));
        t("period plus duration", () -> p.plus(Duration.ofDays(1)));
        t("period get hours", () -> p.get(ChronoUnit.HOURS));
        String[] ptexts = {"P1Y2M3D", "P1W", "P-1Y2M", "-P1Y2M", "p2y", "P1Y2W3D", "P", "P1D2M", "P1.5Y", "PT1H", "P2147483648D", "+P3M"};
        for (String text : ptexts) {
            t("parse '" + text + "'", () -> Period.parse(text));
        }
        t("dateTime plus period", () -> LocalDateTime.of(2020, 2, 29, 10, 0).plus(Period.ofYears(1)) + " "
                + LocalDateTime.of(2020, 2, 29, 10, 0).minus(Period.ofDays(60)));
        t("time plus period", () -> LocalTime.NOON.plus(Period.ofDays(1)));

        // ---- Instant
        long[] secs = {0, -1, 1_577_836_800L, 1_600_000_000L, -62_135_596_800L, 253_402_300_799L, 253_402_300_800L, -62_167_219_200L,
            -62_167_219_201L};
        for (long sec : secs) {
            Instant i = Instant.ofEpochSecond(sec, 123_400_000);
            System.out.println(sec + " " + Instant.ofEpochSecond(sec) + " " + i + " " + i.toEpochMilli() + " " + i.hashCode() + " "
                    + i.atOffset(ZoneOffset.ofHours(-5)) + " " + i.truncatedTo(ChronoUnit.SECONDS) + " " + i.truncatedTo(ChronoUnit.DAYS));
        }
        Instant i = Instant.ofEpochMilli(1_600_000_000_123L);
        System.out.println(i + " " + i.plusMillis(877) + " " + i.minusSeconds(86_400) + " " + i.plusNanos(1) + " " + i.plus(Duration.ofHours(5))
                + " " + i.plus(2, ChronoUnit.DAYS) + " " + i.minus(3, ChronoUnit.HALF_DAYS) + " " + i.getEpochSecond() + " " + i.getNano()
                + " " + i.get(ChronoField.MILLI_OF_SECOND) + " " + i.getLong(ChronoField.INSTANT_SECONDS) + " " + Instant.ofEpochMilli(-1)
                + " " + Instant.ofEpochSecond(5, -1) + " " + Instant.EPOCH + " " + Instant.MIN + " " + Instant.MAX);
        t("instant until", () -> i.until(Instant.ofEpochSecond(0), ChronoUnit.DAYS) + " " + ChronoUnit.MILLIS.between(Instant.EPOCH, i)
                + " " + Instant.ofEpochSecond(1, 500).until(Instant.ofEpochSecond(3, 100), ChronoUnit.SECONDS));
        t("instant plus months", () -> i.plus(1, ChronoUnit.MONTHS));
        t("instant get year", () -> i.get(ChronoField.YEAR));
        t("instant too far", () -> Instant.MAX.plusSeconds(1));
        t("instant compare", () -> i.isAfter(Instant.EPOCH) + " " + i.isBefore(Instant.EPOCH) + " " + i.compareTo(i.plusNanos(1)) + " "
                + i.equals(Instant.ofEpochMilli(1_600_000_000_123L)));
        String[] itexts = {"2020-01-01T00:00:00Z", "2020-01-01T10:15:30.5Z", "2020-01-01T10:15Z", "2020-01-01T10:15:30+02:00",
            "2020-01-01T10:15:30.123456789Z", "2020-01-01T10:15:30", "1969-12-31T23:59:59.999Z", "+12345-01-01T00:00:00Z"};
        for (String text : itexts) {
            t("parse " + text, () -> Instant.parse(text) + " " + Instant.parse(text).toEpochMilli());
        }
    }

    static Object safe(Action a) {
        try {
            return a.run();
        } catch (ArithmeticException e) {
            return "ArithmeticException(" + e.getMessage() + ")";
        }
    }
}
