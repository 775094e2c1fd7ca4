// Logs what the presence sensor reports, into a stream of its own that refuses output. A search
// throws the process's standard output away and leaves out building log lines that render
// without effects, but only where they would go to that output: here every line runs the
// app's stream, whose failure is an uncaught exception in the handler.
definition(name: "Log To Own Stream", namespace: "ironpf.tests", author: "ironpf", description: "logs into its own stream", category: "Test")
preferences { section { input "person", "capability.presenceSensor" } }
def installed() {
    System.setOut(new PrintStream(new Refusing()))
    subscribe(person, "presence", changed)
}
def changed(evt) { log.debug "presence ${evt.value}" }

class Refusing extends OutputStream {
    void write(int b) { throw new IllegalStateException("this stream refuses output") }
}
