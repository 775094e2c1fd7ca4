import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** Clock.tick, tickMillis, tickSeconds, tickMinutes and offset over fixed and system clocks. */
public class ClockTicks {
    public static void main(String[] args) {
        ZoneId paris = ZoneId.of("Europe/Paris");
        Clock fixed = Clock.fixed(Instant.parse("2021-03-04T05:06:07.123456789Z"), ZoneOffset.UTC);
        Duration[] ticks = {Duration.ofNanos(1), Duration.ofNanos(1000), Duration.ofMillis(1), Duration.ofMillis(250),
            Duration.ofSeconds(1), Duration.ofSeconds(7), Duration.ofMinutes(1), Duration.ofHours(1), Duration.ofDays(1),
            Duration.ofNanos(250_000_000), Duration.ZERO, Duration.ofNanos(3), Duration.ofNanos(1_500_000),
            Duration.ofSeconds(-1), Duration.ofNanos(7_000)};
        for (Duration d : ticks) {
            try {
                Clock c = Clock.tick(fixed, d);
                String millis;
                try {
                    millis = Long.toString(c.millis());
                } catch (ArithmeticException e) {
                    millis = e.toString();
                }
                System.out.println(d + " -> " + c + " " + c.instant() + " " + millis + " same " + (c == fixed)
                        + " hash " + c.hashCode());
            } catch (IllegalArgumentException e) {
                System.out.println(d + " -> " + e);
            }
        }
        Clock pre1970 = Clock.fixed(Instant.parse("1969-12-31T23:59:59.500Z"), paris);
        System.out.println(Clock.tick(pre1970, Duration.ofSeconds(1)).instant() + " "
                + Clock.tick(pre1970, Duration.ofMinutes(1)).millis());
        Clock[] system = {Clock.tickMillis(ZoneOffset.UTC), Clock.tickSeconds(ZoneOffset.UTC), Clock.tickMinutes(paris),
            Clock.tickSeconds(paris)};
        for (Clock c : system) {
            Instant i = c.instant();
            long m = c.millis();
            System.out.println(c + " zone " + c.getZone() + " nano0 " + (i.getNano() % 1_000_000 == 0)
                    + " whole " + (c.toString().contains("PT1M") ? m % 60_000 == 0 : m % 1 == 0)
                    + " hash " + c.hashCode());
        }
        System.out.println(Clock.tickSeconds(paris).equals(Clock.tickSeconds(paris)) + " "
                + Clock.tickSeconds(paris).equals(Clock.tickMinutes(paris)) + " "
                + Clock.tickSeconds(paris).equals(Clock.tickSeconds(ZoneOffset.UTC)) + " "
                + Clock.tickSeconds(paris).equals(Clock.tick(Clock.system(paris), Duration.ofSeconds(1))));
        Clock t = Clock.tickMinutes(ZoneOffset.UTC);
        System.out.println(t.withZone(ZoneOffset.UTC) == t);
        System.out.println(t.withZone(paris));
        Clock off = Clock.offset(fixed, Duration.ofMinutes(90));
        System.out.println(off + " " + off.instant() + " " + off.millis() + " " + off.getZone());
        System.out.println(Clock.offset(fixed, Duration.ZERO) == fixed);
        System.out.println(Clock.tick(off, Duration.ofHours(1)).instant());
        System.out.println(Clock.offset(Clock.tick(fixed, Duration.ofHours(1)), Duration.ofSeconds(-30)).instant());
        String[] nulls = {"tick base", "tick duration", "offset base", "offset duration", "tickMinutes"};
        for (String n : nulls) {
            try {
                switch (n) {
                    case "tick base": Clock.tick(null, Duration.ZERO); break;
                    case "tick duration": Clock.tick(fixed, null); break;
                    case "offset base": Clock.offset(null, Duration.ZERO); break;
                    case "offset duration": Clock.offset(fixed, null); break;
                    default: Clock.tickMinutes(null); break;
                }
                System.out.println(n + ": no exception");
            } catch (NullPointerException e) {
                System.out.println(n + ": " + e.getMessage());
            }
        }
    }
}
