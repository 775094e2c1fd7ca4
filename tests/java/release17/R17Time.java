import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

/** java.time members added after Java 8: Duration parts and division, LocalDate.ofInstant, EPOCH, epoch seconds. */
public class R17Time {
    public static void main(String[] args) {
        Duration[] ds = {Duration.ofSeconds(93_784, 5_000_000), Duration.ofSeconds(-93_784, 5_000_000), Duration.ZERO, Duration.ofMillis(-1)};
        for (var d : ds) {
            System.out.println(d + " " + d.toDaysPart() + " " + d.toHoursPart() + " " + d.toMinutesPart() + " " + d.toSecondsPart() + " "
                    + d.toMillisPart() + " " + d.toNanosPart() + " " + d.toSeconds() + " " + d.truncatedTo(ChronoUnit.MINUTES) + " "
                    + d.truncatedTo(ChronoUnit.SECONDS) + " " + d.dividedBy(Duration.ofMillis(7)));
        }
        try {
            System.out.println(Duration.ofHours(1).dividedBy(Duration.ZERO));
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        Instant i = Instant.ofEpochSecond(1_600_000_000L, 123_456_789);
        System.out.println(LocalDate.ofInstant(i, ZoneId.of("Asia/Tokyo")) + " " + LocalTime.ofInstant(i, ZoneOffset.ofHours(-7)) + " "
                + LocalDate.EPOCH + " " + LocalDate.of(2020, 1, 1).toEpochSecond(LocalTime.NOON, ZoneOffset.ofHours(1)) + " "
                + LocalTime.of(1, 2, 3).toEpochSecond(LocalDate.of(1970, 1, 2), ZoneOffset.UTC) + " " + i.truncatedTo(ChronoUnit.MILLIS));
        var text = "%s is %d days after %s".formatted(LocalDate.of(2021, 3, 1), ChronoUnit.DAYS.between(LocalDate.of(2021, 2, 1),
                LocalDate.of(2021, 3, 1)), LocalDate.of(2021, 2, 1));
        System.out.println(text);
    }
}
