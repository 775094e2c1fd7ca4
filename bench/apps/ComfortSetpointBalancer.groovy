/**
 *  Comfort Setpoint Balancer
 *
 *  Balances the thermostat's heating setpoint with the room's humidity (dry air feels colder, so
 *  the setpoint goes up a little), the people at home and the location mode, and puts it back
 *  when it is changed at the thermostat. Runs a space heater outlet while the room is well below
 *  the setpoint. An open window turns the thermostat off (its mode is saved) and the heater with
 *  it; closing the window restores the mode. Keeps the last values seen, when they were seen
 *  (`now()`) and a counter of window openings in state (it stops at `countUpTo`, so that the
 *  model checker's state space stays finite).
 *
 *  A benchmark input of bench/pair-memory.sh (with ThermostatEnergyTracker), not a verdict
 *  fixture.
 */
definition(
    name: "Comfort Setpoint Balancer",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Balance the heating setpoint and a space heater with humidity, presence and open windows.",
    category: "Green Living")

preferences {
    section("Room") {
        input "thermostat", "capability.thermostat", title: "Thermostat (its temperature is the room's)", required: true
        input "humiditySensor", "capability.relativeHumidityMeasurement", title: "Room humidity", required: true
        input "window", "capability.contactSensor", title: "Window", required: true
        input "heater", "capability.outlet", title: "Space heater outlet", required: true
    }
    section("People") {
        input "people", "capability.presenceSensor", title: "Who lives here", multiple: true, required: true
    }
    section("Setpoints") {
        input "comfortHeat", "number", title: "Comfortable heating setpoint", defaultValue: 68
        input "dryBoost", "number", title: "Raise it this much in dry air", defaultValue: 2
        input "nightHeat", "number", title: "Heating setpoint at night", defaultValue: 64
        input "awayHeat", "number", title: "Heating setpoint when away", defaultValue: 60
        input "dryBelow", "number", title: "Dry air below (%)", defaultValue: 40
        input "heaterBelow", "number", title: "Heater when this far below the setpoint", defaultValue: 5
        input "countUpTo", "number", title: "Count window openings up to", defaultValue: 1
    }
}

def installed() {
    log.debug "Installed with settings: ${settings}"
    initialize()
}

def updated() {
    log.debug "Updated with settings: ${settings}"
    unsubscribe()
    initialize()
}

def initialize() {
    state.last = [temperature: thermostat.currentState("temperature").value,
                  humidity: humiditySensor.currentState("humidity").value,
                  contact: window.currentState("contact").value,
                  heatingSetpoint: thermostat.currentState("heatingSetpoint").value,
                  mode: location.mode]
    state.seenAt = state.last.collectEntries { name, value -> [(name): now()] }
    state.counters = [windowOpenings: 0]
    state.savedMode = null
    state.heaterByApp = false
    subscribe(thermostat, "temperature", temperatureHandler)
    subscribe(thermostat, "heatingSetpoint", setpointHandler)
    subscribe(humiditySensor, "humidity", humidityHandler)
    subscribe(window, "contact", windowHandler)
    subscribe(location, "mode", modeHandler)
    balance("installation")
}

def temperatureHandler(evt) {
    log.debug "${evt.displayName} reads ${evt.value}°${location.temperatureScale}"
    remember("temperature", evt.value)
    balance("temperature ${evt.value}°")
}

def setpointHandler(evt) {
    remember("heatingSetpoint", evt.value)
    if (evt.integerValue != targetSetpoint()) {
        log.warn "Heating setpoint changed to ${evt.value} at the thermostat"
        balance("a setpoint change")
    }
}

def humidityHandler(evt) {
    log.debug "${evt.displayName} humidity ${evt.value}%"
    remember("humidity", evt.value)
    balance("humidity ${evt.value}%")
}

def windowHandler(evt) {
    log.info "${evt.displayName} is ${evt.value}"
    remember("contact", evt.value)
    if (evt.value == "open") count("windowOpenings")
    balance("window ${evt.value}")
}

def modeHandler(evt) {
    log.info "Mode changed to ${evt.value}"
    remember("mode", evt.value)
    balance("mode ${evt.value}")
}

private remember(name, value) {
    def last = state.last
    last[name] = value
    state.last = last
    def seenAt = state.seenAt
    seenAt[name] = now()
    state.seenAt = seenAt
}

private count(name) {
    def counters = state.counters
    counters[name] = Math.min(counters[name] + 1, countUpTo)
    state.counters = counters
}

private anyoneHome() {
    people.any { it.currentValue("presence") == "present" }
}

private targetSetpoint() {
    if (location.mode == "away" || !anyoneHome()) return awayHeat
    if (location.mode == "night") return nightHeat
    def humidity = humiditySensor.currentValue("humidity") as int
    humidity < dryBelow ? comfortHeat + dryBoost : comfortHeat
}

private balance(reason) {
    def windowOpen = window.currentValue("contact") == "open"
    def mode = thermostat.currentValue("thermostatMode")
    if (windowOpen && mode != "off") {
        log.info "Window open: thermostat off (was ${mode})"
        state.savedMode = mode
        thermostat.off()
    } else if (!windowOpen && state.savedMode) {
        log.info "Window closed: thermostat back to ${state.savedMode}"
        thermostat.setThermostatMode(state.savedMode)
        state.savedMode = null
    }
    def target = targetSetpoint()
    def current = thermostat.currentValue("heatingSetpoint") as int
    log.debug "Balancing after ${reason}: heating setpoint ${current}, target ${target}, window ${windowOpen ? 'open' : 'closed'}"
    if (target != current) {
        log.info "Heating setpoint ${current} -> ${target}"
        thermostat.setHeatingSetpoint(target)
    }
    def temp = thermostat.currentValue("temperature") as double
    def wantHeater = !windowOpen && anyoneHome() && temp <= target - heaterBelow
    def heaterOn = heater.currentValue("switch") == "on"
    if (wantHeater && !heaterOn) {
        log.info "Room at ${temp}° (target ${target}°): space heater on"
        state.heaterByApp = true
        heater.on()
    } else if (!wantHeater && heaterOn) {
        log.info "Space heater off: ${windowOpen ? 'the window is open' : 'warm enough'}"
        state.heaterByApp = false
        heater.off()
    }
}
