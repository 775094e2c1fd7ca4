import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DateFormat;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/** java.text: number formats (patterns, rounding, parsing) and date formats (patterns, parsing). */
public class TextFormats {
    /** Prints a line with non-ASCII characters as \\uXXXX escapes (independent of the output encoding). */
    static void line(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 128) {
                sb.append(c);
            } else {
                String hex = Integer.toHexString(c);
                sb.append("\\u");
                for (int k = hex.length(); k < 4; k++) sb.append('0');
                sb.append(hex);
            }
        }
        System.out.println(sb);
    }

    static String parseNumber(NumberFormat f, String s) {
        try {
            Number n = f.parse(s);
            return n + " " + n.getClass().getSimpleName();
        } catch (ParseException e) {
            return "ParseException " + e.getMessage() + " @" + e.getErrorOffset();
        }
    }

    static String parseDate(DateFormat f, String s) {
        ParsePosition pos = new ParsePosition(0);
        Date d = f.parse(s, pos);
        return (d == null ? "null" : Long.toString(d.getTime())) + " index=" + pos.getIndex() + " error=" + pos.getErrorIndex();
    }

    public static void main(String[] args) throws Exception {
        // ---- DecimalFormat patterns
        String[] patterns = {"#.##", "0.0", "#,##0.00", "0.###", "00", "#%", "$#,##0.00", "#", "#,###", "000.000",
            "#.#;(#.#)", "'#'#", "##0.00 'units'", ".##", "#.", "0.00%", "\u2030#", "0.0#;-0.0#",
            "$#,##0.00;($#,##0.00)", "0.00E0", "##0.###E0", "0.###E0"};
        double[] doubles = {0, -0.0, 0.5, 1.5, 2.5, 0.125, 0.135, 0.145, 1234.5678, -1234.5678, 1e10, 1.005, 0.0049,
            99.995, 1e-7, 123456789.123, Double.NaN, Double.POSITIVE_INFINITY, -3.0, 0.0005, 0.0015};
        DecimalFormatSymbols us = DecimalFormatSymbols.getInstance(Locale.US);
        for (String p : patterns) {
            DecimalFormat df = new DecimalFormat(p, us);
            StringBuilder sb = new StringBuilder(p).append(" [").append(df.toPattern()).append("]");
            for (double d : doubles) sb.append(" | ").append(df.format(d));
            sb.append(" | ").append(df.format(123456789L)).append(" | ").append(df.format(-7L));
            sb.append(" | ").append(df.format(new BigDecimal("2.345"))).append(" | ").append(df.format(new BigDecimal("-0.005")));
            line(sb.toString());
        }

        // ---- the standard number formats
        NumberFormat number = NumberFormat.getInstance(Locale.US);
        NumberFormat integer = NumberFormat.getIntegerInstance(Locale.US);
        NumberFormat percent = NumberFormat.getPercentInstance(Locale.US);
        NumberFormat currency = NumberFormat.getCurrencyInstance(Locale.US);
        NumberFormat[] formats = {number, integer, percent, currency, NumberFormat.getNumberInstance()};
        for (NumberFormat f : formats) {
            line(((DecimalFormat) f).toPattern() + " | " + f.format(-1234567.8915) + " | " + f.format(2.5) + " | "
                    + f.format(3.5) + " | " + f.format(-0.256) + " | " + f.format(42L) + " | " + f.format(0.0005)
                    + " | " + f.getMaximumFractionDigits() + " " + f.getMinimumFractionDigits() + " "
                    + f.getMaximumIntegerDigits() + " " + f.isGroupingUsed() + " " + f.isParseIntegerOnly() + " "
                    + f.getRoundingMode() + " " + f.hashCode() + " " + f);
        }
        NumberFormat x = NumberFormat.getInstance(Locale.US);
        x.setMaximumFractionDigits(2);
        x.setMinimumFractionDigits(2);
        line(x.format(3.14159) + " " + x.format(2) + " " + x.format(1e20) + " " + x.format(1.0E-10) + " "
                + x.format(123456789012345678L));
        x.setGroupingUsed(false);
        line(x.format(1234567.891));
        x.setMaximumIntegerDigits(2);
        line(x.format(1234567.891) + " " + x.format(1997L));
        x.setMinimumIntegerDigits(4);
        line(x.format(5) + " " + x.getMaximumIntegerDigits());
        x.setMinimumIntegerDigits(1);
        x.setMaximumIntegerDigits(40);
        for (RoundingMode mode : RoundingMode.values()) {
            if (mode == RoundingMode.UNNECESSARY) continue;
            x.setRoundingMode(mode);
            line(mode + ": " + x.format(0.125) + " " + x.format(0.135) + " " + x.format(0.145) + " "
                    + x.format(2.675) + " " + x.format(-0.125) + " " + x.format(-2.675) + " " + x.format(1.005));
        }
        x.setRoundingMode(RoundingMode.UNNECESSARY);
        try {
            x.format(1.234);
        } catch (ArithmeticException e) {
            line("UNNECESSARY: " + e.getMessage());
        }
        line(number.format(Long.MIN_VALUE) + " " + number.format(Long.MAX_VALUE) + " " + integer.format(Long.MIN_VALUE));
        line(number.format(new BigDecimal("123456789.98765")) + " " + number.format(Integer.valueOf(5)) + " "
                + number.format(Float.valueOf(1.1f)) + " " + number.format(Short.valueOf((short) -3)));
        try {
            number.format("x");
        } catch (IllegalArgumentException e) {
            line(e.getMessage());
        }

        // ---- setters on a DecimalFormat
        DecimalFormat q = new DecimalFormat("#,##0.00", us);
        q.setPositivePrefix("+");
        line(q.format(5) + " " + q.format(-5) + " " + q.toPattern());
        q.setNegativePrefix("neg ");
        q.setNegativeSuffix(" !");
        line(q.format(-5) + " " + q.toPattern());
        DecimalFormat m = new DecimalFormat("#", us);
        m.setMultiplier(1000);
        line(m.format(1.5) + " " + m.format(3L) + " " + m.toPattern() + " " + m.getGroupingSize());
        m.applyPattern("#,##0.0#");
        m.setGroupingSize(2);
        m.setDecimalSeparatorAlwaysShown(true);
        line(m.format(1234567) + " " + m.format(0.5) + " " + m.toPattern() + " " + m.getMultiplier());
        for (String bad : new String[] {"#.#.#", "0#", "#,", "'abc", "%%#", "##0.0#0"}) {
            try {
                new DecimalFormat(bad, us);
                line("ok " + bad);
            } catch (IllegalArgumentException e) {
                line(e.getMessage());
            }
        }
        FieldPosition fp = new FieldPosition(NumberFormat.INTEGER_FIELD);
        StringBuffer buf = new DecimalFormat("$#,##0.00", us).format(-1234.5, new StringBuffer(">"), fp);
        line(buf + " " + fp.getBeginIndex() + " " + fp.getEndIndex());

        // ---- parsing numbers
        String[] inputs = {"1,234.56", "1234", "-1,234", "-0", "0", "abc", "12abc", "1.5E3", "1e3", "1.2.3",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", ",5", "1,", "\u221e", "NaN",
            " 5", "+5", "00012", "0.000", "3.0", "50%", "$5.00", "-$3.00"};
        for (String s : inputs) {
            line(s + " -> " + parseNumber(number, s) + " / " + parseNumber(integer, s) + " / "
                    + parseNumber(percent, s) + " / " + parseNumber(currency, s));
        }
        DecimalFormat big = new DecimalFormat("#.##", us);
        big.setParseBigDecimal(true);
        line(big.parse("1.50") + " " + big.parse("-0.0") + " " + big.parse("123.456E2"));

        // ---- SimpleDateFormat
        Date[] dates = {new Date(1577880000123L), new Date(1594567890007L), new Date(0), new Date(951782400000L),
            new Date(1609459199999L), new Date(1583650800000L), new Date(-86400000L * 365 * 300)};
        String[] datePatterns = {"yyyy-MM-dd'T'HH:mm:ss.SSSZ", "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "y yy yyy yyyy yyyyy",
            "M MM MMM MMMM", "d dd D DDD F E EEE EEEE u", "h hh H HH k kk K KK a", "m mm s ss S SS SSS SSSS",
            "z zzzz Z X XX XXX", "G", "w ww W Y YY", "'o''clock' ''h'' 'x'", "EEE, d MMM yyyy HH:mm:ss Z",
            "hh:mm a", "MMM d, yyyy", "yyyyMMddHHmmss"};
        for (String zone : new String[] {"UTC", "GMT+05:30", "America/New_York"}) {
            line("== " + zone);
            for (String p : datePatterns) {
                SimpleDateFormat f = new SimpleDateFormat(p, Locale.US);
                f.setTimeZone(TimeZone.getTimeZone(zone));
                StringBuilder sb = new StringBuilder(p).append(" =>");
                for (Date d : dates) {
                    if (d.getTime() < 1167609600000L && zone.startsWith("America")) continue;
                    sb.append(" | ").append(f.format(d));
                }
                line(sb.toString());
            }
        }
        for (int s = DateFormat.FULL; s <= DateFormat.SHORT; s++) {
            SimpleDateFormat d = (SimpleDateFormat) DateFormat.getDateInstance(s, Locale.US);
            SimpleDateFormat t = (SimpleDateFormat) DateFormat.getTimeInstance(s, Locale.US);
            SimpleDateFormat dt = (SimpleDateFormat) DateFormat.getDateTimeInstance(s, DateFormat.SHORT, Locale.US);
            line(d.toPattern() + " || " + t.toPattern() + " || " + dt.toPattern() + " || " + dt.format(dates[1]));
        }
        line(new SimpleDateFormat().toPattern() + " | " + DateFormat.getInstance().format(dates[0]) + " | "
                + DateFormat.getDateInstance().format(dates[0]) + " | " + DateFormat.getDateTimeInstance().format(dates[0]));
        for (String bad : new String[] {"yyyy-mm-dd q", "XXXX", "'abc", "yyyy-MM-dd'"}) {
            try {
                new SimpleDateFormat(bad, Locale.US);
                line("ok " + bad);
            } catch (IllegalArgumentException e) {
                line(e.getMessage());
            }
        }

        // ---- parsing dates
        String[][] cases = {
            {"yyyy-MM-dd'T'HH:mm:ss.SSSZ", "2020-01-01T12:00:00.123+0000"}, {"yyyy-MM-dd'T'HH:mm:ss.SSSZ", "2020-01-01T12:00:00.123-0500"},
            {"yyyy-MM-dd'T'HH:mm:ss.SSSZ", "2020-01-01T12:00:00.123Z"}, {"yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "2020-01-01T12:00:00.123Z"},
            {"yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "2020-01-01T12:00:00.123+05:30"}, {"yyyy-MM-dd HH:mm z", "2020-07-12 08:30 PST"},
            {"yyyy-MM-dd HH:mm z", "2020-07-12 08:30 PDT"}, {"yyyy-MM-dd HH:mm z", "2020-07-12 08:30 GMT+02:00"},
            {"yyyy-MM-dd HH:mm zzzz", "2020-07-12 08:30 Eastern Standard Time"}, {"yyyy-MM-dd", "2020-02-30"},
            {"yyyy-MM-dd", "2020-13-01"}, {"yyyy-MM-dd", "2020-1-5"}, {"yyyy-MM-dd", "2020-01-05extra"},
            {"yyyy-MM-dd", "abc"}, {"yyyy-MM-dd", "2020/01/05"}, {"yyyyMMdd", "20200105"}, {"MM/dd/yy", "01/05/20"},
            {"MM/dd/yy", "01/05/99"}, {"MMM d, yyyy", "january 5, 2020"}, {"EEE, d MMM yyyy HH:mm:ss Z", "Sun, 5 Jan 2020 10:00:00 +0100"},
            {"hh:mm a", "03:15 PM"}, {"hh:mm a", "12:15 AM"}, {"HH:mm", "25:61"}, {"yyyy-MM-dd HH:mm", " 2020-01-05 10:00"},
            {"yyyy-MM-dd", "2020-01--05"}, {"YYYY-MM-dd", "2020-01-05"}, {"EEE MMM dd HH:mm:ss zzz yyyy", "Wed Jan 01 12:00:00 UTC 2020"}};
        for (String[] c : cases) {
            SimpleDateFormat lenient = new SimpleDateFormat(c[0], Locale.US);
            SimpleDateFormat strict = new SimpleDateFormat(c[0], Locale.US);
            strict.setLenient(false);
            line(c[0] + " <- " + c[1] + ": " + parseDate(lenient, c[1]) + " / " + parseDate(strict, c[1]));
        }
        try {
            new SimpleDateFormat("yyyy-MM-dd", Locale.US).parse("2020/01/05");
        } catch (ParseException e) {
            line(e.getMessage() + " @" + e.getErrorOffset());
        }
        SimpleDateFormat iso = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZ", Locale.US);
        Date parsed = iso.parse("2020-03-08T01:59:59.999-0800");
        line(parsed.getTime() + " " + iso.format(parsed) + " " + iso.toPattern() + " " + iso.hashCode());
    }
}
