// A device handler (a plug's type), not a SmartApp: `pair build` must refuse it and say why.
import physicalgraph.zwave.commands.basicv1.*

metadata {
    definition(name: "Test Plug", namespace: "ironpf.tests", author: "ironpf") {
        capability "Switch"
        capability "Refresh"
    }
}

def parse(String description) {
    createEvent(name: "switch", value: description == "1" ? "on" : "off")
}

def on() { zwave.basicV1.basicSet(value: 0xFF).format() }
def off() { zwave.basicV1.basicSet(value: 0x00).format() }
