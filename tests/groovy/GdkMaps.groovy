// GDK on maps: each, collect, collectEntries, find, findAll, any, every, keySet, values, inject, sum
def stock = [apples: 10, pears: 0, plums: 25, figs: 3]
println stock.keySet()
println stock.values()
println stock.values().sum()
println stock.collect { k, v -> "$k=$v" }
println stock.collectEntries { k, v -> [(k): v * 2] }
println stock.collectEntries { k, v -> [k.toUpperCase(), v] }
println stock.findAll { k, v -> v > 5 }
println stock.findAll { it.value == 0 }.keySet()
println stock.find { k, v -> v > 20 }.key
println stock.any { k, v -> v == 0 }
println stock.every { k, v -> v >= 0 }
println stock.count { k, v -> v > 1 }
println stock.inject(0) { acc, k, v -> acc + v }
println stock.max { it.value }.key
println stock.min { it.value }.key
def inverted = stock.collectEntries { k, v -> [(v): k] }
println inverted
println inverted[25]
def names = ['ann', 'bob', 'cy']
println names.collectEntries { [(it): it.size()] }
println names.collectEntries { n -> [n, n.toUpperCase()] }
def idx = [:]
names.eachWithIndex { n, i -> idx[n] = i }
println idx
def grouped = [1, 2, 3, 4, 5, 6].groupBy { it % 2 == 0 ? 'even' : 'odd' }
println grouped
println grouped.even
println grouped.keySet()
def counts = [:]
'mississippi'.each { ch -> counts[ch] = counts.get(ch, 0) + 1 }
println counts
println counts.sort { a, b -> b.value <=> a.value ?: a.key <=> b.key }
def subMap = stock.subMap(['apples', 'figs'])
println subMap
def withDefault = [:].withDefault { 0 }
withDefault.a += 1
withDefault.a += 1
withDefault.b += 5
println withDefault
def nested = [a: [x: 1], b: [x: 2]]
println nested.collect { k, v -> v.x }.sum()
println nested.collectEntries { k, v -> [(k): v.x * 10] }
println stock.keySet().join('/')
println stock.entrySet().collect { it.key[0] }.join()
println stock.size()
stock.clear()
println stock
println stock.isEmpty()
