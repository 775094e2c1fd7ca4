// Logs what the presence sensor reports. A search throws output away and leaves out building
// log lines whose values render without effects, but a value whose toString is the app's
// own code is rendered: here it fails, an uncaught exception whenever the person leaves.
definition(name: "Log Rendering", namespace: "ironpf.tests", author: "ironpf", description: "logs", category: "Test")
preferences { section { input "person", "capability.presenceSensor" } }
def installed() { subscribe(person, "presence", changed) }
def changed(evt) {
    log.debug "presence ${evt.value} at ${evt.displayName}, ${now()}"
    if (evt.value == "not present") {
        log.info "left: ${new Fragile(evt.value)}"
    }
}

class Fragile {
    String what
    Fragile(String what) { this.what = what }
    String toString() { throw new IllegalStateException("cannot render " + what) }
}
