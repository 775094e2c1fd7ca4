package ironpf.smartthings;

import ironpf.PropertyViolation;

/**
 * An app called the platform in a way SmartThings rejects (a command without its value, a
 * malformed argument): an app error at the app's line, never an exception of the model.
 */
public class AppError extends PropertyViolation {
    public AppError(String what) {
        super("app error", what);
    }
}
