package java.text;

/**
 * Where parsing starts and, afterwards, where it stopped: {@code index} advances past what a
 * successful parse consumed; after a failure {@code index} is unchanged and {@code errorIndex}
 * marks the offending character.
 */
public class ParsePosition {
    int index;
    int errorIndex = -1;

    public ParsePosition(int index) {
        this.index = index;
    }

    public int getIndex() {
        return index;
    }

    public void setIndex(int index) {
        this.index = index;
    }

    public int getErrorIndex() {
        return errorIndex;
    }

    public void setErrorIndex(int errorIndex) {
        this.errorIndex = errorIndex;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof ParsePosition)) return false;
        ParsePosition other = (ParsePosition) obj;
        return index == other.index && errorIndex == other.errorIndex;
    }

    public int hashCode() {
        return (errorIndex << 16) | index;
    }

    public String toString() {
        return getClass().getName() + "[index=" + index + ",errorIndex=" + errorIndex + ']';
    }
}
