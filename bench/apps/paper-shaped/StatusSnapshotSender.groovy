/**
 *  Status Snapshot Sender
 *
 *  Keeps the latest value of every attribute of the chosen devices in the app's state, as
 *  events arrive, and sends the whole snapshot to a home dashboard every 15 minutes and right
 *  away when a security attribute changes. Subscribes every device list to the attributes such
 *  devices usually report. Controls no devices.
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
import groovy.json.JsonBuilder

definition(
    name: "Status Snapshot Sender",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Send a snapshot of your home's status to a dashboard.",
    category: "SmartThings Labs")

preferences {
    section("Devices") {
        input "thermometers", "capability.temperatureMeasurement", title: "Thermometers", multiple: true, required: false
        input "contacts", "capability.contactSensor", title: "Doors and windows", multiple: true, required: false
        input "locks", "capability.lock", title: "Locks", multiple: true, required: false
        input "meters", "capability.powerMeter", title: "Power meters", multiple: true, required: false
        input "momentaries", "capability.momentary", title: "Momentary buttons", multiple: true, required: false
        input "pedometers", "capability.stepSensor", title: "Step counters", multiple: true, required: false
        input "healthChecked", "capability.healthCheck", title: "Health-checked devices", multiple: true, required: false
        input "runnables", "capability.execute", title: "Executable devices", multiple: true, required: false
    }
    section("Dashboard") {
        input "dashboardHost", "text", title: "Dashboard host", defaultValue: "dash.example.net"
        input "securityNow", "bool", title: "Send security changes at once", defaultValue: true
    }
}

private getWatchList() {
    [
        thermometers: ["temperature", "dewpoint", "heatIndex"],
        contacts: ["contact", "acceleration", "threeAxis"],
        locks: ["lock", "lockCodes", "codeReport", "codeChanged", "maxCodes"],
        meters: ["power", "voltage", "current", "powerFactor"],
        momentaries: ["momentary"],
        pedometers: ["goal"],
        healthChecked: ["checkInterval", "DeviceWatch-DeviceStatus", "DeviceWatch-Enroll"],
        runnables: ["data"]
    ]
}

def installed() {
    initialize()
}

def updated() {
    unsubscribe()
    unschedule()
    initialize()
}

def initialize() {
    state.latest = [:]
    def n = 0
    watchList.each { inputName, attributes ->
        def devices = settings[inputName]
        devices?.each { device ->
            attributes.each { attribute ->
                def value = device.currentValue(attribute)
                if (value != null) {
                    state.latest["${device.displayName}.${attribute}".toString()] = value
                }
            }
        }
        if (devices) {
            attributes.each {
                subscribe(devices, it, statusHandler)
                n++
            }
        }
    }
    runEvery15Minutes(sendSnapshot)
    log.info "Watching ${n} attributes, ${state.latest.size()} with values"
}

def statusHandler(evt) {
    def key = "${evt.displayName}.${evt.name}".toString()
    def latest = state.latest
    def before = latest[key]
    if (evt.name != "momentary") {
        latest[key] = evt.value
        state.latest = latest
    }
    log.debug "${key}: ${before} -> ${evt.value}"
    if (securityNow && evt.name in ["contact", "lock"] && before != evt.value) {
        sendSnapshot()
    }
}

def sendSnapshot() {
    def json = new JsonBuilder([home: location.name, mode: location.mode, values: state.latest])
    httpPost(uri: "https://${dashboardHost}/api/snapshot", body: json.toString()) { resp ->
        log.debug "Snapshot of ${state.latest.size()} values sent: ${resp.status}"
    }
}
