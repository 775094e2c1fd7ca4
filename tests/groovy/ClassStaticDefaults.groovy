// Explicit constructors, constructor overloading, static methods/fields, default parameter values, this() chaining
class Counter {
    static int created = 0
    static final String KIND = 'counter'
    String id
    int value
    Counter(String id) { this(id, 0) }
    Counter(String id, int start) {
        this.id = id
        this.value = start
        created++
    }
    Counter increment(int by = 1) { value += by; this }
    static Counter of(String id) { new Counter(id, 100) }
    static int add(int a, int b = 10, int c = 100) { a + b + c }
    String toString() { "$id=$value" }
}
class MathUtil {
    static int square(int x) { x * x }
    static List<Integer> range(int n) { (0..<n).toList() }
    static String greet(String name, String greeting = 'Hello', String punct = '!') {
        "$greeting, $name$punct"
    }
}
def greetAll(names, prefix = '*') {
    names.collect { prefix + it }
}
def c1 = new Counter('a')
def c2 = new Counter('b', 5)
def c3 = Counter.of('c')
println c1
println c2
println c3
println Counter.created
println Counter.KIND
c1.increment()
c1.increment(5)
c1.increment().increment(2)
println c1
println c2.increment(10).increment()
println Counter.add(1)
println Counter.add(1, 2)
println Counter.add(1, 2, 3)
println MathUtil.square(9)
println MathUtil.range(4)
println MathUtil.greet('Bob')
println MathUtil.greet('Bob', 'Hi')
println MathUtil.greet('Bob', 'Yo', '?')
println greetAll(['x', 'y'])
println greetAll(['x', 'y'], '#')
println([3, 4].collect { MathUtil.square(it) })
def counters = ['p', 'q', 'r'].collect { new Counter(it, it.size()) }
println counters
println Counter.created
counters.each { it.increment(it.id == 'q' ? 10 : 1) }
println counters
println counters.max { it.value }
def ctor = { String n -> new Counter(n) }
println ctor('z')
println Counter.created
