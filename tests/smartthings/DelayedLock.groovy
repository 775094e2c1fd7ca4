// Locks the door a minute after it closes; cancels when it opens again.
definition(name: "Delayed Lock", namespace: "ironpf.tests", author: "ironpf", description: "relock later", category: "Test")
preferences {
    section { input "door", "capability.contactSensor"; input "lock1", "capability.lock" }
}
def installed() { subscribe(door, "contact", doorHandler) }
def doorHandler(evt) {
    if (evt.value == "closed") runIn(60, lockIt) else unschedule(lockIt)
}
def lockIt() { lock1.lock() }
