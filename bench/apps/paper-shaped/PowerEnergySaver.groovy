/**
 *  Power Energy Saver
 *
 *  Turns the outlet off when its power draw goes over a limit while nobody is moving around,
 *  and reports the energy used so far; turns it back on when motion returns if it was the app
 *  that turned it off.
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
definition(
    name: "Power Energy Saver",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Cut standby power when nobody is around.",
    category: "Green Living")

preferences {
    section("Outlet") {
        input "meter", "capability.powerMeter", title: "Power meter"
        input "outlet", "capability.outlet", title: "Outlet"
        input "limitWatts", "number", title: "Off above (W)", defaultValue: 100
    }
    section("Activity") {
        input "motion", "capability.motionSensor", title: "Motion sensor"
    }
}

def installed() {
    initialize()
}

def updated() {
    unsubscribe()
    initialize()
}

def initialize() {
    state.cutByMe = false
    subscribe(meter, "power", powerHandler)
    subscribe(motion, "motion", motionHandler)
}

def powerHandler(evt) {
    def watts = evt.doubleValue
    if (watts > limitWatts && motion.currentValue("motion") == "inactive" && outlet.currentValue("switch") == "on") {
        def kwh = meter.currentValue("energy")
        log.info "${watts} W with nobody around: outlet off (${kwh} kWh so far)"
        outlet.off()
        state.cutByMe = true
    }
}

def motionHandler(evt) {
    if (evt.value == "active" && state.cutByMe) {
        log.info "Motion at ${evt.displayName}: outlet back on"
        outlet.on()
        state.cutByMe = false
    }
}
