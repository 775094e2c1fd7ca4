// Groovy truth: empty string/list/map, 0, null are false; elvis ?:, safe navigation ?., ternary, !, asBoolean
def values = [0, 1, -1, '', 'a', [], [0], [:], [a: 1], null, 0.0, 0.5d, 'false', false, true]
values.each { v -> println "<${v instanceof String ? "'" + v + "'" : v}> -> ${v ? 'truthy' : 'falsy'}" }
println !''
println !!'x'
println(0 ?: 'zero-default')
println(5 ?: 'unused')
println('' ?: 'empty-default')
println(null ?: [])
println([] ?: 'empty list')
def m = [name: 'box', inner: [size: 3]]
println m?.name
println m?.inner?.size
println m?.missing?.size
def nothing = null
println nothing?.size()
println nothing?.toUpperCase()
println nothing?.foo?.bar
println(nothing?.size() ?: 0)
def name = null
def display = name ?: 'anonymous'
println display
name = 'joe'
println(name ?: 'anonymous')
def n = 7
println n > 5 ? 'big' : 'small'
println n % 2 ? 'odd' : 'even'
println(n ? 'nonzero' : 'zero')
def list = []
if (list) println 'has items' else println 'no items'
list << 1
if (list) println 'has items' else println 'no items'
def str = '  '
println str ? 'spaces are truthy' : 'spaces are falsy'
println str.trim() ? 'non-empty' : 'blank'
def maybe = [count: 0]
println(maybe.count ?: 'count zero is falsy')
println(maybe.count != null ? 'count present' : 'absent')
def result = []
[null, 'x', '', 'y', 0, 3].each { if (it) result << it }
println result
println([null, 'x', '', 0, 3].findAll())
println([null, 'x', ''].findAll { it })
def a = null
def b = null
println(a ?: b ?: 'third')
println(null as Boolean)
println('' as boolean)
println([1] as boolean)
def safeLen = { s -> s?.size() ?: -1 }
println safeLen('abc')
println safeLen(null)
println safeLen('')
while (list) { println "pop ${list.remove(0)}" }
println list.size()
