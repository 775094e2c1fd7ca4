// SmartApp style: motion-activated lights; state in binding, settings as properties, handler lookup map, device closures
class MotionLight {
    String label
    int level = 0
    boolean lit = false
    def on() { lit = true; if (level == 0) level = 100 }
    def off() { lit = false }
    def setLevel(int l) { level = l; lit = l > 0 }
    def currentValue(String attr) {
        attr == 'switch' ? (lit ? 'on' : 'off') : (attr == 'level' ? level : null)
    }
}
class AppLog {
    def lines = []
    def debug(String s) { lines << s; println "[debug] $s" }
}
state = [:]
settings = [lights: [new MotionLight(label: 'den'), new MotionLight(label: 'hall')], dimLevel: 30, offAfter: 2]
log = new AppLog()
def motionActive(evt) {
    state.activeCount = (state.activeCount ?: 0) + 1
    state.idleTicks = 0
    settings.lights.each { light ->
        if (light.label == 'den') light.on() else light.setLevel(settings.dimLevel)
    }
    log.debug "motion active from ${evt.device}"
}
def motionInactive(evt) {
    state.idleTicks = (state.idleTicks ?: 0) + 1
    log.debug "inactive tick ${state.idleTicks}"
    if (state.idleTicks >= settings.offAfter) {
        settings.lights*.off()
        log.debug 'lights off'
    }
}
def handlerFor(evt) {
    def table = [active: 'motionActive', inactive: 'motionInactive']
    table[evt.value] ?: 'unknownEvent'
}
def unknownEvent(evt) {
    throw new IllegalStateException("no handler for ${evt.value}")
}
def report() {
    settings.lights.collect { "${it.label}:${it.currentValue('switch')}@${it.currentValue('level')}" }.join(', ')
}
def stream = ['active', 'inactive', 'active', 'inactive', 'inactive', 'tamper', 'inactive']
stream.eachWithIndex { v, i ->
    def evt = [name: 'motion', value: v, device: "sensor${i % 2}"]
    def h = handlerFor(evt)
    try {
        "$h"(evt)
    } catch (IllegalStateException e) {
        println "caught: ${e.message}"
    }
    println "$i $v -> ${report()}"
}
println state
println log.lines.size()
println log.lines.findAll { it.startsWith('inactive') }
println settings.lights.every { it.currentValue('switch') == 'off' }
println settings.dimLevel + settings.offAfter
