// Integer arithmetic, division yielding BigDecimal, intdiv, %, **, negative numbers, int overflow wrap vs long/BigInteger
def a = 7
def b = 2
println a + b
println a - b
println a * b
println a / b
println((a / b).class.name)
println a.intdiv(b)
println a % b
println(-7 % 2)
println(-7.intdiv(2))
println a ** b
println 2 ** 10
println 2 ** 31
println((2 ** 31).class.name)
println 2 ** 62
println 2 ** -1
println 10 / 2
println((10 / 2).class.name)
println 1 / 3
println 2 / 3
println 10 / 4
println 1 / 8
println 100 / 7
println 9 / 3 * 3
println 7.intdiv(2) * 2 + 7 % 2
println(-a)
println(+a)
println(a.abs())
println((-a).abs())
println(a > b && b > 0)
println(a == 7)
println(a != 7)
println 3 + 4 * 5
println((3 + 4) * 5)
println 17 % 5 * 2
def big = 1000000 * 1000000
println big
def big2 = 1000000L * 1000000
println big2
println Integer.MAX_VALUE * 2
println 5.power(3)
println 10.0 / 4
println 1.0 / 3
println 3 * 0.1
println 0.1 + 0.2
println 0.1d + 0.2d
println 1.1d * 3
println 12 % 5
println 4.2d % 2
println(5.plus(3))
println(5.minus(8))
println(6.multiply(7))
println(6.div(4))
println(7.mod(3))
println(-7.mod(3))
println 0 / 5
println 1.5 * 2
println(1.50 + 1.25)
println 10.0 - 0.5
