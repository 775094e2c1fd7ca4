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
    /** Deepest chain of commands delivering events to handlers that issue commands. */
    private static final int MAX_CHAIN = 64;

    final SmartApp[] apps = new SmartApp[3];
    final Location location;
    private final LinkedHashMap<String, Device> devices = new LinkedHashMap<>();
    private final ArrayList<Subscription> subscriptions = new ArrayList<>();
    private final ArrayList<Timer> timers = new ArrayList<>();
    /** Registered events by name. */
    private final HashMap<String, Integer> events = new HashMap<>();
    /** The app whose code is running (1 or 2), 0 outside apps. */
    private int current;
    /** The running transition handles a user's deliberate act (an app touch or a button). */
    private boolean manual;
    private int chain;

    private Home() {
        location = new Location(this);
    }

    /** Installs the two apps in one home and runs the event loop (forever, under the checker). */
    public static void check(SmartApp app1, SmartApp app2) {
        Clock.freezeAt(NOW);
        Home home = new Home();
        home.apps[1] = app1;
        home.apps[2] = app2;
        app1.attach(home, 1);
        app2.attach(home, 2);
        // The DSL (definition, preferences) binds the inputs.
        home.current = 1;
        app1.run();
        home.current = 2;
        app2.run();
        home.current = 0;
        boolean configurationB = Verify.getBoolean();
        home.location.configure(configurationB);
        Iterator<Device> it = home.devices.values().iterator();
        while (it.hasNext()) it.next().configure(configurationB);
        home.install(1);
        home.install(2);
        Events.run();
    }

    private void install(int app) {
        SmartApp a = apps[app];
        String method = a.hasMethod("installed") ? "installed" : "updated";
        if (!a.hasMethod(method)) {
            throw new UnsupportedPlatformApi(a.label() + " has neither installed() nor updated()");
        }
        run(app, method, null);
    }

    /** The home's device of capability {@code name}, made on first use. */
    Device device(String name) {
        Device d = devices.get(name);
        if (d == null) {
            Capability c = Capability.named(name);
            if (c == null) throw new UnsupportedPlatformApi("capability." + name + " inputs");
            d = new Device(this, c, "device-" + (devices.size() + 1));
            devices.put(name, d);
        }
        return d;
    }

    // ----- subscriptions and event delivery -----

    void subscribe(int app, Object target, String attribute, Object handler) {
        if (target instanceof Collection) {
            Iterator it = ((Collection) target).iterator();
            while (it.hasNext()) subscribe(app, it.next(), attribute, handler);
            return;
        }
        if (target instanceof AppInfo) {
            add(new Subscription(app, null, "touch", null, handler), "App" + app + " touch", new Touch(this, app));
            return;
        }
        if (!(target instanceof Device)) {
            throw new UnsupportedPlatformApi("subscribe to " + (target == null ? "null (an input that is not set?)" : target.getClass().getName()));
        }
        Device d = (Device) target;
        if (d == location && attribute == null) attribute = "mode";
        if (attribute == null) throw new UnsupportedPlatformApi("subscribe(" + d + ", handler) without an attribute");
        String value = null;
        int dot = attribute.indexOf('.');
        if (dot >= 0) {
            value = attribute.substring(dot + 1);
            attribute = attribute.substring(0, dot);
        }
        int i = d.attribute(attribute);
        Object[] values = d.capability.attributes[i].values;
        Subscription s = new Subscription(app, d, attribute, value, handler);
        boolean any = false;
        for (int k = 0; k < values.length; k++) {
            if (value == null || value.equals(values[k].toString())) {
                add(s, eventName(d, attribute, values[k]), new Change(this, d, i, values[k]));
                any = true;
            }
        }
        if (!any) add(s, eventName(d, attribute, value), new Change(this, d, i, value));
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

    /** Delivers an event to the subscribed handlers: App1's first, then App2's. */
    private void deliver(Event e, Device d, int onlyApp) {
        if (++chain > MAX_CHAIN) {
            throw new PropertyViolation("app error", "commands and events triggered each other more than "
                    + MAX_CHAIN + " times in one transition (an endless chain at " + e + ")");
        }
        try {
            Subscription[] subs = subscriptions.toArray(new Subscription[0]);
            for (int app = 1; app <= 2; app++) {
                if (onlyApp != 0 && app != onlyApp) continue;
                for (int k = 0; k < subs.length; k++) {
                    Subscription s = subs[k];
                    if (s.app == app && s.device == d && s.attribute.equals(e.getName())
                            && (s.value == null || s.value.equals(e.getValue()))) {
                        run(app, s.handler, e);
                    }
                }
            }
        } finally {
            chain--;
        }
    }

    /** Runs a handler of an app (a method name or a closure), with {@code argument} if it takes one. */
    private void run(int app, Object handler, Object argument) {
        int saved = current;
        current = app;
        try {
            apps[app].callHandler(handler, argument);
        } finally {
            current = saved;
        }
    }

    /** An environment event: the attribute takes {@code value}, delivered if that is a change. */
    void environment(Device d, int i, Object value) {
        Capability.AttributeSpec spec = d.capability.attributes[i];
        if (!spec.momentary && Device.same(d.values[i], value)) return;
        d.values[i] = value;
        d.writers[i] = 0;
        d.written[i] = null;
        manual = spec.deliberate;
        try {
            deliver(new Event(d, spec.name, value, true, d == location ? "LOCATION" : "DEVICE"), d, 0);
        } finally {
            manual = false;
        }
    }

    void touch(int app) {
        manual = true;
        try {
            deliver(new Event(null, "touch", "touched", true, "APP"), null, app);
        } finally {
            manual = false;
        }
    }

    // ----- the conflict oracle -----

    /** An app's command writes {@code value} to attribute {@code i} of {@code d}. */
    void write(Device d, int i, Object value) {
        value = Device.normalize(value);
        int app = current;
        if (app == 0) throw new IllegalStateException("a device command outside any app");
        Capability.AttributeSpec spec = d.capability.attributes[i];
        int other = d.writers[i];
        if (!manual && other != 0 && other != app && !Device.same(d.written[i], value)) {
            throw new Conflict(apps[other].label(), apps[app].label(), d.getDisplayName(), spec.name,
                    d.written[i], value);
        }
        d.writers[i] = app;
        d.written[i] = value;
        if (!spec.momentary && Device.same(d.values[i], value)) return;
        d.values[i] = value;
        deliver(new Event(d, spec.name, value, false, d == location ? "LOCATION" : "DEVICE"), d, 0);
    }

    /** An app sets the location mode. */
    void setMode(Object mode) {
        String m = mode == null ? null : mode.toString();
        if (location.capability.attributes[0].indexOf(m) < 0) {
            throw new UnsupportedPlatformApi("location mode '" + m + "' (the modes are home, away, night)");
        }
        write(location, 0, m);
    }

    /** A command with no modelled effect (a notification, speech): printed. */
    void record(String what) {
        System.out.println("[" + (current == 0 ? "home" : apps[current].label()) + "] " + what);
    }

    // ----- timers -----

    void schedule(int app, Object handler, boolean periodic, Object data) {
        String name = handlerName(handler);
        Timer t = timer(app, name);
        if (t == null) {
            t = new Timer(this, app, name, handler);
            timers.add(t);
            String event = "App" + app + " timer " + name;
            t.event = Events.register(event, t);
            events.put(event, Integer.valueOf(t.event));
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
        run(t.app, t.handler, data);
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
        final Device device;
        final String attribute;
        final String value;
        final Object handler;

        Subscription(int app, Device device, String attribute, String value, Object handler) {
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
        private final Device device;
        private final int attribute;
        private final Object value;

        Change(Home home, Device device, int attribute, Object value) {
            this.home = home;
            this.device = device;
            this.attribute = attribute;
            this.value = value;
        }

        public void run() {
            home.environment(device, attribute, value);
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
            home.touch(app);
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
            home.fire(this);
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
