package java.text;

import java.util.Arrays;
import java.util.Locale;

/**
 * The English names a SimpleDateFormat uses: eras, months, weekdays and AM/PM markers, as JDK 17
 * gives them for English locales. Other locales throw UnsupportedOperationException.
 */
public class DateFormatSymbols implements java.io.Serializable, Cloneable {
    private String[] eras = {"BC", "AD"};
    private String[] months = {"January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December", ""};
    private String[] shortMonths = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
        "Dec", ""};
    private String[] weekdays = {"", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
    private String[] shortWeekdays = {"", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private String[] ampms = {"AM", "PM"};
    private String localPatternChars = "GyMdkHmsSEDFwWahKzZYuXL";

    public DateFormatSymbols() {
        this(Locale.getDefault());
    }

    public DateFormatSymbols(Locale locale) {
        checkLocale(locale);
    }

    /** English (without a country, or the US) is what ironpf's date formats know. */
    static void checkLocale(Locale locale) {
        String country = locale.getCountry();
        if (!locale.getLanguage().equals("en") || !(country.isEmpty() || country.equals("US"))
                || !locale.getVariant().isEmpty()) {
            throw ironpf.Unsupported.fail("date formats of locale " + locale
                    + " are not modelled (only en and en_US)");
        }
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {Locale.ENGLISH, Locale.US};
    }

    public static final DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static final DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols(locale);
    }

    public String[] getEras() {
        return eras.clone();
    }

    public void setEras(String[] newEras) {
        eras = newEras.clone();
    }

    public String[] getMonths() {
        return months.clone();
    }

    public void setMonths(String[] newMonths) {
        months = newMonths.clone();
    }

    public String[] getShortMonths() {
        return shortMonths.clone();
    }

    public void setShortMonths(String[] newShortMonths) {
        shortMonths = newShortMonths.clone();
    }

    public String[] getWeekdays() {
        return weekdays.clone();
    }

    public void setWeekdays(String[] newWeekdays) {
        weekdays = newWeekdays.clone();
    }

    public String[] getShortWeekdays() {
        return shortWeekdays.clone();
    }

    public void setShortWeekdays(String[] newShortWeekdays) {
        shortWeekdays = newShortWeekdays.clone();
    }

    public String[] getAmPmStrings() {
        return ampms.clone();
    }

    public void setAmPmStrings(String[] newAmpms) {
        ampms = newAmpms.clone();
    }

    public String getLocalPatternChars() {
        return localPatternChars;
    }

    public void setLocalPatternChars(String newLocalPatternChars) {
        localPatternChars = newLocalPatternChars;
    }

    String[] eras() {
        return eras;
    }

    String[] months() {
        return months;
    }

    String[] shortMonths() {
        return shortMonths;
    }

    String[] weekdays() {
        return weekdays;
    }

    String[] shortWeekdays() {
        return shortWeekdays;
    }

    String[] ampms() {
        return ampms;
    }

    public Object clone() {
        try {
            DateFormatSymbols other = (DateFormatSymbols) super.clone();
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public int hashCode() {
        return Arrays.hashCode(eras) ^ Arrays.hashCode(months) ^ Arrays.hashCode(weekdays);
    }

    public boolean equals(Object obj) {
        if (this == obj) return true;
        if (obj == null || getClass() != obj.getClass()) return false;
        DateFormatSymbols that = (DateFormatSymbols) obj;
        return Arrays.equals(eras, that.eras) && Arrays.equals(months, that.months)
                && Arrays.equals(shortMonths, that.shortMonths) && Arrays.equals(weekdays, that.weekdays)
                && Arrays.equals(shortWeekdays, that.shortWeekdays) && Arrays.equals(ampms, that.ampms)
                && localPatternChars.equals(that.localPatternChars);
    }
}
