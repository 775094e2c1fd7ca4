// Mixed int/long/BigDecimal/double arithmetic and comparison, ==, <=>, equals, class of results
def i = 5
def l = 5L
def bd = 5.0
def d = 5.0d
def f = 2.5f
println i == l
println i == bd
println i == d
println bd == d
println 1 == 1.0
println 1.0 == 1.00
println 1.0.equals(1.00)
println 1.equals(1L)
println 2 > 1.5
println 1.5 < 2L
println 3.0d >= 3
println 0.1 + 0.2 == 0.3
println 0.1d + 0.2d == 0.3d
println((i + l).class.name)
println((i + bd).class.name)
println((i + d).class.name)
println((l + bd).class.name)
println((bd + d).class.name)
println((i * f).class.name)
println((i / l).class.name)
println((d / i).class.name)
println((bd * bd).class.name)
println i + l
println i + bd
println i + d
println bd + d
println i * f
println i / 2L
println bd / 4
println d / 4
println i - 0.25
println d - 0.25
println 100L * 3
println 7L.intdiv(2)
println 1.5 * 1.5
println 1.5d * 1.5d
println 2.50 * 2
println 10 / 3.0d
println 10 / 3.0
println(i <=> 4.5)
println(3.5 <=> 3.5d)
println(l <=> 10)
println([1, 2L, 3.0, 4.0d].sum())
println([1, 2L, 3.0].sum())
println([1.5d, 2].max())
println([3L, 2.5, 1].min())
println Math.max(3, 7L)
println Math.sqrt(16)
println Math.pow(2, 0.5)
println 1 in [1.0, 2.0]
println([1, 2, 3].contains(2L))
println 3.0 * 2 == 6
println((3.0 * 2).toString())
println((0.5d + 0.5d).toString())
println 1e2d
println 123456789.0d
println 1234567890123.0d
println 0.0001d
println 0.001d
println 100.0d / 3
println 1.0d / 0
println(-1.0d / 0)
