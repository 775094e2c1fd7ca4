// Spread operator *. and implicit collection property access (people.name), map of objects, method spread
class Employee {
    String name
    String dept
    int salary
    String upperName() { name.toUpperCase() }
    String toString() { "$name/$dept" }
}
def staff = [
    new Employee(name: 'ann', dept: 'eng', salary: 120),
    new Employee(name: 'bob', dept: 'ops', salary: 90),
    new Employee(name: 'cat', dept: 'eng', salary: 110),
    new Employee(name: 'dan', dept: 'hr', salary: 70)
]
println staff*.name
println staff.name
println staff*.salary
println staff.salary.sum()
println staff*.upperName()
println staff.dept.unique()
println staff*.dept.countBy { it }
println staff.findAll { it.dept == 'eng' }*.name
println staff.groupBy { it.dept }.collectEntries { k, v -> [(k): v*.name] }
def byName = [:]
staff.each { byName[it.name] = it }
println byName
println byName.bob.salary
println byName['cat'].dept
println byName.values()*.salary
println byName.collect { k, v -> "$k earns ${v.salary}" }
def deptTotals = [:]
staff.each { e -> deptTotals[e.dept] = (deptTotals[e.dept] ?: 0) + e.salary }
println deptTotals
println deptTotals.max { it.value }.key
def maybeNull = [new Employee(name: 'eve', dept: 'x'), null]
println maybeNull*.name
def words = ['alpha', 'beta', 'gamma']
println words*.size()
println words*.toUpperCase()
println words.collect { it[0] }
println words*.reverse()
def nested = [[1, 2], [3, 4, 5]]
println nested*.size()
println nested*.sum()
println nested*.get(0)
def maps = [[k: 1], [k: 2], [k: 3]]
println maps*.k
println maps.k
println maps.k.sum()
def args = [2, 3]
def mul(a, b) { a * b }
println mul(*args)
def combined = [0, *args, 9]
println combined
def m = [x: 1, *: [y: 2, z: 3]]
println m
staff*.salary = 0
println staff.salary
staff.each { it.salary = it.name.size() * 10 }
println staff*.salary
println staff.sum { it.salary }
