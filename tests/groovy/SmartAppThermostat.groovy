// SmartApp style: thermostat app with state in binding, settings thresholds, this."$handler"(evt), try/catch, log helper
class Thermostat {
    String name
    String mode = 'off'
    BigDecimal setpoint = 20
    def setThermostatMode(String m) {
        if (!(m in ['heat', 'cool', 'off'])) throw new IllegalArgumentException("bad mode $m")
        mode = m
    }
    def currentValue(String attr) {
        switch (attr) {
            case 'thermostatMode': return mode
            case 'setpoint': return setpoint
            default: return null
        }
    }
}
class ThermoLog {
    def debug(String s) { println "debug: $s" }
    def warn(String s) { println "warn: $s" }
}
state = [:]
settings = [low: 18, high: 24, thermostat: new Thermostat(name: 'main')]
log = new ThermoLog()
def tempHandler(evt) {
    state.readings = (state.readings ?: []) + [evt.value.toInteger()]
    def t = evt.value.toInteger()
    log.debug "temp is $t (low ${settings.low}, high ${settings.high})"
    if (t < settings.low) {
        settings.thermostat.setThermostatMode('heat')
    } else if (t > settings.high) {
        settings.thermostat.setThermostatMode('cool')
    } else {
        settings.thermostat.setThermostatMode('off')
    }
    state.lastMode = settings.thermostat.currentValue('thermostatMode')
}
def modeHandler(evt) {
    try {
        settings.thermostat.setThermostatMode(evt.value)
        log.debug "mode set to ${evt.value}"
    } catch (IllegalArgumentException e) {
        log.warn "failed: ${e.message}"
        state.errors = (state.errors ?: 0) + 1
    }
}
def dispatch(String handler, Map evt) {
    this."$handler"(evt)
    println "after $handler: mode=${settings.thermostat.mode} state=$state"
}
def evts = [
    [name: 'temperature', value: '15', handler: 'tempHandler'],
    [name: 'temperature', value: '21', handler: 'tempHandler'],
    [name: 'temperature', value: '30', handler: 'tempHandler'],
    [name: 'mode', value: 'turbo', handler: 'modeHandler'],
    [name: 'mode', value: 'heat', handler: 'modeHandler'],
]
evts.each { dispatch(it.handler, it) }
println state.readings.sum() / state.readings.size()
println state.readings.max()
println state.errors
println settings.thermostat.currentValue('setpoint') + 0.5
println settings.thermostat.currentValue('humidity')
