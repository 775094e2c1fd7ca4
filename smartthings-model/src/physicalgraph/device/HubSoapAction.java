package physicalgraph.device;

import java.util.Map;

/** A UPnP SOAP request for the hub to send: recorded like any {@link HubAction}. */
public class HubSoapAction extends HubAction {
    public HubSoapAction(Map params) { super(params, Protocol.LAN); }
}
