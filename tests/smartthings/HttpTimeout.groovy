// Catches the JDK's exceptions of a failed request, as public SmartApps do (three of IoTCheck's
// corpus stopped at java.net.SocketTimeoutException, missing from the runtime library); the
// request itself succeeds in the model.
definition(name: "Http Timeout", namespace: "ironpf.tests", author: "ironpf", description: "http catch", category: "Test")
preferences { section { input "sensor", "capability.motionSensor" } }
def installed() { subscribe(sensor, "motion.active", moved) }
def moved(evt) {
    try {
        httpGet("https://example.com/status") { resp -> log.debug "status ${resp.status}" }
    } catch (java.net.SocketTimeoutException e) {
        log.error "timed out: ${e.message}"
    } catch (java.net.UnknownHostException e) {
        log.error "no host: ${e.message}"
    } catch (java.security.InvalidKeyException e) {
        log.error "bad key: ${e}"
    }
}
