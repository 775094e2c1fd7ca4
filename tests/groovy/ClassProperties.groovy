// Classes in scripts: properties with auto getters/setters, named-arg constructors, custom getter/setter, toString
class Person {
    String name
    int age
    List<String> tags = []
    String toString() { "Person(name: $name, age: $age)" }
}
class Temperature {
    double celsius
    double getFahrenheit() { celsius * 9 / 5 + 32 }
    void setFahrenheit(double f) { celsius = (f - 32) * 5 / 9 }
}
class Account {
    String owner
    private BigDecimal balance = 0
    BigDecimal getBalance() { balance }
    void deposit(BigDecimal amt) { balance += amt }
    String toString() { "$owner: $balance" }
}
def p = new Person(name: 'Alice', age: 30)
println p
println p.name
println p.getName()
println p.age
p.age = 31
println p.getAge()
p.setName('Alicia')
println p.name
p.tags << 'admin'
p.tags << 'dev'
println p.tags
def q = new Person(name: 'Bob')
println q
println q.age
println q.tags
def r = new Person()
println r
r.name = 'Rae'
println r.name
println p['name']
println p['age'] + 1
def t = new Temperature(celsius: 100)
println t.fahrenheit
t.fahrenheit = 32
println t.celsius
t.celsius = 37
println t.getFahrenheit()
def acct = new Account(owner: 'Zed')
acct.deposit(10.50)
acct.deposit(2.25)
println acct.balance
println acct
def people = [p, q, new Person(name: 'Cy', age: 5)]
println people
println people.collect { it.name }
println people.findAll { it.age > 10 }
println people.sum { it.age }
def byName = people.collectEntries { [(it.name): it] }
println byName.Bob
println byName.keySet()
def field = 'age'
println p."$field"
p."$field" = 40
println p.age
p['name'] = 'Al'
println p
