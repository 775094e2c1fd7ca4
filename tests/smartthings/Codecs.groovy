// Grails codecs and GDK methods that public SmartApps call on strings (encodeAsBase64 for an
// HTTP basic-auth header, encodeAsURL for a query, decodeBase64), checked in the handler.
definition(name: "Codecs", namespace: "ironpf.tests", author: "ironpf", description: "codecs", category: "Test")
preferences { section { input "motion1", "capability.motionSensor"; input "lamp", "capability.switch" } }
def installed() { subscribe(motion1, "motion.active", moved) }
def moved(evt) {
    def auth = "user:pa\$\$word".encodeAsBase64()
    assert auth == "dXNlcjpwYSQkd29yZA=="
    assert new String(auth.decodeBase64()) == "user:pa\$\$word"
    assert "a b&c=d/é".encodeAsURL() == "a+b%26c%3Dd%2F%C3%A9"
    int[] levels = [10, 20, 30, 40] as int[]
    assert levels[1..2] == [20, 30]
    assert ["x", "y"].withIndex().collect { v, i -> "$v$i" } == ["x0", "y1"]
    lamp.on()
}
