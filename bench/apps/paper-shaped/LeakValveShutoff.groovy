/**
 *  Leak Valve Shutoff
 *
 *  Closes the main water valve and sounds the alarm when a leak sensor gets wet; when every
 *  sensor is dry again it silences the alarm (the valve stays closed until a button press
 *  reopens it). Also closes the valve when the pipes may freeze.
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
definition(
    name: "Leak Valve Shutoff",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Shut the water off on a leak or a freeze.",
    category: "Safety & Security")

preferences {
    section("Sensors") {
        input "leaks", "capability.waterSensor", title: "Leak sensors", multiple: true
        input "pipeThermometer", "capability.temperatureMeasurement", title: "Pipe thermometer"
        input "freezeBelow", "number", title: "Freeze risk below", defaultValue: 50
    }
    section("Act") {
        input "valve", "capability.valve", title: "Main valve"
        input "alarm", "capability.alarm", title: "Alarm", required: false
        input "reopenButton", "capability.button", title: "Reopen with this button", required: false
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
    subscribe(leaks, "water", waterHandler)
    subscribe(pipeThermometer, "temperature", temperatureHandler)
    subscribe(reopenButton, "button.pushed", buttonHandler)
}

def waterHandler(evt) {
    if (evt.value == "wet") {
        log.warn "Leak at ${evt.displayName}: closing ${valve.displayName}"
        valve.close()
        alarm?.siren()
        sendPush("Water leak at ${evt.displayName}! The water is off.")
    } else if (leaks.every { it.currentValue("water") == "dry" }) {
        log.info "All leak sensors dry"
        if (alarm && alarm.currentValue("alarm") != "off") alarm.off()
    }
}

def temperatureHandler(evt) {
    if (evt.integerValue < freezeBelow && valve.currentValue("valve") == "open") {
        log.warn "Pipes at ${evt.value}°: closing the valve"
        valve.close()
    }
}

def buttonHandler(evt) {
    if (leaks.every { it.currentValue("water") == "dry" }) {
        log.info "Button: reopening the water"
        valve.open()
    } else {
        log.warn "Still wet: the valve stays closed"
    }
}
