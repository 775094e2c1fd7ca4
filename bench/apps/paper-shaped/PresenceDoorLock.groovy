/**
 *  Presence Door Lock
 *
 *  Locks the front door when everybody has left (and tells them), unlocks it when someone
 *  arrives and turns the porch light on; locks a door that closes while nobody is home.
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
definition(
    name: "Presence Door Lock",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Lock when you leave, unlock and light up when you arrive.",
    category: "Safety & Security")

preferences {
    section("People") {
        input "people", "capability.presenceSensor", multiple: true
    }
    section("Door") {
        input "doorLock", "capability.lock", title: "Lock"
        input "doorContact", "capability.contactSensor", title: "Door contact"
    }
    section("Porch light") {
        input "porchLight", "capability.switch", required: false
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
    subscribe(people, "presence", presenceHandler)
    subscribe(doorContact, "contact.closed", doorClosedHandler)
}

def presenceHandler(evt) {
    log.debug "${evt.displayName} is ${evt.value}"
    if (evt.value == "present") {
        if (doorLock.currentValue("lock") == "locked") {
            log.info "${evt.displayName} arrived: unlocking"
            doorLock.unlock()
        }
        porchLight?.on()
        state.arrivedAt = now()
    } else if (people.every { it.currentValue("presence") == "not present" }) {
        if (doorContact.currentValue("contact") == "closed") {
            doorLock.lock()
            sendPush("Everybody left: ${doorLock.displayName} locked")
        } else {
            sendPush("Everybody left but ${doorContact.displayName} is open!")
        }
        porchLight?.off()
    }
}

def doorClosedHandler(evt) {
    def nobodyHome = people.every { it.currentValue("presence") == "not present" }
    if (nobodyHome && doorLock.currentValue("lock") == "unlocked") {
        log.info "${evt.displayName} closed with nobody home: locking"
        doorLock.lock()
    }
}
