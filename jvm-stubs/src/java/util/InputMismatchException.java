package java.util;

/** A token that does not match the expected type's pattern or is out of range. */
public class InputMismatchException extends NoSuchElementException {
    private static final long serialVersionUID = 8811230760997066428L;

    public InputMismatchException() {
        super();
    }

    public InputMismatchException(String s) {
        super(s);
    }
}
