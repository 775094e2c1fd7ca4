/**
 *  Records every handler call and follows the door with the light (tests/smartthings.rs:
 *  delivery_counts): its commands cause switch events within the same transition.
 */
definition(name: "Delivery B", namespace: "ironpf.test", author: "ironpf",
    description: "Records every call; the light follows the door.", category: "Convenience")

preferences {
    section("Devices") {
        input "contact2", "capability.contactSensor", title: "Door"
        input "smoke2", "capability.smokeDetector", title: "Smoke"
        input "light", "capability.switch", title: "Light"
    }
}

def installed() {
    subscribe(smoke2, "smoke.detected", smokeDetected)
    subscribe(contact2, "contact", contactAny)
    subscribe(light, "switch.on", lightOn)
}

def smokeDetected(evt) { log.info "CALL B.smokeDetected ${evt.name} ${evt.value}" }
def lightOn(evt) { log.info "CALL B.lightOn ${evt.name} ${evt.value}" }

def contactAny(evt) {
    log.info "CALL B.contactAny ${evt.name} ${evt.value}"
    if (evt.value == "open") {
        light.on()
    } else {
        light.off()
    }
}
