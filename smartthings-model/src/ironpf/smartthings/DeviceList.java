package ironpf.smartthings;

import ironpf.groovy.Dispatch;
import java.util.ArrayList;

/**
 * A {@code multiple: true} device input. A command applies to every member; any other method
 * of the devices ({@code currentValue("switch")}) gives the list of the members' answers, as
 * on SmartThings.
 */
public class DeviceList extends ArrayList {
    public Object methodMissing(String name, Object args) {
        Object[] a = (Object[]) args;
        if (!isEmpty() && Dispatch.respondsTo(get(0), name, a)) {
            ArrayList answers = new ArrayList();
            for (int i = 0; i < size(); i++) answers.add(Dispatch.invoke(get(i), name, a));
            return answers;
        }
        for (int i = 0; i < size(); i++) ((Device) get(i)).methodMissing(name, args);
        return null;
    }
}
