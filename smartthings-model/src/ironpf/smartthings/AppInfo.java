package ironpf.smartthings;

/** The {@code app} an app sees: its name and label; subscribing to it means app touches. */
public class AppInfo {
    private final SmartApp app;

    AppInfo(SmartApp app) { this.app = app; }

    public String getLabel() { return app.appName(); }
    public String getName() { return app.appName(); }
    public String getId() { return app.label(); }
    public String toString() { return app.appName(); }
}
