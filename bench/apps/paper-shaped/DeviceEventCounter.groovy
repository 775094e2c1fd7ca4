/**
 *  Device Event Counter
 *
 *  Counts the events of the chosen devices per kind (security, comfort, controls) in the app's
 *  state, and when a digest's worth of events has been counted posts the counts to a dashboard
 *  and starts again. Subscribes each device list to every attribute such devices usually report.
 *  Controls no devices.
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
import groovy.json.JsonOutput

definition(
    name: "Device Event Counter",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Count how often your devices report, and post a digest.",
    category: "SmartThings Labs")

preferences {
    section("Security devices") {
        input "contacts", "capability.contactSensor", title: "Doors and windows", multiple: true, required: false
        input "motions", "capability.motionSensor", title: "Motion sensors", multiple: true, required: false
        input "smokes", "capability.smokeDetector", title: "Smoke detectors", multiple: true, required: false
    }
    section("Controls") {
        input "switches", "capability.switch", title: "Switches", multiple: true, required: false
        input "outlets", "capability.outlet", title: "Outlets", multiple: true, required: false
        input "buttons", "capability.button", title: "Buttons", multiple: true, required: false
        input "momentaries", "capability.momentary", title: "Momentary buttons", multiple: true, required: false
    }
    section("Comfort") {
        input "thermostats", "capability.thermostat", title: "Thermostats", multiple: true, required: false
        input "players", "capability.musicPlayer", title: "Speakers", multiple: true, required: false
    }
    section("Digest") {
        input "digestUrl", "text", title: "Dashboard URL", defaultValue: "https://dashboard.example.org/counts"
        input "digestSize", "number", title: "Events per digest", defaultValue: 2
    }
}

private getKinds() {
    [
        contacts: [kind: "security", attributes: ["contact", "acceleration", "threeAxis"]],
        motions: [kind: "security", attributes: ["motion", "sensitivity"]],
        smokes: [kind: "security", attributes: ["smoke", "smokeAlarmState", "powerSource"]],
        switches: [kind: "controls", attributes: ["switch", "colorTemperature", "hue", "saturation"]],
        outlets: [kind: "controls", attributes: ["switch", "voltage", "current"]],
        buttons: [kind: "controls", attributes: ["button", "numberOfButtons", "supportedButtonValues"]],
        momentaries: [kind: "controls", attributes: ["momentary"]],
        thermostats: [kind: "comfort", attributes: ["schedule", "supportedThermostatModes", "thermostatSetpointRange"]],
        players: [kind: "comfort", attributes: ["trackData", "audioTrackData", "supportedPlaybackCommands"]]
    ]
}

def installed() {
    log.debug "Installed with settings: ${settings}"
    initialize()
}

def updated() {
    log.debug "Updated with settings: ${settings}"
    unsubscribe()
    initialize()
}

def initialize() {
    state.counts = [security: 0, controls: 0, comfort: 0]
    state.kindOf = [:]
    def n = 0
    kinds.each { inputName, entry ->
        def devices = settings[inputName]
        if (devices) {
            devices.each { state.kindOf[it.id] = entry.kind }
            entry.attributes.each { attribute ->
                subscribe(devices, attribute, countHandler)
                n++
            }
        }
    }
    subscribe(app, appTouch)
    log.info "Counting ${n} attributes, a digest every ${digestSize} events"
}

def countHandler(evt) {
    def kind = state.kindOf[evt.deviceId] ?: "other"
    def counts = state.counts
    counts[kind] = (counts[kind] ?: 0) + 1
    state.counts = counts
    def total = counts.values().sum()
    log.debug "${evt.displayName} ${evt.name}: ${evt.value} (${kind} ${counts[kind]}, ${total} in all)"
    if (total >= digestSize) {
        postDigest("${total} events")
    }
}

def appTouch(evt) {
    postDigest("requested")
}

private postDigest(reason) {
    def counts = state.counts
    def busiest = counts.max { it.value }
    def body = [reason: reason, busiest: busiest.key, counts: counts, sentAt: new Date().format("yyyy-MM-dd'T'HH:mm:ss'Z'", TimeZone.getTimeZone("UTC"))]
    httpPostJson(uri: digestUrl, body: JsonOutput.toJson(body)) { resp ->
        log.info "Digest (${reason}) posted: ${resp.status}"
    }
    state.counts = [security: 0, controls: 0, comfort: 0]
}
