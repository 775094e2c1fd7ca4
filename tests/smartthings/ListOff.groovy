// Turns off two multi-switch inputs, joined into one plain list, when the door closes: a command
// sent to a list of devices goes to each device (as on SmartThings).
definition(name: "List Off", namespace: "ironpf.tests", author: "ironpf", description: "closed: all off", category: "Test")
preferences {
    section {
        input "door", "capability.contactSensor"
        input "lights", "capability.switch", multiple: true
        input "fans", "capability.switch", multiple: true, required: false
    }
}
def installed() { subscribe(door, "contact.closed", closed) }
def closed(evt) { all()?.off() }
private all() { lights && fans ? lights + fans : lights }
