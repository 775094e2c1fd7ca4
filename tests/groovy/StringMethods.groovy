// String methods: toUpperCase, substring, split, startsWith, contains, replace, trim, padLeft, size, multiply, indexing
def s = 'Hello, Groovy World'
println s.toUpperCase()
println s.toLowerCase()
println s.size()
println s.length()
println s.substring(7)
println s.substring(7, 13)
println s[0]
println s[-1]
println s[0..4]
println s[-5..-1]
println s.split(', ')
println s.split(' ').size()
println s.tokenize(' ,')
println s.startsWith('Hello')
println s.endsWith('World')
println s.contains('Groovy')
println s.contains('groovy')
println s.indexOf('o')
println s.lastIndexOf('o')
println s.replace('o', '0')
println s.replace('World', 'There')
println '  padded  '.trim() + '|'
println '7'.padLeft(3, '0')
println 'ab'.padLeft(5) + '|'
println 'ab'.padRight(5, '.') + '|'
println 'ab' * 3
println '-' * 10
println 'abc'.reverse()
println 'abc'.center(7, '*')
println 'Title'.charAt(1)
println 'a,b,,c'.split(',').size()
println 'a-b-c'.split('-').join('+')
println 'CamelCaseWord'.findAll { it == it.toUpperCase() }.join()
println 'hello'.capitalize()
println 'x' + 1 + 2
println 1 + 2 + 'x'
println 'abc' < 'abd'
println 'abc'.equals('abc')
println 'abc'.equalsIgnoreCase('ABC')
println 'banana'.count('an')
println 'one two three'.split(' ').collect { it.capitalize() }.join(' ')
println 'repeat'.toList()
println 'a1b2'.toList().findAll { it.isNumber() }
println 'text'.isEmpty()
println ''.isEmpty()
println 'hello world'.minus('o')
println 'hello' - 'l'
println 'a\tb'.size()
println 'line1\nline2'.readLines()
println 'x=1;y=2'.split(';').collect { it.split('=')[1] }
println 'abc'.multiply(2)
println 'Groovy'.startsWith('Gr') && 'Groovy'.endsWith('vy')
def sb = new StringBuilder('ab')
sb << 'cd' << 'ef'
println sb.toString()
println sb.length()
