package groovy.lang;

public class GroovyRuntimeException extends RuntimeException {
    public GroovyRuntimeException() {
        super();
    }

    public GroovyRuntimeException(String message) {
        super(message);
    }

    public GroovyRuntimeException(String message, Throwable cause) {
        super(message, cause);
    }
}
