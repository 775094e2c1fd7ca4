package ironpf.smartthings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A device of the home as one app sees it. Each app gets its own {@code Device} object for a
 * device (so a command knows which app issued it); both share the device's attribute values,
 * which the home keeps in flat arrays together with, per attribute, the last app write since
 * the environment last changed it (the conflict oracle's record). Commands are answered
 * through Groovy's {@code methodMissing}, attribute properties ({@code currentLock},
 * {@code lockState}) through {@code propertyMissing}. As on SmartThings, reading an attribute
 * the device does not have gives null.
 */
public class Device implements physicalgraph.app.DeviceWrapper, ironpf.groovy.SpreadCalls {
    final Home home;
    final DeviceType type;
    /** The app (1 or 2) this object belongs to. */
    final int app;
    /** The device's number in the home (0 is the location). */
    final int number;
    private final String id;

    Device(Home home, DeviceType type, int app, int number) {
        this.home = home;
        this.type = type;
        this.app = app;
        this.number = number;
        this.id = number == 0 ? "location" : "device-" + number;
    }

    public String getId() { return id; }
    public String getDisplayName() { return type.displayName; }
    public String getLabel() { return type.displayName; }
    public String getName() { return type.displayName; }
    public String getTypeName() { return type.displayName; }
    public String getDeviceNetworkId() { return "DNI" + number; }
    public String getManufacturerName() { return "ironpf"; }
    public String getModelName() { return type.input; }
    public String getStatus() { return "ONLINE"; }
    public Object getHub() { return home.hub(); }
    public String toString() { return type.displayName; }
    /** {@code wrapper.device}: the device behind the wrapper apps get (the same object here). */
    public Device getDevice() { return this; }

    /** The index of attribute {@code name}, -1 if this device has no such attribute. */
    int attribute(String name) { return type.indexOf(name); }

    public Object currentValue(String attribute) {
        int i = attribute(attribute);
        return i < 0 ? null : home.current(number, i);
    }
    public Object currentValue(String attribute, boolean skipCache) { return currentValue(attribute); }
    public Object latestValue(String attribute) { return currentValue(attribute); }
    public AttributeState currentState(String attribute) {
        int i = attribute(attribute);
        return i < 0 ? null : new AttributeState(this, attribute, currentValue(attribute));
    }
    public AttributeState latestState(String attribute) { return currentState(attribute); }
    public boolean hasAttribute(String attribute) { return attribute(attribute) >= 0; }
    public boolean hasCapability(String name) { return type.hasCapability(name); }
    public boolean hasCommand(String name) { return type.command(name) != null; }

    public List getCapabilities() { return named(type.capabilities.length, 0); }
    public List getSupportedAttributes() { return named(type.attributes.length, 1); }
    public List getSupportedCommands() { return named(type.commands.length, 2); }

    /** Capabilities, attributes or commands as objects with a name (what apps print or compare). */
    private List named(int n, int kind) {
        ArrayList list = new ArrayList();
        for (int i = 0; i < n; i++) {
            String name = kind == 0 ? type.capabilities[i] : kind == 1 ? type.attributes[i].name : type.commands[i].name;
            list.add(new Named(name));
        }
        return list;
    }

    /** A capability, attribute or command as {@code supportedAttributes} and friends list them. */
    public static final class Named {
        private final String name;
        Named(String name) { this.name = name; }
        public String getName() { return name; }
        public String toString() { return name; }
        public boolean equals(Object o) { return o != null && o.toString().equals(name); }
        public int hashCode() { return name.hashCode(); }
    }

    // ----- history (see Home#history) -----

    public List events() { return home.history(this, null, null, Integer.valueOf(10), false); }
    public List events(Map options) { return home.history(this, null, null, options.get("max"), false); }
    public List eventsSince(Object since) { return home.history(this, null, since, Integer.valueOf(10), false); }
    public List eventsSince(Object since, Map options) { return home.history(this, null, since, options.get("max"), false); }
    public List eventsBetween(Object from, Object to) { return home.history(this, null, from, Integer.valueOf(10), false); }
    public List eventsBetween(Object from, Object to, Map options) { return home.history(this, null, from, options.get("max"), false); }
    public List statesSince(String attribute, Object since) { return home.history(this, attribute, since, Integer.valueOf(10), true); }
    public List statesSince(String attribute, Object since, Map options) { return home.history(this, attribute, since, options.get("max"), true); }
    public List statesBetween(String attribute, Object from, Object to) { return home.history(this, attribute, from, Integer.valueOf(10), true); }
    public List statesBetween(String attribute, Object from, Object to, Map options) { return home.history(this, attribute, from, options.get("max"), true); }

    /** {@code device.currentLock}, {@code device.lockState}, {@code device.latestLock}. */
    public Object propertyMissing(String name) {
        if (name.startsWith("current") && name.length() > 7) return currentValue(decapitalize(name.substring(7)));
        if (name.startsWith("latest") && name.length() > 6) return currentValue(decapitalize(name.substring(6)));
        if (name.endsWith("State") && name.length() > 5) return currentState(name.substring(0, name.length() - 5));
        throw AppExceptions.missingProperty(name, getClass());
    }

    public boolean equals(Object o) {
        return o instanceof Device && ((Device) o).home == home && ((Device) o).number == number;
    }

    public int hashCode() { return number; }

    /** A device command: {@code lock1.lock()}, {@code dimmer.setLevel(30)}. */
    public Object methodMissing(String name, Object args) {
        Commands.run(this, name, (Object[]) args);
        return null;
    }

    private static String decapitalize(String s) {
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    /** Value equality as the platform sees it: numbers by value, others by their text. */
    static boolean same(Object a, Object b) {
        if (a == null || b == null) return a == b;
        if (a instanceof Number && b instanceof Number) {
            return ((Number) a).doubleValue() == ((Number) b).doubleValue();
        }
        return a.toString().equals(b.toString());
    }

    /** A written value as the device keeps it: text as String, integral numbers as Integer. */
    static Object normalize(Object v) {
        if (v instanceof CharSequence) return v.toString();
        if (v instanceof Number) {
            Number n = (Number) v;
            if (n.doubleValue() == (double) n.intValue()) return Integer.valueOf(n.intValue());
            return new BigDecimal(n.toString());
        }
        if (v instanceof Map || v == null) return v;
        return v.toString();
    }
}
