package java.time.format;

import java.text.ParsePosition;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.chrono.Chronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Formats and parses dates and times: the ISO constants and {@link #ofPattern} patterns
 * (numbers, English month and day names, AM/PM, eras, fractions, offsets, zone ids and names).
 * Week-based and quarter fields, localized styles and non-English text fail loudly
 * (ironpf.Unsupported).
 */
public final class DateTimeFormatter {
    private final Composite printerParser;
    private final Locale locale;
    private final ResolverStyle resolverStyle;
    private final ZoneId zone;

    private DateTimeFormatter(Composite printerParser, Locale locale, ResolverStyle resolverStyle, ZoneId zone) {
        this.printerParser = printerParser;
        this.locale = locale;
        this.resolverStyle = resolverStyle;
        this.zone = zone;
    }

    // ------------------------------------------------------------------ the ISO formatters

    private static Element[] list(Element... elements) {
        return elements;
    }

    private static Composite seq(Element... elements) {
        return new Composite(elements, false);
    }

    private static Composite opt(Element... elements) {
        return new Composite(elements, true);
    }

    private static DateTimeFormatter iso(Element... elements) {
        Composite top = new Composite(elements, false);
        top.linkAdjacent();
        return new DateTimeFormatter(top, Locale.getDefault(), ResolverStyle.STRICT, null);
    }

    private static final Element CASE_INSENSITIVE = new Setting(false, true);
    private static final Element CASE_SENSITIVE = new Setting(true, true);
    private static final Element LENIENT = new Setting(false, false);
    private static final Element STRICT = new Setting(true, false);

    private static Composite localDate() {
        return seq(new NumberElement(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD), new Literal("-"),
                new NumberElement(ChronoField.MONTH_OF_YEAR, 2, 2, SignStyle.NOT_NEGATIVE), new Literal("-"),
                new NumberElement(ChronoField.DAY_OF_MONTH, 2, 2, SignStyle.NOT_NEGATIVE));
    }

    private static Composite localTime() {
        return seq(new NumberElement(ChronoField.HOUR_OF_DAY, 2, 2, SignStyle.NOT_NEGATIVE), new Literal(":"),
                new NumberElement(ChronoField.MINUTE_OF_HOUR, 2, 2, SignStyle.NOT_NEGATIVE),
                opt(new Literal(":"), new NumberElement(ChronoField.SECOND_OF_MINUTE, 2, 2, SignStyle.NOT_NEGATIVE),
                        opt(new FractionElement(ChronoField.NANO_OF_SECOND, 0, 9, true))));
    }

    private static Composite localDateTime() {
        return seq(CASE_INSENSITIVE, localDate(), new Literal("T"), localTime());
    }

    private static Composite offsetDateTime() {
        return seq(CASE_INSENSITIVE, localDateTime(), LENIENT, new OffsetElement("+HH:MM:ss", "Z"), STRICT);
    }

    public static final DateTimeFormatter ISO_LOCAL_DATE = iso(localDate().elements);
    public static final DateTimeFormatter ISO_OFFSET_DATE = iso(CASE_INSENSITIVE, localDate(),
            new OffsetElement("+HH:MM:ss", "Z"));
    public static final DateTimeFormatter ISO_DATE = iso(CASE_INSENSITIVE, localDate(),
            opt(new OffsetElement("+HH:MM:ss", "Z")));
    public static final DateTimeFormatter ISO_LOCAL_TIME = iso(localTime().elements);
    public static final DateTimeFormatter ISO_OFFSET_TIME = iso(CASE_INSENSITIVE, localTime(),
            new OffsetElement("+HH:MM:ss", "Z"));
    public static final DateTimeFormatter ISO_TIME = iso(CASE_INSENSITIVE, localTime(),
            opt(new OffsetElement("+HH:MM:ss", "Z")));
    public static final DateTimeFormatter ISO_LOCAL_DATE_TIME = iso(localDateTime().elements);
    public static final DateTimeFormatter ISO_OFFSET_DATE_TIME = iso(offsetDateTime().elements);
    public static final DateTimeFormatter ISO_ZONED_DATE_TIME = iso(offsetDateTime(),
            opt(new Literal("["), CASE_SENSITIVE, new ZoneIdElement(true), new Literal("]")));
    public static final DateTimeFormatter ISO_DATE_TIME = iso(localDateTime(),
            opt(new OffsetElement("+HH:MM:ss", "Z"),
                    opt(new Literal("["), CASE_SENSITIVE, new ZoneIdElement(true), new Literal("]"))));
    public static final DateTimeFormatter ISO_ORDINAL_DATE = iso(CASE_INSENSITIVE,
            new NumberElement(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD), new Literal("-"),
            new NumberElement(ChronoField.DAY_OF_YEAR, 3, 3, SignStyle.NOT_NEGATIVE),
            opt(new OffsetElement("+HH:MM:ss", "Z")));
    public static final DateTimeFormatter ISO_WEEK_DATE = iso(new UnsupportedElement("DateTimeFormatter.ISO_WEEK_DATE (week-based fields)"));
    public static final DateTimeFormatter ISO_INSTANT = iso(CASE_INSENSITIVE, new InstantElement());
    public static final DateTimeFormatter BASIC_ISO_DATE = iso(CASE_INSENSITIVE,
            new NumberElement(ChronoField.YEAR, 4, 4, SignStyle.NOT_NEGATIVE),
            new NumberElement(ChronoField.MONTH_OF_YEAR, 2, 2, SignStyle.NOT_NEGATIVE),
            new NumberElement(ChronoField.DAY_OF_MONTH, 2, 2, SignStyle.NOT_NEGATIVE),
            opt(LENIENT, new OffsetElement("+HHMMss", "Z"), STRICT));
    public static final DateTimeFormatter RFC_1123_DATE_TIME = new DateTimeFormatter(new Composite(list(
            CASE_INSENSITIVE, LENIENT, opt(new TextElement(ChronoField.DAY_OF_WEEK, TextStyle.SHORT, true), new Literal(", ")),
            new NumberElement(ChronoField.DAY_OF_MONTH, 1, 2, SignStyle.NOT_NEGATIVE), new Literal(" "),
            new TextElement(ChronoField.MONTH_OF_YEAR, TextStyle.SHORT, true), new Literal(" "),
            new NumberElement(ChronoField.YEAR, 4, 4, SignStyle.NOT_NEGATIVE), new Literal(" "),
            new NumberElement(ChronoField.HOUR_OF_DAY, 2, 2, SignStyle.NOT_NEGATIVE), new Literal(":"),
            new NumberElement(ChronoField.MINUTE_OF_HOUR, 2, 2, SignStyle.NOT_NEGATIVE),
            opt(new Literal(":"), new NumberElement(ChronoField.SECOND_OF_MINUTE, 2, 2, SignStyle.NOT_NEGATIVE)),
            new Literal(" "), new OffsetElement("+HHMM", "GMT")), false), Locale.ENGLISH, ResolverStyle.SMART, null);

    // ------------------------------------------------------------------ patterns

    public static DateTimeFormatter ofPattern(String pattern) {
        return ofPattern(pattern, Locale.getDefault());
    }

    public static DateTimeFormatter ofPattern(String pattern, Locale locale) {
        java.util.Objects.requireNonNull(pattern, "pattern");
        java.util.Objects.requireNonNull(locale, "locale");
        Composite top = new Composite(PatternCompiler.compile(pattern), false);
        top.linkAdjacent();
        return new DateTimeFormatter(top, locale, ResolverStyle.SMART, null);
    }

    public static DateTimeFormatter ofLocalizedDate(FormatStyle dateStyle) {
        throw ironpf.Unsupported.fail("DateTimeFormatter.ofLocalizedDate (localized styles are not modelled)");
    }

    public static DateTimeFormatter ofLocalizedTime(FormatStyle timeStyle) {
        throw ironpf.Unsupported.fail("DateTimeFormatter.ofLocalizedTime (localized styles are not modelled)");
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateTimeStyle) {
        throw ironpf.Unsupported.fail("DateTimeFormatter.ofLocalizedDateTime (localized styles are not modelled)");
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateStyle, FormatStyle timeStyle) {
        throw ironpf.Unsupported.fail("DateTimeFormatter.ofLocalizedDateTime (localized styles are not modelled)");
    }

    // ------------------------------------------------------------------ settings

    public Locale getLocale() {
        return locale;
    }

    public DateTimeFormatter withLocale(Locale locale) {
        java.util.Objects.requireNonNull(locale, "locale");
        if (this.locale.equals(locale)) {
            return this;
        }
        return new DateTimeFormatter(printerParser, locale, resolverStyle, zone);
    }

    public DateTimeFormatter localizedBy(Locale locale) {
        return withLocale(locale);
    }

    public Chronology getChronology() {
        return null;
    }

    public ZoneId getZone() {
        return zone;
    }

    public DateTimeFormatter withZone(ZoneId zone) {
        if (java.util.Objects.equals(this.zone, zone)) {
            return this;
        }
        return new DateTimeFormatter(printerParser, locale, resolverStyle, zone);
    }

    public ResolverStyle getResolverStyle() {
        return resolverStyle;
    }

    public DateTimeFormatter withResolverStyle(ResolverStyle resolverStyle) {
        java.util.Objects.requireNonNull(resolverStyle, "resolverStyle");
        if (this.resolverStyle == resolverStyle) {
            return this;
        }
        return new DateTimeFormatter(printerParser, locale, resolverStyle, zone);
    }

    // ------------------------------------------------------------------ formatting

    public String format(TemporalAccessor temporal) {
        StringBuilder buf = new StringBuilder(32);
        formatTo(temporal, buf);
        return buf.toString();
    }

    public void formatTo(TemporalAccessor temporal, Appendable appendable) {
        java.util.Objects.requireNonNull(temporal, "temporal");
        java.util.Objects.requireNonNull(appendable, "appendable");
        PrintContext context = new PrintContext(adjust(temporal), locale);
        StringBuilder buf = appendable instanceof StringBuilder ? (StringBuilder) appendable : new StringBuilder(32);
        printerParser.print(context, buf);
        if (buf != appendable) {
            try {
                appendable.append(buf);
            } catch (java.io.IOException ex) {
                throw new DateTimeException(ex.getMessage(), ex);
            }
        }
    }

    /** With an override zone, a temporal that is an instant is formatted in that zone. */
    private TemporalAccessor adjust(TemporalAccessor temporal) {
        if (zone == null) {
            return temporal;
        }
        ZoneId temporalZone = temporal.query(TemporalQueries.zoneId());
        if (zone.equals(temporalZone)) {
            return temporal;
        }
        if (temporal.isSupported(ChronoField.INSTANT_SECONDS)) {
            return ZonedDateTime.ofInstant(Instant.from(temporal), zone);
        }
        final ZoneId overrideZone = zone;
        return new TemporalAccessor() {
            public boolean isSupported(TemporalField field) {
                return temporal.isSupported(field);
            }

            public long getLong(TemporalField field) {
                return temporal.getLong(field);
            }

            @SuppressWarnings("unchecked")
            public <R> R query(TemporalQuery<R> query) {
                if (query == TemporalQueries.zoneId() || query == TemporalQueries.zone()) {
                    return (R) overrideZone;
                }
                return temporal.query(query);
            }

            public String toString() {
                return temporal + " with zone " + overrideZone;
            }
        };
    }

    // ------------------------------------------------------------------ parsing

    public TemporalAccessor parse(CharSequence text) {
        java.util.Objects.requireNonNull(text, "text");
        try {
            return parseResolved(text, null);
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    public TemporalAccessor parse(CharSequence text, ParsePosition position) {
        java.util.Objects.requireNonNull(text, "text");
        java.util.Objects.requireNonNull(position, "position");
        try {
            return parseResolved(text, position);
        } catch (DateTimeParseException | IndexOutOfBoundsException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    public <T> T parse(CharSequence text, TemporalQuery<T> query) {
        java.util.Objects.requireNonNull(text, "text");
        java.util.Objects.requireNonNull(query, "query");
        try {
            return parseResolved(text, null).query(query);
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    private static DateTimeParseException createError(CharSequence text, RuntimeException ex) {
        return new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed: " + ex.getMessage(), text, 0, ex);
    }

    private static String abbreviate(CharSequence text) {
        if (text.length() > 64) {
            return text.subSequence(0, 64).toString() + "...";
        }
        return text.toString();
    }

    private Parsed parseResolved(CharSequence text, ParsePosition position) {
        ParsePosition pos = position != null ? position : new ParsePosition(0);
        ParseContext context = new ParseContext(locale);
        int start = pos.getIndex();
        int result = printerParser.parse(context, text, start);
        if (result < 0) {
            pos.setErrorIndex(~result);
            if (position != null) {
                throw new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed at index "
                        + pos.getErrorIndex(), text, pos.getErrorIndex());
            }
            throw new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed at index "
                    + pos.getErrorIndex(), text, pos.getErrorIndex());
        }
        pos.setIndex(result);
        if (position == null && result < text.length()) {
            throw new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed, unparsed text found at index "
                    + result, text, result);
        }
        Parsed parsed = context.parsed;
        if (parsed.zone == null) {
            parsed.zone = zone;
        }
        return parsed.resolve(resolverStyle);
    }

    public String toString() {
        String pattern = printerParser.toString();
        return pattern.startsWith("(") ? pattern.substring(1, pattern.length() - 1) : pattern;
    }

    // ================================================================== elements

    static final class PrintContext {
        final TemporalAccessor temporal;
        final Locale locale;
        int optional;

        PrintContext(TemporalAccessor temporal, Locale locale) {
            this.temporal = temporal;
            this.locale = locale;
        }

        /** The field's value, or null inside an optional section when the temporal lacks it. */
        Long value(TemporalField field) {
            if (optional > 0 && !temporal.isSupported(field)) {
                return null;
            }
            return temporal.getLong(field);
        }

        <R> R query(TemporalQuery<R> query) {
            R result = temporal.query(query);
            if (result == null && optional == 0) {
                throw new DateTimeException("Unable to extract " + (query == TemporalQueries.zoneId() ? "ZoneId" : "value")
                        + " from temporal " + temporal);
            }
            return result;
        }
    }

    static final class ParseContext {
        final Locale locale;
        Parsed parsed = new Parsed();
        boolean caseSensitive = true;
        boolean strict = true;

        ParseContext(Locale locale) {
            this.locale = locale;
        }

        boolean charEquals(char a, char b) {
            if (caseSensitive) {
                return a == b;
            }
            return a == b || Character.toUpperCase(a) == Character.toUpperCase(b)
                    || Character.toLowerCase(a) == Character.toLowerCase(b);
        }

        boolean regionMatches(CharSequence text, int pos, String s) {
            if (pos + s.length() > text.length()) {
                return false;
            }
            for (int i = 0; i < s.length(); i++) {
                if (!charEquals(text.charAt(pos + i), s.charAt(i))) {
                    return false;
                }
            }
            return true;
        }

        Parsed copy() {
            Parsed p = new Parsed();
            p.fieldValues.putAll(parsed.fieldValues);
            p.zone = parsed.zone;
            return p;
        }
    }

    /** One printer-parser; parse returns the new position, or the complement of the error position. */
    abstract static class Element {
        abstract boolean print(PrintContext context, StringBuilder buf);

        abstract int parse(ParseContext context, CharSequence text, int position);

        /** Digits this element needs when it follows a variable-width number directly (0: none). */
        int fixedDigits() {
            return 0;
        }
    }

    static final class Composite extends Element {
        final Element[] elements;
        final boolean optional;

        Composite(Element[] elements, boolean optional) {
            this.elements = elements;
            this.optional = optional;
        }

        /** Adjacent value parsing: a variable-width number reserves the digits of the fixed-width
         *  numbers that directly follow it. */
        void linkAdjacent() {
            for (int i = 0; i < elements.length; i++) {
                Element e = elements[i];
                if (e instanceof Composite) {
                    ((Composite) e).linkAdjacent();
                } else if (e instanceof NumberElement && ((NumberElement) e).minWidth != ((NumberElement) e).maxWidth) {
                    int reserved = 0;
                    for (int j = i + 1; j < elements.length && elements[j].fixedDigits() > 0; j++) {
                        reserved += elements[j].fixedDigits();
                    }
                    ((NumberElement) e).subsequentWidth = reserved;
                }
            }
        }

        boolean print(PrintContext context, StringBuilder buf) {
            int length = buf.length();
            if (optional) {
                context.optional++;
            }
            try {
                for (Element e : elements) {
                    if (!e.print(context, buf)) {
                        buf.setLength(length);
                        return true;
                    }
                }
            } finally {
                if (optional) {
                    context.optional--;
                }
            }
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            if (optional) {
                Parsed saved = context.copy();
                boolean caseSensitive = context.caseSensitive;
                boolean strict = context.strict;
                int pos = position;
                for (Element e : elements) {
                    pos = e.parse(context, text, pos);
                    if (pos < 0) {
                        context.parsed = saved;
                        context.caseSensitive = caseSensitive;
                        context.strict = strict;
                        return position;
                    }
                }
                context.caseSensitive = caseSensitive;
                context.strict = strict;
                return pos;
            }
            for (Element e : elements) {
                position = e.parse(context, text, position);
                if (position < 0) {
                    break;
                }
            }
            return position;
        }

        public String toString() {
            StringBuilder buf = new StringBuilder();
            buf.append(optional ? "[" : "(");
            for (Element e : elements) {
                buf.append(e);
            }
            buf.append(optional ? "]" : ")");
            return buf.toString();
        }
    }

    /** ParseCaseSensitive(...) and ParseStrict(...): settings for the rest of the section. */
    static final class Setting extends Element {
        final boolean on;
        final boolean caseSetting;

        Setting(boolean on, boolean caseSetting) {
            this.on = on;
            this.caseSetting = caseSetting;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            if (caseSetting) {
                context.caseSensitive = on;
            } else {
                context.strict = on;
            }
            return position;
        }

        public String toString() {
            return (caseSetting ? "ParseCaseSensitive(" : "ParseStrict(") + on + ")";
        }
    }

    static final class Literal extends Element {
        final String literal;

        Literal(String literal) {
            this.literal = literal;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            buf.append(literal);
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            if (position > text.length() || position < 0) {
                throw new IndexOutOfBoundsException();
            }
            if (!context.regionMatches(text, position, literal)) {
                return ~position;
            }
            return position + literal.length();
        }

        public String toString() {
            if (literal.equals("'")) {
                return "''";
            }
            return "'" + literal.replace("'", "''") + "'";
        }
    }

    static final class NumberElement extends Element {
        final TemporalField field;
        final int minWidth;
        final int maxWidth;
        final SignStyle signStyle;
        int subsequentWidth;

        NumberElement(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.signStyle = signStyle;
        }

        int fixedDigits() {
            return minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE ? minWidth : 0;
        }

        long printValue(PrintContext context, long value) {
            return value;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            Long valueLong = context.value(field);
            if (valueLong == null) {
                return false;
            }
            long value = printValue(context, valueLong);
            String str = value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(value));
            if (str.length() > maxWidth) {
                throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                        + " exceeds the maximum print width of " + maxWidth);
            }
            if (value >= 0) {
                if (signStyle == SignStyle.EXCEEDS_PAD) {
                    if (minWidth < 19 && str.length() > minWidth) {
                        buf.append('+');
                    }
                } else if (signStyle == SignStyle.ALWAYS) {
                    buf.append('+');
                }
            } else {
                if (signStyle == SignStyle.NORMAL || signStyle == SignStyle.EXCEEDS_PAD || signStyle == SignStyle.ALWAYS) {
                    buf.append('-');
                } else if (signStyle == SignStyle.NOT_NEGATIVE) {
                    throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                            + " cannot be negative according to the SignStyle");
                }
            }
            for (int i = 0; i < minWidth - str.length(); i++) {
                buf.append('0');
            }
            buf.append(str);
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position == length) {
                return ~position;
            }
            char sign = text.charAt(position);
            boolean negative = false;
            boolean positive = false;
            if (sign == '+') {
                if (context.strict && !(signStyle == SignStyle.ALWAYS || signStyle == SignStyle.EXCEEDS_PAD)) {
                    return ~position;
                }
                if (signStyle == SignStyle.NOT_NEGATIVE && !context.strict) {
                    return ~position;
                }
                positive = true;
                position++;
            } else if (sign == '-') {
                if (context.strict && !(signStyle == SignStyle.ALWAYS || signStyle == SignStyle.EXCEEDS_PAD
                        || signStyle == SignStyle.NORMAL)) {
                    return ~position;
                }
                if (signStyle == SignStyle.NOT_NEGATIVE) {
                    return ~position;
                }
                negative = true;
                position++;
            } else if (signStyle == SignStyle.ALWAYS && context.strict) {
                return ~position;
            }
            int effMinWidth = context.strict || isFixed() ? minWidth : 1;
            int effMaxWidth = context.strict || isFixed() ? maxWidth : 9;
            int available = 0;
            while (position + available < length && available < effMaxWidth + subsequentWidth) {
                char c = text.charAt(position + available);
                if (c < '0' || c > '9') {
                    break;
                }
                available++;
            }
            int take = Math.min(available - subsequentWidth, effMaxWidth);
            if (take < effMinWidth) {
                return ~position;
            }
            long total = 0;
            for (int i = 0; i < take; i++) {
                int digit = text.charAt(position + i) - '0';
                if (total > (Long.MAX_VALUE - digit) / 10) {
                    return ~position;
                }
                total = total * 10 + digit;
            }
            if (negative) {
                if (total == 0 && context.strict) {
                    return ~(position - 1);
                }
                total = -total;
            } else if (signStyle == SignStyle.EXCEEDS_PAD && context.strict) {
                if (positive && take <= minWidth) {
                    return ~(position - 1);
                }
                if (!positive && take > minWidth) {
                    return ~position;
                }
            }
            return setValue(context, total, position, position + take);
        }

        boolean isFixed() {
            return minWidth == maxWidth;
        }

        int setValue(ParseContext context, long value, int errorPos, int successPos) {
            context.parsed.put(field, value, errorPos, null);
            return successPos;
        }

        public String toString() {
            if (minWidth == 1 && maxWidth == 19 && signStyle == SignStyle.NORMAL) {
                return "Value(" + field + ")";
            }
            if (minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE) {
                return "Value(" + field + "," + minWidth + ")";
            }
            return "Value(" + field + "," + minWidth + "," + maxWidth + "," + signStyle + ")";
        }
    }

    /** Two-digit years ('yy', 'uu'): 2000 to 2099. */
    static final class ReducedElement extends Element {
        final TemporalField field;

        ReducedElement(TemporalField field) {
            this.field = field;
        }

        int fixedDigits() {
            return 2;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            Long value = context.value(field);
            if (value == null) {
                return false;
            }
            long v = Math.abs(value) % 100;
            buf.append(v < 10 ? "0" : "").append(v);
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            int digits = 0;
            while (position + digits < length && digits < 2) {
                char c = text.charAt(position + digits);
                if (c < '0' || c > '9') {
                    break;
                }
                digits++;
            }
            if (digits < 2 && context.strict) {
                return ~position;
            }
            if (digits == 0) {
                return ~position;
            }
            int value = Integer.parseInt(text.subSequence(position, position + digits).toString());
            context.parsed.put(field, 2000 + value, position, null);
            return position + digits;
        }

        public String toString() {
            return "ReducedValue(" + field + ",2,2,2000-01-01)";
        }
    }

    static final class FractionElement extends Element {
        final TemporalField field;
        final int minWidth;
        final int maxWidth;
        final boolean decimalPoint;

        FractionElement(TemporalField field, int minWidth, int maxWidth, boolean decimalPoint) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.decimalPoint = decimalPoint;
        }

        int fixedDigits() {
            return minWidth == maxWidth && !decimalPoint ? minWidth : 0;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            Long value = context.value(field);
            if (value == null) {
                return false;
            }
            String digits = Long.toString(1_000_000_000L + field.range().checkValidIntValue(value, field)).substring(1);
            int length = maxWidth;
            while (length > minWidth && digits.charAt(length - 1) == '0') {
                length--;
            }
            if (length == 0) {
                if (minWidth > 0) {
                    if (decimalPoint) {
                        buf.append('.');
                    }
                    for (int i = 0; i < minWidth; i++) {
                        buf.append('0');
                    }
                }
                return true;
            }
            if (decimalPoint) {
                buf.append('.');
            }
            buf.append(digits, 0, length);
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            int effectiveMin = context.strict ? minWidth : 0;
            int effectiveMax = context.strict ? maxWidth : 9;
            int length = text.length();
            if (position == length) {
                return effectiveMin > 0 ? ~position : position;
            }
            if (decimalPoint) {
                if (text.charAt(position) != '.') {
                    return effectiveMin > 0 ? ~position : position;
                }
                position++;
            }
            int minEnd = position + effectiveMin;
            if (minEnd > length) {
                return ~position;
            }
            int maxEnd = Math.min(position + effectiveMax, length);
            long total = 0;
            int pos = position;
            while (pos < maxEnd) {
                char ch = text.charAt(pos);
                if (ch < '0' || ch > '9') {
                    if (pos < minEnd) {
                        return ~position;
                    }
                    break;
                }
                total = total * 10 + (ch - '0');
                pos++;
            }
            for (int i = pos - position; i < 9; i++) {
                total *= 10;
            }
            context.parsed.put(field, total, position, null);
            return pos;
        }

        public String toString() {
            return "Fraction(" + field + "," + minWidth + "," + maxWidth + (decimalPoint ? ",DecimalPoint" : "") + ")";
        }
    }

    static final class TextElement extends Element {
        final TemporalField field;
        final TextStyle style;
        /** RFC 1123's fixed English names (printed as the JDK prints them: no style). */
        final boolean fixedNames;

        TextElement(TemporalField field, TextStyle style) {
            this(field, style, false);
        }

        TextElement(TemporalField field, TextStyle style, boolean fixedNames) {
            this.field = field;
            this.style = style;
            this.fixedNames = fixedNames;
        }

        /** The English texts of the field in this style, indexed from the field's minimum. */
        String[] texts(Locale locale) {
            if (!fixedNames && !locale.getLanguage().equals("en")) {
                throw ironpf.Unsupported.fail("java.time text in locale '" + locale + "' (ironpf has English names only)");
            }
            String[] full;
            if (field == ChronoField.MONTH_OF_YEAR) {
                full = new String[] {"January", "February", "March", "April", "May", "June", "July", "August",
                    "September", "October", "November", "December"};
            } else if (field == ChronoField.DAY_OF_WEEK) {
                full = new String[] {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
            } else if (field == ChronoField.AMPM_OF_DAY) {
                return style.asNormal() == TextStyle.NARROW ? new String[] {"a", "p"} : new String[] {"AM", "PM"};
            } else if (field == ChronoField.ERA) {
                switch (style.asNormal()) {
                    case FULL:
                        return new String[] {"Before Christ", "Anno Domini"};
                    case SHORT:
                        return new String[] {"BC", "AD"};
                    default:
                        return new String[] {"B", "A"};
                }
            } else {
                throw ironpf.Unsupported.fail("DateTimeFormatter text of field " + field);
            }
            String[] result = new String[full.length];
            for (int i = 0; i < full.length; i++) {
                switch (style.asNormal()) {
                    case FULL:
                        result[i] = full[i];
                        break;
                    case SHORT:
                        result[i] = full[i].substring(0, 3);
                        break;
                    default:
                        result[i] = full[i].substring(0, 1);
                        break;
                }
            }
            return result;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            Long value = context.value(field);
            if (value == null) {
                return false;
            }
            String[] texts = texts(context.locale);
            long min = field.range().getMinimum();
            int index = (int) (value - min);
            if (index < 0 || index >= texts.length) {
                buf.append(value);
            } else {
                buf.append(texts[index]);
            }
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position < 0 || position > length) {
                throw new IndexOutOfBoundsException();
            }
            String[] texts = texts(context.locale);
            int best = -1;
            int bestLength = 0;
            for (int i = 0; i < texts.length; i++) {
                String t = texts[i];
                if (t.length() > bestLength && context.regionMatches(text, position, t)) {
                    best = i;
                    bestLength = t.length();
                }
            }
            if (best < 0) {
                return ~position;
            }
            context.parsed.put(field, field.range().getMinimum() + best, position, null);
            return position + bestLength;
        }

        public String toString() {
            if (style == TextStyle.FULL || fixedNames) {
                return "Text(" + field + ")";
            }
            return "Text(" + field + "," + style + ")";
        }
    }

    /** An offset such as +01:00 in one of the JDK's offset patterns, with a text for zero. */
    static final class OffsetElement extends Element {
        static final String[] PATTERNS = {"+HH", "+HHmm", "+HH:mm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss",
            "+HHMMSS", "+HH:MM:SS", "+HHmmss", "+HH:mm:ss"};

        final String pattern;
        final String noOffsetText;
        final int type;

        OffsetElement(String pattern, String noOffsetText) {
            this.pattern = pattern;
            this.noOffsetText = noOffsetText;
            int t = -1;
            for (int i = 0; i < PATTERNS.length; i++) {
                if (PATTERNS[i].equals(pattern)) {
                    t = i;
                }
            }
            this.type = t;
        }

        boolean colons() {
            return pattern.indexOf(':') >= 0;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            Long offsetSecs = context.value(ChronoField.OFFSET_SECONDS);
            if (offsetSecs == null) {
                return false;
            }
            int totalSecs = Math.toIntExact(offsetSecs);
            if (totalSecs == 0) {
                buf.append(noOffsetText);
                return true;
            }
            int absHours = Math.abs((totalSecs / 3600) % 100);
            int absMinutes = Math.abs((totalSecs / 60) % 60);
            int absSeconds = Math.abs(totalSecs % 60);
            int bufPos = buf.length();
            int output = absHours;
            String colon = colons() ? ":" : "";
            buf.append(totalSecs < 0 ? "-" : "+").append((char) (absHours / 10 + '0')).append((char) (absHours % 10 + '0'));
            if ((type >= 3 && type <= 8) || (type >= 9 && absSeconds > 0) || (type >= 1 && absMinutes > 0)) {
                buf.append(colon).append((char) (absMinutes / 10 + '0')).append((char) (absMinutes % 10 + '0'));
                output += absMinutes;
                if (type == 7 || type == 8 || (type >= 5 && absSeconds > 0)) {
                    buf.append(colon).append((char) (absSeconds / 10 + '0')).append((char) (absSeconds % 10 + '0'));
                    output += absSeconds;
                }
            }
            if (output == 0) {
                buf.setLength(bufPos);
                buf.append(noOffsetText);
            }
            return true;
        }

        private boolean twoDigits(CharSequence text, int pos) {
            return pos + 2 <= text.length() && isDigit(text.charAt(pos)) && isDigit(text.charAt(pos + 1));
        }

        private int twoDigitValue(CharSequence text, int pos) {
            return (text.charAt(pos) - '0') * 10 + (text.charAt(pos + 1) - '0');
        }

        int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            int noOffsetLen = noOffsetText.length();
            if (noOffsetLen > 0 && context.regionMatches(text, position, noOffsetText)) {
                return setOffset(context, 0, position + noOffsetLen);
            }
            if (position == length) {
                return noOffsetLen == 0 ? setOffset(context, 0, position) : ~position;
            }
            char sign = text.charAt(position);
            if (sign != '+' && sign != '-') {
                return noOffsetLen == 0 ? setOffset(context, 0, position) : ~position;
            }
            int pos = position + 1;
            if (!twoDigits(text, pos)) {
                return ~position;
            }
            int hours = twoDigitValue(text, pos);
            pos += 2;
            int minutes = 0;
            int seconds = 0;
            boolean colon = colons();
            if (type >= 1) {
                int p = pos + (colon ? 1 : 0);
                boolean hasMinutes = (!colon || (pos < length && text.charAt(pos) == ':')) && twoDigits(text, p);
                if (hasMinutes) {
                    minutes = twoDigitValue(text, p);
                    pos = p + 2;
                    if (type >= 5) {
                        p = pos + (colon ? 1 : 0);
                        boolean hasSeconds = (!colon || (pos < length && text.charAt(pos) == ':')) && twoDigits(text, p);
                        if (hasSeconds) {
                            seconds = twoDigitValue(text, p);
                            pos = p + 2;
                        } else if (type == 7 || type == 8) {
                            return ~position;
                        }
                    }
                } else if (type >= 3 && type <= 8) {
                    return ~position;
                }
            }
            if (hours > 18 || minutes > 59 || seconds > 59) {
                return ~position;
            }
            long offsetSecs = (sign == '-' ? -1 : 1) * (hours * 3600L + minutes * 60L + seconds);
            return setOffset(context, offsetSecs, pos);
        }

        private static boolean isDigit(char c) {
            return c >= '0' && c <= '9';
        }

        private int setOffset(ParseContext context, long offsetSecs, int end) {
            context.parsed.put(ChronoField.OFFSET_SECONDS, offsetSecs, end, null);
            return end;
        }

        public String toString() {
            String converted = noOffsetText.replace("'", "''");
            return "Offset(" + pattern + ",'" + converted + "')";
        }
    }

    /** 'O' and 'ZZZZ': GMT, GMT+1, GMT+01:00. */
    static final class LocalizedOffsetElement extends Element {
        final TextStyle style;

        LocalizedOffsetElement(TextStyle style) {
            this.style = style;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            Long offsetSecs = context.value(ChronoField.OFFSET_SECONDS);
            if (offsetSecs == null) {
                return false;
            }
            buf.append("GMT");
            int totalSecs = Math.toIntExact(offsetSecs);
            if (totalSecs != 0) {
                int absHours = Math.abs((totalSecs / 3600) % 100);
                int absMinutes = Math.abs((totalSecs / 60) % 60);
                int absSeconds = Math.abs(totalSecs % 60);
                buf.append(totalSecs < 0 ? "-" : "+");
                if (style == TextStyle.FULL) {
                    buf.append(absHours < 10 ? "0" : "").append(absHours).append(absMinutes < 10 ? ":0" : ":").append(absMinutes);
                    if (absSeconds != 0) {
                        buf.append(absSeconds < 10 ? ":0" : ":").append(absSeconds);
                    }
                } else {
                    buf.append(absHours);
                    if (absMinutes != 0 || absSeconds != 0) {
                        buf.append(absMinutes < 10 ? ":0" : ":").append(absMinutes);
                        if (absSeconds != 0) {
                            buf.append(absSeconds < 10 ? ":0" : ":").append(absSeconds);
                        }
                    }
                }
            }
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            throw ironpf.Unsupported.fail("DateTimeFormatter: parsing localized offsets ('O', 'ZZZZ')");
        }

        public String toString() {
            return "LocalizedOffset(" + style + ")";
        }
    }

    /** 'VV' and the ISO formatters' zone: the zone id (region ids only in the ISO ones). */
    static final class ZoneIdElement extends Element {
        final boolean regionOnly;

        ZoneIdElement(boolean regionOnly) {
            this.regionOnly = regionOnly;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            ZoneId zone = context.temporal.query(TemporalQueries.zoneId());
            if (regionOnly && zone instanceof ZoneOffset) {
                zone = null;
            }
            if (zone == null) {
                if (context.optional > 0) {
                    return false;
                }
                throw new DateTimeException("Unable to extract ZoneId from temporal " + context.temporal);
            }
            buf.append(zone.getId());
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position > length) {
                throw new IndexOutOfBoundsException();
            }
            if (position == length) {
                return ~position;
            }
            char first = text.charAt(position);
            if (first == '+' || first == '-') {
                Parsed saved = context.copy();
                int end = new OffsetElement("+HH:MM:ss", "Z").parse(context, text, position);
                if (end < 0) {
                    context.parsed = saved;
                    return end;
                }
                Long secs = context.parsed.fieldValues.remove(ChronoField.OFFSET_SECONDS);
                context.parsed = saved;
                context.parsed.zone = ZoneOffset.ofTotalSeconds(secs.intValue());
                return end;
            }
            int end = position;
            while (end < length) {
                char c = text.charAt(end);
                boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' || c == '~'
                        || c == '.' || c == '_' || c == '+' || c == '-' || c == ':';
                if (!ok) {
                    break;
                }
                end++;
            }
            if (end == position) {
                return ~position;
            }
            String id = text.subSequence(position, end).toString();
            try {
                context.parsed.zone = ZoneId.of(id);
            } catch (DateTimeException ex) {
                return ~position;
            }
            return end;
        }

        public String toString() {
            return regionOnly ? "ZoneRegionId()" : "ZoneId()";
        }
    }

    /** 'z' and 'zzzz': the zone's short or long name (English), an offset's id. */
    static final class ZoneTextElement extends Element {
        final TextStyle style;

        ZoneTextElement(TextStyle style) {
            this.style = style;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            ZoneId zone = context.temporal.query(TemporalQueries.zoneId());
            if (zone == null) {
                if (context.optional > 0) {
                    return false;
                }
                throw new DateTimeException("Unable to extract ZoneId from temporal " + context.temporal);
            }
            if (zone instanceof ZoneOffset) {
                buf.append(zone.getId());
                return true;
            }
            if (!context.locale.getLanguage().equals("en")) {
                throw ironpf.Unsupported.fail("time zone names in locale '" + context.locale + "' (ironpf has English names only)");
            }
            boolean daylight = false;
            if (context.temporal.isSupported(ChronoField.INSTANT_SECONDS)) {
                daylight = zone.getRules().isDaylightSavings(Instant.from(context.temporal));
            }
            java.util.TimeZone tz = java.util.TimeZone.getTimeZone(zone.getId());
            buf.append(tz.getDisplayName(daylight, style == TextStyle.FULL ? java.util.TimeZone.LONG : java.util.TimeZone.SHORT,
                    Locale.US));
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            throw ironpf.Unsupported.fail("DateTimeFormatter: parsing zone names ('z')");
        }

        public String toString() {
            return "ZoneText(" + style + ")";
        }
    }

    /** ISO_INSTANT: the instant in UTC, seconds always, the fraction in groups of three. */
    static final class InstantElement extends Element {
        boolean print(PrintContext context, StringBuilder buf) {
            Long seconds = context.value(ChronoField.INSTANT_SECONDS);
            if (seconds == null) {
                return false;
            }
            long nanos = 0;
            if (context.temporal.isSupported(ChronoField.NANO_OF_SECOND)) {
                nanos = context.temporal.getLong(ChronoField.NANO_OF_SECOND);
            }
            buf.append(Instant.ofEpochSecond(seconds, nanos));
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            ParseContext inner = new ParseContext(context.locale);
            inner.caseSensitive = context.caseSensitive;
            Composite format = seq(localDate(), new Literal("T"),
                    new NumberElement(ChronoField.HOUR_OF_DAY, 2, 2, SignStyle.NOT_NEGATIVE), new Literal(":"),
                    new NumberElement(ChronoField.MINUTE_OF_HOUR, 2, 2, SignStyle.NOT_NEGATIVE), new Literal(":"),
                    new NumberElement(ChronoField.SECOND_OF_MINUTE, 2, 2, SignStyle.NOT_NEGATIVE),
                    new FractionElement(ChronoField.NANO_OF_SECOND, 0, 9, true), new OffsetElement("+HH:MM:ss", "Z"));
            format.linkAdjacent();
            int pos = format.parse(inner, text, position);
            if (pos < 0) {
                return pos;
            }
            Parsed p = inner.parsed;
            long year = p.fieldValues.get(ChronoField.YEAR);
            int month = p.fieldValues.get(ChronoField.MONTH_OF_YEAR).intValue();
            int day = p.fieldValues.get(ChronoField.DAY_OF_MONTH).intValue();
            int hour = p.fieldValues.get(ChronoField.HOUR_OF_DAY).intValue();
            int min = p.fieldValues.get(ChronoField.MINUTE_OF_HOUR).intValue();
            Long secVal = p.fieldValues.get(ChronoField.SECOND_OF_MINUTE);
            Long nanoVal = p.fieldValues.get(ChronoField.NANO_OF_SECOND);
            int sec = secVal != null ? secVal.intValue() : 0;
            int nano = nanoVal != null ? nanoVal.intValue() : 0;
            int offset = p.fieldValues.get(ChronoField.OFFSET_SECONDS).intValue();
            int days = 0;
            if (hour == 24 && min == 0 && sec == 0 && nano == 0) {
                hour = 0;
                days = 1;
            } else if (hour == 23 && min == 59 && sec == 60) {
                sec = 59;
            }
            long instantSecs;
            try {
                LocalDateTime ldt = LocalDateTime.of((int) year, month, day, hour, min, sec, 0).plusDays(days);
                instantSecs = ldt.toEpochSecond(ZoneOffset.ofTotalSeconds(offset));
            } catch (RuntimeException ex) {
                return ~position;
            }
            context.parsed.put(ChronoField.INSTANT_SECONDS, instantSecs, position, text);
            context.parsed.put(ChronoField.NANO_OF_SECOND, nano, position, text);
            return pos;
        }

        public String toString() {
            return "Instant()";
        }
    }

    /** A feature ironpf does not model: fails loudly when used. */
    static final class UnsupportedElement extends Element {
        final String what;

        UnsupportedElement(String what) {
            this.what = what;
        }

        boolean print(PrintContext context, StringBuilder buf) {
            throw ironpf.Unsupported.fail(what);
        }

        int parse(ParseContext context, CharSequence text, int position) {
            throw ironpf.Unsupported.fail(what);
        }

        public String toString() {
            throw ironpf.Unsupported.fail(what);
        }
    }

    // ================================================================== patterns

    /** The letters of ofPattern, as DateTimeFormatterBuilder.appendPattern reads them. */
    static final class PatternCompiler {
        private PatternCompiler() {
        }

        static Element[] compile(String pattern) {
            List<List<Element>> stack = new ArrayList<>();
            stack.add(new ArrayList<>());
            for (int pos = 0; pos < pattern.length(); pos++) {
                char cur = pattern.charAt(pos);
                List<Element> out = stack.get(stack.size() - 1);
                if ((cur >= 'A' && cur <= 'Z') || (cur >= 'a' && cur <= 'z')) {
                    int start = pos++;
                    while (pos < pattern.length() && pattern.charAt(pos) == cur) {
                        pos++;
                    }
                    int count = pos - start;
                    if (cur == 'p') {
                        throw ironpf.Unsupported.fail("DateTimeFormatter pattern padding ('p')");
                    }
                    pos--;
                    letter(out, cur, count);
                } else if (cur == '\'') {
                    int start = pos++;
                    for (; pos < pattern.length(); pos++) {
                        if (pattern.charAt(pos) == '\'') {
                            if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\'') {
                                pos++;
                            } else {
                                break;
                            }
                        }
                    }
                    if (pos >= pattern.length()) {
                        throw new IllegalArgumentException("Pattern ends with an incomplete string literal: " + pattern);
                    }
                    String str = pattern.substring(start + 1, pos);
                    if (str.isEmpty()) {
                        out.add(new Literal("'"));
                    } else {
                        out.add(new Literal(str.replace("''", "'")));
                    }
                } else if (cur == '[') {
                    stack.add(new ArrayList<>());
                } else if (cur == ']') {
                    if (stack.size() == 1) {
                        throw new IllegalArgumentException("Pattern invalid as it contains ] without previous [");
                    }
                    List<Element> inner = stack.remove(stack.size() - 1);
                    stack.get(stack.size() - 1).add(new Composite(inner.toArray(new Element[0]), true));
                } else if (cur == '{' || cur == '}' || cur == '#') {
                    throw new IllegalArgumentException("Pattern includes reserved character: '" + cur + "'");
                } else {
                    out.add(new Literal(String.valueOf(cur)));
                }
            }
            while (stack.size() > 1) {
                List<Element> inner = stack.remove(stack.size() - 1);
                stack.get(stack.size() - 1).add(new Composite(inner.toArray(new Element[0]), true));
            }
            return stack.get(0).toArray(new Element[0]);
        }

        private static void letter(List<Element> out, char cur, int count) {
            switch (cur) {
                case 'V':
                    if (count != 2) {
                        throw new IllegalArgumentException("Pattern letter count must be 2: " + cur);
                    }
                    out.add(new ZoneIdElement(false));
                    return;
                case 'v':
                    throw ironpf.Unsupported.fail("DateTimeFormatter generic zone names ('v')");
                case 'z':
                    if (count > 4) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    out.add(new ZoneTextElement(count == 4 ? TextStyle.FULL : TextStyle.SHORT));
                    return;
                case 'O':
                    if (count == 1) {
                        out.add(new LocalizedOffsetElement(TextStyle.SHORT));
                    } else if (count == 4) {
                        out.add(new LocalizedOffsetElement(TextStyle.FULL));
                    } else {
                        throw new IllegalArgumentException("Pattern letter count must be 1 or 4: " + cur);
                    }
                    return;
                case 'X':
                    if (count > 5) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    out.add(new OffsetElement(OffsetElement.PATTERNS[count + (count == 1 ? 0 : 1)], "Z"));
                    return;
                case 'x':
                    if (count > 5) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    String zero = count == 1 ? "+00" : (count % 2 == 0 ? "+0000" : "+00:00");
                    out.add(new OffsetElement(OffsetElement.PATTERNS[count + (count == 1 ? 0 : 1)], zero));
                    return;
                case 'Z':
                    if (count < 4) {
                        out.add(new OffsetElement("+HHMM", "+0000"));
                    } else if (count == 4) {
                        out.add(new LocalizedOffsetElement(TextStyle.FULL));
                    } else if (count == 5) {
                        out.add(new OffsetElement("+HH:MM:ss", "Z"));
                    } else {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    return;
                case 'w':
                case 'W':
                case 'Y':
                case 'e':
                case 'c':
                case 'Q':
                case 'q':
                case 'g':
                    if (cur == 'e' || cur == 'c') {
                        if (count > 5) {
                            throw new IllegalArgumentException("Too many pattern letters: " + cur);
                        }
                    }
                    out.add(new UnsupportedElement("DateTimeFormatter pattern letter '" + cur
                            + "' (week-based, localized day-of-week and quarter fields are not modelled)"));
                    return;
                default:
                    break;
            }
            TemporalField field = field(cur);
            if (field == null) {
                throw new IllegalArgumentException("Unknown pattern letter: " + cur);
            }
            switch (cur) {
                case 'u':
                case 'y':
                    if (count == 2) {
                        out.add(new ReducedElement(field));
                    } else if (count < 4) {
                        out.add(new NumberElement(field, count, 19, SignStyle.NORMAL));
                    } else {
                        out.add(new NumberElement(field, count, 19, SignStyle.EXCEEDS_PAD));
                    }
                    return;
                case 'M':
                case 'L':
                    switch (count) {
                        case 1:
                            out.add(new NumberElement(field, 1, 19, SignStyle.NORMAL));
                            return;
                        case 2:
                            out.add(new NumberElement(field, 2, 2, SignStyle.NOT_NEGATIVE));
                            return;
                        case 3:
                            out.add(new TextElement(field, cur == 'L' ? TextStyle.SHORT_STANDALONE : TextStyle.SHORT));
                            return;
                        case 4:
                            out.add(new TextElement(field, cur == 'L' ? TextStyle.FULL_STANDALONE : TextStyle.FULL));
                            return;
                        case 5:
                            out.add(new TextElement(field, cur == 'L' ? TextStyle.NARROW_STANDALONE : TextStyle.NARROW));
                            return;
                        default:
                            throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                case 'a':
                    if (count == 1) {
                        out.add(new TextElement(field, TextStyle.SHORT));
                        return;
                    }
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                case 'E':
                case 'G':
                    switch (count) {
                        case 1:
                        case 2:
                        case 3:
                            out.add(new TextElement(field, TextStyle.SHORT));
                            return;
                        case 4:
                            out.add(new TextElement(field, TextStyle.FULL));
                            return;
                        case 5:
                            out.add(new TextElement(field, TextStyle.NARROW));
                            return;
                        default:
                            throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                case 'S':
                    out.add(new FractionElement(ChronoField.NANO_OF_SECOND, count, count, false));
                    return;
                case 'F':
                    if (count == 1) {
                        out.add(new NumberElement(field, 1, 19, SignStyle.NORMAL));
                        return;
                    }
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                case 'd':
                case 'h':
                case 'H':
                case 'k':
                case 'K':
                case 'm':
                case 's':
                    if (count == 1) {
                        out.add(new NumberElement(field, 1, 19, SignStyle.NORMAL));
                    } else if (count == 2) {
                        out.add(new NumberElement(field, 2, 2, SignStyle.NOT_NEGATIVE));
                    } else {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    return;
                case 'D':
                    if (count == 1) {
                        out.add(new NumberElement(field, 1, 19, SignStyle.NORMAL));
                    } else if (count == 2) {
                        out.add(new NumberElement(field, 2, 3, SignStyle.NOT_NEGATIVE));
                    } else if (count == 3) {
                        out.add(new NumberElement(field, 3, 3, SignStyle.NOT_NEGATIVE));
                    } else {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    return;
                default:
                    out.add(new NumberElement(field, count, 19, SignStyle.NOT_NEGATIVE));
                    return;
            }
        }

        private static TemporalField field(char c) {
            switch (c) {
                case 'G':
                    return ChronoField.ERA;
                case 'y':
                    return ChronoField.YEAR_OF_ERA;
                case 'u':
                    return ChronoField.YEAR;
                case 'M':
                case 'L':
                    return ChronoField.MONTH_OF_YEAR;
                case 'D':
                    return ChronoField.DAY_OF_YEAR;
                case 'd':
                    return ChronoField.DAY_OF_MONTH;
                case 'F':
                    return ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH;
                case 'E':
                    return ChronoField.DAY_OF_WEEK;
                case 'a':
                    return ChronoField.AMPM_OF_DAY;
                case 'H':
                    return ChronoField.HOUR_OF_DAY;
                case 'k':
                    return ChronoField.CLOCK_HOUR_OF_DAY;
                case 'K':
                    return ChronoField.HOUR_OF_AMPM;
                case 'h':
                    return ChronoField.CLOCK_HOUR_OF_AMPM;
                case 'm':
                    return ChronoField.MINUTE_OF_HOUR;
                case 's':
                    return ChronoField.SECOND_OF_MINUTE;
                case 'S':
                    return ChronoField.NANO_OF_SECOND;
                case 'A':
                    return ChronoField.MILLI_OF_DAY;
                case 'n':
                    return ChronoField.NANO_OF_SECOND;
                case 'N':
                    return ChronoField.NANO_OF_DAY;
                default:
                    return null;
            }
        }
    }
}
