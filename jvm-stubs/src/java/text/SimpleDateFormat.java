package java.text;

import ironpf.CalendarFields;

import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Formats and parses dates by a pattern of letters ({@code yyyy-MM-dd'T'HH:mm:ss.SSSZ},
 * {@code EEE, d MMM yyyy}, {@code hh:mm a}, ...) with JDK 17's rules for English: every pattern
 * letter of the JDK (G y Y M L d D E u F w W a H k K h m s S z Z X), quoting, zero padding,
 * two-digit years, lenient parsing (fields that overflow carry over, numbers may be negative,
 * text is matched without regard to case, abutting numeric fields take their letter count),
 * zone names, RFC 822 and ISO 8601 offsets. Fields are computed in the format's time zone
 * (UTC by default); parsing a zone name switches the format to that zone, as in the JDK.
 *
 * <p>Zone names are parsed for the zones ironpf models (see {@link TimeZone}). The two-digit
 * year window starts 80 years before ironpf's fixed clock.
 */
public class SimpleDateFormat extends DateFormat {
    private static final String PATTERN_CHARS = "GyMdkHmsSEDFwWahKzZYuXL";

    private static final int PATTERN_ERA = 0;
    private static final int PATTERN_YEAR = 1;
    private static final int PATTERN_MONTH = 2;
    private static final int PATTERN_DAY_OF_MONTH = 3;
    private static final int PATTERN_HOUR_OF_DAY1 = 4;
    private static final int PATTERN_HOUR_OF_DAY0 = 5;
    private static final int PATTERN_MINUTE = 6;
    private static final int PATTERN_SECOND = 7;
    private static final int PATTERN_MILLISECOND = 8;
    private static final int PATTERN_DAY_OF_WEEK = 9;
    private static final int PATTERN_DAY_OF_YEAR = 10;
    private static final int PATTERN_DAY_OF_WEEK_IN_MONTH = 11;
    private static final int PATTERN_WEEK_OF_YEAR = 12;
    private static final int PATTERN_WEEK_OF_MONTH = 13;
    private static final int PATTERN_AM_PM = 14;
    private static final int PATTERN_HOUR1 = 15;
    private static final int PATTERN_HOUR0 = 16;
    private static final int PATTERN_ZONE_NAME = 17;
    private static final int PATTERN_ZONE_VALUE = 18;
    private static final int PATTERN_WEEK_YEAR = 19;
    private static final int PATTERN_ISO_DAY_OF_WEEK = 20;
    private static final int PATTERN_ISO_ZONE = 21;
    private static final int PATTERN_MONTH_STANDALONE = 22;

    /** The calendar field each pattern letter reads or sets. */
    private static final int[] PATTERN_INDEX_TO_FIELD = {
        CalendarFields.ERA, CalendarFields.YEAR, CalendarFields.MONTH, CalendarFields.DATE,
        CalendarFields.HOUR_OF_DAY, CalendarFields.HOUR_OF_DAY, CalendarFields.MINUTE, CalendarFields.SECOND,
        CalendarFields.MILLISECOND, CalendarFields.DAY_OF_WEEK, CalendarFields.DAY_OF_YEAR,
        CalendarFields.DAY_OF_WEEK_IN_MONTH, CalendarFields.WEEK_OF_YEAR, CalendarFields.WEEK_OF_MONTH,
        CalendarFields.AM_PM, CalendarFields.HOUR, CalendarFields.HOUR, CalendarFields.ZONE_OFFSET,
        CalendarFields.ZONE_OFFSET, CalendarFields.WEEK_YEAR, CalendarFields.ISO_DAY_OF_WEEK,
        CalendarFields.ZONE_OFFSET, CalendarFields.MONTH
    };

    /** The DateFormat field constant of each pattern letter (FieldPosition). */
    private static final int[] PATTERN_INDEX_TO_DATE_FORMAT_FIELD = {
        ERA_FIELD, YEAR_FIELD, MONTH_FIELD, DATE_FIELD, HOUR_OF_DAY1_FIELD, HOUR_OF_DAY0_FIELD, MINUTE_FIELD,
        SECOND_FIELD, MILLISECOND_FIELD, DAY_OF_WEEK_FIELD, DAY_OF_YEAR_FIELD, DAY_OF_WEEK_IN_MONTH_FIELD,
        WEEK_OF_YEAR_FIELD, WEEK_OF_MONTH_FIELD, AM_PM_FIELD, HOUR1_FIELD, HOUR0_FIELD, TIMEZONE_FIELD,
        TIMEZONE_FIELD, YEAR_FIELD, DAY_OF_WEEK_FIELD, TIMEZONE_FIELD, MONTH_FIELD
    };

    private String pattern;
    /** The compiled pattern: per token, a pattern letter index (or -1 for text), its count
     *  and, for text, the characters. */
    private int[] tokenTag;
    private int[] tokenCount;
    private String[] tokenText;
    private DateFormatSymbols formatData;
    private final Locale locale;
    private Date defaultCenturyStart;
    private int defaultCenturyStartYear;

    public SimpleDateFormat() {
        this(DateFormat.pattern(SHORT, SHORT), Locale.getDefault());
    }

    public SimpleDateFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        if (pattern == null || locale == null) throw new NullPointerException();
        this.locale = locale;
        this.formatData = DateFormatSymbols.getInstance(locale);
        initialize(pattern);
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        if (pattern == null || formatSymbols == null) throw new NullPointerException();
        this.locale = Locale.getDefault();
        this.formatData = (DateFormatSymbols) formatSymbols.clone();
        initialize(pattern);
    }

    private void initialize(String pattern) {
        this.pattern = pattern;
        compile(pattern);
        zone = TimeZone.getDefault();
        numberFormat = NumberFormat.getIntegerInstance(locale);
        numberFormat.setGroupingUsed(false);
        ((DecimalFormat) numberFormat).setDecimalSeparatorAlwaysShown(false);
        numberFormat.setParseIntegerOnly(true);
        numberFormat.setMinimumFractionDigits(0);
        initializeDefaultCentury();
    }

    /**
     * The two-digit-year window starts 80 years before now, in the format's zone. For a zone
     * ironpf models only from a later year on, that instant is placed with the zone's standard
     * offset (it only decides which century a two-digit year equal to its own falls in).
     */
    private void initializeDefaultCentury() {
        long now = System.currentTimeMillis();
        int[] f = CalendarFields.fields(now, zone);
        int[] value = new int[CalendarFields.COUNT];
        int[] stamp = new int[CalendarFields.COUNT];
        int year = f[CalendarFields.ERA] == 1 ? f[CalendarFields.YEAR] : 1 - f[CalendarFields.YEAR];
        year -= 80;
        int day = Math.min(f[CalendarFields.DATE], CalendarFields.monthLength(year, f[CalendarFields.MONTH] + 1));
        int[] set = {CalendarFields.YEAR, year, CalendarFields.MONTH, f[CalendarFields.MONTH], CalendarFields.DATE, day,
            CalendarFields.HOUR_OF_DAY, f[CalendarFields.HOUR_OF_DAY], CalendarFields.MINUTE, f[CalendarFields.MINUTE],
            CalendarFields.SECOND, f[CalendarFields.SECOND], CalendarFields.MILLISECOND, f[CalendarFields.MILLISECOND]};
        for (int i = 0; i < set.length; i += 2) {
            value[set[i]] = set[i + 1];
            stamp[set[i]] = i / 2 + 1;
        }
        // Eighty years ago is before the rules ironpf models for zones with daylight saving
        // time (see TimeZone); the zone's raw offset is exact enough for the pivot year.
        value[CalendarFields.ZONE_OFFSET] = zone.getRawOffset();
        stamp[CalendarFields.ZONE_OFFSET] = 20;
        stamp[CalendarFields.DST_OFFSET] = 21;
        long start = CalendarFields.resolve(value, stamp, zone);
        defaultCenturyStart = new Date(start);
        defaultCenturyStartYear = CalendarFields.fields(start, zone.getRawOffset(), 0)[CalendarFields.YEAR];
    }

    public void set2DigitYearStart(Date startDate) {
        defaultCenturyStart = new Date(startDate.getTime());
        defaultCenturyStartYear = CalendarFields.fields(startDate.getTime(), zone)[CalendarFields.YEAR];
    }

    public Date get2DigitYearStart() {
        return (Date) defaultCenturyStart.clone();
    }

    // ------------------------------------------------------------------ patterns

    private void compile(String pattern) {
        int length = pattern.length();
        int[] tags = new int[length + 1];
        int[] counts = new int[length + 1];
        String[] texts = new String[length + 1];
        int n = 0;
        boolean inQuote = false;
        StringBuilder quoted = new StringBuilder();
        int count = 0;
        int lastTag = -1;
        for (int i = 0; i < length; i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                // '' is a quote, inside or outside quoted text.
                if ((i + 1) < length && pattern.charAt(i + 1) == '\'') {
                    i++;
                    if (count != 0) {
                        n = addField(tags, counts, n, lastTag, count);
                        lastTag = -1;
                        count = 0;
                    }
                    if (inQuote) {
                        quoted.append('\'');
                    } else {
                        n = addText(tags, texts, n, "'");
                    }
                    continue;
                }
                if (!inQuote) {
                    if (count != 0) {
                        n = addField(tags, counts, n, lastTag, count);
                        lastTag = -1;
                        count = 0;
                    }
                    quoted.setLength(0);
                    inQuote = true;
                } else {
                    n = addText(tags, texts, n, quoted.toString());
                    inQuote = false;
                }
                continue;
            }
            if (inQuote) {
                quoted.append(c);
                continue;
            }
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
                if (count != 0) {
                    n = addField(tags, counts, n, lastTag, count);
                    lastTag = -1;
                    count = 0;
                }
                n = addText(tags, texts, n, String.valueOf(c));
                continue;
            }
            int tag = PATTERN_CHARS.indexOf(c);
            if (tag == -1) {
                throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
            }
            if (lastTag == -1 || lastTag == tag) {
                lastTag = tag;
                count++;
                continue;
            }
            n = addField(tags, counts, n, lastTag, count);
            lastTag = tag;
            count = 1;
        }
        if (inQuote) {
            throw new IllegalArgumentException("Unterminated quote");
        }
        if (count != 0) {
            n = addField(tags, counts, n, lastTag, count);
        }
        tokenTag = new int[n];
        tokenCount = new int[n];
        tokenText = new String[n];
        System.arraycopy(tags, 0, tokenTag, 0, n);
        System.arraycopy(counts, 0, tokenCount, 0, n);
        System.arraycopy(texts, 0, tokenText, 0, n);
    }

    private static int addField(int[] tags, int[] counts, int n, int tag, int count) {
        if (tag == PATTERN_ISO_ZONE && count >= 4) {
            throw new IllegalArgumentException("invalid ISO 8601 format: length=" + count);
        }
        tags[n] = tag;
        counts[n] = count;
        return n + 1;
    }

    private static int addText(int[] tags, String[] texts, int n, String text) {
        if (text.isEmpty()) return n;
        tags[n] = -1;
        texts[n] = text;
        return n + 1;
    }

    public String toPattern() {
        return pattern;
    }

    public String toLocalizedPattern() {
        return pattern;
    }

    public void applyPattern(String pattern) {
        compile(pattern);
        this.pattern = pattern;
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public DateFormatSymbols getDateFormatSymbols() {
        return (DateFormatSymbols) formatData.clone();
    }

    public void setDateFormatSymbols(DateFormatSymbols newFormatSymbols) {
        formatData = (DateFormatSymbols) newFormatSymbols.clone();
    }

    // ------------------------------------------------------------------ formatting

    public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
        pos.reset();
        int[] fields = CalendarFields.fields(date.getTime(), zone);
        for (int i = 0; i < tokenTag.length; i++) {
            int tag = tokenTag[i];
            if (tag < 0) {
                toAppendTo.append(tokenText[i]);
            } else {
                int begin = toAppendTo.length();
                subFormat(tag, tokenCount[i], fields, toAppendTo);
                pos.record(PATTERN_INDEX_TO_DATE_FORMAT_FIELD[tag], begin, toAppendTo.length());
            }
        }
        return toAppendTo;
    }

    private void subFormat(int tag, int count, int[] fields, StringBuffer buffer) {
        int value = fields[PATTERN_INDEX_TO_FIELD[tag]];
        switch (tag) {
            case PATTERN_ERA:
                buffer.append(value < formatData.eras().length ? formatData.eras()[value] : "");
                break;
            case PATTERN_WEEK_YEAR:
            case PATTERN_YEAR:
                if (count != 2) {
                    zeroPaddingNumber(value, count, Integer.MAX_VALUE, buffer);
                } else {
                    zeroPaddingNumber(value, 2, 2, buffer);
                }
                break;
            case PATTERN_MONTH:
            case PATTERN_MONTH_STANDALONE:
                if (count >= 4) {
                    buffer.append(formatData.months()[value]);
                } else if (count == 3) {
                    buffer.append(formatData.shortMonths()[value]);
                } else {
                    zeroPaddingNumber(value + 1, count, Integer.MAX_VALUE, buffer);
                }
                break;
            case PATTERN_HOUR_OF_DAY1:
                zeroPaddingNumber(value == 0 ? 24 : value, count, Integer.MAX_VALUE, buffer);
                break;
            case PATTERN_DAY_OF_WEEK:
                buffer.append(count >= 4 ? formatData.weekdays()[value] : formatData.shortWeekdays()[value]);
                break;
            case PATTERN_AM_PM:
                buffer.append(formatData.ampms()[value]);
                break;
            case PATTERN_HOUR1:
                zeroPaddingNumber(value == 0 ? 12 : value, count, Integer.MAX_VALUE, buffer);
                break;
            case PATTERN_ZONE_NAME: {
                boolean daylight = fields[CalendarFields.DST_OFFSET] != 0;
                buffer.append(zone.getDisplayName(daylight, count < 4 ? TimeZone.SHORT : TimeZone.LONG, locale));
                break;
            }
            case PATTERN_ZONE_VALUE: {
                int minutes = (fields[CalendarFields.ZONE_OFFSET] + fields[CalendarFields.DST_OFFSET]) / 60_000;
                int width = 4;
                if (minutes >= 0) {
                    buffer.append('+');
                } else {
                    width++;
                }
                int num = (minutes / 60) * 100 + (minutes % 60);
                appendZeroPadded(buffer, num, width);
                break;
            }
            case PATTERN_ISO_ZONE: {
                int offset = fields[CalendarFields.ZONE_OFFSET] + fields[CalendarFields.DST_OFFSET];
                if (offset == 0) {
                    buffer.append('Z');
                    break;
                }
                offset /= 60_000;
                if (offset >= 0) {
                    buffer.append('+');
                } else {
                    buffer.append('-');
                    offset = -offset;
                }
                appendZeroPadded(buffer, offset / 60, 2);
                if (count == 1) break;
                if (count == 3) buffer.append(':');
                appendZeroPadded(buffer, offset % 60, 2);
                break;
            }
            default:
                zeroPaddingNumber(value, count, Integer.MAX_VALUE, buffer);
                break;
        }
    }

    /** A number zero-padded to {@code width} characters, a minus sign counting as one. */
    private static void appendZeroPadded(StringBuffer buffer, int num, int width) {
        String digits = Integer.toString(num);
        if (num < 0) {
            buffer.append('-');
            digits = digits.substring(1);
            width--;
        }
        for (int i = digits.length(); i < width; i++) buffer.append('0');
        buffer.append(digits);
    }

    /** At least {@code minDigits} digits, the low-order {@code maxDigits} when there are more. */
    private void zeroPaddingNumber(int value, int minDigits, int maxDigits, StringBuffer buffer) {
        if (value >= 0) {
            if (value < 100 && minDigits >= 1 && minDigits <= 2) {
                if (value < 10) {
                    if (minDigits == 2) buffer.append('0');
                    buffer.append((char) ('0' + value));
                } else {
                    buffer.append((char) ('0' + value / 10));
                    buffer.append((char) ('0' + value % 10));
                }
                return;
            } else if (value >= 1000 && value < 10000) {
                if (minDigits == 4) {
                    buffer.append(value);
                    return;
                }
                if (minDigits == 2 && maxDigits == 2) {
                    zeroPaddingNumber(value % 100, 2, 2, buffer);
                    return;
                }
            }
        }
        numberFormat.setMinimumIntegerDigits(minDigits);
        numberFormat.setMaximumIntegerDigits(maxDigits);
        numberFormat.format((long) value, buffer, new FieldPosition(0));
    }

    // ------------------------------------------------------------------ parsing

    /** Parsed field values and the order they were set in (CalendarBuilder). */
    private static final class Builder {
        final int[] value = new int[CalendarFields.COUNT];
        final int[] stamp = new int[CalendarFields.COUNT];
        int nextStamp = 1;

        Builder set(int field, int v) {
            if (field == CalendarFields.ISO_DAY_OF_WEEK) {
                field = CalendarFields.DAY_OF_WEEK;
                if (v >= 1 && v <= 7) v = v == 7 ? 1 : v + 1;
            }
            stamp[field] = nextStamp++;
            value[field] = v;
            return this;
        }

        Builder clear(int field) {
            stamp[field] = 0;
            value[field] = 0;
            return this;
        }

        void addYear(int years) {
            if (stamp[CalendarFields.YEAR] != 0) value[CalendarFields.YEAR] += years;
            if (stamp[CalendarFields.WEEK_YEAR] != 0) value[CalendarFields.WEEK_YEAR] += years;
        }
    }

    public Date parse(String text, ParsePosition pos) {
        int start = pos.index;
        int oldStart = start;
        int textLength = text.length();
        boolean[] ambiguousYear = {false};
        Builder calb = new Builder();
        for (int i = 0; i < tokenTag.length; i++) {
            int tag = tokenTag[i];
            if (tag < 0) {
                String literal = tokenText[i];
                for (int k = 0; k < literal.length(); k++) {
                    if (start >= textLength || text.charAt(start) != literal.charAt(k)) {
                        pos.index = oldStart;
                        pos.errorIndex = start;
                        return null;
                    }
                    start++;
                }
                continue;
            }
            boolean obeyCount = false;
            if (i + 1 < tokenTag.length && tokenTag[i + 1] >= 0) {
                obeyCount = shouldObeyCount(tokenTag[i + 1], tokenCount[i + 1]);
            }
            start = subParse(text, start, tag, tokenCount[i], obeyCount, ambiguousYear, pos, calb);
            if (start < 0) {
                pos.index = oldStart;
                return null;
            }
        }
        pos.index = start;
        try {
            long millis = establish(calb);
            if (ambiguousYear[0] && millis < defaultCenturyStart.getTime()) {
                calb.addYear(100);
                millis = establish(calb);
            }
            return new Date(millis);
        } catch (IllegalArgumentException e) {
            pos.errorIndex = start;
            pos.index = oldStart;
            return null;
        }
    }

    /** The instant of the parsed fields; when not lenient, fields must name a real date. */
    private long establish(Builder calb) {
        int[] value = calb.value.clone();
        int[] stamp = calb.stamp.clone();
        if (!lenient) {
            int[] min = {0, 1, 0, 1, 0, 1, 1, 1, -1, 0, 0, 0, 0, 0, 0, -13 * 3_600_000, 0};
            int[] max = {1, 292278994, 11, 53, 6, 31, 366, 7, 6, 1, 11, 23, 59, 59, 999, 14 * 3_600_000, 7_200_000};
            for (int f = 0; f < min.length; f++) {
                if (stamp[f] != 0 && (value[f] < min[f] || value[f] > max[f])) {
                    throw new IllegalArgumentException();
                }
            }
        }
        long millis = CalendarFields.resolve(value, stamp, zone);
        if (!lenient) {
            int zoneOffset = stamp[CalendarFields.ZONE_OFFSET] != 0 ? value[CalendarFields.ZONE_OFFSET] : zone.getRawOffset();
            int dstOffset = stamp[CalendarFields.DST_OFFSET] != 0 ? value[CalendarFields.DST_OFFSET]
                    : zone.getOffset(millis) - zone.getRawOffset();
            int[] actual = CalendarFields.fields(millis, zoneOffset, dstOffset);
            // A week date (Y) replaces the era, year, month and day fields.
            boolean weekDate = stamp[CalendarFields.WEEK_YEAR] > stamp[CalendarFields.YEAR];
            for (int f = 0; f < CalendarFields.ZONE_OFFSET; f++) {
                boolean replaced = weekDate && (f == CalendarFields.ERA || f == CalendarFields.YEAR
                        || f == CalendarFields.MONTH || f == CalendarFields.DATE);
                if (stamp[f] != 0 && !replaced && actual[f] != value[f]) {
                    throw new IllegalArgumentException();
                }
            }
            if (weekDate && actual[CalendarFields.WEEK_YEAR] != value[CalendarFields.WEEK_YEAR]) {
                throw new IllegalArgumentException();
            }
        }
        return millis;
    }

    /** Whether a numeric field followed by this field must take exactly its letter count. */
    private static boolean shouldObeyCount(int tag, int count) {
        switch (tag) {
            case PATTERN_MONTH:
            case PATTERN_MONTH_STANDALONE:
                return count <= 2;
            case PATTERN_YEAR:
            case PATTERN_DAY_OF_MONTH:
            case PATTERN_HOUR_OF_DAY1:
            case PATTERN_HOUR_OF_DAY0:
            case PATTERN_MINUTE:
            case PATTERN_SECOND:
            case PATTERN_MILLISECOND:
            case PATTERN_DAY_OF_YEAR:
            case PATTERN_DAY_OF_WEEK_IN_MONTH:
            case PATTERN_WEEK_OF_YEAR:
            case PATTERN_WEEK_OF_MONTH:
            case PATTERN_HOUR1:
            case PATTERN_HOUR0:
            case PATTERN_WEEK_YEAR:
            case PATTERN_ISO_DAY_OF_WEEK:
                return true;
            default:
                return false;
        }
    }

    /** The longest of {@code data} (from index {@code first}) that the text holds at
     *  {@code start}, ignoring case; sets the field to its index. */
    private static int matchString(String text, int start, int field, String[] data, int first, Builder calb) {
        int bestMatchLength = 0;
        int bestMatch = -1;
        for (int i = first; i < data.length; ++i) {
            int length = data[i].length();
            if (length > bestMatchLength && text.regionMatches(true, start, data[i], 0, length)) {
                bestMatch = i;
                bestMatchLength = length;
            }
        }
        if (bestMatch >= 0) {
            calb.set(field, bestMatch);
            return start + bestMatchLength;
        }
        return -start;
    }

    /**
     * The zones whose names a zone-name field matches (after the format's own zone and the
     * default zone), in the order of JDK 17's zone-name table, so that an abbreviation shared
     * by several zones (CST, IST) names the zone the JDK picks.
     */
    private static final String[] NAMED_ZONES = {"America/Los_Angeles", "America/Denver", "America/Chicago",
        "America/New_York", "Pacific/Honolulu", "America/Anchorage", "America/Halifax", "America/St_Johns",
        "Europe/Paris", "GMT", "Asia/Jerusalem", "Asia/Tokyo", "Europe/Bucharest", "Asia/Shanghai", "UTC", "ACT",
        "AET", "BET", "NST", "Asia/Dubai", "Asia/Seoul", "Asia/Colombo", "Europe/Minsk", "Africa/Maseru",
        "Europe/Dublin", "Europe/Jersey", "Europe/Lisbon", "Asia/Hong_Kong", "Asia/Singapore", "Australia/Perth",
        "HST"};

    /** A zone's id and names (long and short standard, long and short daylight); null for a
     *  custom {@code GMT+hh:mm} zone, which has none. */
    private static String[] zoneNames(TimeZone tz) {
        String id = tz.getID();
        if (id.startsWith("GMT+") || id.startsWith("GMT-")) return null;
        return new String[] {id, tz.getDisplayName(false, TimeZone.LONG, Locale.US),
            tz.getDisplayName(false, TimeZone.SHORT, Locale.US), tz.getDisplayName(true, TimeZone.LONG, Locale.US),
            tz.getDisplayName(true, TimeZone.SHORT, Locale.US)};
    }

    private static int matchZoneString(String text, int start, String[] zoneNames) {
        for (int i = 1; i <= 4; ++i) {
            String zoneName = zoneNames[i];
            if (text.regionMatches(true, start, zoneName, 0, zoneName.length())) {
                return i;
            }
        }
        return -1;
    }

    private int subParseZoneString(String text, int start, Builder calb) {
        boolean useSameName = false;
        TimeZone currentTimeZone = zone;
        TimeZone tz = null;
        String[] zoneNames = null;
        int nameIndex = 0;
        TimeZone[] candidates = {currentTimeZone, TimeZone.getDefault()};
        for (int c = 0; c < candidates.length && tz == null; c++) {
            String[] names = zoneNames(candidates[c]);
            if (names != null && (nameIndex = matchZoneString(text, start, names)) > 0) {
                zoneNames = names;
                tz = TimeZone.getTimeZone(names[0]);
            }
        }
        for (int i = 0; i < NAMED_ZONES.length && tz == null; i++) {
            String[] names = zoneNames(TimeZone.getTimeZone(NAMED_ZONES[i]));
            if ((nameIndex = matchZoneString(text, start, names)) > 0) {
                zoneNames = names;
                tz = TimeZone.getTimeZone(names[0]);
            }
        }
        if (tz != null) {
            if (nameIndex <= 2) {
                useSameName = zoneNames[nameIndex].equalsIgnoreCase(zoneNames[nameIndex + 2]);
            }
            if (!tz.equals(currentTimeZone)) {
                setTimeZone(tz);
            }
            int dstAmount = (nameIndex >= 3) ? tz.getDSTSavings() : 0;
            if (!(useSameName || (nameIndex >= 3 && dstAmount == 0))) {
                calb.clear(CalendarFields.ZONE_OFFSET).set(CalendarFields.DST_OFFSET, dstAmount);
            }
            return start + zoneNames[nameIndex].length();
        }
        return -start;
    }

    /** {@code hh[mm]}, {@code hh:mm} or (after GMT) {@code h:mm}; 1 - (error index) on failure. */
    private static int subParseNumericZone(String text, int start, int sign, int count, boolean colon, Builder calb) {
        int index = start;
        try {
            char c = text.charAt(index++);
            int hours;
            if (!isDigit(c)) return 1 - index;
            hours = c - '0';
            c = text.charAt(index++);
            if (isDigit(c)) {
                hours = hours * 10 + (c - '0');
            } else {
                if (count > 0 || !colon) return 1 - index;
                --index;
            }
            if (hours > 23) return 1 - index;
            int minutes = 0;
            if (count != 1) {
                c = text.charAt(index++);
                if (colon) {
                    if (c != ':') return 1 - index;
                    c = text.charAt(index++);
                }
                if (!isDigit(c)) return 1 - index;
                minutes = c - '0';
                c = text.charAt(index++);
                if (!isDigit(c)) return 1 - index;
                minutes = minutes * 10 + (c - '0');
                if (minutes > 59) return 1 - index;
            }
            minutes += hours * 60;
            calb.set(CalendarFields.ZONE_OFFSET, minutes * 60_000 * sign).set(CalendarFields.DST_OFFSET, 0);
            return index;
        } catch (IndexOutOfBoundsException e) {
            return 1 - index;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Parses one field at {@code start}; returns where it ended, or -1 (error index set). */
    private int subParse(String text, int start, int tag, int count, boolean obeyCount, boolean[] ambiguousYear,
            ParsePosition origPos, Builder calb) {
        Number number;
        int value = 0;
        ParsePosition pos = new ParsePosition(0);
        pos.index = start;
        int field = PATTERN_INDEX_TO_FIELD[tag];
        // Spaces and tabs before a field are skipped.
        for (;;) {
            if (pos.index >= text.length()) {
                origPos.errorIndex = start;
                return -1;
            }
            char c = text.charAt(pos.index);
            if (c != ' ' && c != '\t') break;
            ++pos.index;
        }
        int actualStart = pos.index;

        parsing:
        {
            if (tag == PATTERN_HOUR_OF_DAY1 || tag == PATTERN_HOUR1
                    || (tag == PATTERN_MONTH && count <= 2) || (tag == PATTERN_MONTH_STANDALONE && count <= 2)
                    || tag == PATTERN_YEAR || tag == PATTERN_WEEK_YEAR) {
                if (obeyCount) {
                    if ((start + count) > text.length()) break parsing;
                    number = numberFormat.parse(text.substring(0, start + count), pos);
                } else {
                    number = numberFormat.parse(text, pos);
                }
                if (number == null) break parsing;
                value = number.intValue();
            }

            int index;
            switch (tag) {
                case PATTERN_ERA:
                    if ((index = matchString(text, start, CalendarFields.ERA, formatData.eras(), 0, calb)) > 0) {
                        return index;
                    }
                    break parsing;

                case PATTERN_WEEK_YEAR:
                case PATTERN_YEAR:
                    if (count <= 2 && (pos.index - actualStart) == 2 && Character.isDigit(text.charAt(actualStart))
                            && Character.isDigit(text.charAt(actualStart + 1))) {
                        int ambiguousTwoDigitYear = defaultCenturyStartYear % 100;
                        ambiguousYear[0] = value == ambiguousTwoDigitYear;
                        value += (defaultCenturyStartYear / 100) * 100 + (value < ambiguousTwoDigitYear ? 100 : 0);
                    }
                    calb.set(field, value);
                    return pos.index;

                case PATTERN_MONTH:
                case PATTERN_MONTH_STANDALONE:
                    if (count <= 2) {
                        calb.set(CalendarFields.MONTH, value - 1);
                        return pos.index;
                    }
                    if ((index = matchString(text, start, CalendarFields.MONTH, formatData.months(), 0, calb)) > 0) {
                        return index;
                    }
                    if ((index = matchString(text, start, CalendarFields.MONTH, formatData.shortMonths(), 0, calb)) > 0) {
                        return index;
                    }
                    break parsing;

                case PATTERN_HOUR_OF_DAY1:
                    if (!lenient && (value < 1 || value > 24)) break parsing;
                    if (value == 24) value = 0;
                    calb.set(CalendarFields.HOUR_OF_DAY, value);
                    return pos.index;

                case PATTERN_DAY_OF_WEEK:
                    if ((index = matchString(text, start, CalendarFields.DAY_OF_WEEK, formatData.weekdays(), 1, calb)) > 0) {
                        return index;
                    }
                    if ((index = matchString(text, start, CalendarFields.DAY_OF_WEEK, formatData.shortWeekdays(), 1,
                            calb)) > 0) {
                        return index;
                    }
                    break parsing;

                case PATTERN_AM_PM:
                    if ((index = matchString(text, start, CalendarFields.AM_PM, formatData.ampms(), 0, calb)) > 0) {
                        return index;
                    }
                    break parsing;

                case PATTERN_HOUR1:
                    if (!lenient && (value < 1 || value > 12)) break parsing;
                    if (value == 12) value = 0;
                    calb.set(CalendarFields.HOUR, value);
                    return pos.index;

                case PATTERN_ZONE_NAME:
                case PATTERN_ZONE_VALUE: {
                    int sign = 0;
                    try {
                        char c = text.charAt(pos.index);
                        if (c == '+') {
                            sign = 1;
                        } else if (c == '-') {
                            sign = -1;
                        }
                        if (sign == 0) {
                            if ((c == 'G' || c == 'g') && (text.length() - start) >= 3
                                    && text.regionMatches(true, start, "GMT", 0, 3)) {
                                pos.index = start + 3;
                                if ((text.length() - pos.index) > 0) {
                                    c = text.charAt(pos.index);
                                    if (c == '+') {
                                        sign = 1;
                                    } else if (c == '-') {
                                        sign = -1;
                                    }
                                }
                                if (sign == 0) {
                                    calb.set(CalendarFields.ZONE_OFFSET, 0).set(CalendarFields.DST_OFFSET, 0);
                                    return pos.index;
                                }
                                int i = subParseNumericZone(text, ++pos.index, sign, 0, true, calb);
                                if (i > 0) return i;
                                pos.index = -i;
                            } else {
                                int i = subParseZoneString(text, pos.index, calb);
                                if (i > 0) return i;
                                pos.index = -i;
                            }
                        } else {
                            int i = subParseNumericZone(text, ++pos.index, sign, 0, false, calb);
                            if (i > 0) return i;
                            pos.index = -i;
                        }
                    } catch (IndexOutOfBoundsException e) {
                        // falls through to the error below
                    }
                    break parsing;
                }

                case PATTERN_ISO_ZONE: {
                    if ((text.length() - pos.index) <= 0) break parsing;
                    int sign;
                    char c = text.charAt(pos.index);
                    if (c == 'Z') {
                        calb.set(CalendarFields.ZONE_OFFSET, 0).set(CalendarFields.DST_OFFSET, 0);
                        return ++pos.index;
                    }
                    if (c == '+') {
                        sign = 1;
                    } else if (c == '-') {
                        sign = -1;
                    } else {
                        ++pos.index;
                        break parsing;
                    }
                    int i = subParseNumericZone(text, ++pos.index, sign, count, count == 3, calb);
                    if (i > 0) return i;
                    pos.index = -i;
                    break parsing;
                }

                default:
                    if (obeyCount) {
                        if ((start + count) > text.length()) break parsing;
                        number = numberFormat.parse(text.substring(0, start + count), pos);
                    } else {
                        number = numberFormat.parse(text, pos);
                    }
                    if (number != null) {
                        calb.set(field, number.intValue());
                        return pos.index;
                    }
                    break parsing;
            }
        }
        origPos.errorIndex = pos.index;
        return -1;
    }

    // ------------------------------------------------------------------ object methods

    public Object clone() {
        SimpleDateFormat other = (SimpleDateFormat) super.clone();
        other.formatData = (DateFormatSymbols) formatData.clone();
        return other;
    }

    public int hashCode() {
        return pattern.hashCode();
    }

    public boolean equals(Object obj) {
        if (!super.equals(obj)) return false;
        SimpleDateFormat that = (SimpleDateFormat) obj;
        return pattern.equals(that.pattern) && formatData.equals(that.formatData);
    }
}
