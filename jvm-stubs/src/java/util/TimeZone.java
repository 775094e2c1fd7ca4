package java.util;

/**
 * A time zone: an offset from UTC and, for some zones, a daylight-saving rule. The default
 * zone is UTC (ironpf's clock is UTC) until {@link #setDefault} changes it.
 *
 * <p>{@link #getTimeZone(String)} knows UTC and GMT (and their aliases), custom ids
 * ({@code GMT+02:00}, {@code GMT-5}, {@code GMT+0530}), {@code Etc/GMT+N}, and a table of
 * common IANA zones, each with its current rules and JDK 17's display names: North American
 * zones (US and Canadian daylight saving since 2007), European ones (EU rules since 1996),
 * Australian and New Zealand ones (rules since 2008) and zones without daylight saving (Tokyo,
 * Kolkata, Shanghai, Singapore, Phoenix, Honolulu, ...). Instants before the date a zone's
 * current rules took effect are refused with an UnsupportedOperationException naming the
 * zone, as are zone ids the JDK knows but ironpf does not model: ironpf never silently uses a
 * wrong offset. Ids the JDK does not know either become GMT, as in the JDK.
 */
public abstract class TimeZone implements java.io.Serializable, Cloneable {
    public static final int SHORT = 0;
    public static final int LONG = 1;

    private static final int HOUR = 3_600_000;
    private static final long DAY = 86_400_000L;

    private String ID;

    private static TimeZone defaultTimeZone;

    public TimeZone() {
    }

    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    /** The offset from UTC at the given instant, daylight saving included. */
    public int getOffset(long date) {
        if (inDaylightTime(new Date(date))) {
            return getRawOffset() + getDSTSavings();
        }
        return getRawOffset();
    }

    public abstract void setRawOffset(int offsetMillis);

    public abstract int getRawOffset();

    public String getID() {
        return ID;
    }

    public void setID(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        this.ID = ID;
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG, Locale.getDefault());
    }

    public final String getDisplayName(Locale locale) {
        return getDisplayName(false, LONG, locale);
    }

    public final String getDisplayName(boolean daylight, int style) {
        return getDisplayName(daylight, style, Locale.getDefault());
    }

    public String getDisplayName(boolean daylight, int style, Locale locale) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        checkLocale(locale);
        return customId(getRawOffset() + (daylight ? getDSTSavings() : 0));
    }

    public int getDSTSavings() {
        if (useDaylightTime()) {
            return HOUR;
        }
        return 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime() || inDaylightTime(new Date());
    }

    public abstract boolean inDaylightTime(Date date);

    public static synchronized TimeZone getTimeZone(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        TimeZone zone = find(ID);
        if (zone == null) {
            zone = parseCustom(ID);
        }
        if (zone == null) {
            if (isKnownToJdk(ID)) {
                throw ironpf.Unsupported.fail("time zone " + ID
                        + " is not modelled (ironpf knows UTC, GMT, GMT+hh:mm, Etc/GMT+N and a table of common zones)");
            }
            zone = find("GMT");
        }
        return zone;
    }

    /** The zone of a ZoneId: offsets become custom GMT zones, Z becomes UTC. */
    public static TimeZone getTimeZone(java.time.ZoneId zoneId) {
        String tzid = zoneId.getId();
        char c = tzid.charAt(0);
        if (c == '+' || c == '-') {
            tzid = "GMT" + tzid;
        } else if (c == 'Z' && tzid.length() == 1) {
            tzid = "UTC";
        }
        return getTimeZone(tzid);
    }

    /** This zone as a ZoneId; the old three-letter ids map as ZoneId.SHORT_IDS says. */
    public java.time.ZoneId toZoneId() {
        String id = getID();
        if (id.equals("EST")) {
            return java.time.ZoneOffset.of("-05:00");
        }
        if (id.equals("MST")) {
            return java.time.ZoneOffset.of("-07:00");
        }
        if (id.equals("HST")) {
            return java.time.ZoneOffset.of("-10:00");
        }
        return java.time.ZoneId.of(id, java.time.ZoneId.SHORT_IDS);
    }

    public static TimeZone getDefault() {
        return (TimeZone) defaultTimeZone.clone();
    }

    public static void setDefault(TimeZone zone) {
        defaultTimeZone = zone == null ? find("UTC") : (TimeZone) zone.clone();
    }

    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset() && useDaylightTime() == other.useDaylightTime();
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    private static void checkLocale(Locale locale) {
        String language = locale.getLanguage();
        if (!language.isEmpty() && !language.equals("en")) {
            throw ironpf.Unsupported.fail("time zone names in locale " + locale
                    + " are not modelled (only English)");
        }
    }

    /** {@code GMT+hh:mm} for an offset in milliseconds. */
    static String customId(int offset) {
        StringBuilder sb = new StringBuilder("GMT");
        int minutes = offset / 60_000;
        if (minutes < 0) {
            sb.append('-');
            minutes = -minutes;
        } else {
            sb.append('+');
        }
        int hours = minutes / 60;
        minutes %= 60;
        if (hours < 10) sb.append('0');
        sb.append(hours).append(':');
        if (minutes < 10) sb.append('0');
        sb.append(minutes);
        return sb.toString();
    }

    /** {@code GMT} followed by a sign and {@code h}, {@code hh}, {@code hmm}, {@code hhmm} or
     *  {@code hh:mm} (hours to 23, minutes to 59), as the JDK reads custom ids. */
    private static TimeZone parseCustom(String id) {
        int length = id.length();
        if (length < 5 || !id.startsWith("GMT")) return null;
        int index = 3;
        boolean negative = false;
        char c = id.charAt(index++);
        if (c == '-') {
            negative = true;
        } else if (c != '+') {
            return null;
        }
        int hours = 0;
        int num = 0;
        int delimiters = 0;
        int len = 0;
        while (index < length) {
            c = id.charAt(index++);
            if (c == ':') {
                if (delimiters > 0 || len > 2) return null;
                hours = num;
                delimiters++;
                num = 0;
                len = 0;
                continue;
            }
            if (c < '0' || c > '9') return null;
            num = num * 10 + (c - '0');
            len++;
        }
        if (delimiters == 0) {
            if (len <= 2) {
                hours = num;
                num = 0;
            } else {
                hours = num / 100;
                num %= 100;
            }
        } else if (len != 2) {
            return null;
        }
        if (hours > 23 || num > 59) return null;
        int offset = (hours * 60 + num) * 60_000;
        String normalized = offset == 0 ? (negative ? "GMT-00:00" : "GMT+00:00") : customId(negative ? -offset : offset);
        return new Zone(normalized, negative ? -offset : offset, NONE, Long.MIN_VALUE, null);
    }

    /** Zone ids the JDK has (its areas and its ids without an area) that ironpf lacks. */
    private static boolean isKnownToJdk(String id) {
        int slash = id.indexOf('/');
        if (slash > 0) {
            String area = id.substring(0, slash);
            String[] areas = {"Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia",
                "Brazil", "Canada", "Chile", "Etc", "Europe", "Indian", "Mexico", "Pacific", "SystemV", "US"};
            for (int i = 0; i < areas.length; i++) {
                if (areas[i].equals(area)) return true;
            }
            return false;
        }
        String[] plain = {"CET", "Cuba", "EET", "Egypt", "Eire", "GB-Eire", "Iceland", "Iran", "Israel",
            "Jamaica", "Kwajalein", "Libya", "MET", "NZ-CHAT", "Turkey", "WET", "AGT", "ART", "BST", "CAT",
            "EAT", "MIT", "NET", "PLT", "PRT", "SST", "VST"};
        for (int i = 0; i < plain.length; i++) {
            if (plain[i].equals(id)) return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ the zone table

    static final int NONE = 0;
    /** US and Canada since 2007: second Sunday of March 2:00 to first Sunday of November 2:00, local. */
    static final int US = 1;
    /** EU since 1996: last Sunday of March to last Sunday of October, 1:00 UTC. */
    static final int EU = 2;
    /** South-east Australia since 2008: first Sunday of October 2:00 to first Sunday of April 3:00, local. */
    static final int AU = 3;
    /** New Zealand since 2008: last Sunday of September 2:00 to first Sunday of April 3:00, local. */
    static final int NZ = 4;
    /** Israel since 2013: the Friday before the last Sunday of March 2:00 to the last Sunday of
     *  October 2:00, local. */
    static final int IL = 5;

    private static final long Y1946 = -757382400000L;
    private static final long Y1952 = -567993600000L;
    private static final long Y1970 = 0L;
    private static final long Y1980 = 315532800000L;
    private static final long Y1983 = 410227200000L;
    private static final long Y1989 = 599616000000L;
    private static final long Y1992 = 694224000000L;
    private static final long Y1993 = 725846400000L;
    private static final long Y1996 = 820454400000L;
    private static final long Y1997 = 852076800000L;
    private static final long Y2003 = 1041379200000L;
    private static final long Y2007 = 1167609600000L;
    private static final long Y2008 = 1199145600000L;
    private static final long Y2010 = 1262304000000L;
    private static final long Y2012 = 1325376000000L;
    private static final long Y2014 = 1388534400000L;
    private static final long Y2015 = 1420070400000L;
    /** Brazil's last daylight saving time ended on 2019-02-17. */
    private static final long BRAZIL_2019 = 1550368800000L;

    /**
     * Zones by group: ids (the first is where the names come from), raw offset in minutes, rule,
     * the instant from which the rules hold, and the long and short standard and daylight names.
     */
    private static final Object[][] TABLE = {
        {"America/New_York US/Eastern America/Detroit America/Toronto America/Montreal America/Indiana/Indianapolis"
            + " America/Indianapolis America/Kentucky/Louisville America/Louisville US/Michigan Canada/Eastern"
            + " EST5EDT IET", -300, US, Y2007,
            "Eastern Standard Time", "EST", "Eastern Daylight Time", "EDT"},
        {"America/Chicago US/Central America/Winnipeg America/Menominee Canada/Central CST6CDT CST", -360, US, Y2007,
            "Central Standard Time", "CST", "Central Daylight Time", "CDT"},
        {"America/Denver US/Mountain America/Boise America/Edmonton Canada/Mountain MST7MDT Navajo", -420, US, Y2007,
            "Mountain Standard Time", "MST", "Mountain Daylight Time", "MDT"},
        {"America/Phoenix US/Arizona PNT", -420, NONE, Y1970,
            "Mountain Standard Time", "MST", "Mountain Daylight Time", "MDT"},
        {"America/Los_Angeles US/Pacific America/Vancouver Canada/Pacific PST8PDT PST", -480, US, Y2007,
            "Pacific Standard Time", "PST", "Pacific Daylight Time", "PDT"},
        {"America/Anchorage US/Alaska America/Juneau AST", -540, US, Y2007,
            "Alaska Standard Time", "AKST", "Alaska Daylight Time", "AKDT"},
        {"Pacific/Honolulu US/Hawaii", -600, NONE, Y1952,
            "Hawaii-Aleutian Standard Time", "HST", "Hawaii-Aleutian Daylight Time", "HDT"},
        {"America/Halifax Canada/Atlantic", -240, US, Y2007,
            "Atlantic Standard Time", "AST", "Atlantic Daylight Time", "ADT"},
        {"America/St_Johns Canada/Newfoundland CNT", -210, US, Y2012,
            "Newfoundland Standard Time", "NST", "Newfoundland Daylight Time", "NDT"},
        {"America/Regina Canada/Saskatchewan", -360, NONE, Y1970,
            "Central Standard Time", "CST", "Central Daylight Time", "CDT"},
        {"America/Sao_Paulo Brazil/East BET", -180, NONE, BRAZIL_2019,
            "Brasilia Standard Time", "BRT", "Brasilia Summer Time", "BRST"},
        {"EST", -300, NONE, Long.MIN_VALUE,
            "Eastern Standard Time", "EST", "Eastern Standard Time", "EST"},
        {"MST", -420, NONE, Long.MIN_VALUE,
            "Mountain Standard Time", "MST", "Mountain Standard Time", "MST"},
        {"HST", -600, NONE, Long.MIN_VALUE,
            "Hawaii Standard Time", "HST", "Hawaii Standard Time", "HST"},
        {"Europe/London GB Europe/Jersey Europe/Guernsey Europe/Isle_of_Man Europe/Belfast", 0, EU, Y1996,
            "Greenwich Mean Time", "GMT", "British Summer Time", "BST"},
        {"Europe/Dublin Eire", 0, EU, Y1996,
            "Greenwich Mean Time", "GMT", "Irish Standard Time", "IST"},
        {"Europe/Lisbon Portugal", 0, EU, Y1997,
            "Western European Standard Time", "WET", "Western European Summer Time", "WEST"},
        {"Europe/Paris Europe/Berlin Europe/Madrid Europe/Rome Europe/Amsterdam Europe/Brussels Europe/Vienna"
            + " Europe/Zurich Europe/Stockholm Europe/Oslo Europe/Copenhagen Europe/Prague Europe/Warsaw"
            + " Europe/Budapest Europe/Belgrade Europe/Luxembourg Europe/Monaco Europe/Malta Europe/Bratislava"
            + " Europe/Ljubljana Europe/Zagreb Europe/Andorra Europe/Gibraltar Europe/Vaduz Europe/San_Marino"
            + " Europe/Vatican Europe/Tirane Europe/Sarajevo Europe/Skopje Europe/Podgorica Poland ECT", 60, EU, Y1996,
            "Central European Standard Time", "CET", "Central European Summer Time", "CEST"},
        {"Europe/Athens Europe/Helsinki Europe/Kiev Europe/Kyiv Europe/Riga Europe/Tallinn Europe/Vilnius"
            + " Europe/Sofia Europe/Bucharest", 120, EU, Y2003,
            "Eastern European Standard Time", "EET", "Eastern European Summer Time", "EEST"},
        {"Europe/Moscow W-SU", 180, NONE, Y2015,
            "Moscow Standard Time", "MSK", "Moscow Summer Time", "MSD"},
        {"Asia/Jerusalem Asia/Tel_Aviv Israel", 120, IL, Y2014,
            "Israel Standard Time", "IST", "Israel Daylight Time", "IDT"},
        {"Europe/Minsk", 180, NONE, Y2012,
            "Moscow Standard Time", "MSK", "Moscow Summer Time", "MSD"},
        {"Asia/Colombo", 330, NONE, Y2007,
            "India Standard Time", "IST", "India Daylight Time", "IDT"},
        {"Asia/Tokyo Japan JST", 540, NONE, Y1952,
            "Japan Standard Time", "JST", "Japan Daylight Time", "JDT"},
        {"Asia/Seoul ROK", 540, NONE, Y1989,
            "Korean Standard Time", "KST", "Korean Daylight Time", "KDT"},
        {"Asia/Shanghai PRC Asia/Chongqing Asia/Chungking Asia/Harbin CTT", 480, NONE, Y1992,
            "China Standard Time", "CST", "China Daylight Time", "CDT"},
        {"Asia/Hong_Kong Hongkong", 480, NONE, Y1980,
            "Hong Kong Standard Time", "HKT", "Hong Kong Summer Time", "HKST"},
        {"Asia/Singapore Singapore", 480, NONE, Y1983,
            "Singapore Standard Time", "SGT", "Singapore Summer Time", "SGST"},
        {"Asia/Kolkata Asia/Calcutta IST", 330, NONE, Y1946,
            "India Standard Time", "IST", "India Daylight Time", "IDT"},
        {"Asia/Dubai", 240, NONE, Y1970,
            "Gulf Standard Time", "GST", "Gulf Daylight Time", "GDT"},
        {"Australia/Sydney Australia/Melbourne Australia/Canberra Australia/ACT Australia/NSW Australia/Victoria"
            + " Australia/Hobart Australia/Tasmania AET", 600, AU, Y2008,
            "Australian Eastern Standard Time", "AEST", "Australian Eastern Daylight Time", "AEDT"},
        {"Australia/Brisbane Australia/Queensland", 600, NONE, Y1993,
            "Australian Eastern Standard Time", "AEST", "Australian Eastern Daylight Time", "AEDT"},
        {"Australia/Adelaide Australia/South", 570, AU, Y2008,
            "Australian Central Standard Time", "ACST", "Australian Central Daylight Time", "ACDT"},
        {"Australia/Darwin Australia/North ACT", 570, NONE, Y1946,
            "Australian Central Standard Time", "ACST", "Australian Central Daylight Time", "ACDT"},
        {"Australia/Perth Australia/West", 480, NONE, Y2010,
            "Australian Western Standard Time", "AWST", "Australian Western Daylight Time", "AWDT"},
        {"Pacific/Auckland NZ NST", 720, NZ, Y2008,
            "New Zealand Standard Time", "NZST", "New Zealand Daylight Time", "NZDT"},
        {"Africa/Johannesburg Africa/Maseru Africa/Mbabane", 120, NONE, Y1946,
            "South Africa Standard Time", "SAST", "South Africa Summer Time", "SAST"},
        {"UTC Etc/UTC UCT Etc/UCT Universal Etc/Universal Zulu Etc/Zulu", 0, NONE, Long.MIN_VALUE,
            "Coordinated Universal Time", "UTC", "Coordinated Universal Time", "UTC"},
        {"GMT Etc/GMT GMT0 Etc/GMT0 Greenwich Etc/Greenwich Etc/GMT+0 Etc/GMT-0", 0, NONE, Long.MIN_VALUE,
            "Greenwich Mean Time", "GMT", "Greenwich Mean Time", "GMT"},
    };

    /** The zone of a table id or {@code Etc/GMT+N} (N hours west of Greenwich), or null. */
    private static Zone find(String id) {
        for (int i = 0; i < TABLE.length; i++) {
            Object[] row = TABLE[i];
            String ids = (String) row[0];
            if (containsWord(ids, id)) {
                String[] names = {(String) row[4], (String) row[5], (String) row[6], (String) row[7]};
                return new Zone(id, ((Integer) row[1]).intValue() * 60_000, ((Integer) row[2]).intValue(),
                        ((Long) row[3]).longValue(), names);
            }
        }
        if (id.startsWith("Etc/GMT") && id.length() > 8) {
            char sign = id.charAt(7);
            String digits = id.substring(8);
            if ((sign == '+' || sign == '-') && digits.length() <= 2 && !digits.startsWith("0")) {
                int hours = 0;
                for (int i = 0; i < digits.length(); i++) {
                    char c = digits.charAt(i);
                    if (c < '0' || c > '9') return null;
                    hours = hours * 10 + (c - '0');
                }
                if ((sign == '+' && hours <= 12) || (sign == '-' && hours <= 14)) {
                    int offset = (sign == '+' ? -hours : hours) * HOUR;
                    return new Zone(id, offset, NONE, Long.MIN_VALUE, null);
                }
            }
        }
        return null;
    }

    private static boolean containsWord(String words, String word) {
        int from = 0;
        while (true) {
            int at = words.indexOf(word, from);
            if (at < 0) return false;
            int end = at + word.length();
            if ((at == 0 || words.charAt(at - 1) == ' ') && (end == words.length() || words.charAt(end) == ' ')) {
                return true;
            }
            from = at + 1;
        }
    }

    /**
     * A zone of the table, a custom offset or an {@code Etc/GMT} zone: a fixed raw offset and
     * one of the daylight-saving rules above, valid from {@code validFrom} on.
     */
    static final class Zone extends TimeZone {
        private int rawOffset;
        private final int rule;
        private final long validFrom;
        /** Long and short standard names, long and short daylight names; null: the offset. */
        private final String[] names;

        Zone(String id, int rawOffset, int rule, long validFrom, String[] names) {
            setID(id);
            this.rawOffset = rawOffset;
            this.rule = rule;
            this.validFrom = validFrom;
            this.names = names;
        }

        public int getRawOffset() {
            return rawOffset;
        }

        public void setRawOffset(int offsetMillis) {
            rawOffset = offsetMillis;
        }

        public boolean useDaylightTime() {
            return rule != NONE;
        }

        public int getDSTSavings() {
            return rule != NONE ? HOUR : 0;
        }

        public boolean inDaylightTime(Date date) {
            return isDaylight(date.getTime());
        }

        public int getOffset(long date) {
            return isDaylight(date) ? rawOffset + HOUR : rawOffset;
        }

        public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
            if (milliseconds < 0 || milliseconds >= DAY) throw new IllegalArgumentException();
            if (era == 0) {
                year = 1 - year;
            } else if (era != 1) {
                throw new IllegalArgumentException();
            }
            if (month < 0 || month > 11 || day < 1 || day > monthLength(year, month + 1)) {
                throw new IllegalArgumentException();
            }
            if (dayOfWeek < 1 || dayOfWeek > 7) throw new IllegalArgumentException();
            return getOffset(daysFromCivil(year, month + 1, day) * DAY + milliseconds - rawOffset);
        }

        public String getDisplayName(boolean daylight, int style, Locale locale) {
            if (style != SHORT && style != LONG) {
                throw new IllegalArgumentException("Illegal style: " + style);
            }
            checkLocale(locale);
            if (names == null) {
                return getID().startsWith("GMT") ? getID() : customId(rawOffset);
            }
            return names[(daylight ? 2 : 0) + (style == SHORT ? 1 : 0)];
        }

        /** Whether the instant falls in daylight saving time. */
        private boolean isDaylight(long t) {
            if (t < validFrom) {
                throw ironpf.Unsupported.fail("time zone " + getID()
                        + " is modelled only from " + yearOf(validFrom) + " on, with its current rules; instant "
                        + t + " is earlier");
            }
            if (rule == NONE) return false;
            int year = yearOf(t + rawOffset);
            long start;
            long end;
            switch (rule) {
                case US:
                    start = nthSunday(year, 3, 2) * DAY + 2 * HOUR - rawOffset;
                    end = nthSunday(year, 11, 1) * DAY + HOUR - rawOffset;
                    return start <= t && t < end;
                case EU:
                    start = lastSunday(year, 3) * DAY + HOUR;
                    end = lastSunday(year, 10) * DAY + HOUR;
                    return start <= t && t < end;
                case IL:
                    start = (lastSunday(year, 3) - 2) * DAY + 2 * HOUR - rawOffset;
                    end = lastSunday(year, 10) * DAY + HOUR - rawOffset;
                    return start <= t && t < end;
                case AU:
                    start = nthSunday(year, 10, 1) * DAY + 2 * HOUR - rawOffset;
                    end = nthSunday(year, 4, 1) * DAY + 2 * HOUR - rawOffset;
                    return t < end || start <= t;
                default:
                    start = lastSunday(year, 9) * DAY + 2 * HOUR - rawOffset;
                    end = nthSunday(year, 4, 1) * DAY + 2 * HOUR - rawOffset;
                    return t < end || start <= t;
            }
        }

        public boolean hasSameRules(TimeZone other) {
            if (this == other) return true;
            if (!(other instanceof Zone)) return false;
            Zone z = (Zone) other;
            return rawOffset == z.rawOffset && rule == z.rule;
        }

        public boolean equals(Object obj) {
            if (this == obj) return true;
            if (!(obj instanceof Zone)) return false;
            Zone z = (Zone) obj;
            return getID().equals(z.getID()) && rawOffset == z.rawOffset && rule == z.rule;
        }

        public int hashCode() {
            return getID().hashCode() ^ rawOffset;
        }

        /** JDK 17's form for a zone without transitions; zones with rules print their rule instead. */
        public String toString() {
            return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + rawOffset + ",dstSavings="
                    + getDSTSavings() + ",useDaylight=" + useDaylightTime() + ",transitions=0,lastRule="
                    + (rule == NONE ? "null" : RULE_NAMES[rule]) + "]";
        }

        private static final String[] RULE_NAMES = {"", "US", "EU", "AU", "NZ", "IL"};
    }

    // ------------------------------------------------------------------ civil dates

    /** Days from 1970-01-01 to the given proleptic Gregorian date. */
    static long daysFromCivil(long year, int month, int day) {
        return ironpf.CivilDays.fromCivil(year, month, day);
    }

    /** The proleptic Gregorian year of an instant. */
    static int yearOf(long millis) {
        return (int) ironpf.CivilDays.toCivil(Math.floorDiv(millis, DAY))[0];
    }

    static int monthLength(long year, int month) {
        if (month == 2) {
            boolean leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
            return leap ? 29 : 28;
        }
        return (month == 4 || month == 6 || month == 9 || month == 11) ? 30 : 31;
    }

    /** 0 for Sunday through 6 for Saturday. */
    private static int dayOfWeek(long days) {
        return (int) Math.floorMod(days + 4, 7L);
    }

    private static long nthSunday(int year, int month, int n) {
        long first = daysFromCivil(year, month, 1);
        return first + (7 - dayOfWeek(first)) % 7 + 7L * (n - 1);
    }

    private static long lastSunday(int year, int month) {
        long last = daysFromCivil(year, month, monthLength(year, month));
        return last - dayOfWeek(last);
    }

    // The default zone is made with the class (after TABLE: static initializers run in
    // textual order), not on first use: whether a program has asked for it yet must not make
    // two states differ.
    static {
        defaultTimeZone = find("UTC");
    }
}
