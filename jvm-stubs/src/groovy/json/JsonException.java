package groovy.json;

/** Thrown when JSON cannot be parsed or a value cannot be written as JSON. */
public class JsonException extends RuntimeException {
    public JsonException() {
        super();
    }

    public JsonException(String s) {
        super(s);
    }

    public JsonException(String s, Throwable throwable) {
        super(s, throwable);
    }

    public JsonException(Throwable throwable) {
        super(throwable);
    }
}
