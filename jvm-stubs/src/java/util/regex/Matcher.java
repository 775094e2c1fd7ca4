package java.util.regex;

/** The matches of a pattern in an input. */
public final class Matcher {
    private final Pattern pattern;
    private String input;
    private java.lang.RegexLite.Search search;
    /** Where the next appendReplacement/appendTail copies the input from. */
    private int appendPos;

    Matcher(Pattern pattern, String input) {
        this.pattern = pattern;
        this.input = input;
        reset();
    }

    public Matcher reset() {
        newSearch();
        appendPos = 0;
        return this;
    }

    private void newSearch() {
        search = new java.lang.RegexLite.Search(pattern.engineRegex(), input);
    }

    public Matcher reset(CharSequence input) {
        this.input = input.toString();
        return reset();
    }

    public Pattern pattern() {
        return pattern;
    }

    public boolean find() {
        return search.find();
    }

    public boolean find(int start) {
        if (start < 0 || start > input.length()) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search.findFrom(start);
    }

    public boolean matches() {
        newSearch();
        return search.matchWhole();
    }

    public boolean lookingAt() {
        newSearch();
        return search.lookingAt();
    }

    private void requireMatch() {
        if (!search.matched()) throw new IllegalStateException("No match found");
    }

    private void checkGroup(int group) {
        if (group < 0 || group > groupCount()) throw new IndexOutOfBoundsException("No group " + group);
    }

    private int namedGroup(String name) {
        if (name == null) {
            throw new NullPointerException("Group name");
        }
        int g = search.groupIndex(name);
        if (g < 0) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return g;
    }

    public int groupCount() {
        return search.groupCount();
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        requireMatch();
        checkGroup(group);
        int s = search.start(group);
        return s < 0 ? null : input.substring(s, search.end(group));
    }

    public String group(String name) {
        requireMatch();
        return group(namedGroup(name));
    }

    public int start() {
        requireMatch();
        return search.start(0);
    }

    public int start(int group) {
        requireMatch();
        checkGroup(group);
        return search.start(group);
    }

    public int start(String name) {
        requireMatch();
        return search.start(namedGroup(name));
    }

    public int end() {
        requireMatch();
        return search.end(0);
    }

    public int end(int group) {
        requireMatch();
        checkGroup(group);
        return search.end(group);
    }

    public int end(String name) {
        requireMatch();
        return search.end(namedGroup(name));
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        requireMatch();
        StringBuilder piece = new StringBuilder();
        search.appendReplacement(piece, replacement);
        sb.append(input.substring(appendPos, start())).append(piece);
        appendPos = end();
        return this;
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        requireMatch();
        StringBuilder piece = new StringBuilder();
        search.appendReplacement(piece, replacement);
        sb.append(input.substring(appendPos, start())).append(piece);
        appendPos = end();
        return this;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        return sb.append(input.substring(appendPos));
    }

    public StringBuffer appendTail(StringBuffer sb) {
        return sb.append(input.substring(appendPos));
    }

    public String replaceAll(String replacement) {
        return replace(replacement, true);
    }

    public String replaceFirst(String replacement) {
        return replace(replacement, false);
    }

    private String replace(String replacement, boolean all) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return input;
        }
        StringBuilder sb = new StringBuilder();
        do {
            appendReplacement(sb, replacement);
        } while (all && find());
        return appendTail(sb).toString();
    }

    /** {@code s} with '\' and '$' escaped, for use as a literal replacement. */
    public static String quoteReplacement(String s) {
        if (s.indexOf('\\') < 0 && s.indexOf('$') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public String toString() {
        return "java.util.regex.Matcher[pattern=" + pattern.pattern() + " region=0," + input.length()
                + " lastmatch=" + (search.matched() ? group() : "") + "]";
    }
}
