// SmartApp style: simulated scheduler with runIn-like queue of handler names, state counters, settings, presence/lock devices
class Lock {
    String label
    String status = 'unlocked'
    def lock() { status = 'locked' }
    def unlock() { status = 'unlocked' }
    def currentValue(String a) { a == 'lock' ? status : null }
}
class QueueLog {
    def debug(String s) { println "D> $s" }
}
state = [:]
settings = [locks: [new Lock(label: 'front'), new Lock(label: 'back')], people: ['amy', 'ben'], delay: 3]
log = new QueueLog()
queue = []
def runIn(int secs, String handler, Map data = [:]) {
    queue << [at: secs, handler: handler, data: data]
    log.debug "scheduled $handler in $secs"
}
def presenceHandler(evt) {
    state.present = state.present ?: []
    if (evt.value == 'present') {
        state.present << evt.person
        settings.locks*.unlock()
    } else {
        state.present -= evt.person
        if (!state.present) runIn(settings.delay, 'lockAll', [reason: "${evt.person} left"])
    }
    log.debug "present now: ${state.present}"
}
def lockAll(data) {
    state.lockRuns = (state.lockRuns ?: 0) + 1
    if (state.present) {
        log.debug "skip lock, someone returned"
        return
    }
    settings.locks.each { it.lock() }
    log.debug "locked all because ${data.reason}"
}
def tick(int now) {
    def due = queue.findAll { it.at <= now }
    queue.removeAll(due)
    due.each { job -> this."${job.handler}"(job.data) }
}
def events = [[person: 'amy', value: 'present'], [person: 'ben', value: 'present'],
              [person: 'amy', value: 'not present'], [person: 'ben', value: 'not present']]
def clock = 0
events.each { evt ->
    clock++
    presenceHandler(evt)
    tick(clock)
}
(1..4).each { clock++; tick(clock - 2) }
println settings.locks.collect { "${it.label}=${it.currentValue('lock')}" }
println state
println queue.size()
runIn(0, 'lockAll', [reason: 'manual'])
presenceHandler([person: 'amy', value: 'present'])
tick(0)
println state.lockRuns
println settings.locks*.currentValue('lock')
