// Turns the light off on motion, unless the motion sensor's history (asked through the
// event's device, so the model keeps every device this app holds) has three actives.
definition(name: "History Of Event", namespace: "ironpf.tests", author: "ironpf", description: "history through evt.device", category: "Test")
preferences {
    section { input "motion1", "capability.motionSensor"; input "lamp", "capability.switch" }
}
def installed() { subscribe(motion1, "motion", moved) }
def moved(evt) {
    if (evt.value != "active") return
    def actives = evt.device.eventsSince(new Date(now() - 3600000)).findAll { it.value == "active" }.size()
    if (actives < 3) lamp.off()
}
