/**
 *  Thermostat Energy Tracker
 *
 *  Follows a thermostat and the meter of its HVAC circuit. Keeps in state the last few
 *  temperature readings, the lowest and highest temperature seen, the power drawn when the
 *  system last went idle, the setpoints last set, a count of heating cycles (a duty-cycle
 *  summary every few cycles) and the energy cost of the current billing period (the meter is
 *  reset at the start of each period).
 *  Keeps the fan circulating while the system heats and the temperatures seen spread widely,
 *  and on auto otherwise (always when away). Over the period's budget, the cooling setpoint goes
 *  up to a saving setpoint until the period ends; it always stays a dead band above the heating
 *  setpoint.
 *
 *  A benchmark input of bench/pair-memory.sh (with ComfortSetpointBalancer), not a verdict
 *  fixture.
 */
definition(
    name: "Thermostat Energy Tracker",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Track what the heating costs, and trim the cooling setpoint when over budget.",
    category: "Green Living")

preferences {
    section("Thermostat and meter") {
        input "thermostat", "capability.thermostat", title: "Thermostat", required: true
        input "meter", "capability.powerMeter", title: "HVAC circuit power meter", required: true
    }
    section("Prices") {
        input "pricePerKwh", "decimal", title: "Price per kWh", defaultValue: 0.13
        input "periodBudget", "decimal", title: "Budget per billing period", defaultValue: 15.0
    }
    section("Comfort and limits") {
        input "idleWatts", "number", title: "Idle when drawing less than (W)", defaultValue: 20
        input "savingCooling", "number", title: "Cooling setpoint when over budget", defaultValue: 78
        input "minDeadband", "number", title: "Keep cooling this far above heating", defaultValue: 6
        input "wideSpread", "number", title: "Circulate when the temperatures seen spread over", defaultValue: 20
        input "keepReadings", "number", title: "Readings to keep", defaultValue: 2
        input "cyclesPerSummary", "number", title: "Heating cycles per duty-cycle summary", defaultValue: 2
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
    def temperature = thermostat.currentValue("temperature") as double
    state.readings = [temperature]
    state.minTemp = temperature
    state.maxTemp = temperature
    state.idlePower = meter.currentValue("power") as double
    state.baseCooling = thermostat.currentValue("coolingSetpoint") as int
    state.cycles = [heating: 0, lastStartedAt: now(), lastEndedAt: now()]
    state.price = pricePerKwh as double
    state.budget = periodBudget as double
    state.lastEnergy = meter.currentValue("energy") as double
    state.periodCost = costOf(state.lastEnergy)
    state.overBudget = state.periodCost > state.budget
    subscribe(thermostat, "temperature", temperatureHandler)
    subscribe(thermostat, "thermostatOperatingState.heating", operatingStateHandler)
    subscribe(thermostat, "thermostatOperatingState.idle", operatingStateHandler)
    subscribe(thermostat, "heatingSetpoint", setpointHandler)
    subscribe(meter, "energy", energyHandler)
    subscribe(location, "mode", modeHandler)
    adjust("installation")
}

def temperatureHandler(evt) {
    def t = evt.doubleValue
    log.debug "${evt.displayName} temperature is ${evt.value}°${location.temperatureScale}"
    def readings = keepLast(state.readings, t)
    state.readings = readings
    if (t < state.minTemp) state.minTemp = t
    if (t > state.maxTemp) state.maxTemp = t
    log.trace "Average of the last ${readings.size()}: ${String.format('%.1f', average(readings))}°, range ${state.minTemp}..${state.maxTemp}°"
    adjust("temperature ${evt.value}")
}

def operatingStateHandler(evt) {
    log.debug "${evt.displayName} is ${evt.value}"
    def cycles = state.cycles
    if (evt.value == "heating") {
        cycles.lastStartedAt = now()
        cycles.heating = cycles.heating + 1
        if (cycles.heating >= cyclesPerSummary) {
            def idleMinutes = ((cycles.lastStartedAt - cycles.lastEndedAt) / 60000) as int
            log.info "Duty cycle: ${cycles.heating} heating cycles, the last one after ${idleMinutes} min idle"
            cycles.heating = 0
        }
    } else {
        cycles.lastEndedAt = now()
        def watts = meter.currentValue("power") as double
        if (watts >= idleWatts) log.warn "Idle but the circuit still draws ${watts} W"
        state.idlePower = watts
    }
    state.cycles = cycles
    adjust("operating state ${evt.value}")
}

def setpointHandler(evt) {
    log.debug "${evt.displayName} ${evt.name} is ${evt.value}"
    adjust("heating setpoint ${evt.value}")
}

def energyHandler(evt) {
    def kwh = evt.doubleValue
    log.debug "${evt.displayName} energy: ${evt.value} kWh"
    def used = kwh - state.lastEnergy
    state.lastEnergy = kwh
    if (used < 0) {
        log.info "New billing period (meter reset to ${kwh} kWh); the last one cost \$${state.periodCost}"
        state.periodCost = costOf(kwh)
        state.overBudget = false
    } else {
        def cost = costOf(used)
        state.periodCost = cents(state.periodCost + cost)
        log.info "Used ${used} kWh (\$${cost}); this period \$${state.periodCost} of \$${state.budget}"
    }
    if (state.periodCost > state.budget && !state.overBudget) {
        log.warn "Over budget by \$${cents(state.periodCost - state.budget)}: saving on cooling until the next period"
        state.overBudget = true
    }
    adjust("energy ${evt.value} kWh")
}

def modeHandler(evt) {
    log.info "Mode ${evt.value}: range ${state.minTemp}..${state.maxTemp}°, this period \$${state.periodCost}"
    adjust("mode ${evt.value}")
}

/** Sets the fan and the cooling setpoint from what is known now. */
private adjust(reason) {
    def heating = thermostat.currentValue("heatingSetpoint") as int
    def cooling = thermostat.currentValue("coolingSetpoint") as int
    def wanted = Math.max(state.baseCooling, heating + minDeadband)
    if (state.overBudget) wanted = Math.max(wanted, savingCooling)
    if (wanted != cooling) {
        log.info "After ${reason}: cooling setpoint ${cooling} -> ${wanted} (heating at ${heating})"
        thermostat.setCoolingSetpoint(wanted)
    }
    state.setpoints = [heatingSetpoint: heating, coolingSetpoint: wanted]
    def spread = state.maxTemp - state.minTemp
    def heatingNow = thermostat.currentValue("thermostatOperatingState") == "heating"
    def fan = location.mode != "away" && heatingNow && spread >= wideSpread ? "circulate" : "auto"
    if (thermostat.currentValue("thermostatFanMode") != fan) {
        log.info "After ${reason}: fan ${fan} (range ${spread}°, ${heatingNow ? 'heating' : 'not heating'})"
        fan == "circulate" ? thermostat.fanCirculate() : thermostat.fanAuto()
    }
}

private costOf(kwh) {
    cents(kwh * state.price)
}

private cents(dollars) {
    (dollars as BigDecimal).setScale(2, BigDecimal.ROUND_HALF_UP) as double
}

private keepLast(list, value) {
    def kept = list + [value]
    kept.size() > keepReadings ? kept[-keepReadings..-1] : kept
}

private average(list) {
    list.sum() / list.size()
}
