// Turns the light on once three of the door's last events were openings: the history of the
// contact sensor decides, read only after several events (late), once through a computed
// attribute name. The history of the switch and the motion sensor is never queried.
definition(name: "History Late", namespace: "ironpf.tests", author: "ironpf", description: "history read late", category: "Test")
preferences {
    section { input "door", "capability.contactSensor"; input "light", "capability.switch" }
}
def installed() { subscribe(door, "contact", opened) }
def opened(evt) {
    if (evt.value != "open") return
    def since = new Date(now() - 3600000)
    def openings = door.eventsSince(since).findAll { it.value == "open" }.size()
    def states = door.statesSince("con" + "tact", since).findAll { it.value == "open" }.size()
    if (openings >= 3 && states >= 3) light.on()
}
