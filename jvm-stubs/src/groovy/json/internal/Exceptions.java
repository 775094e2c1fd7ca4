package groovy.json.internal;

import groovy.json.JsonException;

/** The exceptions Groovy 2.4's JSON parser throws from inside its number scanner. */
public class Exceptions {
    public static boolean die() {
        return die("died");
    }

    public static boolean die(String message) {
        throw new JsonInternalException(message);
    }

    /** A JsonException whose message also names its cause, if it has one. */
    public static class JsonInternalException extends JsonException {
        public JsonInternalException(String message) {
            super(message);
        }

        public JsonInternalException(String message, Throwable cause) {
            super(message, cause);
        }

        public JsonInternalException(Throwable cause) {
            super("Wrapped Exception", cause);
        }

        public String getMessage() {
            return super.getMessage() + (getCause() == null ? ""
                    : "\n CAUSE " + getCause().getClass().getName() + " :: " + getCause().getMessage());
        }

        public String getLocalizedMessage() {
            return getMessage();
        }
    }
}
