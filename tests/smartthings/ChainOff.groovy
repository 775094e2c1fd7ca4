// Turns the switch off whenever it is turned on: undoes ChainOn within the same transition.
definition(name: "Chain Off", namespace: "ironpf.tests", author: "ironpf", description: "switch on: off", category: "Test")
preferences {
    section { input "light", "capability.switch" }
}
def installed() { subscribe(light, "switch.on", switchedOn) }
def switchedOn(evt) {
    if (evt.isDigital()) light.off()
}
