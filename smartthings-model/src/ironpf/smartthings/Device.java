package ironpf.smartthings;

import groovy.lang.MissingPropertyException;
import java.math.BigDecimal;
import java.util.Map;

/**
 * A device of the home as one app sees it. The home has one device per capability; each app
 * gets its own {@code Device} object for it (so a command knows which app issued it), and both
 * objects share the device's attribute values, which the home keeps in flat arrays together
 * with, per attribute, the last app write since the environment last changed it (the conflict
 * oracle's record). Commands are answered through Groovy's {@code methodMissing}, attribute
 * properties ({@code currentLock}, {@code lockState}) through {@code propertyMissing}.
 */
public class Device {
    final Home home;
    final Capability capability;
    /** The app (1 or 2) this object belongs to. */
    final int app;
    /** The device's number in the home (0 is the location). */
    final int number;
    /** Where the device's attributes start in the home's attribute arrays. */
    final int base;
    private final String id;

    Device(Home home, Capability capability, int app, int number, int base) {
        this.home = home;
        this.capability = capability;
        this.app = app;
        this.number = number;
        this.base = base;
        this.id = number == 0 ? "location" : "device-" + number;
    }

    public String getId() { return id; }
    public String getDisplayName() { return capability.deviceName; }
    public String getLabel() { return capability.deviceName; }
    public String getName() { return capability.deviceName; }
    public String getTypeName() { return capability.deviceName; }
    public String toString() { return capability.deviceName; }

    /** The index of attribute {@code name}, failing clearly if this device has no such attribute. */
    int attribute(String name) {
        int i = capability.indexOf(name);
        if (i < 0) {
            throw new UnsupportedPlatformApi("attribute '" + name + "' of " + capability.deviceName
                    + " (capability " + capability.name + " has " + attributeNames() + ")");
        }
        return i;
    }

    private String attributeNames() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < capability.attributes.length; i++) {
            if (i > 0) b.append(", ");
            b.append(capability.attributes[i].name);
        }
        return b.length() == 0 ? "no attributes" : b.toString();
    }

    public Object currentValue(String attribute) { return home.values[base + attribute(attribute)]; }
    public Object latestValue(String attribute) { return currentValue(attribute); }
    public AttributeState currentState(String attribute) { return new AttributeState(attribute, currentValue(attribute)); }
    public AttributeState latestState(String attribute) { return currentState(attribute); }
    public boolean hasAttribute(String attribute) { return capability.indexOf(attribute) >= 0; }
    public boolean hasCapability(String name) {
        return capability.name.equalsIgnoreCase(name.replace(" ", ""));
    }
    public boolean hasCommand(String name) { return Commands.supports(this, name); }
    public Object getCapabilities() { return java.util.Collections.singletonList(capability.name); }
    public void refresh() { }
    public void poll() { }

    /** {@code device.currentLock}, {@code device.lockState}, {@code device.latestLock}. */
    public Object propertyMissing(String name) {
        if (name.startsWith("current") && name.length() > 7) return currentValue(decapitalize(name.substring(7)));
        if (name.startsWith("latest") && name.length() > 6) return currentValue(decapitalize(name.substring(6)));
        if (name.endsWith("State") && name.length() > 5) return currentState(name.substring(0, name.length() - 5));
        throw new MissingPropertyException(name, getClass());
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
