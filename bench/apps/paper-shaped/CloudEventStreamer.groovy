/**
 *  Cloud Event Streamer
 *
 *  Streams the events of the chosen devices to a time-series service as JSON, one POST per
 *  event, in the manner of the public "stream events to the cloud" SmartApps: the user picks
 *  devices per kind and the app subscribes each kind to every attribute such devices usually
 *  report (a device that lacks one simply sends nothing for it). It remembers the last value it
 *  sent per attribute, to tag changes, and controls no devices.
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
import groovy.json.JsonOutput

definition(
    name: "Cloud Event Streamer",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Send every event of your devices to a time-series service.",
    category: "SmartThings Labs")

preferences {
    section("Environment") {
        input "bridges", "capability.bridge", title: "Hubs and bridges", multiple: true, required: false
        input "illuminances", "capability.illuminanceMeasurement", title: "Light sensors", multiple: true, required: false
    }
    section("Security") {
        input "contacts", "capability.contactSensor", title: "Doors and windows", multiple: true, required: false
        input "motions", "capability.motionSensor", title: "Motion sensors", multiple: true, required: false
        input "presences", "capability.presenceSensor", title: "Presence sensors", multiple: true, required: false
        input "locks", "capability.lock", title: "Locks", multiple: true, required: false
    }
    section("Controls and power") {
        input "switches", "capability.switch", title: "Switches", multiple: true, required: false
        input "steps", "capability.stepSensor", title: "Step counters", multiple: true, required: false
        input "monitored", "capability.healthCheck", title: "Health-checked devices", multiple: true, required: false
        input "buttons", "capability.button", title: "Buttons", multiple: true, required: false
        input "touches", "capability.touchSensor", title: "Touch sensors", multiple: true, required: false
    }
    section("Service") {
        input "serviceUrl", "text", title: "Endpoint", defaultValue: "https://metrics.example.com/ingest"
        input "apiKey", "password", title: "API key", required: false
        input "tagChanges", "bool", title: "Tag changed values", defaultValue: true
    }
}

private getAttributeTable() {
    [
        bridges: ["status", "networkAddress", "firmwareVersion"],
        illuminances: ["illuminance", "ultravioletIndex"],
        contacts: ["contact", "threeAxis", "acceleration"],
        motions: ["motion", "motionSensitivity"],
        presences: ["presence", "rssi", "lqi"],
        locks: ["lock", "lockCodes", "codeReport", "codeChanged"],
        switches: ["switch", "colorTemperature", "hue"],
        steps: ["goal"],
        monitored: ["checkInterval", "DeviceWatch-DeviceStatus"],
        buttons: ["button", "numberOfButtons"],
        touches: ["touch"]
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
    state.lastSent = [:]
    def count = 0
    attributeTable.each { inputName, attributes ->
        def devices = settings[inputName]
        if (devices) {
            attributes.each { attribute ->
                subscribe(devices, attribute, streamHandler)
                count++
            }
        }
    }
    subscribe(location, "sunrise", streamHandler)
    subscribe(location, "sunset", streamHandler)
    count += 2
    log.info "Streaming ${count} attributes to ${serviceUrl}"
}

def streamHandler(evt) {
    def deviceName = evt.device ? evt.device.displayName : "location"
    def key = "${deviceName}.${evt.name}".toString()
    def changed = state.lastSent[key] != evt.value
    def point = [
        measurement: evt.name,
        tags: [device: deviceName, source: evt.source],
        fields: [value: evt.value, numeric: isNumeric(evt.value)],
        time: evt.isoDate
    ]
    if (tagChanges && changed) {
        point.tags.changed = "true"
    }
    def params = [
        uri: serviceUrl,
        headers: ["X-Api-Key": apiKey ?: "none"],
        body: JsonOutput.toJson(point)
    ]
    try {
        httpPostJson(params) { resp ->
            if (resp.status == 200) {
                log.debug "Sent ${key} = ${evt.value}"
            } else {
                log.warn "Service answered ${resp.status} for ${key}"
            }
        }
    } catch (e) {
        log.error "Could not send ${key}: ${e}"
    }
}

private isNumeric(value) {
    value ==~ /-?\d+(\.\d+)?/
}
