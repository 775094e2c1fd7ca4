package ironpf.smartthings;

import java.math.BigDecimal;
import java.util.Date;
import java.util.Map;

/** An event delivered to a handler: a device attribute change, a location event or an app touch. */
public class Event implements physicalgraph.app.EventWrapper {
    static final String ISO_NOW = "2020-01-01T12:00:00.000Z";

    private final Device device;
    private final String name;
    private final String value;
    private final boolean physical;
    private final String source;
    private final Map data;

    Event(Device device, String name, Object value, boolean physical, String source, Map data) {
        this.device = device;
        this.name = name;
        this.value = value == null ? null : value.toString();
        this.physical = physical;
        this.source = source;
        this.data = data;
    }

    public String getName() { return name; }
    public String getValue() { return value; }
    public String getStringValue() { return value; }
    public Device getDevice() { return device != null && device.number > 0 ? device : null; }
    public String getDeviceId() { return device == null || device.number == 0 ? null : device.getId(); }
    public String getId() { return "event-" + name + "-" + value; }
    public String getDisplayName() { return device == null ? "Home" : device.getDisplayName(); }
    public String getLinkText() { return getDisplayName(); }
    public String getDescriptionText() { return getDisplayName() + " " + name + " is " + value; }
    public String getDescription() { return getDescriptionText(); }
    public String getSource() { return source; }
    public Date getDate() { return new Date(Home.NOW); }
    public Date getDateCreated() { return new Date(Home.NOW); }
    public String getIsoDate() { return ISO_NOW; }
    public boolean isPhysical() { return physical; }
    public boolean isDigital() { return !physical; }
    public boolean isStateChange() { return true; }
    public boolean getIsStateChange() { return true; }
    public String getUnit() { return null; }
    /** The event's data as JSON text (events of the model carry none: "{}"), and as a map. */
    public String getData() { return data == null ? "{}" : Json.write(data); }
    public Map getJsonData() { return data == null ? new java.util.LinkedHashMap() : data; }
    public Object getLocation() { return device == null ? null : device.home.location(device.app); }
    public String getLocationId() { return "location"; }
    public String getHubId() { return "hub"; }
    public Object getInstalledSmartAppId() { return null; }

    public double getDoubleValue() { return number().doubleValue(); }
    public float getFloatValue() { return number().floatValue(); }
    public int getIntegerValue() { return number().intValue(); }
    public long getLongValue() { return number().longValue(); }
    public BigDecimal getNumberValue() { return number(); }
    public BigDecimal getNumericValue() { return number(); }
    /** A three-axis value ("x,y,z") as a map with x, y and z. */
    public Map getXyzValue() {
        String[] parts = String.valueOf(getValue()).split(",");
        if (parts.length != 3) throw AppExceptions.numberFormat("the value of " + getName() + " is not x,y,z: " + getValue());
        java.util.LinkedHashMap xyz = new java.util.LinkedHashMap();
        xyz.put("x", Integer.valueOf(parts[0].trim()));
        xyz.put("y", Integer.valueOf(parts[1].trim()));
        xyz.put("z", Integer.valueOf(parts[2].trim()));
        return xyz;
    }
    public Date getDateValue() { return new Date(Home.NOW); }

    private BigDecimal number() { return number(name, value); }

    /** The value as a number; an app error if it is not one (as SmartThings' NumberFormatException). */
    static BigDecimal number(String name, String value) {
        try {
            return new BigDecimal(value);
        } catch (RuntimeException e) {
            throw AppExceptions.numberFormat("the value of " + name + " is not a number: " + value);
        }
    }

    public String toString() {
        return "Event(" + getDisplayName() + " " + name + " = " + value + ")";
    }
}
