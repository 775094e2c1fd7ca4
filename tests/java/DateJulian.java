import java.util.Date;

/** Dates around the Gregorian cutover: the JDK's Date is Julian before 15 October 1582. */
public class DateJulian {
    public static void main(String[] args) {
        long day = 86_400_000L;
        long cutover = -12_219_292_800_000L;
        for (long d = -3; d <= 2; d++) {
            Date date = new Date(cutover + d * day);
            System.out.println(date + " " + date.getYear() + " " + date.getMonth() + " " + date.getDate() + " " + date.getDay());
        }
        long[] instants = {-62_135_596_800_000L, -62_135_596_800_001L, -30_000_000_000_000L, -12_219_292_800_001L, -50_000_000_000_000L, 0L};
        for (long t : instants) {
            Date date = new Date(t);
            System.out.println(t + " " + date + " " + date.getYear() + " " + date.getMonth() + " " + date.getDate());
        }
    }
}
