// Unlocks the door when the user touches the app.
definition(name: "Touch Unlock", namespace: "ironpf.tests", author: "ironpf", description: "touch: unlock", category: "Test")
preferences { section { input "lock1", "capability.lock" } }
def installed() { subscribe(app, touched) }
def touched(evt) { lock1.unlock() }
