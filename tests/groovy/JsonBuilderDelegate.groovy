// A JsonBuilder's closures resolve names on the builder first (DELEGATE_FIRST), even inside an
// object whose methodMissing answers any call (as a SmartApp's does).
import groovy.json.JsonBuilder

class Reporter {
    def name = "reporter"

    def report() {
        def json = new JsonBuilder()
        json { home "casa"; count 3; nested { a 1; b([1, 2]) } }
        println json.toString()
        def person = new JsonBuilder()
        person.person { name "inner"; age 7 }
        println person.toString()
        println name
    }

    def methodMissing(String n, Object args) {
        "owner answered " + n
    }
}

new Reporter().report()
println new Reporter().anything()
