package java.nio.charset;

import java.util.Set;

/**
 * A named character encoding. ironpf has the six standard charsets (UTF-8, US-ASCII,
 * ISO-8859-1, UTF-16, UTF-16BE, UTF-16LE) with the JDK's names and aliases; other charsets the
 * JDK has fail loudly (ironpf.Unsupported); unknown names throw UnsupportedCharsetException.
 * Encoders, decoders and byte buffers are not modelled.
 */
public abstract class Charset implements Comparable<Charset> {
    static final int UTF8 = 0;
    static final int LATIN1 = 1;
    static final int ASCII = 2;
    static final int UTF16 = 3;
    static final int UTF16BE = 4;
    static final int UTF16LE = 5;

    private static final String[][] NAMES = {
        {"UTF-8", "unicode-1-1-utf-8", "UTF8"},
        {"ISO-8859-1", "iso-ir-100", "ISO_8859-1", "latin1", "l1", "IBM819", "cp819", "csISOLatin1", "819", "IBM-819",
            "ISO8859_1", "ISO_8859-1:1987", "ISO_8859_1", "8859_1", "ISO8859-1"},
        {"US-ASCII", "iso-ir-6", "ANSI_X3.4-1986", "ISO_646.irv:1991", "ASCII", "iso_646.irv:1983", "ANSI_X3.4-1968", "646",
            "default", "cp367", "csASCII", "us", "ISO646-US", "IBM367", "ascii7"},
        {"UTF-16", "UTF_16", "utf16", "unicode", "UnicodeBig"},
        {"UTF-16BE", "UTF_16BE", "ISO-10646-UCS-2", "X-UTF-16BE", "UnicodeBigUnmarked"},
        {"UTF-16LE", "UnicodeLittleUnmarked", "UTF_16LE", "X-UTF-16LE"},
    };

    static final Charset[] STANDARD = new Charset[NAMES.length];

    static {
        for (int i = 0; i < NAMES.length; i++) {
            String[] aliases = new String[NAMES[i].length - 1];
            System.arraycopy(NAMES[i], 1, aliases, 0, aliases.length);
            STANDARD[i] = new Standard(NAMES[i][0], aliases, i);
        }
    }

    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        checkName(canonicalName);
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases.clone();
    }

    private static void checkName(String s) {
        int n = s.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') continue;
            if (c >= 'a' && c <= 'z') continue;
            if (c >= '0' && c <= '9') continue;
            if (c == '-' && i != 0) continue;
            if (c == '+' && i != 0) continue;
            if (c == ':' && i != 0) continue;
            if (c == '_' && i != 0) continue;
            if (c == '.' && i != 0) continue;
            throw new IllegalCharsetNameException(s);
        }
    }

    /** The index of a standard charset by name or alias (any case), or -1. */
    static int standardIndex(String name) {
        for (int i = 0; i < NAMES.length; i++) {
            for (String n : NAMES[i]) {
                if (n.equalsIgnoreCase(name)) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Names of charsets the JDK has and ironpf does not model. */
    static boolean knownToJdk(String name) {
        String n = name.toUpperCase();
        String[] prefixes = {"WINDOWS-", "CP", "IBM", "ISO-8859-", "ISO8859", "UTF-32", "UTF32", "BIG5", "GB", "SHIFT_JIS",
            "SJIS", "EUC-", "EUC_", "KOI8", "X-", "MS", "TIS-620", "JIS", "ISO-2022", "UTF_32", "MACROMAN"};
        for (String p : prefixes) {
            if (n.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        int index = standardIndex(charsetName);
        if (index >= 0) {
            return STANDARD[index];
        }
        checkName(charsetName);
        if (knownToJdk(charsetName)) {
            throw ironpf.Unsupported.fail("charset " + charsetName
                    + " (ironpf has UTF-8, US-ASCII, ISO-8859-1, UTF-16, UTF-16BE and UTF-16LE)");
        }
        return null;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    public static Charset forName(String charsetName, Charset fallback) {
        try {
            Charset cs = lookup(charsetName);
            return cs != null ? cs : fallback;
        } catch (IllegalCharsetNameException ex) {
            return fallback;
        }
    }

    public static java.util.SortedMap<String, Charset> availableCharsets() {
        throw ironpf.Unsupported.fail("Charset.availableCharsets (ironpf has the six standard charsets only)");
    }

    public static Charset defaultCharset() {
        return STANDARD[UTF8];
    }

    public final String name() {
        return name;
    }

    public final Set<String> aliases() {
        Set<String> set = new java.util.HashSet<>();
        for (String a : aliases) {
            set.add(a);
        }
        return java.util.Collections.unmodifiableSet(set);
    }

    public String displayName() {
        return name;
    }

    public String displayName(java.util.Locale locale) {
        return name;
    }

    public final boolean isRegistered() {
        return !name.startsWith("X-") && !name.startsWith("x-");
    }

    public abstract boolean contains(Charset cs);

    public boolean canEncode() {
        return true;
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof Charset)) {
            return false;
        }
        return name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }

    /** ironpf's standard charsets (String does the encoding and decoding). */
    static final class Standard extends Charset {
        final int kind;

        Standard(String name, String[] aliases, int kind) {
            super(name, aliases);
            this.kind = kind;
        }

        public boolean contains(Charset cs) {
            if (!(cs instanceof Standard)) {
                return false;
            }
            int other = ((Standard) cs).kind;
            switch (kind) {
                case ASCII:
                    return other == ASCII;
                case LATIN1:
                    return other == ASCII || other == LATIN1;
                default:
                    return true;
            }
        }
    }
}
