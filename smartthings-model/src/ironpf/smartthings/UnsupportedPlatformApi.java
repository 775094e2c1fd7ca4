package ironpf.smartthings;

import ironpf.PropertyViolation;

/** An app used part of the SmartThings platform the model does not provide. */
public class UnsupportedPlatformApi extends PropertyViolation {
    public UnsupportedPlatformApi(String what) {
        super("app error", "unsupported platform API: " + what);
    }
}
