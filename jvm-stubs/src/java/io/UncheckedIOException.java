package java.io;

public class UncheckedIOException extends RuntimeException {

    public UncheckedIOException(String message, IOException cause) {
        super(message, nonNull(cause));
    }

    public UncheckedIOException(IOException cause) {
        super(nonNull(cause));
    }

    private static IOException nonNull(IOException cause) {
        if (cause == null) {
            throw new NullPointerException();
        }
        return cause;
    }

    public IOException getCause() {
        return (IOException) super.getCause();
    }
}
