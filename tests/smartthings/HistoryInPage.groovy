// A preferences page that lists a device's recent events (as the speaker apps of IoTCheck's
// corpus do): while the apps declare their preferences no event has happened, so the list is
// empty and the enum it fills has no options (nothing selected).
definition(name: "History In Page", namespace: "ironpf.tests", author: "ironpf", description: "history in a page", category: "Test")
preferences {
    section {
        input "player", "capability.musicPlayer"
        input "motion1", "capability.motionSensor"
        input "lamp", "capability.switch"
        input "song", "enum", title: "Recent", options: recentTracks()
    }
}
def recentTracks() {
    player.statesSince("trackDescription", new Date(0), [max: 10]).collect { it.value }
}
def installed() { subscribe(motion1, "motion.active", moved) }
def moved(evt) {
    assert song == null
    assert recentTracks() instanceof List
    lamp.on()
}
