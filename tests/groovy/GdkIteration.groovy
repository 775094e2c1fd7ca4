// GDK iteration: each, eachWithIndex, find, findAll, collect, any, every, findIndexOf, grep-free filtering
def nums = [4, 8, 15, 16, 23, 42]
nums.each { print it; print ' ' }
println()
nums.eachWithIndex { n, i -> if (i % 2 == 0) println "$i:$n" }
println nums.find { it > 10 }
println nums.find { it > 100 }
println nums.findAll { it % 2 == 0 }
println nums.findAll { it > 100 }
println nums.collect { it * 2 }
println nums.collect { "n$it" }
println nums.any { it > 40 }
println nums.any { it < 0 }
println nums.every { it > 0 }
println nums.every { it % 2 == 0 }
println nums.findIndexOf { it == 16 }
println nums.findIndexOf { it == 99 }
println nums.findLastIndexOf { it % 2 == 0 }
def words = ['groovy', 'java', 'rust', 'go', 'kotlin']
println words.findAll { it.size() <= 4 }
println words.collect { it.size() }
println words.find { it.startsWith('r') }
println words.collect { it[0] }.join('')
println words.count { it.contains('o') }
println words.any { it == 'java' }
println words.every { it.size() > 1 }
def people = [[name: 'Ann', age: 31], [name: 'Bob', age: 17], [name: 'Cy', age: 45]]
println people.findAll { it.age >= 18 }.collect { it.name }
println people.find { it.name == 'Bob' }
println people.collect { p -> p.age + 1 }
println people.every { it.name }
def r = (1..10)
println r.findAll { it % 3 == 0 }
println r.collect { it * it }.findAll { it > 50 }
println r.find { it * it > 20 }
def squares = []
(1..4).each { squares << it * it }
println squares
println([].any { true })
println([].every { false })
println([].find { true })
println([1, 2, 3].collect())
def indexed = []
['a', 'b', 'c'].eachWithIndex { s, i -> indexed << "$s$i" }
println indexed
println nums.collect { it % 5 }.unique()
