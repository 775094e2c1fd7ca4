package java.util;

public final class StringJoiner {
    private final String prefix;
    private final String delimiter;
    private final String suffix;
    /** The joined elements so far (without prefix and suffix), or null when none was added. */
    private StringBuilder value;
    private String emptyValue;

    public StringJoiner(CharSequence delimiter) {
        this(delimiter, "", "");
    }

    public StringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        this.prefix = prefix.toString();
        this.delimiter = delimiter.toString();
        this.suffix = suffix.toString();
        this.emptyValue = null;
    }

    public StringJoiner setEmptyValue(CharSequence emptyValue) {
        this.emptyValue = Objects.requireNonNull(emptyValue,
                "The empty value must not be null").toString();
        return this;
    }

    public String toString() {
        if (value == null) {
            return emptyValue != null ? emptyValue : prefix + suffix;
        }
        if (suffix.isEmpty() && prefix.isEmpty()) {
            return value.toString();
        }
        return prefix + value.toString() + suffix;
    }

    public StringJoiner add(CharSequence newElement) {
        if (value == null) {
            value = new StringBuilder();
        } else {
            value.append(delimiter);
        }
        value.append(String.valueOf(newElement));
        return this;
    }

    public StringJoiner merge(StringJoiner other) {
        Objects.requireNonNull(other);
        if (other.value == null) {
            return this;
        }
        String content = other.value.toString();
        if (value == null) {
            value = new StringBuilder();
        } else {
            value.append(delimiter);
        }
        value.append(content);
        return this;
    }

    public int length() {
        if (value == null) {
            return emptyValue != null ? emptyValue.length() : prefix.length() + suffix.length();
        }
        return value.length() + prefix.length() + suffix.length();
    }
}
