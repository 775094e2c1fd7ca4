package ironpf.smartthings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;

/**
 * The home's location as an app sees it: its mode (an attribute apps write), sunrise and
 * sunset, routines, the Smart Home Monitor status, and fixed facts (UTC, Irvine CA, Fahrenheit).
 */
public class Location extends Device implements physicalgraph.app.LocationWrapper {
    Location(Home home, int app) {
        super(home, DeviceType.LOCATION, app, 0);
    }

    public String getMode() { return (String) currentValue("mode"); }
    public Mode getCurrentMode() { return new Mode(getMode()); }
    public String getName() { return "Home"; }
    public String getDisplayName() { return "location"; }
    public String getLabel() { return "Home"; }
    public String toString() { return "location"; }
    public TimeZone getTimeZone() { return TimeZone.getTimeZone("UTC"); }
    public String getTemperatureScale() { return "F"; }
    public String getZipCode() { return "92697"; }
    public java.math.BigDecimal getLatitude() { return new java.math.BigDecimal("33.6405"); }
    public java.math.BigDecimal getLongitude() { return new java.math.BigDecimal("-117.8443"); }
    public boolean getContactBookEnabled() { return false; }
    public boolean isContactBookEnabled() { return false; }
    public String getChannelName() { return "ironpf"; }
    public List getHubs() {
        ArrayList hubs = new ArrayList();
        hubs.add(home.hub());
        return hubs;
    }
    public HelloHome getHelloHome() { return new HelloHome(home, app); }

    public List getModes() {
        ArrayList modes = new ArrayList();
        Object[] names = type.attributes[0].values;
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
            Object[] labels = DeviceType.LOCATION.attributes[DeviceType.LOCATION.indexOf("routineExecuted")].values;
            for (int i = 0; i < labels.length; i++) phrases.add(new Phrase((String) labels[i]));
            return phrases;
        }

        public void execute(Object phrase) {
            String p = phrase.toString();
            if (p.equals("Good Morning!") || p.equals("I'm Back!")) home.setMode(app, "home");
            else if (p.equals("Goodbye!")) home.setMode(app, "away");
            else if (p.equals("Good Night!")) home.setMode(app, "night");
            else throw new AppError("routine '" + p + "' (the routines are the four standard ones)");
        }
    }

    /** A routine as {@code getPhrases()} lists it. */
    public static final class Phrase {
        private final String label;

        Phrase(String label) { this.label = label; }

        public String getLabel() { return label; }
        public String getId() { return label; }
        public String toString() { return label; }
    }
}
