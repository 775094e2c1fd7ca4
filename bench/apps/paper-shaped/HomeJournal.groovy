/**
 *  Home Journal
 *
 *  Writes a readable journal line to the log for every event of the chosen devices and for
 *  sunrise and sunset, worded by the kind of event, with the reporting device's battery level
 *  when it has one; smoke and leaks also go to the notification feed. Subscribes every device
 *  list to the attributes such devices usually report. Controls no devices.
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
definition(
    name: "Home Journal",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "A readable journal of everything that happens at home.",
    category: "Convenience")

preferences {
    section("Climate") {
        input "thermometers", "capability.temperatureMeasurement", title: "Thermometers", multiple: true, required: false
        input "humiditySensors", "capability.relativeHumidityMeasurement", title: "Humidity sensors", multiple: true, required: false
        input "co2Sensors", "capability.carbonDioxideMeasurement", title: "CO2 sensors", multiple: true, required: false
    }
    section("Safety") {
        input "leakSensors", "capability.waterSensor", title: "Leak sensors", multiple: true, required: false
        input "smokeDetectors", "capability.smokeDetector", title: "Smoke detectors", multiple: true, required: false
        input "valves", "capability.valve", title: "Valves", multiple: true, required: false
    }
    section("People") {
        input "presenceSensors", "capability.presenceSensor", title: "Presence sensors", multiple: true, required: false
        input "buttons", "capability.button", title: "Buttons", multiple: true, required: false
        input "touchSensors", "capability.touchSensor", title: "Touch sensors", multiple: true, required: false
        input "bridges", "capability.bridge", title: "Bridges", multiple: true, required: false
    }
    section("Journal") {
        input "notifyFeed", "bool", title: "Alerts to the notification feed", defaultValue: true
    }
}

def installed() {
    initialize()
}

def updated() {
    unsubscribe()
    initialize()
}

def initialize() {
    def plan = [
        (thermometers): ["temperature", "temperatureAlarm", "heatIndex"],
        (humiditySensors): ["humidity", "dewpoint"],
        (co2Sensors): ["carbonDioxide", "airQuality"],
        (leakSensors): ["water", "tamper", "powerSource"],
        (smokeDetectors): ["smoke", "carbonMonoxideAlarm", "smokeAlarmState"],
        (valves): ["valve", "valveState"],
        (presenceSensors): ["presence", "rssi", "lqi", "activityStatus"],
        (buttons): ["button", "numberOfButtons"],
        (touchSensors): ["touch"],
        (bridges): ["status", "networkAddress", "firmwareVersion"]
    ]
    def n = 0
    plan.each { devices, attributes ->
        if (devices) {
            attributes.each {
                subscribe(devices, it, journalHandler)
                n++
            }
        }
    }
    ["sunrise", "sunset", "sunriseTime"].each {
        subscribe(location, it, journalHandler)
        n++
    }
    log.info "Journaling ${n} attributes"
}

def journalHandler(evt) {
    def who = evt.displayName ?: "Home"
    def line
    switch (evt.name) {
        case "temperature":
            line = "${who} reads ${evt.value}°${location.temperatureScale}"
            break
        case "humidity":
            line = "${who}: humidity ${evt.value}%"
            break
        case "carbonDioxide":
            line = "${who}: CO2 at ${evt.value} ppm"
            break
        case ["water", "smoke"]:
            def alarm = evt.value in ["wet", "detected"]
            line = "${who}: ${evt.name} ${alarm ? evt.value.toUpperCase() : evt.value}"
            if (alarm && notifyFeed) {
                sendNotificationEvent(line)
            }
            break
        case "presence":
            line = evt.value == "present" ? "${who} arrived" : "${who} left"
            break
        case ~/sun.*/:
            line = "The sun: ${evt.name}"
            break
        default:
            line = "${who}: ${evt.name} is ${evt.value}"
    }
    def battery = evt.device?.currentValue("battery")
    if (battery != null && (battery as int) < 20) {
        line += " (battery ${battery}%)"
    }
    log.info line
}
