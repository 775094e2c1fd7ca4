// Methods called on null: the GDK's iteration methods see nothing (Groovy iterates null as
// empty), others throw NullPointerException with Groovy's message, and the safe navigation
// operator skips the call.
def n = null
println n.find { it.x }
println n.collect { it }
println n.findAll { it }
n.each { println "each $it" }
n.eachWithIndex { v, i -> println "$i $v" }
println n.any { true }
println n.every { false }
println n.iterator().hasNext()
println n?.size()
println n?.x?.y
println n.toString()
println n.is(null)
println(n == null)
println n.asBoolean()
['sum', 'size', 'toUpperCase'].each { name ->
    try {
        n."$name"()
    } catch (NullPointerException e) {
        println e.message
    }
}
try {
    println n.prop
} catch (NullPointerException e) {
    println e.message
}
