// Asks the history of the switch through a local variable named like its contact input: the
// source reading takes the receiver for the contact sensor, so the model keeps only that
// device's history, and the query of the switch's must stop the check loudly.
definition(name: "History Shadowed", namespace: "ironpf.tests", author: "ironpf", description: "a shadowed receiver", category: "Test")
preferences {
    section { input "door", "capability.contactSensor"; input "light", "capability.switch" }
}
def installed() { subscribe(door, "contact", changed) }
def changed(evt) {
    def door = light
    log.debug "switch events: ${door.eventsSince(new Date(now() - 60000)).size()}"
}
