// A call of a method no class or GDK method answers: Groovy's MissingMethodException,
// naming the receiver class, the method and the argument types.
class Lamp {
    boolean lit
    void on() { lit = true }
}
def lamp = new Lamp()
lamp.on()
println "lit: ${lamp.lit}"
try {
    lamp.dim(50)
} catch (MissingMethodException e) {
    println "caught: ${e.method} on ${e.type.name} with ${e.arguments.toList()}"
}
try {
    println lamp.brightness
} catch (MissingPropertyException e) {
    println "caught: ${e.message}"
}
lamp.flash('fast', 3)
