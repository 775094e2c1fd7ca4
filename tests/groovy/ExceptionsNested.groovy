// Custom exception classes, rethrow/wrap with cause, nested try/finally, exceptions from closures, error counters
class ValidationError extends RuntimeException {
    String field
    ValidationError(String field, String msg) {
        super(msg)
        this.field = field
    }
}
class AppFailure extends Exception {
    AppFailure(String msg, Throwable cause) { super(msg, cause) }
}
def validate(Map rec) {
    if (!rec.name) throw new ValidationError('name', 'name is required')
    if (rec.age == null || rec.age < 0) throw new ValidationError('age', "bad age ${rec.age}")
    "${rec.name} ok"
}
def process(Map rec) throws AppFailure {
    try {
        validate(rec)
    } catch (ValidationError ve) {
        throw new AppFailure("process failed on ${ve.field}", ve)
    }
}
def records = [[name: 'a', age: 3], [name: '', age: 1], [name: 'c', age: -2], [name: 'd']]
def errors = [:]
records.each { r ->
    try {
        println process(r)
    } catch (AppFailure af) {
        println af.message
        println "  cause: ${af.cause.message} (${af.cause.getClass().simpleName})"
        errors[af.cause.field] = (errors[af.cause.field] ?: 0) + 1
    }
}
println errors
def trace = []
try {
    try {
        trace << 'inner try'
        throw new IllegalStateException('boom')
    } finally {
        trace << 'inner finally'
    }
} catch (IllegalStateException e) {
    trace << "outer catch ${e.message}"
} finally {
    trace << 'outer finally'
}
println trace
def failing = { x -> if (x == 3) throw new ValidationError('x', 'three!'); x * 2 }
def results = []
try {
    (1..5).each { results << failing(it) }
} catch (ValidationError e) {
    println "stopped at ${e.field}: ${e.message}"
}
println results
def caught = null
try {
    throw new ValidationError('f', 'm')
} catch (RuntimeException e) {
    caught = e
}
println "${caught instanceof ValidationError} ${caught.field}"
try {
    try { throw new IllegalArgumentException('orig') } catch (e) { throw e }
} catch (IllegalArgumentException e) {
    println "rethrown ${e.message}"
}
