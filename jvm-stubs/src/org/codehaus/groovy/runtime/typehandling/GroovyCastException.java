package org.codehaus.groovy.runtime.typehandling;

/** A value that cannot be converted to the type asked for. */
public class GroovyCastException extends ClassCastException {
    public GroovyCastException(Object objectToCast, Class classToCastTo) {
        super("Cannot cast object '" + objectToCast + "' with class '"
                + (objectToCast == null ? "null" : objectToCast.getClass().getName())
                + "' to class '" + classToCastTo.getName() + "'");
    }

    public GroovyCastException(String message) {
        super(message);
    }
}
