// Locks the door when the user touches the app.
definition(name: "Touch Lock", namespace: "ironpf.tests", author: "ironpf", description: "touch: lock", category: "Test")
preferences { section { input "lock1", "capability.lock" } }
def installed() { subscribe(app, touched) }
def touched(evt) { lock1.lock() }
