package ironpf.smartthings;

import java.util.ArrayList;

/**
 * The kind of a device of the home: the capabilities it has, as a device handler declares
 * them, with their attributes and commands merged (the first capability that names an
 * attribute or command defines it; a universal device keeps every attribute a command of one
 * name writes in any capability). A device input {@code capability.X} gets a device whose
 * main capability is X and which also has the capabilities that common device handlers for X
 * declare beside it (a smoke detector also reports carbon monoxide, a switch is dimmable, a
 * contact sensor has a battery and a tamper switch: see {@link #COMPANIONS}). A custom device
 * type ({@code device.NAME}) or a {@code capability.sensor}/{@code capability.actuator} input
 * gets a device that has every capability of the reference.
 */
public final class DeviceType {
    /** The input type, {@code capability.switch} or {@code device.myEcobeeDevice}. */
    public final String input;
    public final String displayName;
    public final String[] capabilities;
    public final Capability.AttributeSpec[] attributes;
    public final Capability.CommandSpec[] commands;
    /** A custom device type or a generic sensor/actuator input: every capability, and commands
     *  outside the reference are recorded rather than rejected. */
    private final boolean universal;

    /** Main capability, then the capabilities device handlers commonly declare with it. */
    private static final String[][] COMPANIONS = {
        {"switch", "switchLevel", "refresh", "polling", "actuator", "sensor"},
        {"switchLevel", "switch", "refresh", "actuator"},
        {"colorControl", "switch", "switchLevel", "colorTemperature", "refresh", "actuator"},
        {"colorTemperature", "switch", "switchLevel", "refresh", "actuator"},
        {"bulb", "switchLevel", "actuator"},
        {"light", "switchLevel", "actuator"},
        {"outlet", "powerMeter", "actuator"},
        {"smokeDetector", "carbonMonoxideDetector", "battery", "sensor"},
        {"carbonMonoxideDetector", "smokeDetector", "battery", "sensor"},
        {"contactSensor", "battery", "tamperAlert", "temperatureMeasurement", "sensor"},
        {"accelerationSensor", "contactSensor", "threeAxis", "temperatureMeasurement", "battery", "sensor"},
        {"threeAxis", "accelerationSensor", "contactSensor", "temperatureMeasurement", "battery", "sensor"},
        {"motionSensor", "temperatureMeasurement", "battery", "tamperAlert", "sensor"},
        {"presenceSensor", "battery", "tone", "sensor"},
        {"waterSensor", "temperatureMeasurement", "battery", "tamperAlert", "sensor"},
        {"temperatureMeasurement", "relativeHumidityMeasurement", "battery", "sensor"},
        {"relativeHumidityMeasurement", "temperatureMeasurement", "battery", "sensor"},
        {"illuminanceMeasurement", "battery", "sensor"},
        {"thermostat", "relativeHumidityMeasurement", "battery", "polling", "refresh", "actuator", "sensor"},
        {"lock", "battery", "polling", "refresh", "actuator", "sensor"},
        {"garageDoorControl", "doorControl", "contactSensor", "switch", "refresh", "actuator"},
        {"doorControl", "contactSensor", "refresh", "actuator"},
        {"button", "holdableButton", "battery", "sensor"},
        {"holdableButton", "button", "battery", "sensor"},
        {"alarm", "switch", "battery", "actuator"},
        {"musicPlayer", "audioNotification", "speechSynthesis", "refresh", "actuator"},
        {"powerMeter", "energyMeter", "sensor"},
        {"energyMeter", "powerMeter", "sensor"},
        {"valve", "refresh", "actuator"},
        {"windowShade", "switchLevel", "refresh", "actuator"},
        {"momentary", "switch", "actuator"},
        {"imageCapture", "actuator"},
        {"speechSynthesis", "actuator"},
    };

    private DeviceType(String input, String displayName, String[] capabilities, boolean universal) {
        this.input = input;
        this.universal = universal;
        this.displayName = displayName;
        this.capabilities = capabilities;
        ArrayList<Capability.AttributeSpec> attributes = new ArrayList<>();
        ArrayList<Capability.CommandSpec> commands = new ArrayList<>();
        for (int i = 0; i < capabilities.length; i++) {
            Capability c = Capability.named(capabilities[i]);
            for (int k = 0; k < c.attributes.length; k++) {
                if (indexOf(attributes, c.attributes[k].name) < 0) attributes.add(c.attributes[k]);
            }
            // A universal device (a custom type) does not know which capability a command
            // means: it keeps every attribute a command of that name writes.
            for (int k = 0; k < c.commands.length; k++) {
                Capability.CommandSpec command = c.commands[k];
                boolean known = false;
                for (int j = 0; j < commands.size(); j++) {
                    Capability.CommandSpec other = commands.get(j);
                    known |= other.name.equals(command.name)
                            && (!universal || java.util.Objects.equals(other.attribute, command.attribute));
                }
                if (!known) commands.add(command);
            }
        }
        this.attributes = attributes.toArray(new Capability.AttributeSpec[0]);
        this.commands = commands.toArray(new Capability.CommandSpec[0]);
    }

    private static int indexOf(ArrayList<Capability.AttributeSpec> list, String name) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).name.equals(name)) return i;
        }
        return -1;
    }

    /** The location, a device-like object with the location's attributes. */
    static final DeviceType LOCATION = new DeviceType("location", "location", new String[0], Capability.LOCATION);

    private DeviceType(String input, String displayName, String[] capabilities, Capability only) {
        this.input = input;
        this.displayName = displayName;
        this.capabilities = capabilities;
        this.universal = false;
        this.attributes = only.attributes;
        this.commands = only.commands;
    }

    /**
     * The device type for an input type ({@code capability.X}, {@code device.NAME}), or null
     * for a capability the reference does not have.
     */
    static DeviceType forInput(String type) {
        if (type.startsWith("device.")) {
            String name = type.substring("device.".length());
            return new DeviceType(type, name, Capability.names(), true);
        }
        String name = type.substring("capability.".length());
        Capability main = Capability.named(name);
        if (main == null) return null;
        if (main.name.equals("sensor") || main.name.equals("actuator")) {
            return new DeviceType(type, main.deviceName, Capability.names(), true);
        }
        String[] companions = new String[] {main.name};
        for (int i = 0; i < COMPANIONS.length; i++) {
            if (COMPANIONS[i][0].equals(main.name)) companions = COMPANIONS[i];
        }
        return new DeviceType(type, main.deviceName, companions, false);
    }

    /** The index of attribute {@code attribute}, or -1. */
    public int indexOf(String attribute) {
        for (int i = 0; i < attributes.length; i++) {
            if (attributes[i].name.equals(attribute)) return i;
        }
        return -1;
    }

    public Capability.CommandSpec command(String name) {
        for (int i = 0; i < commands.length; i++) {
            if (commands[i].name.equals(name)) return commands[i];
        }
        return null;
    }

    boolean universal() { return universal; }

    public boolean hasCapability(String name) {
        String key = name.replace(" ", "");
        for (int i = 0; i < capabilities.length; i++) {
            if (capabilities[i].equalsIgnoreCase(key)) return true;
        }
        return false;
    }
}
