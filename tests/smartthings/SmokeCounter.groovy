// Counts smoke alarms in its state (a count that grows without bound: an infinite state space)
// and turns the light on at each.
definition(name: "Smoke Counter", namespace: "ironpf.tests", author: "ironpf", description: "count alarms", category: "Test")
preferences {
    section { input "smoke1", "capability.smokeDetector"; input "light", "capability.switch" }
}
def installed() { subscribe(smoke1, "smoke", smoky) }
def smoky(evt) {
    if (evt.value != "detected") return
    state.alarms = (state.alarms ?: 0) + 1
    light.on()
}
