package ironpf.smartthings;

/** An app's {@code log}: messages are printed with the app's name. */
public class AppLog {
    private final SmartApp app;

    AppLog(SmartApp app) { this.app = app; }

    private void print(String level, Object message) {
        // A search throws output away: a line whose message renders without effects changes
        // nothing, so it is not built (see ironpf.Output).
        if (ironpf.Output.discarded() && ironpf.Output.rendersPurely(message)) {
            return;
        }
        System.out.println("[" + app.label() + "] " + level + ": " + message);
    }

    public void trace(Object message) { print("trace", message); }
    public void debug(Object message) { print("debug", message); }
    public void info(Object message) { print("info", message); }
    public void warn(Object message) { print("warn", message); }
    public void error(Object message) { print("error", message); }
    public void error(Object message, Throwable t) { print("error", message + ": " + t); }
}
