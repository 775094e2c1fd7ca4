package ironpf.smartthings;

/** The {@code app} an app sees: its id, name and label; subscribing to it means app touches. */
public class AppInfo implements physicalgraph.app.InstalledSmartAppWrapper {
    private final SmartApp app;
    private String label;

    AppInfo(SmartApp app) { this.app = app; }

    public String getLabel() { return label != null ? label : app.appName(); }
    public String getName() { return app.appName(); }
    public String getId() { return app.label(); }
    public String getInstallationState() { return "COMPLETE"; }
    /** A child app's parent (not modelled: using it is an app error); null for other apps. */
    public Object getParent() { return app.preferences.parent; }
    /** {@code app.updateLabel(text)}: the label apps show; not part of any property. */
    public void updateLabel(Object text) { label = text == null ? null : text.toString(); }
    public String toString() { return getLabel(); }
}
