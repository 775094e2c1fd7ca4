package ironpf.smartthings;

import java.math.BigDecimal;
import java.util.Date;

/** An event delivered to a handler: a device attribute change, a location event or an app touch. */
public class Event {
    private final Device device;
    private final String name;
    private final String value;
    private final boolean physical;
    private final String source;

    Event(Device device, String name, Object value, boolean physical, String source) {
        this.device = device;
        this.name = name;
        this.value = value == null ? null : value.toString();
        this.physical = physical;
        this.source = source;
    }

    public String getName() { return name; }
    public String getValue() { return value; }
    public String getStringValue() { return value; }
    public Device getDevice() { return device; }
    public String getDeviceId() { return device == null ? null : device.getId(); }
    public String getDisplayName() { return device == null ? "Home" : device.getDisplayName(); }
    public String getLinkText() { return getDisplayName(); }
    public String getDescriptionText() { return getDisplayName() + " " + name + " is " + value; }
    public String getSource() { return source; }
    public Date getDate() { return new Date(Home.NOW); }
    public String getIsoDate() { return "2020-01-01T12:00:00.000Z"; }
    public boolean isPhysical() { return physical; }
    public boolean isDigital() { return !physical; }
    public boolean isStateChange() { return true; }
    public String getUnit() { return null; }
    public Object getData() { return null; }
    public Object getLocation() { return device == null ? null : device.home.location(device.app); }
    public Object getInstalledSmartAppId() { return null; }

    public double getDoubleValue() { return number().doubleValue(); }
    public float getFloatValue() { return number().floatValue(); }
    public int getIntegerValue() { return number().intValue(); }
    public long getLongValue() { return number().longValue(); }
    public BigDecimal getNumberValue() { return number(); }
    public BigDecimal getNumericValue() { return number(); }

    private BigDecimal number() {
        try {
            return new BigDecimal(value);
        } catch (NumberFormatException e) {
            throw new NumberFormatException("the value of event " + name + " is not a number: " + value);
        }
    }

    public String toString() {
        return "Event(" + getDisplayName() + " " + name + " = " + value + ")";
    }
}
