// Sets the mode to night when the lights go off, through the Good Night! routine.
definition(name: "Mode Night", namespace: "ironpf.tests", author: "ironpf", description: "night mode", category: "Test")
preferences { section { input "light", "capability.switch" } }
def installed() { subscribe(light, "switch.off", off) }
def off(evt) {
    if (location.mode != "night") location.helloHome?.execute("Good Night!")
}
