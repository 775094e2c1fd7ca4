package ironpf.smartthings;

import java.math.BigDecimal;
import java.util.Date;

/** The current state of one attribute ({@code device.currentState("lock")}). */
public class AttributeState {
    private final String name;
    private final Object value;

    AttributeState(String name, Object value) {
        this.name = name;
        this.value = value;
    }

    public String getName() { return name; }
    public String getValue() { return value == null ? null : value.toString(); }
    public String getStringValue() { return getValue(); }
    public Date getDate() { return new Date(Home.NOW); }
    public long getRawDateCreated() { return Home.NOW; }
    public double getDoubleValue() { return number().doubleValue(); }
    public int getIntegerValue() { return number().intValue(); }
    public BigDecimal getNumberValue() { return number(); }
    public BigDecimal getNumericValue() { return number(); }
    public String toString() { return getValue(); }

    private BigDecimal number() {
        return new BigDecimal(getValue());
    }
}
