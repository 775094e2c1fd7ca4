package ironpf;

/**
 * A violation of a property other than "no uncaught exception", raised by a program or a
 * platform model (such as a conflict between two SmartApps): the checker reports it under the
 * property's name with this error's message and stack. It is an {@code Error}, so a program's
 * {@code catch (Exception e)} does not swallow it.
 */
public class PropertyViolation extends Error {
    private final String property;

    public PropertyViolation(String property, String message) {
        super(message);
        this.property = property;
    }

    /** The name of the violated property. */
    public String getProperty() {
        return property;
    }
}
