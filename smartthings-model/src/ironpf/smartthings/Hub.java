package ironpf.smartthings;

/** The home's hub, as {@code location.hubs} and {@code hub} inputs give it: fixed facts. */
public class Hub {
    public String getId() { return "hub"; }
    public String getName() { return "Home Hub"; }
    public String getLabel() { return "Home Hub"; }
    public String getType() { return "PHYSICAL"; }
    public String getStatus() { return "ACTIVE"; }
    public String getFirmwareVersionString() { return "000.025.00032"; }
    public String getLocalIP() { return "192.168.1.2"; }
    public String getLocalSrvPortTCP() { return "39500"; }
    public String getZigbeeId() { return "0000000000000000"; }
    public String getZigbeeEui() { return "0000000000000000"; }
    public String toString() { return "Home Hub"; }
}
