// Uncaught exception: script prints progress, then an IllegalStateException escapes main (non-zero exit)
class Machine {
    String state = 'idle'
    def transition(String to) {
        def allowed = [idle: ['running'], running: ['paused', 'stopped'], paused: ['running']]
        if (!(to in (allowed[state] ?: []))) {
            throw new IllegalStateException("cannot go from $state to $to")
        }
        println "transition $state -> $to"
        state = to
    }
}
def m = new Machine()
def steps = ['running', 'paused', 'running', 'stopped']
steps.each { m.transition(it) }
println "final: ${m.state}"
def counts = [:]
steps.each { counts[it] = (counts[it] ?: 0) + 1 }
println counts
try {
    m.transition('idle')
} catch (IllegalStateException e) {
    println "handled: ${e.message}"
}
println 'about to fail for real'
def m2 = new Machine()
m2.transition('running')
m2.transition('running')
println 'never printed'
