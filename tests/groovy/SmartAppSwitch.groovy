// SmartApp style: binding-level state map, settings map, string handler names invoked dynamically, event maps, devices
class SwitchDevice {
    String label
    String current = 'off'
    void on() { current = 'on'; println "  [$label] on" }
    void off() { current = 'off'; println "  [$label] off" }
    String currentValue(String attr) { attr == 'switch' ? current : null }
    String toString() { label }
}
class SimpleLog {
    void debug(String msg) { println "DEBUG: $msg" }
    void info(String msg) { println "INFO: $msg" }
}
state = [:]
settings = [threshold: 2, lights: [new SwitchDevice(label: 'porch'), new SwitchDevice(label: 'hall')]]
log = new SimpleLog()
def installed() {
    log.debug "installed with threshold ${settings.threshold}"
    state.count = 0
    state.history = []
}
def switchHandler(evt) {
    state.count = (state.count ?: 0) + 1
    state.history << evt.value
    log.debug "switchHandler #${state.count}: ${evt.name} is ${evt.value}"
    switch (evt.value) {
        case 'on':
            settings.lights.each { it.on() }
            break
        case 'off':
            settings.lights.each { it.off() }
            break
        default:
            log.info "ignoring ${evt.value}"
    }
    if (state.count >= settings.threshold) log.info "threshold reached at ${state.count}"
}
def summaryHandler(evt) {
    def onCount = settings.lights.count { it.currentValue('switch') == 'on' }
    log.info "summary: $onCount of ${settings.lights.size()} on"
}
installed()
def subscriptions = [[name: 'switch', handler: 'switchHandler'], [name: 'switch', handler: 'summaryHandler']]
def events = [[name: 'switch', value: 'on'], [name: 'switch', value: 'dim'], [name: 'switch', value: 'off']]
for (evt in events) {
    subscriptions.findAll { it.name == evt.name }.each { sub ->
        "${sub.handler}"(evt)
    }
}
println state.count
println state.history
println state
println settings.lights*.currentValue('switch')
def name = 'summaryHandler'
this."$name"([name: 'switch', value: 'on'])
println settings.threshold
println state.keySet()
