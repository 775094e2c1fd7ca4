// GStrings in depth: building report text, GString vs String keys in maps and lists, method args, concatenation, multi-line
def user = [name: 'Lin', visits: 3, tags: ['a', 'b']]
def line = "User ${user.name} visited ${user.visits} time${user.visits == 1 ? '' : 's'}"
println line
println line.length()
def report = """\
Report for ${user.name}
  visits: ${user.visits}
  tags:   ${user.tags.join(', ')}
  score:  ${user.visits * 10 / 4}"""
println report
println report.readLines().size()
def key = "na${'me'}"
println user[key]
println user.get(key.toString())
println user."$key"
def gmap = [:]
gmap["k${1}"] = 'from gstring'
println gmap
println gmap['k1']
println gmap.k1
def gs = "x${42}"
def str = 'x42'
println gs == str
println str == gs
println gs.equals(str)
println str.equals(gs)
println str.equals(gs.toString())
println([gs].contains(str))
println([gs.toString()].contains(str))
println([gs, str].unique().size())
def names = ['Al', 'Bo']
def greetings = names.collect { "Hi $it" }
println greetings
println greetings*.toString()*.size()
println greetings.join(' & ')
def takesString(String s) { "got String '$s' of ${s.size()}" }
println takesString("dyn ${1 + 1}")
def n = 5
def plain = 'count: ' + n
def interp = "count: $n"
println plain == interp
println "a" + "b$n" + 'c'
println "${'nested "quotes"'}"
println "dollar sign: \$5 and ${'$'}6"
def sb = new StringBuilder()
(1..3).each { sb << "[$it]" }
println sb
def table = [[1, 'one'], [2, 'two']].collect { row -> "| ${row[0]} | ${row[1].padRight(5)}|" }
table.each { println it }
println "sum=${[1, 2, 3].sum()} max=${[4, 9, 2].max()}"
println "upper: ${'abc'.toUpperCase()}; size ${'abc'.size()}"
def price = 3.5
println "price: \$${price * 2}"
println "expr ${n > 3 && n < 10}"
