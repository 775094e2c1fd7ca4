package java.util.regex;

/** The matches of a pattern in an input. */
public final class Matcher {
    private final Pattern pattern;
    private final String input;
    private java.lang.RegexLite.Search search;

    Matcher(Pattern pattern, String input) {
        this.pattern = pattern;
        this.input = input;
        reset();
    }

    public Matcher reset() {
        search = new java.lang.RegexLite.Search(pattern.pattern(), input);
        return this;
    }

    public Pattern pattern() {
        return pattern;
    }

    public boolean find() {
        return search.find();
    }

    public boolean matches() {
        reset();
        return search.matchWhole();
    }

    private void requireMatch() {
        if (!search.matched()) throw new IllegalStateException("No match found");
    }

    public int groupCount() {
        return search.groupCount();
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        requireMatch();
        if (group < 0 || group > groupCount()) throw new IndexOutOfBoundsException("No group " + group);
        int s = search.start(group);
        return s < 0 ? null : input.substring(s, search.end(group));
    }

    public int start() {
        requireMatch();
        return search.start(0);
    }

    public String toString() {
        return "java.util.regex.Matcher[pattern=" + pattern.pattern() + " region=0," + input.length()
                + " lastmatch=" + (search.matched() ? group() : "") + "]";
    }

    public int end() {
        requireMatch();
        return search.end(0);
    }
}
