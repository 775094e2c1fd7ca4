package ironpf.smartthings;

import java.util.ArrayList;

/** A {@code multiple: true} device input: a command applies to every member. */
public class DeviceList extends ArrayList {
    public Object methodMissing(String name, Object args) {
        for (int i = 0; i < size(); i++) ((Device) get(i)).methodMissing(name, args);
        return null;
    }
}
