import java.util.Date;

/** java.util.Date at fixed instants (the reference JVM runs in UTC). */
public class DateFixed {
    public static void main(String[] args) {
        long[] instants = {0L, 1_577_836_800_000L, 951_782_400_000L, -86_400_001L, 4_102_444_799_999L,
            1_234_567_890_123L, 1_709_164_800_000L};
        for (long t : instants) {
            Date d = new Date(t);
            System.out.println(t + " " + d + " " + d.getTime() + " " + d.hashCode());
        }
        Date a = new Date(5);
        Date b = new Date(7);
        System.out.println(a.before(b) + " " + a.after(b) + " " + a.compareTo(b) + " " + b.compareTo(a));
        System.out.println(a.equals(new Date(5)) + " " + a.equals(b) + " " + a.equals("x"));
        Date c = (Date) a.clone();
        c.setTime(9);
        System.out.println(a.getTime() + " " + c.getTime());
    }
}
