// Sends `on` again whenever the lamp reports on (a keep-alive): each of its writes leaves the
// switch as it was. A conflict with an app that turns the lamp off exists only when such
// writes count (the default, IoTCheck's rule), not under `--conflict-writes changing`.
definition(name: "Switch Keep On", namespace: "ironpf.tests", author: "ironpf", description: "re-sends on", category: "Test")
preferences {
    section { input "lamp", "capability.switch" }
}
def installed() {
    subscribe(lamp, "switch", switched)
}
def switched(evt) {
    if (evt.value == "on") {
        lamp.on()
    }
}
