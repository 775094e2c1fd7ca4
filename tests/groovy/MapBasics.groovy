// Map literals, [] access, property access, putAt, keySet/values, empty map, in, printing
def ages = [alice: 30, bob: 25]
println ages
println ages.size()
println ages['alice']
println ages.bob
ages.carol = 35
ages['dave'] = 40
println ages
println ages.keySet()
println ages.values()
println ages.containsKey('bob')
println ages.containsKey('zed')
println('alice' in ages)
println('zed' in ages)
println ages.get('carol')
println ages.missing
println ages.get('missing', 99)
println ages
ages.remove('dave')
println ages
def empty = [:]
println empty
println empty.size()
println empty.isEmpty()
empty.put('k', 'v')
println empty
def numKeys = [1: 'one', 2: 'two']
println numKeys
println numKeys[1]
def key = 'dyn'
def dyn = [(key): 1, other: 2]
println dyn
println dyn.dyn
def merged = ages + [eve: 22]
println merged
println merged.size()
println ages.size()
ages.alice = ages.alice + 1
println ages.alice
ages.each { k, v -> println "$k -> $v" }
ages.each { entry -> println entry.key + '=' + entry.value }
println ages.collect { k, v -> v }
println ages.find { k, v -> v > 30 }?.key
println([a: 1] == [a: 1])
def m2 = [x: [1, 2], y: [z: 3]]
println m2
println m2.x[1]
println m2.y.z
