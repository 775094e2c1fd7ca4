package ironpf.smartthings;

import groovy.lang.Closure;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The platform API one app calls at run time (its DSL is in {@link Preferences}): app
 * properties ({@code location}, {@code settings}, {@code state}, {@code app}, {@code log}),
 * subscriptions, timers, location events and modes, notifications, web endpoints, HTTP, child
 * apps and devices, and the fixed clock. Effects on the world outside the home (notifications,
 * HTTP requests, hub commands) are recorded: printed with the app's name. The semantics of
 * each call are listed in {@code smartthings-model/API.md}.
 */
public class Platform {
    private final SmartApp app;
    private final Home home;
    private final int index;
    private final LinkedHashMap state = new LinkedHashMap();
    private final AppInfo info;
    private final AppLog log;

    Platform(SmartApp app, Home home, int index) {
        this.app = app;
        this.home = home;
        this.index = index;
        this.info = new AppInfo(app);
        this.log = new AppLog(app);
    }

    // ----- properties -----

    public Map getSettings() { return app.preferences.settings; }
    public Map getState() { return state; }
    /** {@code atomicState}: the same map as {@code state} (one handler runs at a time in the model). */
    public Map getAtomicState() { return state; }
    public AppInfo getApp() { return info; }
    public AppLog getLog() { return log; }
    public Location getLocation() { return home.location(index); }
    public String getApiServerUrl() { return "https://graph.api.smartthings.com"; }
    /** OAuth app settings ({@code appSettings.clientId}): the text inputs' fixed value each. */
    public Map getAppSettings() { java.util.LinkedHashMap m = new java.util.LinkedHashMap();
        m.put("clientId", Preferences.TEXT);
        m.put("clientSecret", Preferences.TEXT);
        return m; }
    public Object getAsynchttp_v1() { return new AsyncHttp(this); }

    // ----- subscriptions -----

    public void subscribe(Object target, String attribute, Object handler) { home.subscribe(index, target, attribute, handler); }
    public void subscribe(Object target, String attribute, Object handler, Map options) { subscribe(target, attribute, handler); }
    public void subscribe(Object target, Object handler) { home.subscribe(index, target, null, handler); }
    /** Calls the handler whenever an app sends {@code command} to the device (an event named like the command). */
    public void subscribeToCommand(Object target, String command, Object handler) {
        home.subscribe(index, target, Home.COMMAND + command, handler);
    }
    public void unsubscribe() { home.unsubscribe(index, null, null, null); }
    public void unsubscribe(Object target) { home.unsubscribe(index, target, null, null); }
    public void unsubscribe(Object target, String attribute) { home.unsubscribe(index, target, attribute, null); }
    public void unsubscribe(Object target, String attribute, Object handler) { home.unsubscribe(index, target, attribute, handler); }

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
    public void runEvery1Minute(Object handler, Map options) { home.schedule(index, handler, true, options.get("data")); }
    public void runEvery5Minutes(Object handler, Map options) { home.schedule(index, handler, true, options.get("data")); }
    public void runEvery10Minutes(Object handler, Map options) { home.schedule(index, handler, true, options.get("data")); }
    public void runEvery15Minutes(Object handler, Map options) { home.schedule(index, handler, true, options.get("data")); }
    public void runEvery30Minutes(Object handler, Map options) { home.schedule(index, handler, true, options.get("data")); }
    public void runEvery1Hour(Object handler, Map options) { home.schedule(index, handler, true, options.get("data")); }
    public void runEvery3Hours(Object handler, Map options) { home.schedule(index, handler, true, options.get("data")); }
    public void runDaily(Object when, Object handler) { home.schedule(index, handler, true, null); }
    public void unschedule() { home.unschedule(index, null); }
    public void unschedule(Object handler) { home.unschedule(index, handler); }
    public boolean canSchedule() { return true; }
    /** {@code pause(ms)}: the clock is fixed, so waiting changes nothing. */
    public void pause(Object millis) { }

    // ----- location -----

    public void setLocationMode(Object mode) { home.setMode(index, mode); }
    public void sendLocationEvent(Map properties) { home.locationEvent(index, properties); }
    /** {@code sendEvent} from a SmartApp: an event of the app itself, which no handler of the model receives; recorded. */
    public void sendEvent(Map properties) { home.record(index, "sendEvent: " + properties); }
    public void sendEvent(Object device, Map properties) { home.record(index, "sendEvent " + device + ": " + properties); }
    public String getTemperatureScale() { return "F"; }

    // ----- notifications: recorded -----

    public void sendPush(Object message) { home.record(index, "sendPush: " + message); }
    public void sendPushMessage(Object message) { home.record(index, "sendPushMessage: " + message); }
    public void sendSms(Object phone, Object message) { home.record(index, "sendSms " + phone + ": " + message); }
    public void sendSMS(Object phone, Object message) { sendSms(phone, message); }
    public void sendSmsMessage(Object phone, Object message) { home.record(index, "sendSmsMessage " + phone + ": " + message); }
    public void sendNotification(Object message) { home.record(index, "sendNotification: " + message); }
    public void sendNotification(Object message, Map options) { home.record(index, "sendNotification: " + message); }
    public void sendNotificationEvent(Object message) { home.record(index, "sendNotificationEvent: " + message); }
    public void sendNotificationToContacts(Object message, Object contacts) { home.record(index, "sendNotificationToContacts " + contacts + ": " + message); }
    public void sendNotificationToContacts(Object message, Object contacts, Map options) { sendNotificationToContacts(message, contacts); }
    /** {@code textToSpeech(text)}: a sound for music players (a fixed URI). */
    public Map textToSpeech(Object text) { return textToSpeech(text, Boolean.FALSE); }
    public Map textToSpeech(Object text, Object voice) {
        LinkedHashMap sound = new LinkedHashMap();
        sound.put("uri", "https://tts.example/sound.mp3");
        sound.put("duration", Integer.valueOf(5));
        return sound;
    }

    // ----- web endpoints and HTTP: recorded -----

    public String createAccessToken() {
        String token = "token-App" + index;
        state.put("accessToken", token);
        return token;
    }
    public void revokeAccessToken() { state.remove("accessToken"); }
    public Object appSetting(Object name) { return Preferences.TEXT; }
    public String apiServerUrl(Object path) { return getApiServerUrl() + path; }
    public String getApiServerUrl(Object path) { return apiServerUrl(path); }
    /** A web request's parameters: the environment never calls endpoints, so always empty. */
    public Map getParams() { return new java.util.LinkedHashMap(); }

    /**
     * A synchronous HTTP request: recorded; the closure (if any) gets a response with status
     * 200, no headers and an empty map as data. The model has no network.
     */
    public Object httpGet(Object params, Closure response) { return http("GET", params, response); }
    public Object httpGet(Object params) { return http("GET", params, null); }
    public Object httpGetJson(Object params, Closure response) { return http("GET", params, response); }
    public Object httpPost(Object params, Closure response) { return http("POST", params, response); }
    public Object httpPost(Object uri, Object body, Closure response) { return http("POST", uri, response); }
    public Object httpPostJson(Object params, Closure response) { return http("POST", params, response); }
    public Object httpPostJson(Object params) { return http("POST", params, null); }
    public Object httpPut(Object params, Closure response) { return http("PUT", params, response); }
    public Object httpPutJson(Object params, Closure response) { return http("PUT", params, response); }
    public Object httpDelete(Object params, Closure response) { return http("DELETE", params, response); }
    public Object httpHead(Object params, Closure response) { return http("HEAD", params, response); }

    Object http(String method, Object params, Closure response) {
        home.record(index, "http " + method + " " + describe(params));
        return response == null ? null : response.call(new HttpResponse());
    }

    private static String describe(Object params) {
        if (params instanceof Map) {
            Map p = (Map) params;
            Object uri = p.get("uri");
            Object path = p.get("path");
            return (uri == null ? "" : uri.toString()) + (path == null ? "" : path.toString());
        }
        return String.valueOf(params);
    }

    /** Hub commands (LAN, Z-Wave): recorded. */
    public void sendHubCommand(Object action) { home.record(index, "sendHubCommand: " + action); }

    /** {@code asynchttp_v1.get(handler, params[, data])}: recorded; the handler runs later as an event with a 200 response. */
    public static final class AsyncHttp {
        private final Platform platform;

        AsyncHttp(Platform platform) { this.platform = platform; }

        public void get(Object handler, Map params) { request("GET", handler, params, null); }
        public void get(Object handler, Map params, Map data) { request("GET", handler, params, data); }
        public void post(Object handler, Map params) { request("POST", handler, params, null); }
        public void post(Object handler, Map params, Map data) { request("POST", handler, params, data); }
        public void put(Object handler, Map params) { request("PUT", handler, params, null); }
        public void put(Object handler, Map params, Map data) { request("PUT", handler, params, data); }
        public void delete(Object handler, Map params) { request("DELETE", handler, params, null); }
        public void delete(Object handler, Map params, Map data) { request("DELETE", handler, params, data); }

        private void request(String method, Object handler, Map params, Map data) {
            platform.http(method, params, null);
            if (handler != null) {
                platform.home.schedule(platform.index, handler, false, new Object[] {new HttpResponse(), data});
            }
        }
    }

    // ----- child apps and devices: none are installed -----

    public List getChildApps() { return new ArrayList(); }
    public List getAllChildApps() { return new ArrayList(); }
    public List getChildDevices() { return new ArrayList(); }
    public List getAllChildDevices() { return new ArrayList(); }
    public Object getChildDevice(Object id) { return null; }
    public Object addChildApp(Object... args) { throw new UnsupportedPlatformApi("addChildApp (child apps are not modelled)"); }
    public Object addChildDevice(Object... args) { throw new UnsupportedPlatformApi("addChildDevice (child devices are not modelled)"); }
    public void deleteChildDevice(Object id) { throw new UnsupportedPlatformApi("deleteChildDevice (child devices are not modelled)"); }
    /** A child app's parent (not modelled: using it is an app error); null for other apps. */
    public Object getParent() { return app.preferences.parent; }

    // ----- the fixed clock -----

    public long now() { return Home.NOW; }
    public Date timeToday(Object time) { return Time.today(time); }
    public Date timeToday(Object time, Object timeZone) { return Time.today(time); }
    public Date timeTodayAfter(Object start, Object time) { return Time.todayAfter(start, time); }
    public Date timeTodayAfter(Object start, Object time, Object timeZone) { return Time.todayAfter(start, time); }
    public boolean timeOfDayIsBetween(Object start, Object end, Object value) { return Time.between(start, end, value); }
    public boolean timeOfDayIsBetween(Object start, Object end, Object value, Object timeZone) { return Time.between(start, end, value); }
    public Date toDateTime(Object text) { return Time.parse(text); }
    public Map getSunriseAndSunset() { return Time.sunriseAndSunset(); }
    public Map getSunriseAndSunset(Map options) { return Time.sunriseAndSunset(); }

    // ----- parsing helpers -----

    /** {@code parseJson(text)}: groovy.json's JsonSlurper on the text (maps and lists). */
    public Object parseJson(Object text) { return new groovy.json.JsonSlurper().parseText(String.valueOf(text)); }
}
