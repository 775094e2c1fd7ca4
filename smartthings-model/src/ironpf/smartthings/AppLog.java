package ironpf.smartthings;

/** An app's {@code log}: messages are printed with the app's name. */
public class AppLog {
    private final SmartApp app;

    AppLog(SmartApp app) { this.app = app; }

    private void print(String level, Object message) {
        // A search throws standard output away: a line whose message renders without effects
        // changes nothing, so it is not built (see ironpf.Output). System.out is read once: a
        // program that set it to a stream of its own gets every line, in a search too.
        java.io.PrintStream out = System.out;
        if (ironpf.Output.discards(out) && ironpf.Output.rendersPurely(message)) {
            return;
        }
        out.println("[" + app.label() + "] " + level + ": " + message);
    }

    public void trace(Object message) { print("trace", message); }
    public void debug(Object message) { print("debug", message); }
    public void info(Object message) { print("info", message); }
    public void warn(Object message) { print("warn", message); }
    public void error(Object message) { print("error", message); }
    public void error(Object message, Throwable t) { print("error", message + ": " + t); }
}
