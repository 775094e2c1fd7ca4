package java.util.regex;

import java.util.function.Predicate;

/** A compiled regular expression (the subset ironpf's regex engine supports). */
public final class Pattern {
    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    private final String regex;
    private final int flags;
    /** The regex the engine runs: the flags as a leading inline group, LITERAL as \Q...\E. */
    private final String engineRegex;

    private Pattern(String regex, int flags) {
        if (regex == null) {
            throw new NullPointerException();
        }
        int supported = CASE_INSENSITIVE | MULTILINE | LITERAL | DOTALL | UNICODE_CASE;
        if ((flags & ~supported) != 0) {
            throw ironpf.Unsupported.fail("java.util.regex.Pattern flags 0x"
                    + Integer.toHexString(flags & ~supported));
        }
        this.regex = regex;
        this.flags = flags;
        String body = (flags & LITERAL) != 0 ? quote(regex) : regex;
        StringBuilder prefix = new StringBuilder();
        if ((flags & CASE_INSENSITIVE) != 0) {
            prefix.append('i');
        }
        if ((flags & UNICODE_CASE) != 0) {
            prefix.append('u');
        }
        if ((flags & MULTILINE) != 0) {
            prefix.append('m');
        }
        if ((flags & DOTALL) != 0) {
            prefix.append('s');
        }
        this.engineRegex = prefix.length() == 0 ? body : "(?" + prefix + ")" + body;
        // compile now, so that a syntax error shows at compile time as in the JDK
        "".matches(engineRegex);
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public static boolean matches(String regex, CharSequence input) {
        return input.toString().matches(regex);
    }

    /** A regex that matches {@code s} literally. */
    public static String quote(String s) {
        if (s.indexOf("\\E") < 0) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder("\\Q");
        int from = 0;
        int at;
        while ((at = s.indexOf("\\E", from)) >= 0) {
            sb.append(s.substring(from, at)).append("\\E\\\\E\\Q");
            from = at + 2;
        }
        return sb.append(s.substring(from)).append("\\E").toString();
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input.toString());
    }

    public String pattern() {
        return regex;
    }

    public int flags() {
        return flags;
    }

    String engineRegex() {
        return engineRegex;
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    public String[] split(CharSequence input, int limit) {
        return input.toString().split(engineRegex, limit);
    }

    public Predicate<String> asPredicate() {
        return s -> matcher(s).find();
    }

    public Predicate<String> asMatchPredicate() {
        return s -> matcher(s).matches();
    }

    public String toString() {
        return regex;
    }
}
