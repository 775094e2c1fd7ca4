// Exceptions: throw/catch, e.message, try/catch/finally ordering, catching by type, multi-catch, built-in exceptions
def risky(int n) {
    if (n < 0) throw new IllegalArgumentException("negative: $n")
    if (n == 0) throw new IllegalStateException('zero not allowed')
    if (n > 100) throw new RuntimeException('too big')
    return 100.intdiv(n)
}
[5, -1, 0, 500].each { n ->
    try {
        println "result ${risky(n)}"
    } catch (IllegalArgumentException e) {
        println "IAE: ${e.message}"
    } catch (IllegalStateException e) {
        println "ISE: ${e.message}"
    } catch (RuntimeException e) {
        println "RTE: ${e.message}"
    } finally {
        println "finally for $n"
    }
}
try {
    throw new IllegalStateException('x')
} catch (e) {
    println e.message
    println e.getClass().name
    println e instanceof RuntimeException
}
try {
    [1, 2][5].size()
} catch (NullPointerException e) {
    println "NPE: ${e.message}"
}
try {
    [1, 2].get(5)
} catch (IndexOutOfBoundsException e) {
    println 'index out of bounds'
}
try {
    'abc'.toInteger()
} catch (NumberFormatException e) {
    println "NFE: ${e.message}"
}
try {
    1 / 0
} catch (ArithmeticException e) {
    println "arith: ${e.message}"
}
try {
    Integer.parseInt('zz')
} catch (IllegalArgumentException | IllegalStateException e) {
    println "multi: ${e.getClass().simpleName}"
}
def order = []
def f = {
    try {
        order << 'try'
        return 'returned'
    } finally {
        order << 'finally'
    }
}
println f()
println order
def safeDiv(a, b) {
    try { a.intdiv(b) } catch (ArithmeticException e) { -1 }
}
println safeDiv(10, 3)
println safeDiv(1, 0)
