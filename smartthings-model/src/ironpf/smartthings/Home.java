package ironpf.smartthings;

import gov.nasa.jpf.vm.Verify;
import ironpf.Clock;
import ironpf.Events;
import ironpf.PropertyViolation;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The pair harness: one home with two installed apps, its devices, the location, the apps'
 * subscriptions and timers, and the conflict oracle. {@link #check} installs the apps and
 * hands over to {@link Events#run()}: each environment event (a device attribute change, a
 * location event, an app touch) and each scheduled timer is an event that the checker
 * chooses, and its handlers run as one transition.
 *
 * <p>Devices: one per input type (both apps' inputs of {@code capability.lock} get the same
 * lock, as in IoTCheck), made when an app's preferences first declare that input, so inputs
 * are bound while preferences and dynamic pages are still being evaluated. Number 0 is the
 * location.
 */
public final class Home {
    /** The fixed clock: 2020-01-01T12:00:00Z. */
    public static final long NOW = 1577880000000L;
    /** Attribute values kept per attribute for {@code events()}/{@code statesSince} (when recorded). */
    static final int HISTORY = 5;
    /** The attribute name of command subscriptions: {@code command:on}. */
    static final String COMMAND = "command:";

    final SmartApp[] apps = new SmartApp[3];
    /** The type of each device of the home, by number (0: the location). */
    private final ArrayList<DeviceType> types = new ArrayList<>();
    /** Each device as each app sees it: {@code views.get(number)[app]}. */
    private final ArrayList<Device[]> views = new ArrayList<>();
    /** Where each device's attributes start in the attribute arrays. */
    private int[] bases;
    /** Attribute values of all devices. One array for the home (not one per device), so that the
     *  checker tells attributes of different devices apart: dpor names array elements by
     *  allocation site and index. */
    private Object[] values;
    /** Per attribute, the app (1 or 2) that wrote it last, 0 when the environment changed it since. */
    private int[] writers;
    /** Per attribute, the value that app wrote. */
    private Object[] written;
    /**
     * Per attribute, the last {@link #HISTORY} values delivered, newest first; null for a row
     * no history query can return (see {@link #layOutHistory}), and the whole array null when
     * no app uses the history API.
     */
    private Object[][] history;
    /**
     * Per app, what it queries history on ({@code ironpf pair build} reads it from the app's
     * source): null when it never does; else input names, {@code location}, and {@code *} for
     * any device the app holds.
     */
    private final String[][] historyReceivers = new String[3][];
    /** Per device number, whether some query can return its history. */
    private final ArrayList<Boolean> historyQueried = new ArrayList<>();
    /** A kept history row before its first event. */
    private static final Object[] NO_EVENTS = new Object[0];
    private final ArrayList<Subscription> subscriptions = new ArrayList<>();
    /** How many of them are command subscriptions (commands skip delivery while there are none). */
    private int commandSubscriptions;
    private final ArrayList<Timer> timers = new ArrayList<>();
    /** Registered environment and app-touch events by name (timers are found in {@code timers}). */
    private final HashMap<String, Integer> events = new HashMap<>();
    /** The running transition handles a user's deliberate act (an app touch or a button
     *  press). Written only by such transitions, read by every write. */
    /** Set while a deliberate physical event (or a touch) is delivered, so the commands apps
     *  send meanwhile are not conflicts. Transition-scoped (false at every choice point, which
     *  the VM checks): not state and not an access (TRANSITION_SCOPED_STATICS in runtime.rs). */
    private static boolean manual;
    /** {@code --conflict-writes changing}: a write that leaves its attribute's value as it was
     *  neither conflicts nor makes its app the attribute's last writer. The default counts it,
     *  as IoTCheck does: a command states what the app wants the device to be. */
    private final boolean ignoreUnchangedWrites = ignoreUnchangedWrites();
    private Hub hub;

    private Home() {
        types.add(DeviceType.LOCATION);
        views.add(new Device[] {null, new Location(this, 1), new Location(this, 2)});
        historyQueried.add(Boolean.FALSE);
    }

    /** Installs the two apps in one home and runs the event loop (forever, under the checker). */
    public static void check(SmartApp app1, SmartApp app2) {
        check(app1, app2, false);
    }

    /**
     * As {@link #check(SmartApp, SmartApp)}; {@code recordHistory}: keep each attribute's recent
     * values for the history API ({@code ironpf pair build} sets it when an app calls it).
     */
    public static void check(SmartApp app1, SmartApp app2, boolean recordHistory) {
        String any = recordHistory ? "*" : null;
        check(app1, app2, any, any);
    }

    /**
     * As {@link #check(SmartApp, SmartApp)}; {@code history1}, {@code history2}: what App1 and
     * App2 call the history API on, comma-separated (input names, {@code location}, {@code *}
     * for any device), null for an app that does not call it ({@code ironpf pair build}
     * writes this call).
     */
    public static void check(SmartApp app1, SmartApp app2, String history1, String history2) {
        Clock.freezeAt(NOW);
        Home home = new Home();
        home.historyReceivers[1] = history1 == null ? null : history1.split(",");
        home.historyReceivers[2] = history2 == null ? null : history2.split(",");
        home.apps[1] = app1;
        home.apps[2] = app2;
        app1.attach(home, 1);
        app2.attach(home, 2);
        // The DSL (definition, preferences, pages) declares the inputs and binds them.
        app1.declare();
        app2.declare();
        if (storyOn()) {
            story("app", 1, app1.label(), app1.getClass().getName(), null, null);
            story("app", 2, app2.label(), app2.getClass().getName(), null, null);
        }
        home.build();
        boolean configurationB = Verify.getBoolean();
        home.configure(configurationB);
        if (storyOn()) home.tellConfiguration(configurationB);
        home.install(1);
        home.install(2);
        Events.run();
    }

    // ----- devices -----

    /** The number of the home's device for input type {@code type}, made on first use (-1: no such capability). */
    int deviceNumber(String type) {
        String key = type;
        if (type.startsWith("capability.")) {
            Capability c = Capability.named(type.substring("capability.".length()));
            if (c == null) return -1;
            key = "capability." + c.name;
        }
        for (int n = 1; n < types.size(); n++) {
            if (types.get(n).input.equals(key)) return n;
        }
        if (bases != null) throw new AppError("input " + type + " declared after installation");
        DeviceType t = DeviceType.forInput(key);
        if (t == null) return -1;
        int n = types.size();
        types.add(t);
        views.add(new Device[] {null, new Device(this, t, 1, n), new Device(this, t, 2, n)});
        historyQueried.add(Boolean.FALSE);
        return n;
    }

    /** Device {@code number} as app {@code app} sees it. */
    Device view(int number, int app) {
        return views.get(number)[app];
    }

    /**
     * App {@code app} declared input {@code name}, bound to device {@code number}: the view
     * the app gets. The device's history is kept if the app queries history on that input or
     * on any device it holds.
     */
    Device bindInput(int number, int app, String name) {
        if (queriesHistoryOn(app, name) && !historyQueried.get(number).booleanValue()) {
            // Pages evaluated again after installation bind what they bound before.
            if (bases != null && history != null && types.get(number).attributes.length > 0
                    && history[bases[number]] == null) {
                throw new IllegalStateException("App" + app + " binds input " + name
                        + " after installation to a device whose history the model did not keep");
            }
            historyQueried.set(number, Boolean.TRUE);
        }
        return view(number, app);
    }

    private boolean queriesHistoryOn(int app, String receiver) {
        String[] receivers = historyReceivers[app];
        if (receivers == null) return false;
        for (int k = 0; k < receivers.length; k++) {
            if (receivers[k].equals("*") || receivers[k].equals(receiver)) return true;
        }
        return false;
    }

    Location location(int app) {
        return (Location) views.get(0)[app];
    }

    Hub hub() {
        if (hub == null) hub = new Hub();
        return hub;
    }

    /**
     * The current value of attribute {@code i} of device {@code number}. While preferences are
     * evaluated (before the initial configuration is chosen) it is the value configuration A
     * starts with: what a page shows the user, who sets the app up before installing it.
     */
    Object current(int number, int i) {
        if (bases == null) return types.get(number).attributes[i].initial(false);
        return values[bases[number] + i];
    }

    /** Lays out the attribute arrays. */
    private void build() {
        bases = new int[types.size()];
        int size = 0;
        for (int n = 0; n < types.size(); n++) {
            bases[n] = size;
            size += types.get(n).attributes.length;
        }
        values = new Object[size];
        writers = new int[size];
        written = new Object[size];
        layOutHistory(size);
    }

    /**
     * Keeps history rows only for the attributes of devices some history query can be asked
     * of; the other rows stay null, so no event writes them and they are not part of the state.
     *
     * <p>Why this is sound: a history query is a method of a device view and returns rows of
     * that view's device only. An app holds views only of devices it declared an input of
     * ({@link #bindInput} is the only place a view leaves the home for an app; an event an app
     * receives carries the app's own view of a device it subscribed to, and it can subscribe
     * only to devices it holds) and of the location. The two apps share no objects but the
     * home (no device view passes between them: event data is checked by
     * {@link #locationEvent}). {@code ironpf pair build} reads from each app's source what it
     * queries history on: inputs by name, {@code location}, or any device it holds ({@code *}).
     * So a row of a device no query names is never read, from any state: dropping it cannot
     * change what any app does. Should that reading of the source be wrong, a query meets a
     * dropped row and {@link #history} stops the check with an internal error naming the
     * device: never a silently empty answer. With {@code --model keep-all} ({@link #keepAll})
     * every row is kept, to compare verdicts and state counts.
     */
    private void layOutHistory(int size) {
        if (historyReceivers[1] == null && historyReceivers[2] == null) return;
        history = new Object[size][];
        boolean all = keepAll();
        if (queriesHistoryOn(1, "location") || queriesHistoryOn(2, "location")) historyQueried.set(0, Boolean.TRUE);
        for (int n = 0; n < types.size(); n++) {
            if (!all && !historyQueried.get(n).booleanValue()) continue;
            for (int i = 0; i < types.get(n).attributes.length; i++) history[bases[n] + i] = NO_EVENTS;
        }
    }

    /** Whether a write that changes nothing is left out of the conflict oracle ({@code --conflict-writes changing}). */
    static native boolean ignoreUnchangedWrites();

    /** Whether the checker keeps every part of the model's state that no app can read ({@code --model keep-all}). */
    static native boolean keepAll();

    private void configure(boolean configurationB) {
        for (int n = 0; n < types.size(); n++) {
            Capability.AttributeSpec[] attributes = types.get(n).attributes;
            for (int i = 0; i < attributes.length; i++) {
                values[bases[n] + i] = attributes[i].initial(configurationB);
            }
        }
    }

    private void install(int app) {
        SmartApp a = apps[app];
        String method = a.hasMethod("installed") ? "installed" : "updated";
        if (!a.hasMethod(method)) {
            throw new UnsupportedPlatformApi(a.label() + " has neither installed() nor updated()");
        }
        if (storyOn()) story("handler", app, method, null, "install", null);
        a.callHandler(method, new Object[0]);
        if (storyOn()) story("end", app, null, null, null, null);
    }

    // ----- subscriptions and event delivery -----

    void subscribe(int app, Object target, String attribute, Object handler) {
        if (target instanceof Collection) {
            Iterator it = ((Collection) target).iterator();
            while (it.hasNext()) subscribe(app, it.next(), attribute, handler);
            return;
        }
        if (target instanceof AppInfo) {
            add(new Subscription(app, -1, "touch", null, handler));
            register("App" + app + " touch", new Touch(this, app));
            return;
        }
        if (target instanceof Hub) return; // the model's hub sends no events
        if (!(target instanceof Device)) {
            throw new AppError("subscribe to " + (target == null ? "null (an input that is not set?)" : target.getClass().getName()));
        }
        Device d = (Device) target;
        if (d.number == 0 && attribute == null) attribute = "mode";
        if (attribute == null) throw new UnsupportedPlatformApi("subscribe(" + d + ", handler) without an attribute");
        if (attribute.startsWith(COMMAND)) {
            add(new Subscription(app, d.number, attribute, null, handler));
            commandSubscriptions++;
            return;
        }
        String value = null;
        int dot = attribute.indexOf('.');
        if (dot >= 0) {
            value = attribute.substring(dot + 1);
            attribute = attribute.substring(0, dot);
        }
        // One subscription, one call per matching event; the events the environment can
        // produce for it are registered once each.
        add(new Subscription(app, d.number, attribute, value, handler));
        int i = d.attribute(attribute);
        if (i < 0) return; // as on SmartThings: the device never sends such events
        Object[] domain = d.type.attributes[i].values;
        boolean any = false;
        for (int k = 0; k < domain.length; k++) {
            if (value == null || value.equals(domain[k].toString())) {
                register(eventName(d, attribute, domain[k]), new Change(this, d.number, i, domain[k]));
                any = true;
            }
        }
        if (!any && value != null) register(eventName(d, attribute, value), new Change(this, d.number, i, value));
    }

    private static String eventName(Device d, String attribute, Object value) {
        return d.getDisplayName() + "." + attribute + " = " + value;
    }

    private void add(Subscription s) {
        subscriptions.add(s);
    }

    /** Registers the environment event {@code event} with the checker if it is new. */
    private void register(String event, Runnable handler) {
        if (!events.containsKey(event)) events.put(event, Integer.valueOf(Events.register(event, handler)));
    }

    void unsubscribe(int app, Object target, String attribute, Object handler) {
        String name = handler == null ? null : handlerName(handler);
        for (int i = subscriptions.size() - 1; i >= 0; i--) {
            Subscription s = subscriptions.get(i);
            if (s.app != app) continue;
            if (target instanceof Device && ((Device) target).number != s.device) continue;
            if (attribute != null && !attribute.equals(s.attribute)) continue;
            if (name != null && !name.equals(handlerName(s.handler))) continue;
            subscriptions.remove(i);
            if (s.attribute.startsWith(COMMAND)) commandSubscriptions--;
        }
    }

    /**
     * Delivers an event of attribute {@code attribute} of device {@code number} (-1: an app
     * touch) to the subscribed handlers: App1's first, then App2's, each in the order of its
     * subscriptions, each with its own view of the device; one call per matching subscription.
     */
    private void deliver(int number, String attribute, Object value, boolean physical, int onlyApp, Map data) {
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
                    String name = attribute.startsWith(COMMAND) ? attribute.substring(COMMAND.length()) : attribute;
                    if (storyOn()) story("handler", app, storyName(s.handler), deviceName(number), attribute, text);
                    apps[app].callHandler(s.handler, new Event(d, name, value, physical, source, data));
                    if (storyOn()) story("end", app, null, null, null, null);
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
        Capability.AttributeSpec spec = types.get(number).attributes[i];
        int at = bases[number] + i;
        if (storyOn()) {
            boolean delivered = spec.momentary || !Device.same(values[at], value);
            story(delivered ? "event" : "event unchanged", 0, deviceName(number), spec.name,
                    String.valueOf(value), String.valueOf(values[at]));
        }
        if (!spec.momentary && Device.same(values[at], value)) return;
        values[at] = value;
        writers[at] = 0;
        written[at] = null;
        remember(at, value);
        if (spec.deliberate) manual = true;
        try {
            deliver(number, spec.name, value, true, 0, null);
        } finally {
            if (spec.deliberate) manual = false;
        }
    }

    void touch(int app) {
        if (storyOn()) story("touch", app, null, null, null, null);
        manual = true;
        try {
            deliver(-1, "touch", "touched", true, app, null);
        } finally {
            manual = false;
        }
    }

    // ----- the conflict oracle -----

    /** The app that owns view {@code d} writes {@code value} to attribute {@code i} of its device. */
    void write(Device d, int i, Object value) {
        value = Device.normalize(value);
        int app = d.app;
        int at = bases[d.number] + i;
        Capability.AttributeSpec spec = d.type.attributes[i];
        int other = writers[at];
        boolean changes = spec.momentary || !Device.same(values[at], value);
        if (!changes && ignoreUnchangedWrites) {
            if (storyOn()) story("write unchanged ignored", app, deviceName(d.number), spec.name,
                    String.valueOf(values[at]), String.valueOf(value));
            return;
        }
        if (!manual && other != 0 && other != app && !Device.same(written[at], value)) {
            if (storyOn()) {
                story("conflict", app, deviceName(d.number), spec.name, String.valueOf(values[at]), String.valueOf(value));
                story("conflict with", other, deviceName(d.number), spec.name, String.valueOf(written[at]), null);
            }
            throw new Conflict(apps[other].label(), apps[app].label(), d.getDisplayName(), spec.name,
                    written[at], value);
        }
        if (storyOn()) {
            story("write" + (manual ? " manual" : "") + (changes ? "" : " unchanged"), app, deviceName(d.number),
                    spec.name, String.valueOf(values[at]), String.valueOf(value));
        }
        if (other != app) writers[at] = app;
        if (!Device.same(written[at], value)) written[at] = value;
        if (!spec.momentary && Device.same(values[at], value)) return;
        values[at] = value;
        remember(at, value);
        deliver(d.number, spec.name, value, false, 0, null);
    }

    /** App {@code d.app} sent {@code command} to device {@code d}: its command subscribers hear of it. */
    void commandSent(Device d, String command, String arguments) {
        // The common case: nobody subscribes to commands, so a command reads no subscription.
        if (commandSubscriptions == 0) return;
        deliver(d.number, COMMAND + command, arguments, false, 0, null);
    }

    /** An app sets the location mode. */
    void setMode(int app, Object mode) {
        String m = mode == null ? null : mode.toString();
        if (DeviceType.LOCATION.attributes[0].indexOf(m) < 0) {
            throw new AppError("location mode '" + m + "' (the modes are home, away, night)");
        }
        write(location(app), 0, m);
    }

    /**
     * {@code sendLocationEvent(name: ..., value: ...)}: an app writes a location attribute (the
     * conflict oracle applies), or sends an event of another name to the location's subscribers.
     */
    void locationEvent(int app, Map properties) {
        Object name = properties.get("name");
        if (name == null) throw new AppError("sendLocationEvent(" + properties + ") without a name");
        Object value = properties.get("value");
        Object data = properties.get("data");
        Location l = location(app);
        int i = l.attribute(name.toString());
        if (i >= 0 && value != null) {
            write(l, i, value);
            return;
        }
        if (storyOn()) story("location event", app, name.toString(), String.valueOf(value), null, null);
        if (holdsDevice(data)) {
            // SmartThings sends an event's data as JSON text, so no device object passes
            // between apps (which layOutHistory relies on).
            throw new UnsupportedPlatformApi("a device object in sendLocationEvent's data (SmartThings sends data as JSON text)");
        }
        deliver(0, name.toString(), value, false, 0, data instanceof Map ? (Map) data : null);
    }

    private static boolean holdsDevice(Object data) {
        if (data instanceof Device) return true;
        if (data instanceof Map) return holdsDevice(((Map) data).values());
        if (data instanceof Collection) {
            Iterator it = ((Collection) data).iterator();
            while (it.hasNext()) {
                if (holdsDevice(it.next())) return true;
            }
        }
        return false;
    }

    /** A command with no modelled effect (a notification, speech): printed. */
    void record(int app, String what) {
        if (storyOn()) story("note", app, what, null, null, null);
        System.out.println("[" + apps[app].label() + "] " + what);
    }

    // ----- history -----

    private void remember(int at, Object value) {
        if (history == null) return;
        Object[] old = history[at];
        if (old == null) return; // a row no query can return (layOutHistory)
        Object[] now = new Object[Math.min(HISTORY, old.length + 1)];
        now[0] = value;
        for (int k = 1; k < now.length; k++) now[k] = old[k - 1];
        history[at] = now;
    }

    /**
     * The recent events of a device (all attributes, or {@code attribute} only), newest first:
     * every event delivered since installation, all at the fixed clock's time, at most the last
     * {@link #HISTORY} per attribute and {@code max} in all; none if {@code since} is after now.
     */
    List history(Device d, String attribute, Object since, Object max, boolean states) {
        // While the apps declare their preferences (a dynamic page listing recent events),
        // before the home is built, no event has happened yet.
        if (bases == null) return new ArrayList();
        if (history == null) {
            throw new UnsupportedPlatformApi("event history (build the pair with `ironpf pair build`, which records it when an app uses it)");
        }
        int limit = max == null ? 10 : ((Number) max).intValue();
        ArrayList out = new ArrayList();
        long from = since == null ? 0 : since instanceof Date ? ((Date) since).getTime()
                : since instanceof Number ? ((Number) since).longValue() : Long.MIN_VALUE;
        if (from == Long.MIN_VALUE) throw new AppError("history since " + since + " (expected a Date or milliseconds)");
        if (from > NOW) return out;
        Capability.AttributeSpec[] attributes = d.type.attributes;
        for (int k = 0; k < HISTORY; k++) {
            for (int i = 0; i < attributes.length && out.size() < limit; i++) {
                if (attribute != null && !attributes[i].name.equals(attribute)) continue;
                Object[] h = history[bases[d.number] + i];
                if (h == null) {
                    throw new IllegalStateException("App" + d.app + " queries the history of " + d.getDisplayName()
                            + ", which the model did not keep: `ironpf pair build` read from the app's source"
                            + " that no history query names it (check with --model keep-all)");
                }
                if (k >= h.length) continue;
                out.add(states ? (Object) new AttributeState(d, attributes[i].name, h[k])
                        : new Event(d, attributes[i].name, h[k], true, "DEVICE", null));
            }
        }
        return out;
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
        // Only what changes is written: re-scheduling the same handler (every run of a periodic
        // or self-rescheduling handler) then only reads the timer, and two apps' handlers that
        // re-schedule are not made dependent by writes that change nothing.
        if (t.handler != handler) t.handler = handler;
        if (t.periodic != periodic) t.periodic = periodic;
        if (t.data != data) t.data = data;
        if (!Events.isEnabled(t.event)) Events.enable(t.event);
        if (storyOn()) story("schedule", app, name, periodic ? "periodic" : "once", null, null);
    }

    void unschedule(int app, Object handler) {
        String name = handler == null ? null : handlerName(handler);
        if (storyOn()) story("unschedule", app, name, null, null, null);
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
        if (storyOn()) {
            story("timer", t.app, t.name, null, null, null);
            story("handler", t.app, t.name, null, "timer", null);
        }
        if (data instanceof Object[]) apps[t.app].callHandler(t.handler, (Object[]) data);
        else apps[t.app].callHandler(t.handler, data);
        if (storyOn()) story("end", t.app, null, null, null, null);
    }

    // ----- the story of a counterexample -----

    /**
     * Whether the checker records the story of this run: true only while it replays a
     * counterexample for its report, never during the search. Everything the model does to tell
     * the story is guarded by it, so the search runs no story code (no allocation, no access,
     * the same states) and a replay only adds records beside the program's state.
     */
    /**
     * Tells the checker of an approximation the model made on this path (the report lists each
     * once among its warnings); during the search too, never part of the state.
     */
    static native void warn(String text);

    static native boolean storyOn();

    /**
     * One record of the story: what happened ({@code kind}), to or by which app (0: the
     * environment), and up to four texts whose meaning the kind gives (see the checker's
     * {@code check::story}). Kept by the checker outside the program's state.
     */
    static native void story(String kind, int app, String a, String b, String c, String d);

    /** The name the story gives device {@code number} (-1: an app, for touches). */
    String deviceName(int number) {
        if (number < 0) return "app";
        if (number == 0) return "location";
        return types.get(number).displayName;
    }

    /** A handler's name for the story (a closure has none). */
    static String storyName(Object handler) {
        if (handler instanceof org.codehaus.groovy.runtime.MethodClosure || handler instanceof CharSequence) {
            return handlerName(handler);
        }
        return "closure";
    }

    /** The initial configuration: its name, then every attribute's value. */
    private void tellConfiguration(boolean configurationB) {
        story("configuration", 0, configurationB ? "B" : "A", null, null, null);
        for (int n = 0; n < types.size(); n++) {
            Capability.AttributeSpec[] attributes = types.get(n).attributes;
            for (int i = 0; i < attributes.length; i++) {
                story("initial", 0, deviceName(n), attributes[i].name, String.valueOf(values[bases[n] + i]), null);
            }
        }
    }

    static String handlerName(Object handler) {
        if (handler instanceof org.codehaus.groovy.runtime.MethodClosure) {
            return ((org.codehaus.groovy.runtime.MethodClosure) handler).getMethod();
        }
        if (handler instanceof CharSequence) return handler.toString();
        throw new AppError("a handler that is not a method name: " + handler);
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
            super("conflict", second + " writes " + device + "." + attribute + " = " + secondValue
                    + " after " + first + " wrote " + device + "." + attribute + " = " + firstValue);
        }
    }
}
