// Closures: implicit it, explicit params, stored in variables, call(), return values
def square = { it * it }
println square(4)
println square.call(5)
def add = { a, b -> a + b }
println add(2, 3)
println add('x', 'y')
def greet = { String name -> "Hello, $name!" }
println greet('World')
def noArgs = { -> 42 }
println noArgs()
def multiLine = { x ->
    def y = x * 2
    if (y > 10) {
        return 'big'
    }
    'small'
}
println multiLine(3)
println multiLine(7)
println square.maximumNumberOfParameters
println add.maximumNumberOfParameters
def apply = { f, v -> f(v) }
println apply(square, 6)
println apply({ it + 1 }, 6)
def compose = { f, g -> { x -> f(g(x)) } }
def incThenSquare = compose(square, { it + 1 })
println incThenSquare(2)
def fns = [square, { it * 10 }, { -it }]
println fns.collect { f -> f(3) }
def ops = [plus: { a, b -> a + b }, times: { a, b -> a * b }]
println ops.plus(3, 4)
println ops['times'](3, 4)
ops.each { name, op -> println "$name -> ${op(5, 6)}" }
def curried = add.curry(100)
println curried(1)
def implicitNull = { it }
println implicitNull()
println implicitNull('v')
def isEven = { n -> n % 2 == 0 }
println((1..6).findAll(isEven))
def counter = 0
def bump = { counter++ }
bump(); bump(); bump()
println counter
