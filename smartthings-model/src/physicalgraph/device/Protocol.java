package physicalgraph.device;

/** The networks a hub command can go to. */
public final class Protocol {
    private Protocol() {}

    public static final String LAN = "LAN";
    public static final String ZWAVE = "ZWAVE";
    public static final String ZIGBEE = "ZIGBEE";
}
