package java.text;

/**
 * Names a field of formatted output (by the integer constants of NumberFormat and DateFormat)
 * and receives the range of text the formatter produced for it.
 */
public class FieldPosition {
    int field;
    int beginIndex;
    int endIndex;
    /** Whether a formatter has already recorded a non-empty range for the field. */
    boolean found;

    public FieldPosition(int field) {
        this.field = field;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }

    /** Records the range of {@code fieldId} if it is the field this position asks for. */
    void record(int fieldId, int begin, int end) {
        if (fieldId == field && !found) {
            beginIndex = begin;
            endIndex = end;
            found = begin != end;
        }
    }

    /** Forgets an earlier result before a formatter starts. */
    void reset() {
        beginIndex = 0;
        endIndex = 0;
        found = false;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof FieldPosition)) return false;
        FieldPosition other = (FieldPosition) obj;
        return beginIndex == other.beginIndex && endIndex == other.endIndex && field == other.field;
    }

    public int hashCode() {
        return (field << 24) | (beginIndex << 16) | endIndex;
    }

    public String toString() {
        return getClass().getName() + "[field=" + field + ",attribute=null,beginIndex=" + beginIndex
                + ",endIndex=" + endIndex + ']';
    }
}
