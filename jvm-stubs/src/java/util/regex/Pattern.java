package java.util.regex;

/** A compiled regular expression (the subset ironpf's regex engine supports). */
public final class Pattern {
    private final String regex;

    private Pattern(String regex) {
        this.regex = regex;
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex);
    }

    public static boolean matches(String regex, CharSequence input) {
        return input.toString().matches(regex);
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input.toString());
    }

    public String pattern() {
        return regex;
    }

    public String toString() {
        return regex;
    }
}
