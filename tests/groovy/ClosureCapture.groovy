// Closures capturing and mutating locals, closures returning closures, shared state
def total = 0
[1, 2, 3, 4].each { total += it }
println total
def log = []
def record = { msg -> log << msg.toUpperCase() }
record('start')
record('middle')
println log
def makeCounter = {
    def count = 0
    return { -> ++count }
}
def c1 = makeCounter()
def c2 = makeCounter()
println c1()
println c1()
println c1()
println c2()
def makeAdder = { n -> { x -> x + n } }
def add5 = makeAdder(5)
def add10 = makeAdder(10)
println add5(1)
println add10(1)
def name = 'first'
def show = { "name is $name" }
println show()
name = 'second'
println show()
def acc = [:]
def tally = { word -> acc[word] = (acc[word] ?: 0) + 1 }
'the cat and the hat and the bat'.split(' ').each(tally)
println acc
def max = Integer.MIN_VALUE
def min = Integer.MAX_VALUE
[5, -3, 17, 2].each { v ->
    if (v > max) max = v
    if (v < min) min = v
}
println "max=$max min=$min"
def builders = []
for (i in 1..3) {
    def j = i
    builders << { -> j * 100 }
}
println builders.collect { it() }
def sb = new StringBuilder()
3.times { sb.append(it).append(';') }
println sb.toString()
def flag = false
def setFlag = { flag = true }
println flag
setFlag()
println flag
def nested = 0
(1..3).each { a -> (1..a).each { b -> nested += b } }
println nested
