// ++/-- on Integer variables, properties and map entries; compound assignment (+=, -=, *=, /=) with type changes
def i = 5
i++
++i
println i
i--
println i
println i++
println i
println(++i)
println i--
println(--i)
def j = 10
j += 5
println j
j -= 3
j *= 2
println j
j /= 4
println j
println j.class.name
j = j.toInteger()
j %= 4
println j
def k = 3
k **= 3
println k
def s = 'ab'
s += 'cd'
s *= 2
println s
def list = [1]
list += 2
list += [3, 4]
println list
list -= 1
println list
def counts = [a: 0]
counts.a++
counts.a++
counts.b = 10
counts.b--
println counts
counts['a'] += 10
println counts.a
class IncBox {
    int n = 0
    Integer boxed = 100
    long big = 1L
}
def box = new IncBox()
box.n += 2
box.boxed--
box.big *= 1000
println "${box.n} ${box.boxed}"
println "${box.big} ${box.big.class.name}"
def d = 1.5
d++
println d
def dd = 0.5d
dd += 1
println dd
def lng = Integer.MAX_VALUE
lng++
println lng
def arr = [0, 0, 0]
arr[1]++
arr[2] += 7
println arr
