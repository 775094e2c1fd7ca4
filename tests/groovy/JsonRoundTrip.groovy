// groovy.json: JsonSlurper (types, key order, escapes, errors), JsonOutput (toJson, prettyPrint), JsonBuilder (map and list forms)
import groovy.json.JsonBuilder
import groovy.json.JsonException
import groovy.json.JsonOutput
import groovy.json.JsonSlurper

def slurper = new JsonSlurper()
def payload = '''{
  "device": {"id": "d-42", "label": "Front \\"Door\\" Lock", "battery": 87, "level": 0.5},
  "events": [
    {"name": "lock", "value": "locked", "ts": 1577880000000, "extra": null},
    {"name": "battery", "value": 86.50, "ts": 1577883600000, "flags": [true, false]},
    {"name": "temperature", "value": -3e2, "unit": "\\u00b0F"}
  ],
  "count": 2147483648, "small": -2147483648, "zero": -0, "empty": {}, "none": []
}'''
def data = slurper.parseText(payload)
println data.getClass().name
println data.keySet()
println data.device
println data.device.label
println data.device.battery + 1
println data.events.size()
println data.events*.name
println data.events.find { it.name == 'battery' }.value
data.events.each { e -> println "${e.name}: ${e.value} (${e.value?.getClass()?.simpleName})" }
println data.events[1].flags
println data.events[2].unit.length()
println "${data.count.getClass().simpleName} ${data.small.getClass().simpleName} ${data.zero} ${data.zero.getClass().simpleName}"
println data.empty.isEmpty()
println data.none.getClass().name
println data.device.level * 2
println data.missing == null

// Lists, scalars, duplicate keys, escapes
println slurper.parseText('[1, 2.0, "three", [4], {"five": 5}]')
println slurper.parseText('"just a string"')
println slurper.parseText('42').getClass().simpleName
println slurper.parseText('12345678901').getClass().simpleName
println slurper.parseText('{"b": 1, "a": 2, "b": 3}')
println slurper.parseText('["tab\\there", "slash\\/", "quote\\"", "back\\\\slash", "\\u0041\\u0062c"]')
println slurper.parseText('{"trailing": [1, 2], "ok": true, }')

// Errors
['{"a": 1', '[1 2]', '{"a" 1}', 'nul', '{"a": tru}'].each { text ->
    try {
        slurper.parseText(text)
        println "parsed $text"
    } catch (JsonException e) {
        println "JsonException: " + e.message.readLines()[0]
    }
}
try {
    slurper.parseText('')
} catch (IllegalArgumentException e) {
    println "IllegalArgumentException: ${e.message}"
}

// Writing JSON
println JsonOutput.toJson([name: 'lamp', on: true, level: 75, ratio: 0.25d, big: 12345678901L, dec: 1.50, nothing: null])
println JsonOutput.toJson([1, 'two', 3.0d, [4, [5]], [six: 6]])
println JsonOutput.toJson('He said "hi"\n\ttab \u00e9 / end')
println JsonOutput.toJson(null)
println JsonOutput.toJson(42)
println JsonOutput.toJson(3.5f)
println JsonOutput.toJson(true)
println JsonOutput.toJson(new Date(1577880000000L))
println JsonOutput.toJson([when: new Date(0)])
println JsonOutput.toJson(['': 1, (7): 'seven'])
println JsonOutput.toJson([] as int[])
println JsonOutput.toJson([1, 2] as int[])
println JsonOutput.toJson("${1 + 1} apples")
println JsonOutput.toJson([:])
println JsonOutput.toJson([])
try {
    JsonOutput.toJson([value: Double.NaN])
} catch (JsonException e) {
    println e.message
}
def text = JsonOutput.toJson(data)
println text
println slurper.parseText(text) == data
println JsonOutput.prettyPrint(JsonOutput.toJson([a: 1, b: [1, 2, []], c: [:], d: 'x y', e: [k: [true, null]]]))
println JsonOutput.prettyPrint('[1]')
try {
    JsonOutput.prettyPrint('{"a": tru}')
} catch (JsonException e) {
    println e.message
}

// JsonBuilder: map and list forms
def builder = new JsonBuilder()
builder(name: 'porch', level: 10)
println builder.toString()
builder.device(id: 'd-1', caps: ['switch', 'level'])
println builder.toString()
println builder.toPrettyString()
builder([1, 2, 3])
println builder
builder.empty()
println builder
println new JsonBuilder([x: null, y: [1, 2]]).toString()
def state = [mode: 'Away', counts: [motion: 3]]
def restored = slurper.parseText(new JsonBuilder(state).toString())
println restored.counts.motion + 1
