package ironpf.groovy;

import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Groovy's static extension methods ({@code Date.parse(format, text)}): each method's first
 * parameter names the class it extends and is always null (see {@code GDK_STATIC_CLASS} in
 * {@code src/vm/groovy.rs}).
 */
public final class GdkStatic {
    private GdkStatic() {}

    /** {@code Date.parse(format, text)}: the text parsed with a SimpleDateFormat. */
    public static Date parse(Date type, String format, String input) throws ParseException {
        return new SimpleDateFormat(format).parse(input);
    }

    public static Date parse(Date type, String format, String input, TimeZone zone) throws ParseException {
        SimpleDateFormat f = new SimpleDateFormat(format);
        f.setTimeZone(zone);
        return f.parse(input);
    }

    /** Parses what {@link Date#toString()} prints. */
    public static Date parseToStringDate(Date type, String text) throws ParseException {
        return new SimpleDateFormat("EEE MMM dd HH:mm:ss zzz yyyy", Locale.US).parse(text);
    }
}
