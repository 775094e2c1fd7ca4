package physicalgraph.device;

import java.util.ArrayList;
import java.util.List;

/** Several hub commands sent together: recorded. */
public class HubMultiAction {
    private final ArrayList actions = new ArrayList();

    public HubMultiAction() { }
    public HubMultiAction(List actions, Object protocol) { this.actions.addAll(actions); }
    public HubMultiAction(List actions) { this.actions.addAll(actions); }

    public void add(Object action) { actions.add(action); }
    public List getActions() { return actions; }
    public String toString() { return "HubMultiAction" + actions; }
}
