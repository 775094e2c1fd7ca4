package groovy.lang;

import java.util.AbstractList;
import java.util.List;

/** A range of ints, inclusive at both ends; reversed when it counts down. */
public class IntRange extends AbstractList<Integer> implements Range<Integer> {
    private final int from;
    private final int to;
    private final boolean reverse;

    public IntRange(int from, int to) {
        this.reverse = from > to;
        this.from = reverse ? to : from;
        this.to = reverse ? from : to;
    }

    /** {@code from..to} or {@code from..<to} (empty when from == to). */
    public IntRange(boolean inclusive, int from, int to) {
        int last = inclusive ? to : (from <= to ? to - 1 : to + 1);
        if (!inclusive && from == to) {
            this.reverse = false;
            this.from = from;
            this.to = from - 1;
        } else {
            this.reverse = from > last;
            this.from = reverse ? last : from;
            this.to = reverse ? from : last;
        }
    }

    public Integer getFrom() {
        return Integer.valueOf(from);
    }

    public Integer getTo() {
        return Integer.valueOf(to);
    }

    public int getFromInt() {
        return from;
    }

    public int getToInt() {
        return to;
    }

    public boolean isReverse() {
        return reverse;
    }

    public int size() {
        return to - from + 1;
    }

    public Integer get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException("Index: " + index + " should not be negative or greater than size " + size());
        }
        return Integer.valueOf(reverse ? to - index : from + index);
    }

    public boolean contains(Object value) {
        if (!(value instanceof Integer)) return false;
        int v = ((Integer) value).intValue();
        return v >= from && v <= to;
    }

    public boolean equals(Object that) {
        if (that instanceof IntRange) {
            IntRange r = (IntRange) that;
            return from == r.from && to == r.to && reverse == r.reverse;
        }
        return super.equals(that);
    }

    public String toString() {
        if (size() == 0) return "[]";
        return reverse ? to + ".." + from : from + ".." + to;
    }
}
