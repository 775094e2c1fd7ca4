// Toggles the switch on every switch event: an endless chain of commands and events.
definition(name: "Flicker", namespace: "ironpf.tests", author: "ironpf", description: "toggle forever", category: "Test")
preferences { section { input "light", "capability.switch" } }
def installed() { subscribe(light, "switch", toggled) }
def toggled(evt) {
    if (evt.value == "on") light.off() else light.on()
}
