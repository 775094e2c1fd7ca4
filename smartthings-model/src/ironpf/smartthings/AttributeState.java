package ironpf.smartthings;

import java.math.BigDecimal;
import java.util.Date;
import java.util.Map;

/** The state of one attribute ({@code device.currentState("lock")}, an entry of {@code statesSince}). */
public class AttributeState {
    private final Device device;
    private final String name;
    private final Object value;

    AttributeState(Device device, String name, Object value) {
        this.device = device;
        this.name = name;
        this.value = value;
    }

    public String getName() { return name; }
    public Device getDevice() { return device; }
    public String getValue() { return value == null ? null : value.toString(); }
    public String getStringValue() { return getValue(); }
    public Date getDate() { return new Date(Home.NOW); }
    public Date getDateCreated() { return new Date(Home.NOW); }
    public Date getRawDateCreated() { return new Date(Home.NOW); }
    public String getIsoDate() { return Event.ISO_NOW; }
    public String getUnit() { return null; }
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
    public String toString() { return getValue(); }

    private BigDecimal number() {
        return Event.number(name, getValue());
    }
}
