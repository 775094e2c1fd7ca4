// Calls a command its input's capability does not have (a contact sensor used as an alarm
// panel's switch, as IoTCheck's FireCO2Alarm does): the model records it, warns in the
// report, and the app goes on (it then turns the lamp on).
definition(name: "Alarm By Contact", namespace: "ironpf.tests", author: "ironpf", description: "command outside capability", category: "Test")
preferences { section { input "motion1", "capability.motionSensor"; input "panel", "capability.contactSensor"; input "lamp", "capability.switch" } }
def installed() { subscribe(motion1, "motion.active", moved) }
def moved(evt) {
    panel.off()
    lamp.on()
}
