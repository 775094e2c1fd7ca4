package ironpf.smartthings;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.Map;

/** The fixed values non-device inputs are bound to (the same in every run, as in IoTCheck). */
final class Preferences {
    private Preferences() {}

    static final String TEXT = "This is just a text!";
    static final String TIME = "2020-01-01T15:00:00.000+0000";

    static Object value(String type, Map options, String name) {
        switch (type) {
            case "number":
                return Integer.valueOf(50);
            case "decimal":
                return new BigDecimal("50.0");
            case "text":
            case "string":
            case "email":
            case "password":
                return TEXT;
            case "bool":
            case "boolean":
                return Boolean.TRUE;
            case "time":
                return TIME;
            case "phone":
                return "9495379373";
            case "contact":
                return "AJ";
            case "mode":
                return "home";
            case "enum":
                return firstOption(options.get("options"), name);
            default:
                throw new UnsupportedPlatformApi("input type '" + type + "' (input " + name + ")");
        }
    }

    /** The first option of an enum input: options are a list of values or of one-entry maps, or a map. */
    private static Object firstOption(Object options, String name) {
        Object first = null;
        if (options instanceof Map && !((Map) options).isEmpty()) {
            first = ((Map) options).keySet().iterator().next();
        } else if (options instanceof Collection && !((Collection) options).isEmpty()) {
            first = ((Collection) options).iterator().next();
            if (first instanceof Map && !((Map) first).isEmpty()) first = ((Map) first).keySet().iterator().next();
        }
        if (first == null) throw new UnsupportedPlatformApi("enum input " + name + " without options");
        return first.toString();
    }
}
