package java.lang.reflect;

public class MalformedParameterizedTypeException extends RuntimeException {
    private static final long serialVersionUID = -5696557788586220964L;

    public MalformedParameterizedTypeException() {
        super();
    }

    public MalformedParameterizedTypeException(String message) {
        super(message);
    }
}
