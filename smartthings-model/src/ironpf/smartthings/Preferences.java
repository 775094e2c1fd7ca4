package ironpf.smartthings;

import groovy.lang.Closure;
import ironpf.groovy.Dispatch;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An app's preferences: the SmartApp DSL ({@code definition}, {@code preferences},
 * {@code page}, {@code dynamicPage}, {@code section}, {@code input} and the other page
 * elements, {@code mappings}) and the values its inputs are bound to. Each input is bound when
 * it is declared, to the value every run of the pair uses (devices: the home's device for the
 * input type), so pages can read inputs while they are evaluated. Every page is evaluated:
 * static pages when declared, page methods ({@code page(name: "p")}, {@code nextPage},
 * {@code href(page: ...)}) when named, and all page methods once more after the script body,
 * so that a page that reads an input declared on a later page sees it bound.
 */
public class Preferences {
    /** The fixed text of text inputs. */
    static final String TEXT = "This is just a text!";
    static final String TIME = "2020-01-01T15:00:00.000+0000";

    private final SmartApp app;
    private final Home home;
    private final int index;
    final LinkedHashMap settings = new LinkedHashMap();
    String name;
    /** The declared parent of a child app, or null. */
    ParentApp parent;
    /** True while the DSL is evaluated (before installation). */
    boolean declaring = true;
    /** The second pass over the pages has begun: errors in pages are the app's from then on. */
    private boolean secondPass;
    /** Page methods named so far, and the ones evaluated in the current pass. */
    private final ArrayList<String> pages = new ArrayList<>();
    private final ArrayList<String> evaluated = new ArrayList<>();

    Preferences(SmartApp app, Home home, int index) {
        this.app = app;
        this.home = home;
        this.index = index;
    }

    // ----- definition and pages -----

    public void definition(Map properties) {
        Object n = properties.get("name");
        if (n != null) name = n.toString();
        Object p = properties.get("parent");
        if (p != null) parent = new ParentApp(p.toString());
    }

    public void definition(Map properties, Closure body) {
        definition(properties);
        body.call();
    }

    public void metadata(Closure body) { deviceHandler("metadata { }"); }
    public void capability(Object name) { deviceHandler("capability " + name); }
    public void fingerprint(Map properties) { deviceHandler("fingerprint"); }
    public void tiles(Object... args) { deviceHandler("tiles"); }
    public void simulator(Closure body) { deviceHandler("simulator { }"); }

    private void deviceHandler(String what) {
        throw new AppError("this source declares " + what + ": it is a device handler, not a SmartApp");
    }

    public void preferences(Closure body) { body.call(); }
    public void preferences(Map options, Closure body) { body.call(); }

    public Object page(Map options, Closure body) {
        named(options);
        return body.call();
    }

    public Object page(Map options) {
        Object page = options.get("name");
        if (page != null) evaluate(page.toString());
        named(options);
        return null;
    }

    public Object page(String name, String title, Closure body) { return body.call(); }
    public Object dynamicPage(Closure body) { return body.call(); }
    /** {@code include 'asynchttp_v1'}: a library the platform provides (all of them are there). */
    public void include(Object library) { }
    public Object page(String name, Closure body) { return body.call(); }

    public Object dynamicPage(Map options, Closure body) {
        Object result = body.call();
        named(options);
        return result;
    }

    /** The pages a page names as its next page. */
    private void named(Map options) {
        Object next = options.get("nextPage");
        if (next != null) evaluate(next.toString());
    }

    /** Evaluates page method {@code page} once per pass (it may name itself or loop). */
    private void evaluate(String page) {
        if (!pages.contains(page)) pages.add(page);
        if (evaluated.contains(page)) return;
        evaluated.add(page);
        Object[] args = Dispatch.respondsTo(app, page, new Object[0]) ? new Object[0]
                : Dispatch.respondsTo(app, page, new Object[] {new LinkedHashMap()}) ? new Object[] {new LinkedHashMap()} : null;
        if (args == null) return;
        if (secondPass) {
            Dispatch.invoke(app, page, args);
            return;
        }
        // First pass: a page may read inputs that a later page declares (a user fills pages
        // in order); its errors count only in the second pass, when every input is bound.
        try {
            Dispatch.invoke(app, page, args);
        } catch (RuntimeException e) {
            // evaluated again below
        }
    }

    /** The second pass over every page method named in the first. */
    void evaluatePages() {
        secondPass = true;
        evaluated.clear();
        for (int i = 0; i < pages.size(); i++) evaluate(pages.get(i));
    }

    public Object section(Object... args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof Closure) return ((Closure) args[i]).call();
        }
        return null;
    }

    public void paragraph(Object... args) { }
    public void label(Object... args) { }
    public void mode(Object... args) { }
    public void icon(Object... args) { }
    public void image(Object... args) { }
    public void buttons(Object... args) { }

    /** {@code href(page: "p")} or {@code href("p", ...)}: a link to page p (evaluated), or to a URL. */
    public void href(Object... args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof Map) {
                Object page = ((Map) args[i]).get("page");
                if (page != null) evaluate(page.toString());
            } else if (i == 0 && args[i] instanceof CharSequence) {
                evaluate(args[i].toString());
            }
        }
    }

    /** {@code app(name: ..., appName: ..., namespace: ..., multiple: ...)}: declares child apps; none are installed. */
    public void app(Map options) { }
    public void app(Map options, Closure body) { }

    /** Web endpoints: accepted and recorded; the environment never calls them. */
    public void mappings(Closure body) { body.call(); }
    public void path(String path, Closure body) { body.call(); }
    public void action(Map actions) { }

    // ----- inputs -----

    /**
     * {@code input} in all its forms: {@code input "name", "type", options...},
     * {@code input(name: ..., type: ..., ...)}, {@code input "name", "type"}, each optionally
     * with a closure of nested inputs (contact-book recipients).
     */
    public Object input(Object... args) {
        Map options = new LinkedHashMap();
        ArrayList<String> positional = new ArrayList<>();
        Closure nested = null;
        for (int i = 0; i < args.length; i++) {
            Object a = args[i];
            if (a instanceof Map) options = (Map) a;
            else if (a instanceof Closure) nested = (Closure) a;
            else if (a instanceof CharSequence) positional.add(a.toString());
            else if (a != null) throw new AppError("input(...): unexpected argument " + a);
        }
        Object n = options.get("name") != null ? options.get("name") : positional.size() > 0 ? positional.get(0) : null;
        Object t = options.get("type") != null ? options.get("type") : positional.size() > 1 ? positional.get(1) : null;
        // SmartThings takes an input without a type as text.
        if (t == null) t = "text";
        String type = t.toString();
        // Types other than devices' are not case-sensitive ("Boolean", "Number" in public apps).
        if (!type.startsWith("capability.") && !type.startsWith("device.")) type = type.toLowerCase();
        if (n == null) {
            // A display element (a paragraph or an image written as an input) holds no setting.
            if (DISPLAY_ONLY.contains(type)) return null;
            throw new AppError("input(" + options + ") needs a name");
        }
        String name = n.toString();
        settings.put(name, bind(name, type, options));
        if (nested != null) nested.call();
        return null;
    }

    /** Input types that only show something (no setting of their own). */
    private static final java.util.List<String> DISPLAY_ONLY = java.util.Arrays.asList("paragraph", "image", "href", "label");

    private Object bind(String name, String type, Map options) {
        boolean multiple = Boolean.TRUE.equals(options.get("multiple"));
        if (type.startsWith("capability.") || type.startsWith("device.")) {
            int n = home.deviceNumber(type);
            if (n < 0) throw new UnsupportedPlatformApi(type + " inputs (not in the capability reference)");
            Device d = home.bindInput(n, index, name);
            if (!multiple) return d;
            DeviceList list = new DeviceList();
            list.add(d);
            return list;
        }
        if (type.equals("hub")) return home.hub();
        Object value = options.containsKey("defaultValue") && options.get("defaultValue") != null
                ? convert(type, options.get("defaultValue"), name) : value(type, options, name);
        if (multiple && !(value instanceof List)) {
            ArrayList list = new ArrayList();
            if (value != null) list.add(value);
            value = list;
        }
        return value;
    }

    /** The fixed value of a non-device input of type {@code type}. */
    static Object value(String type, Map options, String name) {
        switch (type) {
            case "number":
                return Integer.valueOf(50);
            case "decimal":
                return new BigDecimal("50.0");
            case "text":
            case "string":
            case "email":
            case "password":
            case "paragraph":
            case "image":
                return TEXT;
            case "bool":
            case "boolean":
                return Boolean.TRUE;
            case "time":
                return TIME;
            case "date":
                return "2020-01-01";
            case "phone":
                return "9495379373";
            case "contact":
                return "AJ";
            case "mode":
                return "home";
            case "icon":
                return "st.Home.home1";
            case "enum":
                return firstOption(options, name);
            default:
                throw new UnsupportedPlatformApi("input type '" + type + "' (input " + name + ")");
        }
    }

    /** A {@code defaultValue} as the input's type keeps it. */
    private static Object convert(String type, Object v, String name) {
        try {
            if (type.equals("number")) return v instanceof Number ? v : Integer.valueOf(v.toString().trim());
            if (type.equals("decimal")) return new BigDecimal(v.toString().trim());
        } catch (NumberFormatException e) {
            throw new AppError("input " + name + ": defaultValue " + v + " is not a " + type);
        }
        if (type.equals("bool") || type.equals("boolean")) return Boolean.valueOf(v instanceof Boolean ? ((Boolean) v).booleanValue() : "true".equals(v.toString()));
        return v instanceof CharSequence ? v.toString() : v;
    }

    /** The first option of an enum input: {@code options} or {@code metadata: [values: ...]}, a list of values or of one-entry maps, or a map. */
    private static Object firstOption(Map input, String name) {
        Object options = input.get("options");
        if (options == null && input.get("metadata") instanceof Map) options = ((Map) input.get("metadata")).get("values");
        Object first = null;
        if (options instanceof Map && !((Map) options).isEmpty()) {
            first = ((Map) options).keySet().iterator().next();
        } else if (options instanceof Collection && !((Collection) options).isEmpty()) {
            first = ((Collection) options).iterator().next();
            if (first instanceof Map && !((Map) first).isEmpty()) first = ((Map) first).keySet().iterator().next();
        } else if (options instanceof Object[] && ((Object[]) options).length > 0) {
            first = ((Object[]) options)[0];
        }
        // An enum without options: a service manager ("connect" app) fills them at run time
        // from device discovery, which finds nothing in the model: nothing is selected (null,
        // or an empty list for a multiple input), as when the user selects nothing.
        return first == null ? null : first.toString();
    }
}
