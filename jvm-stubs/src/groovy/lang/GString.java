package groovy.lang;

import org.codehaus.groovy.runtime.InvokerHelper;

/** A string with embedded values, rendered when it is used as a string. */
public abstract class GString extends GroovyObjectSupport implements Comparable, CharSequence {
    protected final Object[] values;

    public GString(Object[] values) {
        this.values = values;
    }

    public abstract String[] getStrings();

    public Object[] getValues() {
        return values;
    }

    public String toString() {
        String[] strings = getStrings();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < strings.length; i++) {
            sb.append(strings[i]);
            if (i < values.length) sb.append(InvokerHelper.toString(values[i]));
        }
        for (int i = strings.length; i < values.length; i++) {
            sb.append(InvokerHelper.toString(values[i]));
        }
        return sb.toString();
    }

    public int length() {
        return toString().length();
    }

    public char charAt(int index) {
        return toString().charAt(index);
    }

    public CharSequence subSequence(int start, int end) {
        return toString().subSequence(start, end);
    }

    public boolean equals(Object that) {
        return that instanceof GString && toString().equals(that.toString());
    }

    public int hashCode() {
        return 37 + toString().hashCode();
    }

    public int compareTo(Object that) {
        return toString().compareTo(that.toString());
    }

    public String plus(String that) {
        return toString() + that;
    }

    public String getValue(int idx) {
        return String.valueOf(values[idx]);
    }
}
