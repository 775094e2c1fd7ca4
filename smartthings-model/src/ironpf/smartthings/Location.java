package ironpf.smartthings;

import java.util.ArrayList;
import java.util.List;

/** The home's location: its mode (a device-like attribute apps write), sunrise and sunset. */
public class Location extends Device {
    Location(Home home, int app) {
        super(home, Capability.LOCATION, app, 0, 0);
    }

    public String getMode() { return (String) home.values[0]; }
    public String getCurrentMode() { return getMode(); }
    public String getName() { return "Home"; }
    public String getDisplayName() { return "location"; }
    public String toString() { return "location"; }
    public Object getTimeZone() { return null; }
    public String getTemperatureScale() { return "F"; }
    public String getZipCode() { return "92697"; }
    public HelloHome getHelloHome() { return new HelloHome(home, app); }

    public List getModes() {
        ArrayList modes = new ArrayList();
        Object[] names = capability.attributes[0].values;
        for (int i = 0; i < names.length; i++) modes.add(new Mode((String) names[i]));
        return modes;
    }

    public void setMode(Object mode) { home.setMode(app, mode); }

    /** A location mode as {@code location.modes} lists it. */
    public static final class Mode {
        private final String name;

        Mode(String name) { this.name = name; }

        public String getName() { return name; }
        public String getId() { return name; }
        public String toString() { return name; }
        public boolean equals(Object o) { return o != null && o.toString().equals(name); }
        public int hashCode() { return name.hashCode(); }
    }

    /** Routines ("hello home" phrases): the four standard ones set the mode. */
    public static final class HelloHome {
        private final Home home;
        private final int app;

        HelloHome(Home home, int app) {
            this.home = home;
            this.app = app;
        }

        public List getPhrases() {
            ArrayList phrases = new ArrayList();
            String[] labels = {"Good Morning!", "Goodbye!", "Good Night!", "I'm Back!"};
            for (int i = 0; i < labels.length; i++) phrases.add(new Phrase(labels[i]));
            return phrases;
        }

        public void execute(Object phrase) {
            String p = phrase.toString();
            if (p.equals("Good Morning!") || p.equals("I'm Back!")) home.setMode(app, "home");
            else if (p.equals("Goodbye!")) home.setMode(app, "away");
            else if (p.equals("Good Night!")) home.setMode(app, "night");
            else throw new UnsupportedPlatformApi("routine '" + p + "' (only the four standard routines are modelled)");
        }
    }

    /** A routine as {@code getPhrases()} lists it. */
    public static final class Phrase {
        private final String label;

        Phrase(String label) { this.label = label; }

        public String getLabel() { return label; }
        public String toString() { return label; }
    }
}
