// Turns the lamp off when motion starts, and logs who arrives: no history queries.
definition(name: "Motion Lamp", namespace: "ironpf.tests", author: "ironpf", description: "motion: lamp off", category: "Test")
preferences {
    section { input "motion1", "capability.motionSensor"; input "lamp", "capability.switch"; input "person", "capability.presenceSensor" }
}
def installed() {
    subscribe(motion1, "motion", moved)
    subscribe(person, "presence", arrived)
}
def moved(evt) { if (evt.value == "active") lamp.off() }
def arrived(evt) { log.debug "presence: ${evt.value}" }
