// Conversions: toInteger, toDouble, toLong, toBigDecimal, toString, asType (as Integer/String/List/Set), isNumber
println '42'.toInteger() + 1
println '3.75'.toDouble() * 2
println '100'.toLong() * 3
println '1.10'.toBigDecimal() + 1
println '12'.isInteger()
println '1.5'.isInteger()
println '1.5'.isNumber()
println 'abc'.isNumber()
println 42.toString() + '!'
println 3.5.toString()
println 2.0d.toString()
println(('7' as Integer) * 2)
println(('2.5' as Double) + 1)
println(('2.5' as BigDecimal) + 1)
println((99 as String).size())
println((3.99 as Integer))
println((3.99d as int))
println((7 as Double))
println((7 as BigDecimal) / 2)
println(('x,y'.split(',') as List))
println(([3, 1, 3, 2] as Set).size())
println(([1, 2, 3] as Set).contains(2))
def arr = [1, 2, 3] as int[]
println arr.length
println arr.sum()
println((arr as List) + [4])
println Integer.parseInt('-17')
println Double.parseDouble('0.125')
println String.valueOf(12) + String.valueOf(true)
println Integer.valueOf(5) == 5
println 65 as char
println((char) 66)
println 'A'.charAt(0) as int
println 10.toBigInteger() * 10
println 1e3
println 1.0e-2
println 1e3d
println 255.toString().padLeft(5, '0')
println Integer.toHexString(255)
println Integer.toBinaryString(10)
println Long.MAX_VALUE
println Integer.MAX_VALUE + 1
println Integer.MAX_VALUE + 1L
println((int) 3.7d)
println Math.round(3.5d)
println Math.round(-3.5d)
println true.toString()
println null.toString()
println([1, 2].toString() + '!')
println([a: 1].toString().size())
