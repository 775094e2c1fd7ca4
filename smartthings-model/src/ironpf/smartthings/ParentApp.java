package ironpf.smartthings;

/**
 * The parent of a child app (a definition with {@code parent: "namespace:Name"}): parent apps
 * are not modelled, so any call or property read on it is an app error naming what was used.
 */
public class ParentApp {
    private final String declared;

    ParentApp(String declared) { this.declared = declared; }

    private UnsupportedPlatformApi unsupported(String what) {
        return new UnsupportedPlatformApi("parent." + what + ": this is a child app of \"" + declared
                + "\" and parent apps are not modelled (check the parent app instead)");
    }

    public Object methodMissing(String name, Object args) { throw unsupported(name + "(...)"); }
    public Object propertyMissing(String name) { throw unsupported(name); }
    public String toString() { return declared; }
}
