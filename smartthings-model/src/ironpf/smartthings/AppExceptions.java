package ironpf.smartthings;

import groovy.lang.MissingMethodException;
import groovy.lang.MissingPropertyException;

/**
 * The exceptions the model throws into an app on purpose, as SmartThings would (a device
 * property or command that does not exist, an event value that is not a number). They are
 * made here so that the checker can tell them from exceptions raised by a fault of the model
 * itself: an exception whose innermost frame outside the Java and Groovy libraries is in the
 * model, other than in this class, is reported as an internal error of ironpf, not as the
 * app's uncaught exception.
 */
final class AppExceptions {
    private AppExceptions() {}

    static MissingPropertyException missingProperty(String name, Class type) {
        return new MissingPropertyException(name, type);
    }

    static MissingMethodException missingMethod(String name, Class type, Object[] args) {
        return new MissingMethodException(name, type, args);
    }

    static NumberFormatException numberFormat(String message) {
        return new NumberFormatException(message);
    }
}
