// A child app: it logs through its parent app, which ironpf does not model.
definition(name: "Child Logger", namespace: "ironpf.tests", author: "ironpf", parent: "ironpf.tests:Logger Parent", description: "logs via parent", category: "Test")
preferences {
    section { input "door", "capability.contactSensor" }
}
def installed() { subscribe(door, "contact", changed) }
def changed(evt) { parent.LOG("door ${evt.value}", 3) }
