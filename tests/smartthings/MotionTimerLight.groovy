// Turns the light on at motion and off a minute later (a timer).
definition(name: "Motion Timer Light", namespace: "ironpf.tests", author: "ironpf", description: "motion light with timer", category: "Test")
preferences {
    section { input "motion1", "capability.motionSensor"; input "light", "capability.switch" }
}
def installed() { subscribe(motion1, "motion.active", moved) }
def moved(evt) {
    light.on()
    runIn(60, lightOff)
}
def lightOff() { light.off() }
