// Closures passed to user methods, last-arg closure syntax, map each {k, v ->}, eachWithIndex
def repeat(int n, Closure body) {
    for (int i = 0; i < n; i++) {
        body(i)
    }
}
def transform(list, f) {
    def out = []
    for (x in list) out << f(x)
    out
}
def withLabel(String label, Closure c) {
    println "begin $label"
    def r = c()
    println "end $label -> $r"
    r
}
def filterMap(Map m, Closure pred) {
    def res = [:]
    m.each { k, v -> if (pred(k, v)) res[k] = v }
    res
}
repeat(3) { println "iteration $it" }
repeat(2, { i -> println "explicit $i" })
println transform([1, 2, 3]) { it * 10 }
println transform(['a', 'bb'], { s -> s.size() })
def result = withLabel('calc') { 6 * 7 }
println result
withLabel('empty') { }
def prices = [apple: 3, melon: 8, grape: 5]
println filterMap(prices) { k, v -> v > 4 }
println filterMap(prices) { k, v -> k.startsWith('a') }
prices.each { name, price -> println "$name costs $price" }
prices.eachWithIndex { entry, i -> println "$i: ${entry.key}" }
['x', 'y', 'z'].eachWithIndex { item, idx -> println "$idx=$item" }
def sumWith(list, Closure f = { it }) {
    def s = 0
    list.each { s += f(it) }
    s
}
println sumWith([1, 2, 3])
println sumWith([1, 2, 3]) { it * it }
def pipeline = [{ it + 1 }, { it * 2 }, { it - 3 }]
def runAll(v, fs) { fs.inject(v) { acc, f -> f(acc) } }
println runAll(5, pipeline)
def visit(Map tree, Closure cb, int depth = 0) {
    tree.each { k, v ->
        cb(k, depth)
        if (v instanceof Map) visit(v, cb, depth + 1)
    }
}
visit([a: [b: [:], c: [d: [:]]], e: [:]]) { name, d -> println(('  ' * d) + name) }
