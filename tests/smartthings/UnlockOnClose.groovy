// Unlocks the door when it closes (a contrived app whose write a timer of DelayedLock undoes).
definition(name: "Unlock On Close", namespace: "ironpf.tests", author: "ironpf", description: "closed: unlock", category: "Test")
preferences {
    section { input "door", "capability.contactSensor"; input "lock1", "capability.lock" }
}
def installed() { subscribe(door, "contact.closed", closed) }
def closed(evt) { lock1.unlock() }
