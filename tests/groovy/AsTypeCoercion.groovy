// asType and conversions: as Integer/Long/Double/BigDecimal/String/List/Set/int[], toList, Collection conversions, Boolean coercion
def s = '123'
def i = s as Integer
println i + 1
println i.class.simpleName
println((s as Long).class.simpleName)
println((s as Double) / 2)
println((s as BigDecimal) / 2)
println((45 as String) + '6')
println((2.75 as Integer))
println((2.75 as Double))
println((10 as Double).class.simpleName)
println((10L as Integer).class.simpleName)
println((3 as BigDecimal).class.simpleName)
println(('a-b-c'.split('-') as List).reverse())
def set = [5, 1, 5, 3, 1] as Set
println set.size()
println set.sort()
println(set instanceof Set)
def sorted = [5, 1, 3] as SortedSet
println sorted
def lst = 'hello' as List
println lst
def arr = ['x', 'y'] as String[]
println arr.length
println arr.toList()
def ints = [4, 2, 8] as int[]
println ints.toList().max()
println ints.toList().sort()
def back = ints as List
println back
println(('true' as Boolean))
println((0 as Boolean))
println(([] as Boolean))
println(('x' as Boolean))
println([1, 2, 3].toList() instanceof List)
println((1..4).toList())
println((1..4) as List)
def chars = 'abc'.toList()
println chars.collect { (it as char) as int }
println(('9' as char) as int)
println(['3', '1', '2'].collect { it as Integer }.sum())
println(['3', '1', '2'].collect { it.toInteger() }.max())
println([1.5, 2.5].collect { it as Integer })
println([1, 2].collect { it as String }.join('+'))
println(String.valueOf(7.0d))
println((7.0 as Double).toString())
println((7 as double) / 2)
println(1.5d.toInteger())
println('0042'.toInteger())
println('-0.50'.toBigDecimal())
println('1e2'.toDouble())
println((100 as Byte) + 1)
println Integer.valueOf('12') + Long.valueOf('30')
def mixed = ['1', 2, 3.0, '4.5']
println mixed.collect { it.toString().toBigDecimal() }.sum()
