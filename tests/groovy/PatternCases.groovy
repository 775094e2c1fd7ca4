// Pattern literals (~/regex/ and ~"..."), pattern cases in switch, find and match operators,
// and varargs calls of Java methods from Groovy.
def p = ~/ab+c/
println p.getClass().name
println('xabbbcx' =~ p)
println(('abbc' ==~ p))
def classify(s) {
  switch (s) {
    case ~/\d+/: return 'digits'
    case ~/[a-z]+/: return 'word'
    case 'X': return 'X'
    default: return 'other'
  }
}
['123', 'abc', 'X', '?!'].each { println classify(it) }
println String.format('%s-%s-%d', 'a', 'b', 3)
println String.format('%05.1f', 3.14159)
println Arrays.asList(1, 2, 3)
println Collections.max([3, 9, 2])
def m = 'hello world' =~ /(\w+) (\w+)/
println m[0][2]
println(~5)
def word = 'b+'
def dyn = ~"a${word}c"
println(('abbc' ==~ dyn))
println(('abbc' =~ dyn).find())
println 'ab12cd345'.findAll(/\d+/)
println Arrays.asList('x', 'y')
println String.join('-', 'p', 'q', 'r')
println Collections.addAll(new ArrayList(), 1, 2, 3)
println 'x1y22'.find(/\d+/)
println 'xyz'.find(~/\d/)
