package physicalgraph.device;

import java.util.Map;

/**
 * A command for the hub to send on the LAN or a Z-Wave/Zigbee network. Apps make them and hand
 * them to {@code sendHubCommand}; the model records them (it has no network).
 */
public class HubAction {
    private final Object action;
    private final Object protocol;
    private final Object dni;
    private final Map options;

    public HubAction(Object action) { this(action, null, null, null); }
    public HubAction(Object action, Object protocol) { this(action, protocol, null, null); }
    public HubAction(Object action, Object protocol, Object dni) { this(action, protocol, dni, null); }
    public HubAction(Object action, Object protocol, Object dni, Map options) {
        this.action = action;
        this.protocol = protocol;
        this.dni = dni;
        this.options = options;
    }

    public Object getAction() { return action; }
    public Object getProtocol() { return protocol; }
    public Object getDni() { return dni; }
    public Map getOptions() { return options; }
    public String toString() { return "HubAction(" + action + (protocol == null ? "" : ", " + protocol) + ")"; }
}
