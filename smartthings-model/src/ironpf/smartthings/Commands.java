package ironpf.smartthings;

import java.util.Map;

/** Device commands: what each one writes to which attribute (the table is in {@link Capability}). */
final class Commands {
    private Commands() {}

    /** Runs command {@code name} of device {@code d} for the app whose handler is running. */
    static void run(Device d, String name, Object[] args) {
        if (Home.storyOn()) Home.story("command", d.app, d.home.deviceName(d.number), name, join(args), null);
        carryOut(d, name, args);
        d.home.commandSent(d, name, join(args));
    }

    private static void carryOut(Device d, String name, Object[] args) {
        // One spec per command, or for a universal device one per attribute it may mean.
        Capability.CommandSpec[] commands = d.type.commands;
        boolean known = false;
        boolean writes = false;
        boolean setColor = name.equals("setColor");
        for (int i = 0; i < commands.length; i++) {
            Capability.CommandSpec c = commands[i];
            if (!c.name.equals(name)) continue;
            known = true;
            if (c.attribute == null || setColor) continue;
            write(d, c, name, args);
            writes = true;
        }
        if (!known) {
            if (d.type.universal()) {
                d.home.record(d.app, d + "." + name + "(" + join(args) + ")");
                return;
            }
            // The app assumes its device has more capabilities than its input asks for (a
            // contact sensor that is also an alarm's switch): a real device may, so the command
            // is recorded, but the model's device has only its type's attributes and what the
            // command would do is not modelled. Loud: the report warns.
            d.home.record(d.app, d + "." + name + "(" + join(args) + "): outside the device's capabilities, not modelled");
            Home.warn(d.type.displayName + "." + name + "() called, a command outside the device's capabilities ("
                    + String.join(", ", d.type.capabilities) + "): recorded, what it would do is not modelled, so no conflict through it is found");
            return;
        }
        if (setColor) {
            setColor(d, args);
            return;
        }
        if (!writes) d.home.record(d.app, d + "." + name + "(" + join(args) + ")");
    }

    /** What command {@code name} writes to the attribute of {@code c}. */
    private static void write(Device d, Capability.CommandSpec c, String name, Object[] args) {
        Object value = c.value != null ? c.value : args.length > 0 ? args[0] : null;
        Capability.AttributeSpec spec = d.type.attributes[d.attribute(c.attribute)];
        if (value != null && spec.numeric && !(value instanceof Number)) value = number(value);
        if (value == null) {
            // Commands are messages to the device's handler: one it cannot carry out changes
            // nothing, and the app does not hear of it.
            d.home.record(d.app, d + "." + name + "(" + join(args) + "): ignored by the device (no valid value)");
            return;
        }
        d.home.write(d, d.attribute(c.attribute), value);
        if (name.equals("setLevel") && d.hasAttribute("switch")) {
            int level = ((Number) Device.normalize(value)).intValue();
            d.home.write(d, d.attribute("switch"), level > 0 ? "on" : "off");
        }
    }

    /** {@code setColor([hue: h, saturation: s, level: l, hex: "#rrggbb"])}. */
    private static void setColor(Device d, Object[] args) {
        Object a = args.length > 0 ? args[0] : null;
        if (!(a instanceof Map)) {
            d.home.record(d.app, d + ".setColor(" + join(args) + "): ignored by the device (not a color map)");
            return;
        }
        Map color = (Map) a;
        String[][] keys = {{"hue", "hue"}, {"saturation", "saturation"}, {"level", "level"}, {"hex", "color"}};
        boolean any = false;
        for (int i = 0; i < keys.length; i++) {
            Object v = color.get(keys[i][0]);
            if (v == null || !d.hasAttribute(keys[i][1])) continue;
            Capability.AttributeSpec spec = d.type.attributes[d.attribute(keys[i][1])];
            Object value = spec.numeric ? number(v) : v;
            if (value == null) continue;
            d.home.write(d, d.attribute(keys[i][1]), value);
            any = true;
        }
        if (!any) d.home.record(d.app, d + ".setColor(" + color + "): ignored by the device (no hue, saturation, level or hex)");
        if (color.get("switch") != null && d.hasAttribute("switch")) d.home.write(d, d.attribute("switch"), color.get("switch"));
    }

    /** A command's value as a number, null if it is not one. */
    private static Number number(Object value) {
        if (value instanceof Number) return (Number) value;
        try {
            return new java.math.BigDecimal(value.toString().trim());
        } catch (NumberFormatException e) {
            return null;
        }
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
