// Sets the mode to away when the presence sensor leaves, home when it arrives.
definition(name: "Mode Away", namespace: "ironpf.tests", author: "ironpf", description: "presence mode", category: "Test")
preferences { section { input "person", "capability.presenceSensor" } }
def installed() { subscribe(person, "presence", changed) }
def changed(evt) {
    setLocationMode(evt.value == "present" ? "home" : "away")
}
