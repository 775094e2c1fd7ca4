package org.codehaus.groovy.runtime.powerassert;

/** A failed assert without a message: its message is the rendered assertion. */
public class PowerAssertionError extends AssertionError {
    public PowerAssertionError(String msg) {
        super(msg);
    }

    public String toString() {
        return "Assertion failed: \n\n" + getMessage() + "\n";
    }
}
