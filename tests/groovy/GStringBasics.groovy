// GStrings: $x and ${expr} interpolation, property paths, equality with String, map key lookup, toString, multi-line
def name = 'Ada'
def n = 3
def person = [first: 'Grace', last: 'Hopper', langs: ['COBOL', 'FLOW-MATIC']]
println "Hello $name"
println "n=$n, n*2=${n * 2}, n^2=${n ** 2}"
println "Name: ${person.first} ${person.last}"
println "First lang: ${person.langs[0]}, count ${person.langs.size()}"
println "dotted path $person.first works"
println 'single $name stays literal'
println "escaped \$name"
def g = "value-$n"
println g
println g == 'value-3'
println 'value-3' == g
println g.equals('value-3')
println g.toString().equals('value-3')
println g instanceof String
println g instanceof GString
println g.toString() instanceof String
println g.size()
println g.toUpperCase()
def map = ['value-3': 'found', key: 'plain']
println map[g.toString()]
println map["value-$n".toString()]
def k = 'ke'
println map["${k}y"]
println map."${k}y"
def multi = """Line one $name
  Line two ${n + 1}
Line three"""
println multi
println multi.readLines().size()
def raw = '''raw
text $name'''
println raw
println "ternary: ${n > 2 ? 'big' : 'small'}"
println "closure-free method: ${name.toLowerCase()}"
println "list: ${[1, 2, 3]} map: ${[a: 1]}"
println "null: ${null}"
println "nested ${"inner $name"}"
def items = ['x', 'y']
println "items=$items"
def parts = []
for (i in 1..3) parts << "p$i"
println parts
println parts.join(',')
println parts.contains('p2')
def s1 = "a${1}"
def s2 = "a${1}"
println s1 == s2
println "abc".plus("def $n")
println "${1}${2}${3}".toInteger() + 1
println "len=${'hello'.size()}"
