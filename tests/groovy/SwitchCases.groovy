// switch: case values, strings, ranges, lists, classes (case Integer:), closures as case, default, fallthrough
def classify(x) {
    switch (x) {
        case null: return 'null value'
        case 0: return 'zero'
        case 1..9: return 'small int'
        case [10, 20, 30]: return 'round number'
        case Integer: return 'other integer'
        case 'hello': return 'greeting'
        case String: return "string of ${x.size()}"
        case { it instanceof List && it.size() > 2 }: return 'long list'
        case List: return 'short list'
        case Map: return 'a map'
        case BigDecimal: return 'decimal'
        default: return 'unknown ' + x.getClass().simpleName
    }
}
[null, 0, 5, 20, 77, 'hello', 'abc', [1, 2, 3], [1], [a: 1], 2.5, true, 3L].each {
    println "$it => ${classify(it)}"
}
def grade(int score) {
    def g
    switch (score) {
        case 90..100: g = 'A'; break
        case 80..<90: g = 'B'; break
        case 70..<80: g = 'C'; break
        default: g = 'F'
    }
    g
}
[95, 85, 72, 40, 100, 80].each { println "score $it -> ${grade(it)}" }
def fall(n) {
    def out = []
    switch (n) {
        case 1: out << 'one'
        case 2: out << 'two'; break
        case 3: out << 'three'
        default: out << 'default'
    }
    out
}
println fall(1)
println fall(2)
println fall(3)
println fall(4)
def cmd = 'stop'
switch (cmd) {
    case ['start', 'go']:
        println 'starting'
        break
    case ['stop', 'halt']:
        println 'stopping'
        break
}
def evt = [name: 'switch', value: 'off']
switch (evt.value) {
    case 'on': println 'turned on'; break
    case 'off': println 'turned off'; break
    default: println 'weird'
}
def isBig = { it > 1000 }
switch (5000) {
    case isBig: println 'big via closure'; break
    default: println 'not big'
}
switch ('b') {
    case 'a'..'c': println 'letter in a..c'; break
    default: println 'letter elsewhere'
}
