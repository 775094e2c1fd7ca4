// Closure owner/delegate/thisObject: resolving script methods, class fields and methods from closures
class OdCounter {
    int hits = 0
    String label = 'counter'
    def bumpAll(list) {
        list.each { hits += it }
        return hits
    }
    def describe() {
        def c = { "$label has $hits hits" }
        c()
    }
    def ownerIsThis() {
        def c = { owner == this }
        c()
    }
    def nestedOwner() {
        def outer = { ->
            def inner = { -> owner }
            inner() != this
        }
        outer()
    }
    def helper(x) { "helper($x)" }
    def useHelper() {
        [1, 2].collect { helper(it) }
    }
}
def scriptMethod(x) { x * 3 }
def c = new OdCounter()
println c.bumpAll([1, 2, 3])
println c.hits
println c.describe()
println c.ownerIsThis()
println c.nestedOwner()
println c.useHelper()
def cl = { scriptMethod(it) + 1 }
println cl(4)
println([1, 2, 3].collect { scriptMethod(it) })
def outer = { -> { -> scriptMethod(10) } }
println outer()()
def cl2 = { -> thisObject == owner }
println cl2()
println cl2.delegate == cl2.owner
def target = [greeting: 'hi from map']
def useGreeting = { -> greeting }
useGreeting.delegate = target
useGreeting.resolveStrategy = Closure.DELEGATE_FIRST
println useGreeting()
def sbTarget = new StringBuilder()
def appender = { -> append('abc'); append('!') }
appender.delegate = sbTarget
appender.resolveStrategy = Closure.DELEGATE_ONLY
appender()
println sbTarget.toString()
def odTarget = new OdCounter(label: 'delegated', hits: 7)
def desc = { -> "$label/$hits" }
desc.delegate = odTarget
desc.resolveStrategy = Closure.DELEGATE_FIRST
println desc()
