/**
 *  Daylight Dimmer
 *
 *  Sets the dimmers from the daylight measured outside (bright when it is dark, off when it is
 *  bright), but only while somebody is home; presence brings them back to the right level.
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
definition(
    name: "Daylight Dimmer",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Dim the lights with the daylight while someone is home.",
    category: "Convenience")

preferences {
    section("Daylight") {
        input "luxSensor", "capability.illuminanceMeasurement", title: "Outdoor light sensor"
    }
    section("Dimmers") {
        input "dimmers", "capability.switchLevel", multiple: true
        input "darkLevel", "number", title: "Level when dark", defaultValue: 80
        input "darkLux", "number", title: "Dark below (lux)", defaultValue: 100
    }
    section("Only when someone is home") {
        input "people", "capability.presenceSensor", multiple: true
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
    subscribe(luxSensor, "illuminance", luxHandler)
    subscribe(people, "presence", presenceHandler)
}

def luxHandler(evt) {
    log.debug "Daylight: ${evt.value} lux"
    adjust()
}

def presenceHandler(evt) {
    log.debug "${evt.displayName}: ${evt.value}"
    adjust()
}

private adjust() {
    def home = people.any { it.currentValue("presence") == "present" }
    def lux = luxSensor.currentValue("illuminance") as int
    def wanted = home && lux < darkLux ? darkLevel : 0
    def levels = dimmers.currentValue("level")
    if (levels.any { (it as int) != wanted }) {
        log.info "${lux} lux, ${home ? 'someone home' : 'nobody home'}: level ${wanted}"
        dimmers.setLevel(wanted)
    }
}
