package ironpf.smartthings;

import java.util.ArrayList;
import java.util.HashMap;

/**
 * The device capabilities of the SmartThings (classic) capability reference: for each, its
 * attributes with the values the environment can produce, and its commands with what they
 * write. The first value of an attribute is its value in initial configuration A, the second
 * in configuration B.
 *
 * <p>A capability is written as one spec string, parsed when a pair first uses it:
 * {@code "name|Device name|attributes|commands"}. Attributes are separated by {@code ;}:
 * {@code contact=closed,open} (text values), {@code level#0,50,100} (numbers), {@code
 * button!=pushed,held} (every event is delivered, even of the same value, and it is a user's
 * deliberate act), {@code sunset*=sunset} (every event is delivered); a comma inside a value is
 * written {@code &} ({@code threeAxis=0&0&1000}). Commands are separated
 * by {@code ;}: {@code lock>lock=locked} writes a fixed value, {@code setLevel>level} writes its
 * first argument, a bare {@code refresh} changes no attribute (it is recorded).
 */
public final class Capability {
    /** The capability name as in {@code capability.lock} inputs. */
    public final String name;
    /** The display name of a device whose main capability this is. */
    public final String deviceName;
    public final AttributeSpec[] attributes;
    public final CommandSpec[] commands;

    private Capability(String name, String deviceName, AttributeSpec[] attributes, CommandSpec[] commands) {
        this.name = name;
        this.deviceName = deviceName;
        this.attributes = attributes;
        this.commands = commands;
    }

    /** One attribute: its name, its environment values, and how its events are delivered. */
    public static final class AttributeSpec {
        public final String name;
        public final Object[] values;
        /** Every environment event is delivered, whatever the previous value (buttons, sunset). */
        public final boolean momentary;
        /** Its events are a user's deliberate act (a button press): writes they cause are no conflicts. */
        public final boolean deliberate;
        /** Numeric (values and written values are numbers). */
        public final boolean numeric;

        AttributeSpec(String name, boolean momentary, boolean deliberate, boolean numeric, Object[] values) {
            this.name = name;
            this.values = values;
            this.momentary = momentary;
            this.deliberate = deliberate;
            this.numeric = numeric;
        }

        /** The index of environment value {@code value}, or -1. */
        public int indexOf(Object value) {
            for (int i = 0; i < values.length; i++) {
                if (values[i].toString().equals(String.valueOf(value))) return i;
            }
            return -1;
        }

        public Object initial(boolean configurationB) {
            if (values.length == 0) return null;
            return configurationB && values.length > 1 ? values[1] : values[0];
        }
    }

    /** One command: the attribute it writes (null: none) and the fixed value (null: its first argument). */
    public static final class CommandSpec {
        public final String name;
        public final String attribute;
        public final String value;

        CommandSpec(String name, String attribute, String value) {
            this.name = name;
            this.attribute = attribute;
            this.value = value;
        }
    }

    private static final String SWITCH = "switch=off,on";
    private static final String SWITCH_COMMANDS = "on>switch=on;off>switch=off";
    private static final String THERMOSTAT_MODE = "thermostatMode=auto,heat,cool,off,emergency heat";
    private static final String THERMOSTAT_MODE_COMMANDS = "auto>thermostatMode=auto;heat>thermostatMode=heat;"
            + "cool>thermostatMode=cool;off>thermostatMode=off;emergencyHeat>thermostatMode=emergency heat;"
            + "setThermostatMode>thermostatMode";
    private static final String FAN_MODE = "thermostatFanMode=auto,on,circulate";
    private static final String FAN_MODE_COMMANDS = "fanAuto>thermostatFanMode=auto;fanOn>thermostatFanMode=on;"
            + "fanCirculate>thermostatFanMode=circulate;setThermostatFanMode>thermostatFanMode";
    private static final String OPERATING_STATE = "thermostatOperatingState=idle,heating,cooling,fan only,pending heat,pending cool,vent economizer";
    private static final String MUSIC_COMMANDS = "play>status=playing;pause>status=paused;stop>status=stopped;"
            + "playTrack>status=playing;playText>status=playing;setLevel>level;mute>mute=muted;unmute>mute=unmuted;"
            + "nextTrack;previousTrack;setTrack;resumeTrack;restoreTrack;playTextAndResume;playTextAndRestore;"
            + "playTrackAndResume;playTrackAndRestore;playSoundAndTrack;speak";
    private static final String AUDIO_COMMANDS = "playText;playTextAndResume;playTextAndRestore;playTrack;"
            + "playTrackAndResume;playTrackAndRestore";

    /** The capability reference, by input name. */
    private static final String[] SPECS = {
        "accelerationSensor|Acceleration Sensor|acceleration=inactive,active|",
        "actuator|Actuator||",
        "airConditionerMode|Air Conditioner|airConditionerMode=auto,cool,dry,fanOnly,heat|setAirConditionerMode>airConditionerMode",
        "alarm|Alarm|alarm=off,siren,strobe,both|off>alarm=off;siren>alarm=siren;strobe>alarm=strobe;both>alarm=both",
        "audioNotification|Audio Notification||" + AUDIO_COMMANDS,
        "battery|Battery|battery#90,5|",
        "beacon|Beacon|presence=present,not present|",
        "bridge|Bridge||",
        "bulb|Bulb|" + SWITCH + "|" + SWITCH_COMMANDS,
        "button|Button|button!=pushed,held;numberOfButtons#4|",
        "carbonDioxideMeasurement|CO2 Sensor|carbonDioxide#400,1500|",
        "carbonMonoxideDetector|CO Detector|carbonMonoxide=clear,detected,tested|",
        "colorControl|Color Bulb|hue#0,50,100;saturation#0,50,100;color=#000000,#FFFFFF|setHue>hue;setSaturation>saturation;setColor>hue",
        "colorTemperature|Color Temperature Bulb|colorTemperature#2700,6500|setColorTemperature>colorTemperature",
        "configuration|Configurable Device||configure",
        "consumable|Consumable|consumableStatus=good,replace,missing,order,maintenance_required|setConsumableStatus>consumableStatus",
        "contactSensor|Contact Sensor|contact=closed,open|",
        "doorControl|Door|door=closed,open|open>door=open;close>door=closed",
        "energyMeter|Energy Meter|energy#0,150|",
        "estimatedTimeOfArrival|ETA Device|eta=2020-01-01T12:30:00.000Z,2020-01-01T13:30:00.000Z|",
        "execute|Executable Device|data=|execute",
        "garageDoorControl|Garage Door|door=closed,open|open>door=open;close>door=closed",
        "healthCheck|Health Check|checkInterval#720;healthStatus=online,offline|ping",
        "holdableButton|Holdable Button|button!=pushed,held;numberOfButtons#1|",
        "illuminanceMeasurement|Light Sensor|illuminance#500,10|",
        "imageCapture|Camera|image=image1,image2|take",
        "indicator|Indicator|indicatorStatus=when off,when on,never|indicatorWhenOn>indicatorStatus=when on;"
                + "indicatorWhenOff>indicatorStatus=when off;indicatorNever>indicatorStatus=never",
        "infraredLevel|Infrared Light|infraredLevel#0,100|setInfraredLevel>infraredLevel",
        "light|Light|" + SWITCH + "|" + SWITCH_COMMANDS,
        "lock|Lock|lock=locked,unlocked|lock>lock=locked;unlock>lock=unlocked",
        "lockOnly|Lock|lock=locked,unlocked|lock>lock=locked",
        "mediaController|Media Controller|currentActivity=Watch TV,Listen to Music;activities=[]|startActivity>currentActivity;getAllActivities;getCurrentActivity",
        "momentary|Momentary Button|momentary!=pushed|push>momentary=pushed",
        "motionSensor|Motion Sensor|motion=inactive,active|",
        "musicPlayer|Speaker|status=stopped,playing,paused;level#0,50,100;mute=unmuted,muted;"
                + "trackDescription=track one,track two;trackData=|" + MUSIC_COMMANDS,
        "notification|Notification Device||deviceNotification",
        "outlet|Outlet|" + SWITCH + "|" + SWITCH_COMMANDS,
        "pHMeasurement|pH Sensor|pH#7,4|",
        "polling|Polled Device||poll",
        "powerMeter|Power Meter|power#0,150|",
        "powerSource|Power Source|powerSource=mains,battery,dc,unknown|",
        "presenceSensor|Presence Sensor|presence=present,not present|",
        "refresh|Refreshable Device||refresh",
        "relativeHumidityMeasurement|Humidity Sensor|humidity#30,70|",
        "relaySwitch|Relay Switch|" + SWITCH + "|" + SWITCH_COMMANDS,
        "sensor|Sensor||",
        "shockSensor|Shock Sensor|shock=clear,detected|",
        "signalStrength|Signal Strength|lqi#100,20;rssi#-40,-90|",
        "sleepSensor|Sleep Sensor|sleeping=not sleeping,sleeping|",
        "smokeDetector|Smoke Detector|smoke=clear,detected,tested|",
        "soundPressureLevel|Sound Pressure Sensor|soundPressureLevel#40,90|",
        "soundSensor|Sound Sensor|sound=not detected,detected|",
        "speechRecognition|Speech Recognizer|phraseSpoken=good morning,good night|",
        "speechSynthesis|Speech Synthesizer||speak",
        "stepSensor|Step Counter|steps#0,10000;goal#10000|",
        "switch|Switch|" + SWITCH + "|" + SWITCH_COMMANDS,
        "switchLevel|Dimmer|level#0,50,100|setLevel>level",
        "tamperAlert|Tamper Sensor|tamper=clear,detected|",
        "temperatureMeasurement|Temperature Sensor|temperature#75,45|",
        "thermostat|Thermostat|" + THERMOSTAT_MODE + ";heatingSetpoint#65,70;coolingSetpoint#75,80;thermostatSetpoint#70,75;"
                + FAN_MODE + ";" + OPERATING_STATE + ";temperature#75,45|" + THERMOSTAT_MODE_COMMANDS + ";" + FAN_MODE_COMMANDS
                + ";setHeatingSetpoint>heatingSetpoint;setCoolingSetpoint>coolingSetpoint;setSchedule",
        "thermostatCoolingSetpoint|Cooling Setpoint|coolingSetpoint#75,80|setCoolingSetpoint>coolingSetpoint",
        "thermostatFanMode|Fan Mode Control|" + FAN_MODE + "|" + FAN_MODE_COMMANDS,
        "thermostatHeatingSetpoint|Heating Setpoint|heatingSetpoint#65,70|setHeatingSetpoint>heatingSetpoint",
        "thermostatMode|Thermostat Mode Control|" + THERMOSTAT_MODE + "|" + THERMOSTAT_MODE_COMMANDS,
        "thermostatOperatingState|Thermostat Operating State|" + OPERATING_STATE + "|",
        "thermostatSetpoint|Thermostat Setpoint|thermostatSetpoint#70,75|",
        "threeAxis|Three Axis Sensor|threeAxis=0&0&1000,1000&0&0|",
        "timedSession|Timer|sessionStatus=stopped,running,paused,canceled;timeRemaining#0,60|start>sessionStatus=running;"
                + "stop>sessionStatus=stopped;pause>sessionStatus=paused;cancel>sessionStatus=canceled;setTimeRemaining>timeRemaining",
        "tone|Beeper||beep",
        "touchSensor|Touch Sensor|touch!=touched|",
        "ultravioletIndex|UV Sensor|ultravioletIndex#0,8|",
        "valve|Valve|valve=open,closed|open>valve=open;close>valve=closed",
        "videoCamera|Video Camera|camera=on,off;mute=unmuted,muted;statusMessage=ok,offline|on>camera=on;off>camera=off;"
                + "mute>mute=muted;unmute>mute=unmuted;flip",
        "videoCapture|Video Recorder|clip=clip1,clip2|capture",
        "voltageMeasurement|Voltage Sensor|voltage#120,0|",
        "waterSensor|Water Sensor|water=dry,wet|",
        "windowShade|Window Shade|windowShade=closed,open,partially open|open>windowShade=open;close>windowShade=closed;"
                + "presetPosition>windowShade=partially open",
        "zwMultichannel|Multichannel Device|epEvent=|enableEpEvents;epCmd",
    };

    /** The location: its mode, sunrise and sunset, routines and the Smart Home Monitor. */
    static final Capability LOCATION = parse("location|Home|mode=home,away,night;sunrise*=sunrise;sunset*=sunset;"
            + "sunriseTime=2020-01-01T07:00:00.000Z;sunsetTime=2020-01-01T17:00:00.000Z;"
            + "routineExecuted*=Good Morning!,Goodbye!,Good Night!,I'm Back!;alarmSystemStatus=off,stay,away|");

    private static final HashMap<String, Capability> PARSED = new HashMap<>();

    /** The capability called {@code name} (its input name, or its reference name with spaces), or null. */
    public static Capability named(String name) {
        String key = name.replace(" ", "");
        Capability c = PARSED.get(key);
        if (c != null) return c;
        for (int i = 0; i < SPECS.length; i++) {
            String spec = SPECS[i];
            String n = spec.substring(0, spec.indexOf('|'));
            if (n.equalsIgnoreCase(key)) {
                c = parse(spec);
                PARSED.put(key, c);
                return c;
            }
        }
        return null;
    }

    /** Every capability name of the reference. */
    public static String[] names() {
        String[] out = new String[SPECS.length];
        for (int i = 0; i < SPECS.length; i++) out[i] = SPECS[i].substring(0, SPECS[i].indexOf('|'));
        return out;
    }

    private static Capability parse(String spec) {
        String[] parts = split(spec, '|');
        ArrayList<AttributeSpec> attributes = new ArrayList<>();
        for (String a : split(parts[2], ';')) {
            if (a.isEmpty()) continue;
            int eq = a.indexOf('=');
            int hash = a.indexOf('#');
            boolean numeric = hash >= 0 && (eq < 0 || hash < eq);
            int at = numeric ? hash : eq;
            String head = a.substring(0, at);
            boolean deliberate = head.endsWith("!");
            boolean momentary = deliberate || head.endsWith("*");
            if (momentary) head = head.substring(0, head.length() - 1);
            String[] texts = a.length() == at + 1 ? new String[0] : split(a.substring(at + 1), ',');
            Object[] values = new Object[texts.length];
            for (int i = 0; i < texts.length; i++) {
                values[i] = numeric ? (Object) Integer.valueOf(texts[i]) : texts[i].replace('&', ',');
            }
            attributes.add(new AttributeSpec(head, momentary, deliberate, numeric, values));
        }
        ArrayList<CommandSpec> commands = new ArrayList<>();
        for (String c : split(parts.length > 3 ? parts[3] : "", ';')) {
            if (c.isEmpty()) continue;
            int gt = c.indexOf('>');
            if (gt < 0) {
                commands.add(new CommandSpec(c, null, null));
                continue;
            }
            String target = c.substring(gt + 1);
            int eq = target.indexOf('=');
            commands.add(eq < 0 ? new CommandSpec(c.substring(0, gt), target, null)
                    : new CommandSpec(c.substring(0, gt), target.substring(0, eq), target.substring(eq + 1)));
        }
        return new Capability(parts[0], parts[1], attributes.toArray(new AttributeSpec[0]),
                commands.toArray(new CommandSpec[0]));
    }

    private static String[] split(String s, char separator) {
        ArrayList<String> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= s.length(); i++) {
            if (i == s.length() || s.charAt(i) == separator) {
                out.add(s.substring(start, i));
                start = i + 1;
            }
        }
        return out.toArray(new String[0]);
    }

    /** The index of attribute {@code attribute}, or -1. */
    public int indexOf(String attribute) {
        for (int i = 0; i < attributes.length; i++) {
            if (attributes[i].name.equals(attribute)) return i;
        }
        return -1;
    }
}
