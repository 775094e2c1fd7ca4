import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/** java.util.TimeZone: ids, offsets and daylight saving around the 2020 transitions, names, the default zone. */
public class TimeZones {
    public static void main(String[] args) throws Exception {
        String[] ids = {"UTC", "GMT", "Etc/UTC", "Zulu", "America/New_York", "US/Eastern", "America/Chicago",
            "America/Denver", "America/Phoenix", "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu",
            "America/Halifax", "America/St_Johns", "America/Toronto", "America/Sao_Paulo", "Europe/London",
            "Europe/Dublin", "Europe/Lisbon", "Europe/Paris", "Europe/Berlin", "Europe/Athens", "Europe/Moscow",
            "Asia/Tokyo", "Asia/Seoul", "Asia/Shanghai", "Asia/Hong_Kong", "Asia/Singapore", "Asia/Kolkata",
            "Asia/Calcutta", "Asia/Dubai", "Asia/Jerusalem", "Australia/Sydney", "Australia/Brisbane",
            "Australia/Adelaide", "Australia/Darwin", "Australia/Perth", "Pacific/Auckland", "Africa/Johannesburg",
            "EST", "MST", "HST", "PST", "CST", "IST", "JST", "EST5EDT", "GMT+02:00", "GMT-5", "GMT+0530",
            "GMT+14:00", "GMT+0", "GMT-0", "Etc/GMT+5", "Etc/GMT-14", "UTC+2", "Foo/Bar", "GMT+24:00", "gmt+1",
            "GMT+1:5", "Z"};
        long[] instants = {
            1577880000000L, // 2020-01-01T12:00Z
            1594567890007L, // 2020-07-12
            1583650799999L, 1583650800000L, // 2020-03-08T07:00Z: New York starts daylight saving
            1604210399999L, 1604210400000L, // 2020-11-01T06:00Z: New York ends it
            1585443599999L, 1585443600000L, // 2020-03-29T01:00Z: Europe starts
            1603587599999L, 1603587600000L, // 2020-10-25T01:00Z: Europe ends
            1586015999999L, 1586016000000L, // 2020-04-04T16:00Z: Sydney ends
            1601654399999L, 1601654400000L, // 2020-10-03T16:00Z: Sydney starts
            1601128799999L, 1601128800000L, // 2020-09-26T14:00Z: Auckland starts
            1585267199999L, 1585267200000L, // 2020-03-27T00:00Z: Jerusalem starts
        };
        for (String id : ids) {
            TimeZone tz = TimeZone.getTimeZone(id);
            StringBuilder sb = new StringBuilder(id).append(" -> ").append(tz.getID()).append(" raw=")
                    .append(tz.getRawOffset()).append(" daylight=").append(tz.useDaylightTime()).append(" savings=")
                    .append(tz.getDSTSavings()).append(" | ").append(tz.getDisplayName()).append(" | ")
                    .append(tz.getDisplayName(false, TimeZone.SHORT)).append(" | ")
                    .append(tz.getDisplayName(true, TimeZone.LONG, Locale.US)).append(" | ")
                    .append(tz.getDisplayName(true, TimeZone.SHORT, Locale.US)).append(" | offsets");
            for (long t : instants) {
                sb.append(' ').append(tz.getOffset(t) / 60000);
                if (tz.inDaylightTime(new Date(t))) sb.append('*');
            }
            sb.append(" | ").append(tz.getOffset(1, 2020, 6, 12, 1, 43200000) / 60000);
            sb.append(' ').append(tz.getOffset(1, 2020, 0, 1, 4, 0) / 60000);
            System.out.println(sb);
        }

        TimeZone ny = TimeZone.getTimeZone("America/New_York");
        TimeZone eastern = TimeZone.getTimeZone("US/Eastern");
        TimeZone utc = TimeZone.getTimeZone("UTC");
        System.out.println(ny.hasSameRules(eastern) + " " + ny.equals(eastern) + " " + ny.equals(TimeZone.getTimeZone("America/New_York"))
                + " " + utc.hasSameRules(TimeZone.getTimeZone("GMT")) + " " + ny.hasSameRules(utc));
        System.out.println(utc + " " + TimeZone.getTimeZone("GMT+05:30"));
        TimeZone copy = (TimeZone) ny.clone();
        copy.setID("My/Zone");
        copy.setRawOffset(-6 * 3600000);
        System.out.println(copy.getID() + " " + copy.getRawOffset() + " " + ny.getID() + " " + ny.getRawOffset()
                + " " + copy.getOffset(1594567890007L));

        // The default zone.
        System.out.println(TimeZone.getDefault().getID() + " " + new Date(1594567890007L));
        TimeZone.setDefault(ny);
        System.out.println(TimeZone.getDefault().getID() + " " + new Date(1594567890007L) + " " + new Date(1577880000000L));
        SimpleDateFormat local = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss zzz", Locale.US);
        System.out.println(local.format(new Date(1594567890007L)) + " " + local.getTimeZone().getID());
        TimeZone.setDefault(TimeZone.getTimeZone("GMT+05:30"));
        System.out.println(new Date(1594567890007L));
        TimeZone.setDefault(null);
        System.out.println(TimeZone.getDefault().getID() + " " + new Date(1594567890007L));

        // Formatting and parsing in zones with daylight saving.
        String[] zones = {"America/New_York", "America/Los_Angeles", "Europe/London", "Europe/Paris",
            "Australia/Sydney", "Asia/Kolkata", "Asia/Tokyo", "America/Phoenix"};
        for (String zone : zones) {
            SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss.SSS z (zzzz) Z XXX", Locale.US);
            f.setTimeZone(TimeZone.getTimeZone(zone));
            StringBuilder sb = new StringBuilder(zone).append(':');
            for (long t : instants) sb.append(" | ").append(f.format(new Date(t)));
            System.out.println(sb);
            SimpleDateFormat p = new SimpleDateFormat("yyyy-MM-dd HH:mm", Locale.US);
            p.setTimeZone(TimeZone.getTimeZone(zone));
            String[] walls = {"2020-03-08 02:30", "2020-11-01 01:30", "2020-03-29 01:30", "2020-10-25 01:30",
                "2020-04-05 02:30", "2020-10-04 02:30", "2020-07-01 12:00"};
            StringBuilder parsed = new StringBuilder("  parsed:");
            for (String w : walls) parsed.append(' ').append(p.parse(w).getTime());
            System.out.println(parsed);
        }
        SimpleDateFormat named = new SimpleDateFormat("yyyy-MM-dd HH:mm z", Locale.US);
        for (String text : new String[] {"2020-07-12 08:30 EDT", "2020-07-12 08:30 EST", "2020-07-12 08:30 CEST",
            "2020-07-12 08:30 BST", "2020-01-12 08:30 AEDT", "2020-07-12 08:30 JST", "2020-07-12 08:30 UTC",
            "2020-07-12 08:30 Pacific Daylight Time", "2020-07-12 08:30 GMT-03:30"}) {
            named.setTimeZone(TimeZone.getTimeZone("UTC"));
            Date d = named.parse(text);
            System.out.println(text + " -> " + d.getTime() + " " + named.getTimeZone().getID());
        }
    }
}
