package ironpf.smartthings;

import java.util.Map;

/** Device commands: what each one writes to which attribute. */
final class Commands {
    private Commands() {}

    /** Whether {@code name} is a command of device {@code d}. */
    static boolean supports(Device d, String name) {
        return target(d, name) != null || records(d, name);
    }

    /** Runs command {@code name} of device {@code d} for the app whose handler is running. */
    static void run(Device d, String name, Object[] args) {
        if (records(d, name)) {
            d.home.record(d.app, d + "." + name + "(" + join(args) + ")");
            return;
        }
        String attribute = target(d, name);
        if (attribute == null) {
            throw new UnsupportedPlatformApi("command " + name + "() of " + d.getDisplayName()
                    + " (capability " + d.capability.name + ")");
        }
        Object value = value(d, name, args);
        d.home.write(d, d.attribute(attribute), value);
        if (name.equals("setLevel") && d.hasAttribute("switch")) {
            int level = ((Number) Device.normalize(value)).intValue();
            d.home.write(d, d.attribute("switch"), level > 0 ? "on" : "off");
        }
        if (name.equals("setColor")) {
            Map color = (Map) args[0];
            if (color.get("saturation") != null) d.home.write(d, d.attribute("saturation"), color.get("saturation"));
            if (color.get("level") != null && d.hasAttribute("level")) d.home.write(d, d.attribute("level"), color.get("level"));
        }
    }

    /** Commands that change no attribute: they are recorded (printed) only. */
    private static boolean records(Device d, String name) {
        switch (name) {
            case "speak":
                return d.capability.name.equals("speechSynthesis") || d.capability.name.equals("musicPlayer");
            case "take":
                return d.capability.name.equals("imageCapture");
            case "nextTrack":
            case "previousTrack":
            case "playTextAndResume":
            case "playTrackAndResume":
            case "playTrackAndRestore":
            case "playTextAndRestore":
                return d.capability.name.equals("musicPlayer");
            default:
                return false;
        }
    }

    /** The attribute command {@code name} writes on {@code d}, or null if it has no such command. */
    private static String target(Device d, String name) {
        switch (name) {
            case "on":
                return has(d, "switch");
            case "off":
                if (d.hasAttribute("switch")) return "switch";
                if (d.hasAttribute("thermostatMode")) return "thermostatMode";
                return has(d, "alarm");
            case "setLevel":
                return has(d, "level");
            case "lock":
            case "unlock":
                return has(d, "lock");
            case "open":
            case "close":
                if (d.hasAttribute("valve")) return "valve";
                return has(d, "door");
            case "heat":
            case "cool":
            case "auto":
            case "emergencyHeat":
            case "setThermostatMode":
                return has(d, "thermostatMode");
            case "setHeatingSetpoint":
                return has(d, "heatingSetpoint");
            case "setCoolingSetpoint":
                return has(d, "coolingSetpoint");
            case "fanOn":
            case "fanAuto":
            case "fanCirculate":
            case "setThermostatFanMode":
                return has(d, "thermostatFanMode");
            case "siren":
            case "strobe":
            case "both":
                return has(d, "alarm");
            case "play":
            case "pause":
            case "stop":
            case "playText":
            case "playTrack":
                return has(d, "status");
            case "mute":
            case "unmute":
                return has(d, "mute");
            case "setHue":
            case "setColor":
                return has(d, "hue");
            case "setSaturation":
                return has(d, "saturation");
            case "push":
                return has(d, "momentary");
            default:
                return null;
        }
    }

    private static String has(Device d, String attribute) {
        return d.hasAttribute(attribute) ? attribute : null;
    }

    /** The value command {@code name} writes. */
    private static Object value(Device d, String name, Object[] args) {
        switch (name) {
            case "on": return "on";
            case "off": return "off";
            case "lock": return "locked";
            case "unlock": return "unlocked";
            case "open": return "open";
            case "close": return "closed";
            case "heat": return "heat";
            case "cool": return "cool";
            case "auto": return "auto";
            case "emergencyHeat": return "emergency heat";
            case "fanOn": return "on";
            case "fanAuto": return "auto";
            case "fanCirculate": return "circulate";
            case "siren": return "siren";
            case "strobe": return "strobe";
            case "both": return "both";
            case "play": return "playing";
            case "pause": return "paused";
            case "stop": return "stopped";
            case "playText": return "playing";
            case "playTrack": return "playing";
            case "mute": return "muted";
            case "unmute": return "unmuted";
            case "push": return "pushed";
            case "setColor": {
                Object a = argument(d, name, args);
                if (!(a instanceof Map) || ((Map) a).get("hue") == null) {
                    throw new UnsupportedPlatformApi("setColor(" + a + ") of " + d + ": only a map with hue is modelled");
                }
                return ((Map) a).get("hue");
            }
            default:
                return argument(d, name, args);
        }
    }

    /** The one argument of a setter command. */
    private static Object argument(Device d, String name, Object[] args) {
        if (args.length < 1 || args[0] == null) {
            throw new IllegalArgumentException(d + "." + name + "() needs a value");
        }
        return args[0];
    }

    private static String join(Object[] args) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < args.length; i++) {
            if (i > 0) b.append(", ");
            b.append(args[i]);
        }
        return b.toString();
    }
}
