// Calls the weather service, which the model does not provide.
definition(name: "Weather Fetch", namespace: "ironpf.tests", author: "ironpf", description: "http", category: "Test")
preferences { section { input "sensor", "capability.motionSensor" } }
def installed() { subscribe(sensor, "motion.active", moved) }
def moved(evt) {
    def weather = getWeatherFeature("conditions", "92697")
}
