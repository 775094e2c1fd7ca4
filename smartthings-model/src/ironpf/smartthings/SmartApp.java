package ironpf.smartthings;

import groovy.lang.Closure;
import groovy.lang.Script;
import ironpf.groovy.Dispatch;
import java.util.Map;
import org.codehaus.groovy.runtime.MethodClosure;

/**
 * The base class of SmartApps ({@code groovyc -b ironpf.smartthings.SmartApp}). It declares
 * no platform method itself, so an app's own methods of any name and signature compile and
 * win, as on SmartThings: calls an app does not answer go through {@link #methodMissing} to
 * the app's {@link Preferences} (the DSL) and then its {@link Platform} (the API), and
 * properties through {@link #getProperty} to its inputs and the platform's properties.
 * Anything else stops the app with an {@link UnsupportedPlatformApi} naming the call.
 */
public abstract class SmartApp extends Script {
    private Home home;
    private int index;
    Preferences preferences;
    Platform platform;

    void attach(Home home, int index) {
        this.home = home;
        this.index = index;
        this.preferences = new Preferences(this, home, index);
        this.platform = new Platform(this, home, index);
    }

    /** Evaluates the DSL: the script body (definition, preferences), then every page again. */
    void declare() {
        run();
        preferences.evaluatePages();
        preferences.declaring = false;
    }

    /** "App1 (Its Name)". */
    String label() {
        return "App" + index + (preferences.name == null ? "" : " (" + preferences.name + ")");
    }

    String appName() {
        return preferences.name == null ? "App" + index : preferences.name;
    }

    /** Whether the app has a method of that name taking up to three arguments (a handler). */
    boolean hasMethod(String method) {
        for (int n = 0; n <= 3; n++) {
            if (Dispatch.respondsTo(this, method, new Object[n])) return true;
        }
        return false;
    }

    /** Calls a handler (a method name, method pointer or closure) with as many of the arguments as it takes. */
    void callHandler(Object handler, Object argument) {
        callHandler(handler, new Object[] {argument});
    }

    void callHandler(Object handler, Object[] args) {
        if (handler instanceof Closure && !(handler instanceof MethodClosure)) {
            ((Closure) handler).call(args);
            return;
        }
        String method = Home.handlerName(handler);
        for (int n = args.length; n >= 0; n--) {
            Object[] some = new Object[n];
            System.arraycopy(args, 0, some, 0, n);
            if (Dispatch.respondsTo(this, method, some)) {
                Dispatch.invoke(this, method, some);
                return;
            }
        }
        throw AppExceptions.missingMethod(method, getClass(), args);
    }

    // ----- properties: inputs, the script's own, the platform's, then method names as handler references -----

    public Object getProperty(String property) {
        Map settings = preferences.settings;
        if (settings.containsKey(property)) return settings.get(property);
        if (getBinding().hasVariable(property) || Dispatch.hasProperty(this, property)) return super.getProperty(property);
        if (Dispatch.hasProperty(platform, property)) return Dispatch.getProperty(platform, property);
        if (hasMethod(property)) return new MethodClosure(this, property);
        // As on SmartThings, a name that is nothing of the above reads as null (an unset input).
        return null;
    }

    /** Any call the app does not answer: the DSL, then the platform API. */
    public Object methodMissing(String method, Object args) {
        Object[] a = (Object[]) args;
        if (Dispatch.respondsTo(preferences, method, a)) return Dispatch.invoke(preferences, method, a);
        if (Dispatch.respondsTo(platform, method, a)) return Dispatch.invoke(platform, method, a);
        StringBuilder b = new StringBuilder(method).append('(');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) b.append(", ");
            b.append(a[i] == null ? "null" : a[i] instanceof Closure ? "Closure" : a[i].getClass().getSimpleName());
        }
        throw new UnsupportedPlatformApi(b.append(')').toString());
    }
}
