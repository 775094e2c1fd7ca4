/**
 *  Motion Hall Lights
 *
 *  Turns the hall lights on when motion starts and the room is dark, and off a few minutes
 *  after the motion stops (unless someone turned them on by hand with a button press).
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
definition(
    name: "Motion Hall Lights",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Lights on with motion when it is dark, off when the motion stops.",
    category: "Convenience")

preferences {
    section("When there is motion") {
        input "motionSensor", "capability.motionSensor", title: "Where?"
    }
    section("And it is darker than") {
        input "lightSensor", "capability.illuminanceMeasurement", title: "Light sensor"
        input "luxThreshold", "number", title: "Lux", defaultValue: 100
    }
    section("Turn on") {
        input "lights", "capability.switch", multiple: true
        input "offMinutes", "number", title: "Off after (minutes)", defaultValue: 3
    }
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
    state.turnedOnByMe = false
    subscribe(motionSensor, "motion", motionHandler)
    subscribe(lightSensor, "illuminance", luxHandler)
}

def motionHandler(evt) {
    log.debug "${evt.displayName} motion: ${evt.value}"
    if (evt.value == "active") {
        unschedule(lightsOff)
        def lux = lightSensor.currentValue("illuminance") as int
        if (lux < luxThreshold && lights.currentValue("switch").contains("off")) {
            log.info "Dark (${lux} lux): lights on"
            lights.on()
            state.turnedOnByMe = true
        }
    } else if (state.turnedOnByMe) {
        runIn(offMinutes * 60, lightsOff)
    }
}

def luxHandler(evt) {
    def lux = evt.integerValue
    if (lux >= luxThreshold && state.turnedOnByMe && motionSensor.currentValue("motion") == "inactive") {
        log.info "Bright now (${lux} lux): lights off"
        lightsOff()
    }
}

def lightsOff() {
    if (motionSensor.currentValue("motion") == "inactive") {
        log.info "No motion for ${offMinutes} minutes: lights off"
        lights.off()
        state.turnedOnByMe = false
    }
}
