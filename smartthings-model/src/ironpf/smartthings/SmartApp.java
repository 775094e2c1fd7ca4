package ironpf.smartthings;

import groovy.lang.Closure;
import groovy.lang.MissingMethodException;
import groovy.lang.Script;
import ironpf.groovy.Dispatch;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.runtime.MethodClosure;

/**
 * The base class of SmartApps ({@code groovyc -b ironpf.smartthings.SmartApp}): the app DSL
 * (definition, preferences, inputs) and the platform API an app calls. Calls of anything else
 * stop the app with an {@link UnsupportedPlatformApi} naming the call.
 */
public abstract class SmartApp extends Script {
    private Home home;
    private int index;
    private String name;
    private final LinkedHashMap settings = new LinkedHashMap();
    private final LinkedHashMap state = new LinkedHashMap();
    private AppInfo app;
    private AppLog log;

    void attach(Home home, int index) {
        this.home = home;
        this.index = index;
        this.app = new AppInfo(this);
        this.log = new AppLog(this);
    }

    /** "App1 (Its Name)". */
    String label() {
        return "App" + index + (name == null ? "" : " (" + name + ")");
    }

    String appName() {
        return name == null ? "App" + index : name;
    }

    boolean hasMethod(String method) {
        return Dispatch.respondsTo(this, method, new Object[0]) || Dispatch.respondsTo(this, method, new Object[] {null});
    }

    /** Calls a handler (a method name, method pointer or closure), with the argument if it takes one. */
    void callHandler(Object handler, Object argument) {
        if (handler instanceof Closure && !(handler instanceof MethodClosure)) {
            ((Closure) handler).call(argument);
            return;
        }
        String method = Home.handlerName(handler);
        Object[] one = new Object[] {argument};
        if (Dispatch.respondsTo(this, method, one)) {
            Dispatch.invoke(this, method, one);
        } else if (Dispatch.respondsTo(this, method, new Object[0])) {
            Dispatch.invoke(this, method, new Object[0]);
        } else {
            throw new MissingMethodException(method, getClass(), one);
        }
    }

    // ----- properties: inputs first, then method names as handler references -----

    public Object getProperty(String property) {
        if (settings.containsKey(property)) return settings.get(property);
        if (getBinding().hasVariable(property) || Dispatch.hasProperty(this, property)) return super.getProperty(property);
        if (hasMethod(property)) return new MethodClosure(this, property);
        throw new UnsupportedPlatformApi("property '" + property + "' (not an input, setting or platform property)");
    }

    public Map getSettings() { return settings; }
    public Map getState() { return state; }
    public Map getAtomicState() { return state; }
    public AppInfo getApp() { return app; }
    public AppLog getLog() { return log; }
    public Location getLocation() { return home.location(index); }

    // ----- the DSL -----

    public void definition(Map properties) {
        Object n = properties.get("name");
        if (n != null) name = n.toString();
    }

    public void preferences(Closure body) { body.call(); }
    public void preferences(Map options, Closure body) { body.call(); }
    public void page(Map options, Closure body) { body.call(); }
    public void page(Map options) {
        Object page = options.get("name");
        if (page != null && hasMethod(page.toString())) Dispatch.invoke(this, page.toString(), new Object[0]);
    }
    public Object dynamicPage(Map options, Closure body) { return body.call(); }
    public void section(Closure body) { body.call(); }
    public void section(String title, Closure body) { body.call(); }
    public void section(Map options, Closure body) { body.call(); }
    public void section(Map options, String title, Closure body) { body.call(); }
    public void paragraph(Object... args) { }
    public void label(Map options) { }
    public void mode(Map options) { }
    public void href(Object... args) { }
    public void icon(Object... args) { }

    public void input(Map options) {
        Object n = options.get("name");
        Object t = options.get("type");
        if (n == null || t == null) throw new IllegalArgumentException("input(" + options + ") needs a name and a type");
        input(options, n.toString(), t.toString());
    }

    public void input(String name, String type) { input(new LinkedHashMap(), name, type); }

    public void input(Map options, String name) {
        Object t = options.get("type");
        if (t == null) throw new IllegalArgumentException("input " + name + " needs a type");
        input(options, name, t.toString());
    }

    /** Declares an input: bound to the value every run of the pair uses (devices once the
     *  home's devices are laid out, see {@link #bindInputs}). */
    public void input(Map options, String name, String type) {
        boolean multiple = Boolean.TRUE.equals(options.get("multiple"));
        Object value;
        if (type.startsWith("capability.")) {
            value = new DeviceInput(home.deviceNumber(type.substring("capability.".length())), multiple);
        } else {
            value = Preferences.value(type, options, name);
            if (multiple && !(value instanceof List)) {
                ArrayList list = new ArrayList();
                list.add(value);
                value = list;
            }
        }
        settings.put(name, value);
    }

    /** Replaces the declared device inputs by this app's views of the home's devices. */
    void bindInputs() {
        java.util.Iterator it = settings.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry e = (Map.Entry) it.next();
            if (!(e.getValue() instanceof DeviceInput)) continue;
            DeviceInput in = (DeviceInput) e.getValue();
            Device d = home.view(in.number, index);
            if (in.multiple) {
                DeviceList list = new DeviceList();
                list.add(d);
                e.setValue(list);
            } else {
                e.setValue(d);
            }
        }
    }

    /** A device input before the devices exist. */
    private static final class DeviceInput {
        final int number;
        final boolean multiple;

        DeviceInput(int number, boolean multiple) {
            this.number = number;
            this.multiple = multiple;
        }
    }

    // ----- subscriptions -----

    public void subscribe(Object target, String attribute, Object handler) { home.subscribe(index, target, attribute, handler); }
    public void subscribe(Object target, String attribute, Object handler, Map options) { subscribe(target, attribute, handler); }
    public void subscribe(Object target, Object handler) { home.subscribe(index, target, null, handler); }
    public void unsubscribe() { home.unsubscribe(index); }

    // ----- timers: a scheduled handler becomes an event that fires later -----

    public void runIn(Object seconds, Object handler) { home.schedule(index, handler, false, null); }
    public void runIn(Object seconds, Object handler, Map options) { home.schedule(index, handler, false, options.get("data")); }
    public void runOnce(Object when, Object handler) { home.schedule(index, handler, false, null); }
    public void runOnce(Object when, Object handler, Map options) { home.schedule(index, handler, false, options.get("data")); }
    public void schedule(Object when, Object handler) { home.schedule(index, handler, true, null); }
    public void schedule(Object when, Object handler, Map options) { home.schedule(index, handler, true, options.get("data")); }
    public void runEvery1Minute(Object handler) { home.schedule(index, handler, true, null); }
    public void runEvery5Minutes(Object handler) { home.schedule(index, handler, true, null); }
    public void runEvery10Minutes(Object handler) { home.schedule(index, handler, true, null); }
    public void runEvery15Minutes(Object handler) { home.schedule(index, handler, true, null); }
    public void runEvery30Minutes(Object handler) { home.schedule(index, handler, true, null); }
    public void runEvery1Hour(Object handler) { home.schedule(index, handler, true, null); }
    public void runEvery3Hours(Object handler) { home.schedule(index, handler, true, null); }
    public void runDaily(Object when, Object handler) { home.schedule(index, handler, true, null); }
    public void unschedule() { home.unschedule(index, null); }
    public void unschedule(Object handler) { home.unschedule(index, handler); }

    // ----- location and notifications -----

    public void setLocationMode(Object mode) { home.setMode(index, mode); }
    public void sendPush(Object message) { home.record(index, "sendPush: " + message); }
    public void sendPushMessage(Object message) { home.record(index, "sendPushMessage: " + message); }
    public void sendSms(Object phone, Object message) { home.record(index, "sendSms " + phone + ": " + message); }
    public void sendSmsMessage(Object phone, Object message) { home.record(index, "sendSmsMessage " + phone + ": " + message); }
    public void sendNotification(Object message) { home.record(index, "sendNotification: " + message); }
    public void sendNotification(Object message, Map options) { home.record(index, "sendNotification: " + message); }
    public void sendNotificationEvent(Object message) { home.record(index, "sendNotificationEvent: " + message); }
    public void sendNotificationToContacts(Object message, Object contacts) { home.record(index, "sendNotificationToContacts: " + message); }
    public void sendNotificationToContacts(Object message, Object contacts, Map options) { home.record(index, "sendNotificationToContacts: " + message); }

    // ----- the fixed clock -----

    public long now() { return Home.NOW; }
    public Date timeToday(Object time) { return Time.today(time); }
    public Date timeToday(Object time, Object timeZone) { return Time.today(time); }
    public Date timeTodayAfter(Object start, Object time, Object timeZone) { return Time.todayAfter(start, time); }
    public boolean timeOfDayIsBetween(Object start, Object end, Object value, Object timeZone) { return Time.between(start, end, value); }
    public Map getSunriseAndSunset() { return Time.sunriseAndSunset(); }
    public Map getSunriseAndSunset(Map options) { return Time.sunriseAndSunset(); }

    /** Any other platform call. */
    public Object methodMissing(String method, Object args) {
        Object[] a = (Object[]) args;
        StringBuilder b = new StringBuilder(method).append('(');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) b.append(", ");
            b.append(a[i] == null ? "null" : a[i] instanceof Closure ? "Closure" : a[i].getClass().getSimpleName());
        }
        throw new UnsupportedPlatformApi(b.append(')').toString());
    }
}
