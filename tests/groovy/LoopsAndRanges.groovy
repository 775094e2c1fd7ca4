// Loops and ranges: for-in list/range, exclusive ranges, while, classic for, times, upto, downto, step, char ranges, break/continue
def fruits = ['apple', 'kiwi', 'plum']
for (f in fruits) println f
for (i in 0..<fruits.size()) println "$i -> ${fruits[i]}"
for (int i = 0; i < 3; i++) print i
println()
def r = 1..5
println r
println r.size()
println "${r.from}..${r.to}"
println r.contains(3)
println r.toList()
println((1..<5).toList())
println((5..1).toList())
println r.collect { it * 2 }
(1..3).each { print "<$it>" }
println()
3.times { print it }
println()
1.upto(4) { print it }
println()
4.downto(1) { print it }
println()
0.step(10, 3) { print "$it " }
println()
println(('a'..'e').toList())
println(('a'..'e').join())
def n = 0
while (n < 5) {
    n++
    if (n == 2) continue
    if (n == 4) break
    println "while n=$n"
}
def found = null
for (x in [3, 8, 12, 5]) {
    if (x > 10) { found = x; break }
}
println found
def total = 0
for (i in 10..1) total += i
println total
def evens = []
for (i in (0..20).step(4)) evens << i
println evens
println((0..<0).toList())
println(5 in 1..10)
println(15 in 1..10)
def outer = 0
for (i in 1..3) {
    for (j in 1..3) {
        if (j > i) break
        outer += j
    }
}
println outer
def it2 = [10, 20, 30].iterator()
while (it2.hasNext()) print it2.next() + ' '
println()
def range = 2..6
println "${range[0]} ${range[-1]}"
println range.reverse().toList()
def rev = []
for (c in 'xyz') rev.add(0, c)
println rev
def mapLoop = [a: 1, b: 2]
for (e in mapLoop) println "${e.key}:${e.value}"
do_count = 0
while (true) { if (++do_count >= 3) break }
println do_count
