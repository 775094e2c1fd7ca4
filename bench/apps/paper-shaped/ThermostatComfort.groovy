/**
 *  Thermostat Comfort
 *
 *  Picks the thermostat mode from a room thermometer (heat below the comfort band, cool above
 *  it, and the setpoint for that mode), and runs the thermostat fan while the room is humid.
 *
 *  A benchmark input of bench/table1.sh (paper-shaped pairs), not a verdict fixture.
 */
definition(
    name: "Thermostat Comfort",
    namespace: "ironpf.bench",
    author: "ironpf",
    description: "Heat or cool from a room sensor, and circulate air when it is humid.",
    category: "Green Living")

preferences {
    section("Room sensors") {
        input "roomSensor", "capability.temperatureMeasurement", title: "Room thermometer"
        input "humiditySensor", "capability.relativeHumidityMeasurement", title: "Humidity sensor"
    }
    section("Thermostat") {
        input "thermostat", "capability.thermostat"
        input "lowTemp", "number", title: "Heat below", defaultValue: 62
        input "highTemp", "number", title: "Cool above", defaultValue: 72
        input "humidLimit", "number", title: "Fan on above humidity (%)", defaultValue: 60
    }
}

def installed() {
    initialize()
}

def updated() {
    unsubscribe()
    initialize()
}

def initialize() {
    subscribe(roomSensor, "temperature", temperatureHandler)
    subscribe(humiditySensor, "humidity", humidityHandler)
    evaluate(roomSensor.currentValue("temperature") as int)
}

def temperatureHandler(evt) {
    log.debug "Room temperature ${evt.value}°${location.temperatureScale}"
    evaluate(evt.integerValue)
}

def humidityHandler(evt) {
    def humidity = evt.integerValue
    def fan = thermostat.currentValue("thermostatFanMode")
    if (humidity > humidLimit && fan != "on") {
        log.info "Humidity ${humidity}%: fan on"
        thermostat.fanOn()
    } else if (humidity <= humidLimit && fan == "on") {
        log.info "Humidity ${humidity}%: fan back to auto"
        thermostat.fanAuto()
    }
}

private evaluate(temp) {
    def mode = thermostat.currentValue("thermostatMode")
    if (temp < lowTemp && mode != "heat") {
        log.info "${temp}° is below ${lowTemp}°: heating to ${lowTemp + 4}°"
        thermostat.heat()
        thermostat.setHeatingSetpoint(lowTemp + 4)
    } else if (temp > highTemp && mode != "cool") {
        log.info "${temp}° is above ${highTemp}°: cooling to ${highTemp - 2}°"
        thermostat.cool()
        thermostat.setCoolingSetpoint(highTemp - 2)
    }
}
