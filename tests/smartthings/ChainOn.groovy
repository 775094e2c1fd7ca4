// Turns the switch on when the door opens.
definition(name: "Chain On", namespace: "ironpf.tests", author: "ironpf", description: "door open: switch on", category: "Test")
preferences {
    section { input "door", "capability.contactSensor"; input "light", "capability.switch" }
}
def installed() { subscribe(door, "contact.open", opened) }
def opened(evt) { light.on() }
