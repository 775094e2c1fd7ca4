/**
 *  Records every handler call (tests/smartthings.rs: delivery_counts). Subscribes to a whole
 *  attribute, to one value of it, to a three-valued attribute, through a device list, to the
 *  location mode and to app touches.
 */
definition(name: "Delivery A", namespace: "ironpf.test", author: "ironpf",
    description: "Records every call.", category: "Convenience")

preferences {
    section("Devices") {
        input "contact1", "capability.contactSensor", title: "Door"
        input "smoke1", "capability.smokeDetector", title: "Smoke"
        input "switches", "capability.switch", title: "Lights", multiple: true
    }
}

def installed() {
    subscribe(contact1, "contact", contactAny)
    subscribe(contact1, "contact.open", contactOpen)
    subscribe(smoke1, "smoke", smokeAny)
    subscribe(switches, "switch", switchAny)
    subscribe(location, "mode", modeAny)
    subscribe(app, touched)
}

def contactAny(evt) { log.info "CALL A.contactAny ${evt.name} ${evt.value}" }
def contactOpen(evt) { log.info "CALL A.contactOpen ${evt.name} ${evt.value}" }
def smokeAny(evt) { log.info "CALL A.smokeAny ${evt.name} ${evt.value}" }
def switchAny(evt) { log.info "CALL A.switchAny ${evt.name} ${evt.value}" }
def modeAny(evt) { log.info "CALL A.modeAny ${evt.name} ${evt.value}" }
def touched(evt) { log.info "CALL A.touched ${evt.name} ${evt.value}" }
