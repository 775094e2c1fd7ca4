package java.lang;

/**
 * A small backtracking regular-expression engine for String.matches/split/replaceAll/
 * replaceFirst, following java.util.regex semantics for the supported subset:
 * literals and escapes, '.', character classes (ranges, negation, unions, \d \s \w ...,
 * a few \p{...}), groups (capturing, non-capturing, named), alternation, greedy/lazy/
 * possessive quantifiers, anchors ^ $ \b \B \A \z \Z, back references, lookahead and
 * lookbehind, \Q...\E quoting and a leading (?i) flag. Anything else throws
 * ironpf.Unsupported.fail (exit 4: "unsupported: regex ...").
 */
public final class RegexLite {

    /** A search for matches of a regex in an input, for java.util.regex.Matcher. */
    public static final class Search {
        private final Matcher m;
        private boolean matched;

        public Search(String regex, String input) {
            m = new Matcher(compile(regex), input);
        }

        public boolean find() {
            matched = m.find();
            return matched;
        }

        public boolean matchWhole() {
            matched = m.matchWhole();
            return matched;
        }

        public boolean matched() {
            return matched;
        }

        public int start(int group) {
            return m.groupStart(group);
        }

        public int end(int group) {
            return m.groupEnd(group);
        }

        public int groupCount() {
            return m.regex.groupCount;
        }

        /** A match that starts at the beginning of the input and may end anywhere. */
        public boolean lookingAt() {
            matched = m.matchPrefix();
            return matched;
        }

        /** Forgets the previous match and searches from {@code from}. */
        public boolean findFrom(int from) {
            m.restartAt(from);
            return find();
        }

        /** The number of the group named {@code name}, or -1. */
        public int groupIndex(String name) {
            return m.regex.groupIndex(name);
        }

        /** Appends {@code replacement} with its $n / ${name} references to the current match. */
        public void appendReplacement(StringBuilder sb, String replacement) {
            m.regex.appendReplacement(sb, m, replacement);
        }
    }

    // ------------------------------------------------------------------ public entry points

    // No cache of the last pattern: a cache in a static field would be program state to the
    // model checker, and two states differing only in what was last matched would not match.
    static RegexLite compile(String regex) {
        if (regex == null) {
            throw new NullPointerException();
        }
        return new RegexLite(regex);
    }

    /** String.split: single literal characters take a fast path. */
    static String[] split(String regex, String input, int limit) {
        char literal = literalSeparator(regex);
        if (literal != 0) {
            return splitLiteral(literal, input, limit);
        }
        return compile(regex).split(input, limit);
    }

    /** The separator char if {@code regex} denotes exactly one literal character, else 0. */
    private static char literalSeparator(String regex) {
        if (regex.length() == 1) {
            char c = regex.charAt(0);
            if (".$|()[{^?*+\\".indexOf(c) < 0 && !Character.isSurrogate(c)) {
                return c;
            }
        } else if (regex.length() == 2 && regex.charAt(0) == '\\') {
            char c = regex.charAt(1);
            if (c < 128 && !Character.isLetterOrDigit(c)) {
                return c;
            }
        }
        return 0;
    }

    private static String[] splitLiteral(char sep, String input, int limit) {
        SplitResult result = new SplitResult(limit);
        int index = 0;
        int n = input.length();
        for (int i = 0; i < n; i++) {
            if (input.charAt(i) != sep) {
                continue;
            }
            if (result.limited && result.count == limit - 1) {
                break;
            }
            result.add(input.substring(index, i));
            index = i + 1;
        }
        return result.finish(input, index);
    }

    /** Collects split pieces with the limit rules of String.split. */
    private static final class SplitResult {
        final int limit;
        final boolean limited;
        String[] items = new String[10];
        int count;

        SplitResult(int limit) {
            this.limit = limit;
            this.limited = limit > 0;
        }

        void add(String s) {
            if (count == items.length) {
                String[] bigger = new String[count * 2];
                System.arraycopy(items, 0, bigger, 0, count);
                items = bigger;
            }
            items[count++] = s;
        }

        String[] finish(String input, int index) {
            if (index == 0 && count == 0) {
                return new String[] {input}; // no match found
            }
            add(input.substring(index));
            int size = count;
            if (limit == 0) {
                while (size > 0 && items[size - 1].isEmpty()) {
                    size--;
                }
            }
            String[] out = new String[size];
            System.arraycopy(items, 0, out, 0, size);
            return out;
        }
    }

    String[] split(String input, int limit) {
        SplitResult result = new SplitResult(limit);
        Matcher m = new Matcher(this, input);
        int index = 0;
        while (m.find()) {
            if (result.limited && result.count == limit - 1) {
                break;
            }
            if (index == 0 && m.start == 0 && m.end == 0) {
                continue; // no empty leading piece for a zero-width match at the start
            }
            result.add(input.substring(index, m.start));
            index = m.end;
        }
        return result.finish(input, index);
    }

    boolean matches(String input) {
        Matcher m = new Matcher(this, input);
        return m.matchWhole();
    }

    String replace(String input, String replacement, boolean all) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        Matcher m = new Matcher(this, input);
        if (!m.find()) {
            return input;
        }
        StringBuilder sb = new StringBuilder();
        int appendPos = 0;
        do {
            sb.append(input, appendPos, m.start);
            appendReplacement(sb, m, replacement);
            appendPos = m.end;
        } while (all && m.find());
        sb.append(input, appendPos, input.length());
        return sb.toString();
    }

    private void appendReplacement(StringBuilder sb, Matcher m, String replacement) {
        int i = 0;
        int n = replacement.length();
        while (i < n) {
            char c = replacement.charAt(i);
            if (c == '\\') {
                i++;
                if (i == n) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                sb.append(replacement.charAt(i++));
            } else if (c == '$') {
                i++;
                if (i == n) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                int group;
                if (replacement.charAt(i) == '{') {
                    i++;
                    int start = i;
                    while (i < n && isAsciiLetterOrDigit(replacement.charAt(i))) {
                        i++;
                    }
                    if (i == start) {
                        throw new IllegalArgumentException("named capturing group has 0 length name");
                    }
                    if (i == n || replacement.charAt(i) != '}') {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    String name = replacement.substring(start, i);
                    i++;
                    if (Character.isDigit(name.charAt(0))) {
                        throw new IllegalArgumentException(
                                "capturing group name {" + name + "} starts with digit character");
                    }
                    group = groupIndex(name);
                    if (group < 0) {
                        throw new IllegalArgumentException("No group with name {" + name + "}");
                    }
                } else {
                    int d = replacement.charAt(i) - '0';
                    if (d < 0 || d > 9) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    group = d;
                    i++;
                    // take more digits while the number stays a valid group
                    while (i < n) {
                        int next = replacement.charAt(i) - '0';
                        if (next < 0 || next > 9) {
                            break;
                        }
                        int candidate = group * 10 + next;
                        if (candidate > groupCount) {
                            break;
                        }
                        group = candidate;
                        i++;
                    }
                    if (group > groupCount) {
                        throw new IndexOutOfBoundsException("No group " + group);
                    }
                }
                int gs = m.groupStart(group);
                if (gs >= 0) {
                    sb.append(m.input, gs, m.groupEnd(group));
                }
            } else {
                sb.append(c);
                i++;
            }
        }
    }

    private static boolean isAsciiLetterOrDigit(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    // ------------------------------------------------------------------ compiled form

    private final String pattern;

    private final Node root;

    private int groupCount;

    private String[] groupNames = new String[0];

    /** 0 = case sensitive, 1 = (?i) ASCII only, 2 = (?iu) Unicode. */
    private int caseMode;

    private boolean multiline;

    private boolean dotall;

    // parser state
    private int pos;

    private RegexLite(String pattern) {
        this.pattern = pattern;
        parseLeadingFlags();
        Node parsed = parseAlternation();
        if (pos < pattern.length()) {
            if (pattern.charAt(pos) == ')') {
                throw syntax("Unmatched closing ')'", pos - 1);
            }
            throw syntax("Unexpected character", pos);
        }
        root = parsed;
    }

    /** Inline flags are supported only as a prefix of the whole pattern, e.g. "(?i)". */
    private void parseLeadingFlags() {
        while (pattern.startsWith("(?", pos)) {
            int end = pos + 2;
            boolean ignoreCase = false;
            boolean unicodeCase = false;
            boolean ok = true;
            while (end < pattern.length() && pattern.charAt(end) != ')') {
                char f = pattern.charAt(end);
                if (f == 'i') {
                    ignoreCase = true;
                } else if (f == 'u') {
                    unicodeCase = true;
                } else if (f == 'm') {
                    multiline = true;
                } else if (f == 's') {
                    dotall = true;
                } else {
                    ok = false;
                    break;
                }
                end++;
            }
            if (!ok || end >= pattern.length() || end == pos + 2) {
                return; // not a plain flag group: handled (or rejected) by the group parser
            }
            if (ignoreCase) {
                caseMode = unicodeCase ? 2 : 1;
            }
            pos = end + 1;
        }
    }

    private int groupIndex(String name) {
        for (int i = 0; i < groupNames.length; i++) {
            if (name.equals(groupNames[i])) {
                return i;
            }
        }
        return -1;
    }

    private RuntimeException syntax(String description, int index) {
        return ironpf.Unsupported.fail("regex syntax error (" + description
                + " near index " + index + ") in \"" + pattern + "\"");
    }

    private RuntimeException unsupported(String what) {
        return ironpf.Unsupported.fail("regex " + what + " not supported in \""
                + pattern + "\"");
    }

    // ------------------------------------------------------------------ matcher

    interface Cont {
        boolean run(int pos);
    }

    static final class Matcher {
        final RegexLite regex;
        final String input;
        final int length;
        final int[] groups;
        int start;
        int end;
        private int searchFrom;
        private boolean lastWasEmpty;
        private boolean hasLast;

        Matcher(RegexLite regex, String input) {
            this.regex = regex;
            this.input = input;
            this.length = input.length();
            this.groups = new int[(regex.groupCount + 1) * 2];
        }

        int groupStart(int g) {
            return g == 0 ? start : groups[2 * g];
        }

        int groupEnd(int g) {
            return g == 0 ? end : groups[2 * g + 1];
        }

        private void resetGroups() {
            for (int i = 0; i < groups.length; i++) {
                groups[i] = -1;
            }
        }

        boolean matchWhole() {
            resetGroups();
            if (regex.root.match(this, 0, p -> p == length)) {
                start = 0;
                end = length;
                return true;
            }
            return false;
        }

        boolean matchPrefix() {
            resetGroups();
            final int[] endHolder = new int[1];
            if (regex.root.match(this, 0, p -> {
                endHolder[0] = p;
                return true;
            })) {
                start = 0;
                end = endHolder[0];
                hasLast = true;
                lastWasEmpty = start == end;
                searchFrom = end;
                return true;
            }
            return false;
        }

        void restartAt(int from) {
            searchFrom = from;
            hasLast = false;
        }

        boolean find() {
            int from = searchFrom;
            if (hasLast && lastWasEmpty) {
                from++;
            }
            for (int s = from; s <= length; s++) {
                resetGroups();
                final int[] endHolder = new int[1];
                if (regex.root.match(this, s, p -> {
                    endHolder[0] = p;
                    return true;
                })) {
                    start = s;
                    end = endHolder[0];
                    hasLast = true;
                    lastWasEmpty = start == end;
                    searchFrom = end;
                    return true;
                }
            }
            searchFrom = length + 1;
            hasLast = false;
            return false;
        }

        char charAt(int i) {
            return input.charAt(i);
        }
    }

    // ------------------------------------------------------------------ nodes

    abstract static class Node {
        abstract boolean match(Matcher m, int i, Cont k);
    }

    /** A node that matches exactly one code point (or fails). */
    abstract static class CharNode extends Node {
        abstract boolean test(int cp, int caseMode);

        /** Number of chars consumed at {@code i}, or -1. */
        final int step(Matcher m, int i) {
            if (i >= m.length) {
                return -1;
            }
            char c = m.charAt(i);
            int cp = c;
            int len = 1;
            if (Character.isHighSurrogate(c) && i + 1 < m.length && Character.isLowSurrogate(m.charAt(i + 1))) {
                cp = Character.toCodePoint(c, m.charAt(i + 1));
                len = 2;
            }
            return test(cp, m.regex.caseMode) ? len : -1;
        }

        final boolean match(Matcher m, int i, Cont k) {
            int len = step(m, i);
            return len >= 0 && k.run(i + len);
        }
    }

    static boolean sameIgnoringCase(int a, int b, int caseMode) {
        if (a == b) {
            return true;
        }
        if (caseMode == 1) {
            return a < 128 && b < 128 && isAsciiLetter(a) && (a ^ 0x20) == b;
        }
        int ua = Character.toUpperCase(a);
        int ub = Character.toUpperCase(b);
        return ua == ub || Character.toLowerCase(ua) == Character.toLowerCase(ub);
    }

    static boolean isAsciiLetter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    static boolean isLineTerminator(int c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    static final class Literal extends CharNode {
        final int cp;

        Literal(int cp) {
            this.cp = cp;
        }

        boolean test(int c, int caseMode) {
            return c == cp || (caseMode != 0 && sameIgnoringCase(c, cp, caseMode));
        }
    }

    static final class AnyChar extends CharNode {
        final boolean dotall;

        AnyChar(boolean dotall) {
            this.dotall = dotall;
        }

        boolean test(int c, int caseMode) {
            return dotall || !isLineTerminator(c);
        }
    }

    /** \R: a line break, with \r\n taken as one unit (never split by backtracking). */
    static final class LineBreak extends Node {
        boolean match(Matcher m, int i, Cont k) {
            if (i >= m.length) {
                return false;
            }
            char c = m.charAt(i);
            if (c == '\r' && i + 1 < m.length && m.charAt(i + 1) == '\n') {
                return k.run(i + 2);
            }
            if (isLineTerminator(c) || c == '\u000b' || c == '\f') {
                return k.run(i + 1);
            }
            return false;
        }
    }

    /** A set of code points: ranges, predefined classes and nested sets, possibly negated. */
    static final class CharClass extends CharNode {
        int[] ranges = new int[8];
        int rangeCount;
        Predicate[] preds = new Predicate[2];
        int predCount;
        boolean negated;

        void addRange(int lo, int hi) {
            if (rangeCount + 2 > ranges.length) {
                int[] bigger = new int[ranges.length * 2];
                System.arraycopy(ranges, 0, bigger, 0, rangeCount);
                ranges = bigger;
            }
            ranges[rangeCount++] = lo;
            ranges[rangeCount++] = hi;
        }

        void addPredicate(Predicate p) {
            if (predCount == preds.length) {
                Predicate[] bigger = new Predicate[preds.length * 2];
                System.arraycopy(preds, 0, bigger, 0, predCount);
                preds = bigger;
            }
            preds[predCount++] = p;
        }

        boolean contains(int c, int caseMode) {
            for (int i = 0; i < rangeCount; i += 2) {
                if (c >= ranges[i] && c <= ranges[i + 1]) {
                    return true;
                }
            }
            for (int i = 0; i < predCount; i++) {
                if (preds[i].test(c)) {
                    return true;
                }
            }
            if (caseMode == 1) {
                return isAsciiLetter(c) && contains(c ^ 0x20, 0);
            }
            if (caseMode == 2) {
                int u = Character.toUpperCase(c);
                int l = Character.toLowerCase(c);
                if (u != c && contains(u, 0)) {
                    return true;
                }
                if (l != c && contains(l, 0)) {
                    return true;
                }
            }
            return false;
        }

        boolean test(int c, int caseMode) {
            return contains(c, caseMode) != negated;
        }
    }

    interface Predicate {
        boolean test(int cp);
    }

    static final class Sequence extends Node {
        final Node[] items;

        Sequence(Node[] items) {
            this.items = items;
        }

        boolean match(Matcher m, int i, Cont k) {
            return matchFrom(m, 0, i, k);
        }

        private boolean matchFrom(Matcher m, int index, int i, Cont k) {
            // single-character items need no backtracking: walk over them directly
            while (index < items.length && items[index] instanceof CharNode) {
                int len = ((CharNode) items[index]).step(m, i);
                if (len < 0) {
                    return false;
                }
                i += len;
                index++;
            }
            if (index == items.length) {
                return k.run(i);
            }
            final int next = index + 1;
            return items[index].match(m, i, p -> matchFrom(m, next, p, k));
        }
    }

    static final class Alternation extends Node {
        final Node[] branches;

        Alternation(Node[] branches) {
            this.branches = branches;
        }

        boolean match(Matcher m, int i, Cont k) {
            for (Node b : branches) {
                if (b.match(m, i, k)) {
                    return true;
                }
            }
            return false;
        }
    }

    static final class Group extends Node {
        final int index;
        final Node body;

        Group(int index, Node body) {
            this.index = index;
            this.body = body;
        }

        boolean match(Matcher m, int i, Cont k) {
            return body.match(m, i, p -> {
                int oldStart = m.groups[2 * index];
                int oldEnd = m.groups[2 * index + 1];
                m.groups[2 * index] = i;
                m.groups[2 * index + 1] = p;
                if (k.run(p)) {
                    return true;
                }
                m.groups[2 * index] = oldStart;
                m.groups[2 * index + 1] = oldEnd;
                return false;
            });
        }
    }

    static final int GREEDY = 0;
    static final int LAZY = 1;
    static final int POSSESSIVE = 2;

    static final class Repeat extends Node {
        final Node body;
        final int min;
        final int max;
        final int kind;

        Repeat(Node body, int min, int max, int kind) {
            this.body = body;
            this.min = min;
            this.max = max;
            this.kind = kind;
        }

        boolean match(Matcher m, int i, Cont k) {
            if (body instanceof CharNode) {
                return matchSingle(m, i, k, (CharNode) body);
            }
            if (kind == POSSESSIVE) {
                return matchPossessive(m, i, k);
            }
            return iterate(m, i, 0, k);
        }

        private boolean iterate(Matcher m, int i, int count, Cont k) {
            if (kind == LAZY) {
                if (count >= min && k.run(i)) {
                    return true;
                }
                return count < max && body.match(m, i,
                        p -> p == i ? k.run(p) : iterate(m, p, count + 1, k));
            }
            // an iteration that matched nothing ends the loop (as java.util.regex does)
            if (count < max && body.match(m, i,
                    p -> p == i ? k.run(p) : iterate(m, p, count + 1, k))) {
                return true;
            }
            return count >= min && k.run(i);
        }

        private boolean matchPossessive(Matcher m, int i, Cont k) {
            int count = 0;
            int[] holder = new int[1];
            while (count < max) {
                holder[0] = -1;
                if (!body.match(m, i, q -> {
                    holder[0] = q;
                    return true;
                })) {
                    break;
                }
                int p = holder[0];
                count++;
                if (p == i) {
                    break;
                }
                i = p;
            }
            return count >= min && k.run(i);
        }

        private boolean matchSingle(Matcher m, int i, Cont k, CharNode c) {
            if (kind == LAZY) {
                int count = 0;
                int p = i;
                while (true) {
                    if (count >= min && k.run(p)) {
                        return true;
                    }
                    if (count >= max) {
                        return false;
                    }
                    int len = c.step(m, p);
                    if (len < 0) {
                        return false;
                    }
                    p += len;
                    count++;
                }
            }
            // greedy / possessive: consume as many as possible, remembering the positions
            int[] ends = new int[16];
            ends[0] = i;
            int count = 0;
            int p = i;
            while (count < max) {
                int len = c.step(m, p);
                if (len < 0) {
                    break;
                }
                p += len;
                count++;
                if (count == ends.length) {
                    int[] bigger = new int[ends.length * 2];
                    System.arraycopy(ends, 0, bigger, 0, count);
                    ends = bigger;
                }
                ends[count] = p;
            }
            if (count < min) {
                return false;
            }
            if (kind == POSSESSIVE) {
                return k.run(p);
            }
            for (int n = count; n >= min; n--) {
                if (k.run(ends[n])) {
                    return true;
                }
            }
            return false;
        }
    }

    static final int BEGIN_LINE = 0;    // ^
    static final int END_LINE = 1;      // $
    static final int WORD_BOUNDARY = 2; // \b
    static final int NOT_WORD_BOUNDARY = 3; // \B
    static final int BEGIN_INPUT = 4;   // \A
    static final int END_INPUT = 5;     // \z
    static final int END_INPUT_Z = 6;   // \Z

    static final class Anchor extends Node {
        final int kind;

        Anchor(int kind) {
            this.kind = kind;
        }

        private static boolean isWordChar(Matcher m, int i) {
            if (i < 0 || i >= m.length) {
                return false;
            }
            char c = m.charAt(i);
            return c == '_' || Character.isLetterOrDigit(c);
        }

        /** True if a line terminator starts at i (not in the middle of \r\n). */
        private static boolean terminatorAt(Matcher m, int i) {
            char c = m.charAt(i);
            if (c == '\n') {
                return i == 0 || m.charAt(i - 1) != '\r';
            }
            return isLineTerminator(c);
        }

        private static boolean atFinalTerminator(Matcher m, int i) {
            int n = m.length;
            if (i == n) {
                return true;
            }
            if (i == n - 1) {
                return terminatorAt(m, i);
            }
            return i == n - 2 && m.charAt(i) == '\r' && m.charAt(i + 1) == '\n';
        }

        private static boolean atLineStart(Matcher m, int i) {
            if (i == m.length) {
                return false; // not even after a final line terminator
            }
            if (i == 0) {
                return true;
            }
            char prev = m.charAt(i - 1);
            if (prev == '\r') {
                return m.charAt(i) != '\n';
            }
            return isLineTerminator(prev);
        }

        boolean match(Matcher m, int i, Cont k) {
            boolean ok;
            switch (kind) {
                case BEGIN_LINE:
                    ok = m.regex.multiline ? atLineStart(m, i) : i == 0;
                    break;
                case BEGIN_INPUT:
                    ok = i == 0;
                    break;
                case END_LINE:
                    ok = m.regex.multiline ? (i == m.length || terminatorAt(m, i)) : atFinalTerminator(m, i);
                    break;
                case END_INPUT_Z:
                    ok = atFinalTerminator(m, i);
                    break;
                case END_INPUT:
                    ok = i == m.length;
                    break;
                case WORD_BOUNDARY:
                    ok = isWordChar(m, i - 1) != isWordChar(m, i);
                    break;
                default:
                    ok = isWordChar(m, i - 1) == isWordChar(m, i);
                    break;
            }
            return ok && k.run(i);
        }
    }

    static final class BackReference extends Node {
        final int group;

        BackReference(int group) {
            this.group = group;
        }

        boolean match(Matcher m, int i, Cont k) {
            int s = m.groups[2 * group];
            int e = m.groups[2 * group + 1];
            if (s < 0) {
                return false;
            }
            int len = e - s;
            if (i + len > m.length) {
                return false;
            }
            for (int j = 0; j < len; j++) {
                char a = m.charAt(s + j);
                char b = m.charAt(i + j);
                if (a != b && !(m.regex.caseMode != 0 && sameIgnoringCase(a, b, m.regex.caseMode))) {
                    return false;
                }
            }
            return k.run(i + len);
        }
    }

    static final class Look extends Node {
        final Node body;
        final boolean ahead;
        final boolean negative;

        Look(Node body, boolean ahead, boolean negative) {
            this.body = body;
            this.ahead = ahead;
            this.negative = negative;
        }

        boolean match(Matcher m, int i, Cont k) {
            boolean found;
            if (ahead) {
                found = body.match(m, i, p -> true);
            } else {
                found = false;
                for (int s = i; s >= 0 && !found; s--) {
                    found = body.match(m, s, p -> p == i);
                }
            }
            return found != negative && k.run(i);
        }
    }

    static final class Empty extends Node {
        boolean match(Matcher m, int i, Cont k) {
            return k.run(i);
        }
    }

    // ------------------------------------------------------------------ parser

    private boolean more() {
        return pos < pattern.length();
    }

    private char peek() {
        return pattern.charAt(pos);
    }

    private Node parseAlternation() {
        Node first = parseSequence();
        if (!more() || peek() != '|') {
            return first;
        }
        Node[] branches = new Node[] {first};
        while (more() && peek() == '|') {
            pos++;
            Node next = parseSequence();
            Node[] bigger = new Node[branches.length + 1];
            System.arraycopy(branches, 0, bigger, 0, branches.length);
            bigger[branches.length] = next;
            branches = bigger;
        }
        return new Alternation(branches);
    }

    private Node parseSequence() {
        Node[] items = new Node[8];
        int count = 0;
        while (more()) {
            char c = peek();
            if (c == '|' || c == ')') {
                break;
            }
            Node atom = parseAtom();
            if (atom == null) {
                continue; // e.g. an empty \Q\E
            }
            atom = parseQuantifier(atom);
            if (count == items.length) {
                Node[] bigger = new Node[items.length * 2];
                System.arraycopy(items, 0, bigger, 0, count);
                items = bigger;
            }
            items[count++] = atom;
        }
        if (count == 0) {
            return new Empty();
        }
        if (count == 1) {
            return items[0];
        }
        Node[] exact = new Node[count];
        System.arraycopy(items, 0, exact, 0, count);
        return new Sequence(exact);
    }

    private Node parseQuantifier(Node atom) {
        if (!more()) {
            return atom;
        }
        char c = peek();
        int min;
        int max;
        int start = pos;
        if (c == '*') {
            min = 0;
            max = Integer.MAX_VALUE;
            pos++;
        } else if (c == '+') {
            min = 1;
            max = Integer.MAX_VALUE;
            pos++;
        } else if (c == '?') {
            min = 0;
            max = 1;
            pos++;
        } else if (c == '{') {
            pos++;
            min = parseNumber();
            if (min < 0) {
                throw syntax("Illegal repetition", start);
            }
            max = min;
            if (more() && peek() == ',') {
                pos++;
                if (more() && peek() == '}') {
                    max = Integer.MAX_VALUE;
                } else {
                    max = parseNumber();
                    if (max < 0) {
                        throw syntax("Unclosed counted closure", pos);
                    }
                }
            }
            if (!more() || peek() != '}') {
                throw syntax("Unclosed counted closure", pos);
            }
            pos++;
            if (max < min) {
                throw syntax("Illegal repetition range", start);
            }
        } else {
            return atom;
        }
        if (atom instanceof Anchor || atom instanceof Look) {
            // quantified zero-width assertions behave like optional assertions
            return new Repeat(atom, min, Math.min(max, 1), GREEDY);
        }
        int kind = GREEDY;
        if (more() && peek() == '?') {
            kind = LAZY;
            pos++;
        } else if (more() && peek() == '+') {
            kind = POSSESSIVE;
            pos++;
        }
        return new Repeat(atom, min, max, kind);
    }

    private int parseNumber() {
        int start = pos;
        long value = 0;
        while (more() && peek() >= '0' && peek() <= '9') {
            value = value * 10 + (peek() - '0');
            if (value > Integer.MAX_VALUE) {
                throw syntax("Illegal repetition range", start);
            }
            pos++;
        }
        return pos == start ? -1 : (int) value;
    }

    private Node parseAtom() {
        char c = peek();
        switch (c) {
            case '(':
                return parseGroup();
            case '[':
                pos++;
                return parseClass();
            case '.':
                pos++;
                return new AnyChar(dotall);
            case '^':
                pos++;
                return new Anchor(BEGIN_LINE);
            case '$':
                pos++;
                return new Anchor(END_LINE);
            case '\\':
                pos++;
                return parseEscape(false, null);
            case '*':
            case '+':
            case '?':
                throw syntax("Dangling meta character '" + c + "'", pos);
            case '{':
                throw syntax("Illegal repetition", pos);
            default:
                int cp = pattern.codePointAt(pos);
                pos += Character.charCount(cp);
                return new Literal(cp);
        }
    }

    private Node parseGroup() {
        int start = pos;
        pos++; // '('
        int index = -1;
        Node result;
        if (more() && peek() == '?') {
            pos++;
            if (!more()) {
                throw syntax("Unknown group type", pos);
            }
            char t = peek();
            if (t == ':') {
                pos++;
                result = parseAlternation();
            } else if (t == '=' || t == '!') {
                pos++;
                result = new Look(parseAlternation(), true, t == '!');
            } else if (t == '<' && pos + 1 < pattern.length()
                    && (pattern.charAt(pos + 1) == '=' || pattern.charAt(pos + 1) == '!')) {
                boolean negative = pattern.charAt(pos + 1) == '!';
                pos += 2;
                result = new Look(parseAlternation(), false, negative);
            } else if (t == '<') {
                pos++;
                int nameStart = pos;
                while (more() && isAsciiLetterOrDigit(peek())) {
                    pos++;
                }
                if (!more() || peek() != '>' || pos == nameStart) {
                    throw syntax("named capturing group is missing trailing '>'", pos);
                }
                String name = pattern.substring(nameStart, pos);
                pos++;
                if (groupIndex(name) >= 0) {
                    throw syntax("Named capturing group <" + name + "> is already defined", pos);
                }
                index = ++groupCount;
                String[] names = new String[groupCount + 1];
                System.arraycopy(groupNames, 0, names, 0, groupNames.length);
                names[index] = name;
                groupNames = names;
                result = new Group(index, parseAlternation());
            } else {
                throw unsupported("group construct (?" + t);
            }
        } else {
            index = ++groupCount;
            if (groupNames.length <= groupCount) {
                String[] names = new String[groupCount + 1];
                System.arraycopy(groupNames, 0, names, 0, groupNames.length);
                groupNames = names;
            }
            result = new Group(index, parseAlternation());
        }
        if (!more() || peek() != ')') {
            throw syntax("Unclosed group", pattern.length());
        }
        pos++;
        return result;
    }

    /**
     * Parses an escape after the backslash. Inside a character class, predefined classes
     * are added to {@code cls} and null is returned; literal chars are returned as Literal.
     */
    private Node parseEscape(boolean inClass, CharClass cls) {
        if (!more()) {
            throw syntax("Unexpected internal error", pos);
        }
        char c = peek();
        pos++;
        switch (c) {
            case 'd':
            case 'D':
            case 's':
            case 'S':
            case 'w':
            case 'W':
            case 'h':
            case 'H':
            case 'v':
            case 'V': {
                boolean negate = c < 'a';
                char kind = negate ? (char) (c + ('a' - 'A')) : c;
                if (!negate) {
                    if (cls != null) {
                        addPredefined(cls, kind);
                        return null;
                    }
                    CharClass set = new CharClass();
                    addPredefined(set, kind);
                    return set;
                }
                CharClass inner = new CharClass();
                addPredefined(inner, kind);
                inner.negated = true;
                if (cls != null) {
                    cls.addPredicate(cp -> inner.test(cp, 0));
                    return null;
                }
                return inner;
            }
            case 'p':
            case 'P': {
                Predicate p = parseProperty();
                boolean negate = c == 'P';
                Predicate q = negate ? cp -> !p.test(cp) : p;
                if (cls != null) {
                    cls.addPredicate(q);
                    return null;
                }
                CharClass set = new CharClass();
                set.addPredicate(q);
                return set;
            }
            case 't':
                return new Literal('\t');
            case 'n':
                return new Literal('\n');
            case 'r':
                return new Literal('\r');
            case 'f':
                return new Literal('\f');
            case 'a':
                return new Literal('\u0007');
            case 'e':
                return new Literal('\u001b');
            case '0': {
                int value = 0;
                int digits = 0;
                while (more() && digits < 3 && peek() >= '0' && peek() <= '7') {
                    int next = value * 8 + (peek() - '0');
                    if (next > 0377) {
                        break;
                    }
                    value = next;
                    pos++;
                    digits++;
                }
                if (digits == 0) {
                    throw syntax("Illegal octal escape sequence", pos);
                }
                return new Literal(value);
            }
            case 'x': {
                if (more() && peek() == '{') {
                    pos++;
                    int start = pos;
                    while (more() && peek() != '}') {
                        pos++;
                    }
                    if (!more() || pos == start) {
                        throw syntax("Unclosed hexadecimal escape sequence", pos);
                    }
                    int value = parseHex(pattern.substring(start, pos));
                    pos++;
                    return new Literal(value);
                }
                if (pos + 2 > pattern.length()) {
                    throw syntax("Illegal hexadecimal escape sequence", pos);
                }
                int value = parseHex(pattern.substring(pos, pos + 2));
                pos += 2;
                return new Literal(value);
            }
            case 'u': {
                if (pos + 4 > pattern.length()) {
                    throw syntax("Illegal Unicode escape sequence", pos);
                }
                int value = parseHex(pattern.substring(pos, pos + 4));
                pos += 4;
                return new Literal(value);
            }
            case 'c': {
                if (!more()) {
                    throw syntax("Illegal control escape sequence", pos);
                }
                return new Literal(pattern.charAt(pos++) ^ 64);
            }
            case 'Q': {
                int end = pattern.indexOf("\\E", pos);
                String quoted = end < 0 ? pattern.substring(pos) : pattern.substring(pos, end);
                pos = end < 0 ? pattern.length() : end + 2;
                if (inClass) {
                    for (int i = 0; i < quoted.length(); i++) {
                        cls.addRange(quoted.charAt(i), quoted.charAt(i));
                    }
                    return null;
                }
                if (quoted.isEmpty()) {
                    return null;
                }
                Node[] chars = new Node[quoted.length()];
                for (int i = 0; i < chars.length; i++) {
                    chars[i] = new Literal(quoted.charAt(i));
                }
                return chars.length == 1 ? chars[0] : new Sequence(chars);
            }
            default:
                break;
        }
        if (!inClass) {
            switch (c) {
                case 'b':
                    if (more() && peek() == '{') {
                        throw unsupported("\\b{g}");
                    }
                    return new Anchor(WORD_BOUNDARY);
                case 'B':
                    return new Anchor(NOT_WORD_BOUNDARY);
                case 'A':
                    return new Anchor(BEGIN_INPUT);
                case 'z':
                    return new Anchor(END_INPUT);
                case 'Z':
                    return new Anchor(END_INPUT_Z);
                case 'R':
                    return new LineBreak();
                case 'G':
                case 'X':
                case 'N':
                    throw unsupported("\\" + c);
                case 'k': {
                    if (!more() || peek() != '<') {
                        throw syntax("\\k is not followed by '<' for named capturing group", pos);
                    }
                    int end = pattern.indexOf('>', pos);
                    if (end < 0) {
                        throw syntax("named capturing group is missing trailing '>'", pos);
                    }
                    String name = pattern.substring(pos + 1, end);
                    pos = end + 1;
                    int g = groupIndex(name);
                    if (g < 0) {
                        throw syntax("named capturing group <" + name + "> does not exist", pos);
                    }
                    return new BackReference(g);
                }
                default:
                    break;
            }
            if (c >= '1' && c <= '9') {
                int g = c - '0';
                // more digits only while they name an existing group
                while (more() && peek() >= '0' && peek() <= '9') {
                    int candidate = g * 10 + (peek() - '0');
                    if (candidate > groupCount) {
                        break;
                    }
                    g = candidate;
                    pos++;
                }
                if (g > groupCount) {
                    // the JDK treats a reference to a not-yet-existing group as never matching
                    return new CharClass(); // empty set: never matches
                }
                return new BackReference(g);
            }
        }
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
            throw syntax("Illegal/unsupported escape sequence", pos - 1);
        }
        if (Character.isHighSurrogate(c) && more() && Character.isLowSurrogate(peek())) {
            return new Literal(Character.toCodePoint(c, pattern.charAt(pos++)));
        }
        return new Literal(c);
    }

    private int parseHex(String s) {
        int value = 0;
        if (s.isEmpty()) {
            throw syntax("Illegal hexadecimal escape sequence", pos);
        }
        for (int i = 0; i < s.length(); i++) {
            int d = Character.digit(s.charAt(i), 16);
            if (d < 0 || s.charAt(i) > 127) {
                throw syntax("Illegal hexadecimal escape sequence", pos);
            }
            value = value * 16 + d;
            if (value > Character.MAX_CODE_POINT) {
                throw syntax("Hexadecimal codepoint is too big", pos);
            }
        }
        return value;
    }

    private static void addPredefined(CharClass set, char kind) {
        switch (kind) {
            case 'd':
                set.addRange('0', '9');
                break;
            case 's':
                set.addRange(' ', ' ');
                set.addRange('\t', '\r'); // \t \n \u000B \f \r
                break;
            case 'w':
                set.addRange('a', 'z');
                set.addRange('A', 'Z');
                set.addRange('0', '9');
                set.addRange('_', '_');
                break;
            case 'h':
                set.addRange(' ', ' ');
                set.addRange('\t', '\t');
                set.addRange(0xa0, 0xa0);
                set.addRange(0x1680, 0x1680);
                set.addRange(0x180e, 0x180e);
                set.addRange(0x2000, 0x200a);
                set.addRange(0x202f, 0x202f);
                set.addRange(0x205f, 0x205f);
                set.addRange(0x3000, 0x3000);
                break;
            default: // 'v'
                set.addRange('\n', '\r');
                set.addRange(0x85, 0x85);
                set.addRange(0x2028, 0x2029);
                break;
        }
    }

    private Predicate parseProperty() {
        String name;
        if (more() && peek() == '{') {
            int end = pattern.indexOf('}', pos);
            if (end < 0) {
                throw syntax("Unclosed character family", pos);
            }
            name = pattern.substring(pos + 1, end);
            pos = end + 1;
        } else if (more()) {
            name = String.valueOf(peek());
            pos++;
        } else {
            throw syntax("Illegal character family", pos);
        }
        if (name.startsWith("Is")) {
            name = name.substring(2);
        }
        switch (name) {
            case "Lower":
                return cp -> cp >= 'a' && cp <= 'z';
            case "Upper":
                return cp -> cp >= 'A' && cp <= 'Z';
            case "ASCII":
                return cp -> cp >= 0 && cp <= 0x7f;
            case "Alpha":
                return cp -> (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
            case "Digit":
                return cp -> cp >= '0' && cp <= '9';
            case "Alnum":
                return cp -> (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9');
            case "Punct":
                return cp -> cp < 128 && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".indexOf(cp) >= 0;
            case "Graph":
                return cp -> cp > 0x20 && cp < 0x7f;
            case "Print":
                return cp -> cp >= 0x20 && cp < 0x7f;
            case "Blank":
                return cp -> cp == ' ' || cp == '\t';
            case "Cntrl":
                return cp -> cp < 0x20 || cp == 0x7f;
            case "XDigit":
                return cp -> (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'f') || (cp >= 'A' && cp <= 'F');
            case "Space":
                return cp -> cp == ' ' || (cp >= '\t' && cp <= '\r');
            case "L":
            case "Letter":
                return Character::isLetter;
            case "Alphabetic":
                return Character::isAlphabetic;
            case "Lu":
                return cp -> Character.isUpperCase(cp) && Character.isLetter(cp);
            case "Uppercase":
                return Character::isUpperCase;
            case "Ll":
                return cp -> Character.isLowerCase(cp) && Character.isLetter(cp);
            case "Lowercase":
                return Character::isLowerCase;
            case "Nd":
                return Character::isDigit;
            case "White_Space":
            case "WhiteSpace":
                return cp -> (cp >= '\t' && cp <= '\r') || cp == ' ' || cp == 0x85 || cp == 0xa0
                        || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200a) || cp == 0x2028
                        || cp == 0x2029 || cp == 0x202f || cp == 0x205f || cp == 0x3000;
            case "javaLowerCase":
                return Character::isLowerCase;
            case "javaUpperCase":
                return Character::isUpperCase;
            case "javaWhitespace":
                return Character::isWhitespace;
            case "javaLetter":
                return Character::isLetter;
            case "javaDigit":
                return Character::isDigit;
            case "javaLetterOrDigit":
                return Character::isLetterOrDigit;
            default:
                throw unsupported("property \\p{" + name + "}");
        }
    }

    private Node parseClass() {
        // called after '['
        CharClass cls = new CharClass();
        if (more() && peek() == '^') {
            cls.negated = true;
            pos++;
        }
        boolean first = true;
        while (true) {
            if (!more()) {
                throw syntax("Unclosed character class", pattern.length() - 1);
            }
            char c = peek();
            if (c == ']' && !first) {
                pos++;
                break;
            }
            first = false;
            if (c == '[') {
                pos++;
                CharClass nested = (CharClass) parseClass();
                cls.addPredicate(cp -> nested.test(cp, 0));
                continue;
            }
            if (c == '&' && pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '&') {
                throw unsupported("character class intersection (&&)");
            }
            int lo;
            if (c == '\\') {
                pos++;
                Node n = parseEscape(true, cls);
                if (n == null) {
                    continue; // predefined class added to cls
                }
                lo = ((Literal) n).cp;
            } else {
                lo = pattern.codePointAt(pos);
                pos += Character.charCount(lo);
            }
            // a range lo-hi?
            if (more() && peek() == '-' && pos + 1 < pattern.length() && pattern.charAt(pos + 1) != ']') {
                pos++;
                int hi;
                char h = peek();
                if (h == '[') {
                    throw syntax("Illegal character range", pos);
                }
                if (h == '\\') {
                    pos++;
                    Node n = parseEscape(true, null);
                    if (!(n instanceof Literal)) {
                        throw syntax("Illegal character range", pos);
                    }
                    hi = ((Literal) n).cp;
                } else {
                    hi = pattern.codePointAt(pos);
                    pos += Character.charCount(hi);
                }
                if (hi < lo) {
                    throw syntax("Illegal character range", pos - 1);
                }
                cls.addRange(lo, hi);
            } else {
                cls.addRange(lo, lo);
            }
        }
        return cls;
    }
}
