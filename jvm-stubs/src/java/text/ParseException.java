package java.text;

/** Thrown when text cannot be parsed; carries the position in the text where parsing failed. */
public class ParseException extends Exception {
    private final int errorOffset;

    public ParseException(String s, int errorOffset) {
        super(s);
        this.errorOffset = errorOffset;
    }

    public int getErrorOffset() {
        return errorOffset;
    }
}
