// Input forms of public SmartApps: a type with a capital letter, a display element written as
// an input without a name, and a service manager's enum whose options come from device
// discovery (none here): the app runs, and the handler sees what each form gives.
definition(name: "Input Forms", namespace: "ironpf.tests", author: "ironpf", description: "inputs", category: "Test")
preferences {
    section {
        input "motion1", "capability.motionSensor"
        input "lamp", "capability.switch"
        input "notify", "Boolean", title: "Notify?"
        input "limit", "Number", title: "How many?"
        input(type: "paragraph", element: "paragraph", title: "Select the bulbs below.")
        input "selectedBulbs", "enum", title: "Discovered bulbs", multiple: true, options: state.discovered ?: [:]
        input "selectedBridge", "enum", title: "Discovered bridge", options: []
    }
}
def installed() { subscribe(motion1, "motion.active", moved) }
def moved(evt) {
    assert notify == true
    assert limit == 50
    assert selectedBulbs == []
    assert selectedBridge == null
    lamp.on()
}
