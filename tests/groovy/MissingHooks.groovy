// Groovy's methodMissing and propertyMissing hooks, on a Groovy class and a Java-style one.
class Recorder {
    List calls = []
    def methodMissing(String name, args) {
        calls << "${name}(${args.toList().join(', ')})"
        return name.size()
    }
    def propertyMissing(String name) {
        "missing:${name}"
    }
}

class Plain {
    int x = 3
    def known() { "known" }
}

def r = new Recorder()
println r.lock()
println r.setLevel(30, "fast")
println r.calls
println r.currentSwitch
println r.calls.size()
println r.known2

def p = new Plain()
println p.known()
try {
    p.unknown(1)
} catch (MissingMethodException e) {
    println "MissingMethodException: ${e.method}"
}
try {
    println p.nothing
} catch (MissingPropertyException e) {
    println "MissingPropertyException: ${e.property}"
}
