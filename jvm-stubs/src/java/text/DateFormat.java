package java.text;

import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * The base of date formats, and the factories of the standard ones for English: JDK 17's
 * (CLDR) patterns such as {@code MMM d, y} (MEDIUM date) and {@code h:mm:ss a} (MEDIUM time).
 * A format works in its time zone (by default {@link TimeZone#getDefault()}, UTC) and parses
 * leniently unless told otherwise.
 */
public abstract class DateFormat extends Format {
    public static final int ERA_FIELD = 0;
    public static final int YEAR_FIELD = 1;
    public static final int MONTH_FIELD = 2;
    public static final int DATE_FIELD = 3;
    public static final int HOUR_OF_DAY1_FIELD = 4;
    public static final int HOUR_OF_DAY0_FIELD = 5;
    public static final int MINUTE_FIELD = 6;
    public static final int SECOND_FIELD = 7;
    public static final int MILLISECOND_FIELD = 8;
    public static final int DAY_OF_WEEK_FIELD = 9;
    public static final int DAY_OF_YEAR_FIELD = 10;
    public static final int DAY_OF_WEEK_IN_MONTH_FIELD = 11;
    public static final int WEEK_OF_YEAR_FIELD = 12;
    public static final int WEEK_OF_MONTH_FIELD = 13;
    public static final int AM_PM_FIELD = 14;
    public static final int HOUR1_FIELD = 15;
    public static final int HOUR0_FIELD = 16;
    public static final int TIMEZONE_FIELD = 17;

    public static final int FULL = 0;
    public static final int LONG = 1;
    public static final int MEDIUM = 2;
    public static final int SHORT = 3;
    public static final int DEFAULT = MEDIUM;

    /** The time zone fields are computed in. */
    TimeZone zone;
    boolean lenient = true;
    protected NumberFormat numberFormat;

    protected DateFormat() {
    }

    public final StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition fieldPosition) {
        if (obj instanceof Date) {
            return format((Date) obj, toAppendTo, fieldPosition);
        } else if (obj instanceof Number) {
            return format(new Date(((Number) obj).longValue()), toAppendTo, fieldPosition);
        } else {
            throw new IllegalArgumentException("Cannot format given Object as a Date");
        }
    }

    public abstract StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition fieldPosition);

    public final String format(Date date) {
        return format(date, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public Date parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Date result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("Unparseable date: \"" + source + "\"", pos.errorIndex);
        }
        return result;
    }

    public abstract Date parse(String source, ParsePosition pos);

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public static final DateFormat getTimeInstance() {
        return get(-1, DEFAULT, Locale.getDefault());
    }

    public static final DateFormat getTimeInstance(int style) {
        return get(-1, style, Locale.getDefault());
    }

    public static final DateFormat getTimeInstance(int style, Locale aLocale) {
        return get(-1, style, aLocale);
    }

    public static final DateFormat getDateInstance() {
        return get(DEFAULT, -1, Locale.getDefault());
    }

    public static final DateFormat getDateInstance(int style) {
        return get(style, -1, Locale.getDefault());
    }

    public static final DateFormat getDateInstance(int style, Locale aLocale) {
        return get(style, -1, aLocale);
    }

    public static final DateFormat getDateTimeInstance() {
        return get(DEFAULT, DEFAULT, Locale.getDefault());
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle) {
        return get(dateStyle, timeStyle, Locale.getDefault());
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle, Locale aLocale) {
        return get(dateStyle, timeStyle, aLocale);
    }

    public static final DateFormat getInstance() {
        return getDateTimeInstance(SHORT, SHORT);
    }

    public static Locale[] getAvailableLocales() {
        return DateFormatSymbols.getAvailableLocales();
    }

    private static final String[] DATE_PATTERNS = {"EEEE, MMMM d, y", "MMMM d, y", "MMM d, y", "M/d/yy"};
    private static final String[] TIME_PATTERNS = {"h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a"};

    /** The English pattern of a date style, a time style, or both (-1: none). */
    static String pattern(int dateStyle, int timeStyle) {
        if (timeStyle >= 0) {
            if (timeStyle > 3) throw new IllegalArgumentException("Illegal time style " + timeStyle);
            if (dateStyle >= 0) {
                if (dateStyle > 3) throw new IllegalArgumentException("Illegal date style " + dateStyle);
                String glue = Math.max(dateStyle, timeStyle) <= LONG ? " 'at' " : ", ";
                return DATE_PATTERNS[dateStyle] + glue + TIME_PATTERNS[timeStyle];
            }
            return TIME_PATTERNS[timeStyle];
        }
        if (dateStyle >= 0) {
            if (dateStyle > 3) throw new IllegalArgumentException("Illegal date style " + dateStyle);
            return DATE_PATTERNS[dateStyle];
        }
        throw new IllegalArgumentException("No date or time style specified");
    }

    private static DateFormat get(int dateStyle, int timeStyle, Locale loc) {
        return new SimpleDateFormat(pattern(dateStyle, timeStyle), loc);
    }

    public void setNumberFormat(NumberFormat newNumberFormat) {
        numberFormat = newNumberFormat;
    }

    public NumberFormat getNumberFormat() {
        return numberFormat;
    }

    public void setTimeZone(TimeZone zone) {
        if (zone == null) throw new NullPointerException();
        this.zone = zone;
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    public int hashCode() {
        return numberFormat.hashCode();
    }

    public boolean equals(Object obj) {
        if (this == obj) return true;
        if (obj == null || getClass() != obj.getClass()) return false;
        DateFormat other = (DateFormat) obj;
        return lenient == other.lenient && zone.equals(other.zone) && numberFormat.equals(other.numberFormat);
    }

    public Object clone() {
        DateFormat other = (DateFormat) super.clone();
        other.numberFormat = (NumberFormat) numberFormat.clone();
        other.zone = (TimeZone) zone.clone();
        return other;
    }
}
