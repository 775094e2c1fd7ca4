package physicalgraph.device;

import java.util.Map;

/**
 * An HTTP request the platform makes for an app (older OAuth apps return one from a handler).
 * The model only keeps its parameters: it has no network.
 */
public class RestAction {
    private final Map params;

    public RestAction(Map params) { this.params = params; }

    public Map getParams() { return params; }
    public String toString() { return "RestAction(" + params + ")"; }
}
