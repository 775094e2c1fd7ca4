package ironpf.smartthings;

/**
 * The device capabilities the model knows: for each, its attributes with the values the
 * environment can produce. The first value of an attribute is its value in initial
 * configuration A, the second in configuration B. Commands are in {@link Device#command}.
 */
public final class Capability {
    /** The capability name as in {@code capability.lock} inputs. */
    public final String name;
    /** The display name of the home's device of this capability. */
    public final String deviceName;
    public final AttributeSpec[] attributes;

    private Capability(String name, String deviceName, AttributeSpec... attributes) {
        this.name = name;
        this.deviceName = deviceName;
        this.attributes = attributes;
    }

    /** One attribute: its name, its environment values, and whether every press is an event. */
    public static final class AttributeSpec {
        public final String name;
        public final Object[] values;
        /** Every environment event is delivered, whatever the previous value (buttons, sunset). */
        public final boolean momentary;
        /** Its events are a user's deliberate act (a button press): writes they cause are no conflicts. */
        public final boolean deliberate;

        AttributeSpec(String name, boolean momentary, boolean deliberate, Object... values) {
            this.name = name;
            this.values = values;
            this.momentary = momentary;
            this.deliberate = deliberate;
        }

        /** The index of environment value {@code value}, or -1. */
        public int indexOf(Object value) {
            for (int i = 0; i < values.length; i++) {
                if (values[i].toString().equals(String.valueOf(value))) return i;
            }
            return -1;
        }

        public Object initial(boolean configurationB) {
            return configurationB && values.length > 1 ? values[1] : values[0];
        }
    }

    private static AttributeSpec attr(String name, Object... values) {
        return new AttributeSpec(name, false, false, values);
    }

    private static AttributeSpec number(String name, int... values) {
        Object[] boxed = new Object[values.length];
        for (int i = 0; i < values.length; i++) boxed[i] = Integer.valueOf(values[i]);
        return new AttributeSpec(name, false, false, boxed);
    }

    private static AttributeSpec momentary(String name, Object... values) {
        return new AttributeSpec(name, true, false, values);
    }

    private static AttributeSpec press(String name, Object... values) {
        return new AttributeSpec(name, true, true, values);
    }

    private static final AttributeSpec SWITCH = attr("switch", "off", "on");
    private static final AttributeSpec LEVEL = number("level", 0, 50, 100);
    private static final AttributeSpec TEMPERATURE = number("temperature", 75, 45);

    private static final Capability[] ALL = {
        new Capability("switch", "Switch", SWITCH),
        new Capability("relaySwitch", "Relay Switch", SWITCH),
        new Capability("switchLevel", "Dimmer", LEVEL, SWITCH),
        new Capability("colorControl", "Color Bulb", number("hue", 0, 50, 100),
                number("saturation", 0, 50, 100), SWITCH, LEVEL),
        new Capability("lock", "Lock", attr("lock", "locked", "unlocked")),
        new Capability("contactSensor", "Contact Sensor", attr("contact", "closed", "open")),
        new Capability("motionSensor", "Motion Sensor", attr("motion", "inactive", "active")),
        new Capability("presenceSensor", "Presence Sensor", attr("presence", "present", "not present")),
        new Capability("smokeDetector", "Smoke Detector", attr("smoke", "clear", "detected", "tested")),
        new Capability("carbonMonoxideDetector", "CO Detector",
                attr("carbonMonoxide", "clear", "detected", "tested")),
        new Capability("waterSensor", "Water Sensor", attr("water", "dry", "wet")),
        new Capability("accelerationSensor", "Acceleration Sensor", attr("acceleration", "inactive", "active")),
        new Capability("temperatureMeasurement", "Temperature Sensor", TEMPERATURE),
        new Capability("relativeHumidityMeasurement", "Humidity Sensor", number("humidity", 30, 70)),
        new Capability("illuminanceMeasurement", "Light Sensor", number("illuminance", 500, 10)),
        new Capability("battery", "Battery", number("battery", 90, 5)),
        new Capability("powerMeter", "Power Meter", number("power", 0, 150)),
        new Capability("energyMeter", "Energy Meter", number("energy", 0, 150)),
        new Capability("thermostat", "Thermostat",
                attr("thermostatMode", "auto", "heat", "cool", "off", "emergency heat"),
                number("heatingSetpoint", 65, 70), number("coolingSetpoint", 75, 80),
                attr("thermostatFanMode", "auto", "on", "circulate"),
                attr("thermostatOperatingState", "idle", "heating", "cooling"), TEMPERATURE),
        new Capability("valve", "Valve", attr("valve", "open", "closed")),
        new Capability("alarm", "Alarm", attr("alarm", "off", "siren", "strobe", "both")),
        new Capability("doorControl", "Door", attr("door", "closed", "open")),
        new Capability("garageDoorControl", "Garage Door", attr("door", "closed", "open")),
        new Capability("button", "Button", press("button", "pushed", "held")),
        new Capability("momentary", "Momentary Button", press("momentary", "pushed")),
        new Capability("musicPlayer", "Speaker", attr("status", "stopped", "playing", "paused"),
                LEVEL, attr("mute", "unmuted", "muted")),
        new Capability("speechSynthesis", "Speech Synthesizer"),
        new Capability("imageCapture", "Camera"),
    };

    /** The location: its mode, sunrise and sunset. */
    static final Capability LOCATION = new Capability("location", "Home", attr("mode", "home", "away", "night"),
            momentary("sunrise", "sunrise"), momentary("sunset", "sunset"));

    /** The capability called {@code name}, or null. */
    public static Capability named(String name) {
        for (int i = 0; i < ALL.length; i++) {
            if (ALL[i].name.equals(name)) return ALL[i];
        }
        return null;
    }

    /** The index of attribute {@code attribute}, or -1. */
    public int indexOf(String attribute) {
        for (int i = 0; i < attributes.length; i++) {
            if (attributes[i].name.equals(attribute)) return i;
        }
        return -1;
    }
}
