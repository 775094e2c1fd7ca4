/**
 *  Contact Intrusion Alarm
 *
 *  While the home is in away mode, an opened door or window sounds the siren, turns the lights
 *  on and sends a push; the siren stops when the home leaves away mode. Motion in away mode
 *  only strobes.
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
definition(
    name: "Contact Intrusion Alarm",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Siren and lights when a door opens while you are away.",
    category: "Safety & Security")

preferences {
    section("Watch") {
        input "openings", "capability.contactSensor", title: "Doors and windows", multiple: true
        input "motions", "capability.motionSensor", title: "Motion sensors", multiple: true, required: false
    }
    section("Respond with") {
        input "siren", "capability.alarm"
        input "lights", "capability.switch", multiple: true, required: false
        input "armedMode", "mode", title: "Armed in mode", defaultValue: "away"
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
    subscribe(openings, "contact.open", intrusionHandler)
    subscribe(motions, "motion.active", motionHandler)
    subscribe(location, "mode", modeHandler)
}

def intrusionHandler(evt) {
    if (location.mode == armedMode) {
        log.warn "${evt.displayName} opened in ${location.mode} mode!"
        siren.siren()
        lights?.on()
        sendPush("Intrusion: ${evt.displayName} is open")
        state.lastIntrusion = evt.displayName
    }
}

def motionHandler(evt) {
    if (location.mode == armedMode && siren.currentValue("alarm") == "off") {
        log.warn "Motion at ${evt.displayName} while away"
        siren.strobe()
    }
}

def modeHandler(evt) {
    if (evt.value != armedMode && siren.currentValue("alarm") != "off") {
        log.info "Mode ${evt.value}: silencing the alarm (last opened: ${state.lastIntrusion ?: 'nothing'})"
        siren.off()
        }
}
