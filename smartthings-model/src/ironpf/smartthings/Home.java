package ironpf.smartthings;

import gov.nasa.jpf.vm.Verify;
import ironpf.Clock;
import ironpf.Events;
import ironpf.PropertyViolation;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;

/**
 * The pair harness: one home with two installed apps, one shared device per capability, the
 * location, the apps' subscriptions and timers, and the conflict oracle. {@link #check} installs
 * the apps and hands over to {@link Events#run()}: each environment event (a device attribute
 * change, a location mode change, an app touch, sunrise or sunset) and each scheduled timer is
 * an event that the checker chooses, and its handlers run as one transition.
 */
public final class Home {
    /** The fixed clock: 2020-01-01T12:00:00Z. */
    public static final long NOW = 1577880000000L;

    final SmartApp[] apps = new SmartApp[3];
    /** The capability of each device of the home, by number (0: the location). */
    private final ArrayList<Capability> kinds = new ArrayList<>();
    /** Each device as each app sees it: {@code views[number][app]}. */
    private Device[][] views;
    /** Attribute values of all devices, a device's from its {@code base}. One array for the
     *  home (not one per device), so that the checker tells attributes of different devices
     *  apart: dpor names array elements by allocation site and index. */
    Object[] values;
    /** Per attribute, the app (1 or 2) that wrote it last, 0 when the environment changed it since. */
    int[] writers;
    /** Per attribute, the value that app wrote. */
    Object[] written;
    private final ArrayList<Subscription> subscriptions = new ArrayList<>();
    private final ArrayList<Timer> timers = new ArrayList<>();
    /** Registered environment and app-touch events by name (timers are found in {@code timers}). */
    private final HashMap<String, Integer> events = new HashMap<>();
    /** The running transition handles a user's deliberate act (an app touch or a button
     *  press). Written only by such transitions, read by every write. */
    private boolean manual;

    private Home() {
        kinds.add(Capability.LOCATION);
    }

    /** Installs the two apps in one home and runs the event loop (forever, under the checker). */
    public static void check(SmartApp app1, SmartApp app2) {
        Clock.freezeAt(NOW);
        Home home = new Home();
        home.apps[1] = app1;
        home.apps[2] = app2;
        app1.attach(home, 1);
        app2.attach(home, 2);
        // The DSL (definition, preferences) declares the inputs; the devices they name exist
        // from then on.
        app1.run();
        app2.run();
        home.build();
        boolean configurationB = Verify.getBoolean();
        home.configure(configurationB);
        app1.bindInputs();
        app2.bindInputs();
        home.install(1);
        home.install(2);
        Events.run();
    }

    /** The number of the home's device of capability {@code name}, added on first use. */
    int deviceNumber(String name) {
        Capability c = Capability.named(name);
        if (c == null) throw new UnsupportedPlatformApi("capability." + name + " inputs");
        int n = kinds.indexOf(c);
        if (n >= 0) return n;
        kinds.add(c);
        return kinds.size() - 1;
    }

    /** Lays out the attribute arrays and makes each app's view of each device. */
    private void build() {
        views = new Device[kinds.size()][3];
        int base = 0;
        for (int n = 0; n < kinds.size(); n++) {
            Capability c = kinds.get(n);
            for (int app = 1; app <= 2; app++) {
                views[n][app] = n == 0 ? new Location(this, app) : new Device(this, c, app, n, base);
            }
            base += c.attributes.length;
        }
        values = new Object[base];
        writers = new int[base];
        written = new Object[base];
    }

    private void configure(boolean configurationB) {
        for (int n = 0; n < kinds.size(); n++) {
            Device d = views[n][1];
            for (int i = 0; i < d.capability.attributes.length; i++) {
                values[d.base + i] = d.capability.attributes[i].initial(configurationB);
            }
        }
    }

    /** Device {@code number} as app {@code app} sees it. */
    Device view(int number, int app) {
        return views[number][app];
    }

    Location location(int app) {
        return (Location) views[0][app];
    }

    private void install(int app) {
        SmartApp a = apps[app];
        String method = a.hasMethod("installed") ? "installed" : "updated";
        if (!a.hasMethod(method)) {
            throw new UnsupportedPlatformApi(a.label() + " has neither installed() nor updated()");
        }
        a.callHandler(method, null);
    }

    // ----- subscriptions and event delivery -----

    void subscribe(int app, Object target, String attribute, Object handler) {
        if (target instanceof Collection) {
            Iterator it = ((Collection) target).iterator();
            while (it.hasNext()) subscribe(app, it.next(), attribute, handler);
            return;
        }
        if (target instanceof AppInfo) {
            add(new Subscription(app, -1, "touch", null, handler), "App" + app + " touch", new Touch(this, app));
            return;
        }
        if (!(target instanceof Device)) {
            throw new UnsupportedPlatformApi("subscribe to " + (target == null ? "null (an input that is not set?)" : target.getClass().getName()));
        }
        Device d = (Device) target;
        if (d.number == 0 && attribute == null) attribute = "mode";
        if (attribute == null) throw new UnsupportedPlatformApi("subscribe(" + d + ", handler) without an attribute");
        String value = null;
        int dot = attribute.indexOf('.');
        if (dot >= 0) {
            value = attribute.substring(dot + 1);
            attribute = attribute.substring(0, dot);
        }
        int i = d.attribute(attribute);
        Object[] domain = d.capability.attributes[i].values;
        Subscription s = new Subscription(app, d.number, attribute, value, handler);
        boolean any = false;
        for (int k = 0; k < domain.length; k++) {
            if (value == null || value.equals(domain[k].toString())) {
                add(s, eventName(d, attribute, domain[k]), new Change(this, d.number, i, domain[k]));
                any = true;
            }
        }
        if (!any) add(s, eventName(d, attribute, value), new Change(this, d.number, i, value));
    }

    private static String eventName(Device d, String attribute, Object value) {
        return d.getDisplayName() + "." + attribute + " = " + value;
    }

    /** Adds a subscription, registering the event that triggers it if it is new. */
    private void add(Subscription s, String event, Runnable handler) {
        subscriptions.add(s);
        if (!events.containsKey(event)) events.put(event, Integer.valueOf(Events.register(event, handler)));
    }

    void unsubscribe(int app) {
        for (int i = subscriptions.size() - 1; i >= 0; i--) {
            if (subscriptions.get(i).app == app) subscriptions.remove(i);
        }
    }

    /**
     * Delivers a change of attribute {@code attribute} of device {@code number} (-1: an app
     * touch) to the subscribed handlers: App1's first, then App2's, each with its own view of
     * the device.
     */
    private void deliver(int number, String attribute, Object value, boolean physical, int onlyApp) {
        String text = value == null ? null : value.toString();
        Subscription[] subs = subscriptions.toArray(new Subscription[0]);
        for (int app = 1; app <= 2; app++) {
            if (onlyApp != 0 && app != onlyApp) continue;
            for (int k = 0; k < subs.length; k++) {
                Subscription s = subs[k];
                if (s.app == app && s.device == number && s.attribute.equals(attribute)
                        && (s.value == null || s.value.equals(text))) {
                    Device d = number < 0 ? null : view(number, app);
                    String source = number < 0 ? "APP" : number == 0 ? "LOCATION" : "DEVICE";
                    apps[app].callHandler(s.handler, new Event(d, attribute, value, physical, source));
                }
            }
        }
    }

    /** Runs one event the checker chose; an endless chain of commands and events is an app error. */
    private void transition(Runnable event, String what) {
        try {
            event.run();
        } catch (StackOverflowError e) {
            PropertyViolation v = new PropertyViolation("app error", "the call stack overflowed while handling "
                    + what + " (commands and events triggering each other endlessly?)");
            v.initCause(e);
            throw v;
        }
    }

    /** An environment event: the attribute takes {@code value}, delivered if that is a change. */
    void environment(int number, int i, Object value) {
        Capability.AttributeSpec spec = kinds.get(number).attributes[i];
        Device d = view(number, 1);
        int at = d.base + i;
        if (!spec.momentary && Device.same(values[at], value)) return;
        values[at] = value;
        writers[at] = 0;
        written[at] = null;
        if (spec.deliberate) manual = true;
        try {
            deliver(number, spec.name, value, true, 0);
        } finally {
            if (spec.deliberate) manual = false;
        }
    }

    void touch(int app) {
        manual = true;
        try {
            deliver(-1, "touch", "touched", true, app);
        } finally {
            manual = false;
        }
    }

    // ----- the conflict oracle -----

    /** The app that owns view {@code d} writes {@code value} to attribute {@code i} of its device. */
    void write(Device d, int i, Object value) {
        value = Device.normalize(value);
        int app = d.app;
        int at = d.base + i;
        Capability.AttributeSpec spec = d.capability.attributes[i];
        int other = writers[at];
        if (!manual && other != 0 && other != app && !Device.same(written[at], value)) {
            throw new Conflict(apps[other].label(), apps[app].label(), d.getDisplayName(), spec.name,
                    written[at], value);
        }
        if (other != app) writers[at] = app;
        if (!Device.same(written[at], value)) written[at] = value;
        if (!spec.momentary && Device.same(values[at], value)) return;
        values[at] = value;
        deliver(d.number, spec.name, value, false, 0);
    }

    /** An app sets the location mode. */
    void setMode(int app, Object mode) {
        String m = mode == null ? null : mode.toString();
        if (Capability.LOCATION.attributes[0].indexOf(m) < 0) {
            throw new UnsupportedPlatformApi("location mode '" + m + "' (the modes are home, away, night)");
        }
        write(location(app), 0, m);
    }

    /** A command with no modelled effect (a notification, speech): printed. */
    void record(int app, String what) {
        System.out.println("[" + apps[app].label() + "] " + what);
    }

    // ----- timers -----

    void schedule(int app, Object handler, boolean periodic, Object data) {
        String name = handlerName(handler);
        Timer t = timer(app, name);
        if (t == null) {
            t = new Timer(this, app, name, handler);
            timers.add(t);
            t.event = Events.register("App" + app + " timer " + name, t);
        }
        t.handler = handler;
        t.periodic = periodic;
        t.data = data;
        Events.enable(t.event);
    }

    void unschedule(int app, Object handler) {
        String name = handler == null ? null : handlerName(handler);
        for (int k = 0; k < timers.size(); k++) {
            Timer t = timers.get(k);
            if (t.app == app && (name == null || name.equals(t.name))) {
                Events.disable(t.event);
                t.data = null;
            }
        }
    }

    private Timer timer(int app, String name) {
        for (int k = 0; k < timers.size(); k++) {
            Timer t = timers.get(k);
            if (t.app == app && t.name.equals(name)) return t;
        }
        return null;
    }

    void fire(Timer t) {
        Object data = t.data;
        if (!t.periodic) {
            Events.disable(t.event);
            t.data = null;
        }
        apps[t.app].callHandler(t.handler, data);
    }

    static String handlerName(Object handler) {
        if (handler instanceof org.codehaus.groovy.runtime.MethodClosure) {
            return ((org.codehaus.groovy.runtime.MethodClosure) handler).getMethod();
        }
        if (handler instanceof CharSequence) return handler.toString();
        throw new UnsupportedPlatformApi("a timer handler that is not a method name: " + handler);
    }

    // ----- events the checker chooses -----

    private static final class Subscription {
        final int app;
        /** The device's number, -1 for app touches. */
        final int device;
        final String attribute;
        final String value;
        final Object handler;

        Subscription(int app, int device, String attribute, String value, Object handler) {
            this.app = app;
            this.device = device;
            this.attribute = attribute;
            this.value = value;
            this.handler = handler;
        }
    }

    /** The environment sets an attribute. */
    private static final class Change implements Runnable {
        private final Home home;
        private final int device;
        private final int attribute;
        private final Object value;

        Change(Home home, int device, int attribute, Object value) {
            this.home = home;
            this.device = device;
            this.attribute = attribute;
            this.value = value;
        }

        public void run() {
            home.transition(() -> home.environment(device, attribute, value), "an event");
        }
    }

    /** The user touches an app. */
    private static final class Touch implements Runnable {
        private final Home home;
        private final int app;

        Touch(Home home, int app) {
            this.home = home;
            this.app = app;
        }

        public void run() {
            home.transition(() -> home.touch(app), "an app touch");
        }
    }

    /** A scheduled handler of an app. */
    static final class Timer implements Runnable {
        private final Home home;
        final int app;
        final String name;
        Object handler;
        boolean periodic;
        Object data;
        int event;

        Timer(Home home, int app, String name, Object handler) {
            this.home = home;
            this.app = app;
            this.name = name;
            this.handler = handler;
        }

        public void run() {
            home.transition(() -> home.fire(this), "a timer");
        }
    }

    /** Two apps undo each other's writes. */
    public static final class Conflict extends PropertyViolation {
        Conflict(String first, String second, String device, String attribute, Object firstValue, Object secondValue) {
            super("conflict", second + " writes " + attribute + " = " + secondValue + " on " + device
                    + " after " + first + " wrote " + attribute + " = " + firstValue);
        }
    }
}
