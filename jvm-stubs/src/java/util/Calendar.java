package java.util;

import ironpf.CalendarFields;

/**
 * A calendar: an instant and its fields in a time zone. {@link #getInstance()} is a
 * GregorianCalendar at ironpf's clock in the default zone (UTC unless set). Fields are lenient
 * and resolved as the JDK's GregorianCalendar resolves them (weeks start on Sunday and the
 * first week of a year holds its first day, as in English locales; other week rules fail
 * loudly when a week field is used).
 */
public abstract class Calendar implements java.io.Serializable, Cloneable, Comparable<Calendar> {
    public static final int ERA = 0;
    public static final int YEAR = 1;
    public static final int MONTH = 2;
    public static final int WEEK_OF_YEAR = 3;
    public static final int WEEK_OF_MONTH = 4;
    public static final int DATE = 5;
    public static final int DAY_OF_MONTH = 5;
    public static final int DAY_OF_YEAR = 6;
    public static final int DAY_OF_WEEK = 7;
    public static final int DAY_OF_WEEK_IN_MONTH = 8;
    public static final int AM_PM = 9;
    public static final int HOUR = 10;
    public static final int HOUR_OF_DAY = 11;
    public static final int MINUTE = 12;
    public static final int SECOND = 13;
    public static final int MILLISECOND = 14;
    public static final int ZONE_OFFSET = 15;
    public static final int DST_OFFSET = 16;
    public static final int FIELD_COUNT = 17;

    public static final int SUNDAY = 1;
    public static final int MONDAY = 2;
    public static final int TUESDAY = 3;
    public static final int WEDNESDAY = 4;
    public static final int THURSDAY = 5;
    public static final int FRIDAY = 6;
    public static final int SATURDAY = 7;

    public static final int JANUARY = 0;
    public static final int FEBRUARY = 1;
    public static final int MARCH = 2;
    public static final int APRIL = 3;
    public static final int MAY = 4;
    public static final int JUNE = 5;
    public static final int JULY = 6;
    public static final int AUGUST = 7;
    public static final int SEPTEMBER = 8;
    public static final int OCTOBER = 9;
    public static final int NOVEMBER = 10;
    public static final int DECEMBER = 11;
    public static final int UNDECIMBER = 12;

    public static final int AM = 0;
    public static final int PM = 1;

    public static final int ALL_STYLES = 0;
    static final int STANDALONE_MASK = 0x8000;
    public static final int SHORT = 1;
    public static final int LONG = 2;
    public static final int NARROW_FORMAT = 4;
    public static final int NARROW_STANDALONE = NARROW_FORMAT | STANDALONE_MASK;
    public static final int SHORT_FORMAT = 1;
    public static final int LONG_FORMAT = 2;
    public static final int SHORT_STANDALONE = SHORT | STANDALONE_MASK;
    public static final int LONG_STANDALONE = LONG | STANDALONE_MASK;

    private static final String[] FIELD_NAMES = {"ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH",
        "DAY_OF_YEAR", "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND",
        "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"};

    /** A field computed from the time (not set by the program). */
    private static final int COMPUTED = 1;

    private int[] value = new int[CalendarFields.COUNT];
    /** 0: unset; COMPUTED; 2 and up: set by the program, in order. */
    private int[] stamp = new int[CalendarFields.COUNT];
    private boolean[] isSet = new boolean[FIELD_COUNT];
    private int nextStamp = 2;
    private long time;
    private boolean isTimeSet;
    private boolean areFieldsSet;
    private boolean lenient = true;
    private TimeZone zone;
    private int firstDayOfWeek = SUNDAY;
    private int minimalDaysInFirstWeek = 1;

    protected Calendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    protected Calendar(TimeZone zone, Locale aLocale) {
        this.zone = zone;
        setWeekRules(aLocale);
    }

    /** Week rules of a locale: Sunday and 1 in the US and in English without a country. */
    private void setWeekRules(Locale locale) {
        String country = locale.getCountry();
        if (country.isEmpty() || country.equals("US") || country.equals("CA") || country.equals("JP")
                || country.equals("CN") || country.equals("IL") || country.equals("BR") || country.equals("MX")) {
            firstDayOfWeek = SUNDAY;
            minimalDaysInFirstWeek = 1;
        } else if (country.equals("GB") || country.equals("DE") || country.equals("FR") || country.equals("IT")
                || country.equals("ES") || country.equals("NL") || country.equals("SE") || country.equals("IE")
                || country.equals("AT") || country.equals("BE") || country.equals("CH") || country.equals("DK")
                || country.equals("FI") || country.equals("NO")) {
            firstDayOfWeek = MONDAY;
            minimalDaysInFirstWeek = 4;
        } else {
            throw ironpf.Unsupported.fail("Calendar week rules of locale " + locale);
        }
    }

    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    public static Calendar getInstance(Locale aLocale) {
        return new GregorianCalendar(aLocale);
    }

    public static Calendar getInstance(TimeZone zone, Locale aLocale) {
        return new GregorianCalendar(zone, aLocale);
    }

    public static synchronized Locale[] getAvailableLocales() {
        return new Locale[] {Locale.US, Locale.ENGLISH, Locale.ROOT};
    }

    protected abstract void computeTime();

    protected abstract void computeFields();

    // ------------------------------------------------------------------ time

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        setTimeInMillis(date.getTime());
    }

    public long getTimeInMillis() {
        if (!isTimeSet) {
            updateTime();
        }
        return time;
    }

    public void setTimeInMillis(long millis) {
        time = millis;
        isTimeSet = true;
        fillFields();
    }

    public final java.time.Instant toInstant() {
        return java.time.Instant.ofEpochMilli(getTimeInMillis());
    }

    // ------------------------------------------------------------------ fields

    public int get(int field) {
        complete();
        return internalGet(field);
    }

    protected final int internalGet(int field) {
        checkWeekField(field);
        return value[field];
    }

    public void set(int field, int value) {
        if (field < 0 || field >= FIELD_COUNT) {
            throw new ArrayIndexOutOfBoundsException(field);
        }
        this.value[field] = value;
        stamp[field] = nextStamp++;
        isSet[field] = true;
        isTimeSet = false;
        areFieldsSet = false;
    }

    public final void set(int year, int month, int date) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute) {
        set(year, month, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
        set(year, month, date, hourOfDay, minute);
        set(SECOND, second);
    }

    /** Marks a field as holding a value without making it the most recently set one. */
    final void setComputed(int field, int v) {
        value[field] = v;
        stamp[field] = COMPUTED;
        isSet[field] = true;
    }

    public final void clear() {
        for (int i = 0; i < value.length; i++) {
            value[i] = 0;
            stamp[i] = 0;
        }
        Arrays.fill(isSet, false);
        isTimeSet = false;
        areFieldsSet = false;
    }

    public final void clear(int field) {
        value[field] = 0;
        stamp[field] = 0;
        isSet[field] = false;
        isTimeSet = false;
        areFieldsSet = false;
    }

    public final boolean isSet(int field) {
        return isSet[field];
    }

    protected void complete() {
        if (!isTimeSet) {
            updateTime();
        }
        if (!areFieldsSet) {
            fillFields();
        }
    }

    private void updateTime() {
        for (int f = 0; f < FIELD_COUNT; f++) {
            if (stamp[f] >= 2) {
                checkWeekField(f);
            }
        }
        if (!lenient) {
            for (int f = 0; f < FIELD_COUNT; f++) {
                if (stamp[f] >= 2 && (value[f] < getMinimum(f) || value[f] > getMaximum(f))) {
                    throw new IllegalArgumentException(FIELD_NAMES[f]);
                }
            }
        }
        int[] resolveStamp = stamp.clone();
        if (resolveStamp[ZONE_OFFSET] < 2) {
            resolveStamp[ZONE_OFFSET] = 0;
        }
        if (resolveStamp[DST_OFFSET] < 2) {
            resolveStamp[DST_OFFSET] = 0;
        }
        long millis = CalendarFields.resolve(value.clone(), resolveStamp, zone);
        if (!lenient) {
            int[] f = CalendarFields.fields(millis, zone);
            for (int field = 0; field < FIELD_COUNT; field++) {
                if (stamp[field] >= 2 && f[field] != value[field]) {
                    throw new IllegalArgumentException(FIELD_NAMES[field] + ": " + value[field] + " -> " + f[field]);
                }
            }
        }
        time = millis;
        isTimeSet = true;
    }

    /** All fields from the time. */
    private void fillFields() {
        int[] f = CalendarFields.fields(time, zone);
        for (int i = 0; i < FIELD_COUNT; i++) {
            value[i] = f[i];
            stamp[i] = i == ZONE_OFFSET || i == DST_OFFSET ? 0 : COMPUTED;
            isSet[i] = true;
        }
        nextStamp = 2;
        areFieldsSet = true;
    }

    private void checkWeekField(int field) {
        if ((field == WEEK_OF_YEAR || field == WEEK_OF_MONTH) && (firstDayOfWeek != SUNDAY || minimalDaysInFirstWeek != 1)) {
            throw ironpf.Unsupported.fail("Calendar week fields with firstDayOfWeek " + firstDayOfWeek
                    + " and minimalDaysInFirstWeek " + minimalDaysInFirstWeek + " (ironpf has Sunday and 1 only)");
        }
    }

    // ------------------------------------------------------------------ arithmetic

    public abstract void add(int field, int amount);

    public abstract void roll(int field, boolean up);

    public void roll(int field, int amount) {
        while (amount > 0) {
            roll(field, true);
            amount--;
        }
        while (amount < 0) {
            roll(field, false);
            amount++;
        }
    }

    /** The zone in which the fields are computed. */
    public void setTimeZone(TimeZone value) {
        zone = value;
        areFieldsSet = false;
        if (isTimeSet) {
            fillFields();
        }
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

    public void setFirstDayOfWeek(int value) {
        firstDayOfWeek = value;
    }

    public int getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public void setMinimalDaysInFirstWeek(int value) {
        minimalDaysInFirstWeek = value;
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDaysInFirstWeek;
    }

    public String getCalendarType() {
        return getClass().getName();
    }

    public abstract int getMinimum(int field);

    public abstract int getMaximum(int field);

    public abstract int getGreatestMinimum(int field);

    public abstract int getLeastMaximum(int field);

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getActualMaximum(int field) {
        return getMaximum(field);
    }

    // ------------------------------------------------------------------ names

    public String getDisplayName(int field, int style, Locale locale) {
        if (style != SHORT && style != LONG && style != NARROW_FORMAT && style != SHORT_STANDALONE
                && style != LONG_STANDALONE && style != NARROW_STANDALONE && style != ALL_STYLES) {
            throw new IllegalArgumentException();
        }
        if (locale == null) {
            throw new NullPointerException();
        }
        String[] names = names(field, style, locale);
        if (names == null) {
            return null;
        }
        int v = get(field);
        return v >= 0 && v < names.length ? names[v] : null;
    }

    public Map<String, Integer> getDisplayNames(int field, int style, Locale locale) {
        if (style == ALL_STYLES) {
            throw ironpf.Unsupported.fail("Calendar.getDisplayNames with ALL_STYLES");
        }
        String[] names = names(field, style, locale);
        if (names == null) {
            return null;
        }
        Map<String, Integer> map = new HashMap<>();
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null && !names[i].isEmpty()) {
                map.put(names[i], i);
            }
        }
        return map;
    }

    private static final String[] MONTH_NAMES = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December", ""};
    private static final String[] DAY_NAMES = {null, "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
        "Saturday"};

    /** English names of a field's values in a style (indexed by value), or null for numeric fields. */
    private static String[] names(int field, int style, Locale locale) {
        if (!locale.getLanguage().equals("en")) {
            throw ironpf.Unsupported.fail("Calendar display names in locale " + locale + " (ironpf has English names only)");
        }
        int base = style & ~STANDALONE_MASK;
        String[] full;
        switch (field) {
            case MONTH:
                full = MONTH_NAMES;
                break;
            case DAY_OF_WEEK:
                full = DAY_NAMES;
                break;
            case AM_PM:
                return base == NARROW_FORMAT ? new String[] {"a", "p"} : new String[] {"AM", "PM"};
            case ERA:
                if (base == LONG) {
                    return new String[] {"BC", "AD"};
                }
                return base == NARROW_FORMAT ? new String[] {"B", "A"} : new String[] {"BC", "AD"};
            default:
                return null;
        }
        String[] result = new String[full.length];
        for (int i = 0; i < full.length; i++) {
            String name = full[i];
            if (name == null || base == LONG) {
                result[i] = name;
            } else if (base == NARROW_FORMAT) {
                result[i] = name.isEmpty() ? name : name.substring(0, 1);
            } else {
                result[i] = name.length() > 3 ? name.substring(0, 3) : name;
            }
        }
        return result;
    }

    // ------------------------------------------------------------------ comparison

    public boolean before(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) > 0;
    }

    public int compareTo(Calendar anotherCalendar) {
        return Long.compare(getTimeInMillis(), anotherCalendar.getTimeInMillis());
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Calendar)) {
            return false;
        }
        Calendar that = (Calendar) obj;
        return getTimeInMillis() == that.getTimeInMillis() && lenient == that.lenient
                && firstDayOfWeek == that.firstDayOfWeek && minimalDaysInFirstWeek == that.minimalDaysInFirstWeek
                && zone.equals(that.zone);
    }

    public int hashCode() {
        int otheritems = (lenient ? 1 : 0) | (firstDayOfWeek << 1) | (minimalDaysInFirstWeek << 4) | (zone.hashCode() << 7);
        long t = getTimeInMillis();
        return (int) t ^ (int) (t >> 32) ^ otheritems;
    }

    public Object clone() {
        try {
            Calendar other = (Calendar) super.clone();
            other.value = value.clone();
            other.stamp = stamp.clone();
            other.isSet = isSet.clone();
            other.zone = (TimeZone) zone.clone();
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** The JDK's form: the time (or ?), the state, the zone, the week rules and each field (or ?). */
    public String toString() {
        StringBuilder buffer = new StringBuilder(800);
        buffer.append(getClass().getName()).append('[');
        buffer.append("time=").append(isTimeSet ? Long.toString(time) : "?");
        buffer.append(",areFieldsSet=").append(areFieldsSet);
        buffer.append(",areAllFieldsSet=").append(areFieldsSet);
        buffer.append(",lenient=").append(lenient);
        buffer.append(",zone=").append(zone);
        buffer.append(",firstDayOfWeek=").append(firstDayOfWeek);
        buffer.append(",minimalDaysInFirstWeek=").append(minimalDaysInFirstWeek);
        for (int i = 0; i < FIELD_COUNT; ++i) {
            buffer.append(',').append(FIELD_NAMES[i]).append('=');
            if (isSet(i)) {
                checkWeekField(i);
                buffer.append(value[i]);
            } else {
                buffer.append('?');
            }
        }
        buffer.append(']');
        return buffer.toString();
    }
}
