// Script-level variables: binding vars (no def) visible in methods, def locals invisible, methods calling methods, closures over binding
total = 0
names = []
config = [step: 5, label: 'run']
def localOnly = 'local'
def addName(String n) {
    names << n
    total += n.size()
    "${config.label}:${names.size()}"
}
def bumpTotal(int times = 1) {
    times.times { total += config.step }
    total
}
def describe() {
    "names=$names total=$total"
}
def hasLocal() {
    binding.hasVariable('localOnly')
}
println addName('alice')
println addName('bo')
println describe()
println bumpTotal()
println bumpTotal(3)
println total
println hasLocal()
println binding.hasVariable('total')
println binding.getVariable('names')
config.step = 100
println bumpTotal()
def adder = { n -> total += n; total }
println adder(1)
println total
counter = 0
def incr() { counter++ }
5.times { incr() }
println counter
def makeReport() {
    def lines = []
    names.eachWithIndex { n, i -> lines << "${i + 1}. $n (${n.size()})" }
    lines.join('; ')
}
println makeReport()
binding.setVariable('extra', 'set via binding')
println extra
def useExtra() { extra.toUpperCase() }
println useExtra()
println localOnly
config = [step: 1, label: 'replaced']
println addName('cy')
println binding.variables.keySet().findAll { it in ['total', 'names', 'config', 'counter', 'extra'] }.sort()
