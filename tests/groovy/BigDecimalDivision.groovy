// Groovy arithmetic beyond the long range: BigDecimal division (exact, else max precision + 10
// digits and scale >= 10), BigInteger powers and products, doubles turned into BigDecimals
def ts = 1606780800000
def third = 3.3333333333333335
println ts / third
println((ts / third).class.name)
println ts / (10.0d / 3 as BigDecimal)
println ts / new BigDecimal(10.0d / 3)
println 1.0 / 3 * 1e20
println((1.0 / 3 * 1e20).scale())
println 1e20 / 7
println 12345678901234567890.123 / 0.7
println(-98765432109876543210 / 123456789)
println 2G ** 100
println((2G ** 100).class.name)
println 2 ** 100
println 10G ** 40 + 1
println((10G ** 40 + 1) * (10G ** 40 - 1))
println 99999999999999999999G * 99999999999999999999G
println(-(2G ** 64) - 1)
println 3G ** 50 / 7G
println 170141183460469231731687303715884105727G.isProbablePrime(10)
println 1234567890123456789012345678901234567890G.toString(16)
println Long.MAX_VALUE + 1G
println Long.MAX_VALUE * 2G
println 9223372036854775807 + 1
println 123456789.123456789 * 987654321.987654321
println 0.1 + 0.2
println 0.1d + 0.2d
println((0.1d + 0.2d) as BigDecimal)
def sum = 0.0
for (int i = 1; i <= 500; i++) {
    sum += (i / 7.0d) as BigDecimal
}
println sum
println sum.scale()
def sum2 = 0
(1..300).each { sum2 += new BigDecimal(it * 1.1d) }
println sum2
println sum2.precision()
def prices = [19.99, 0.0825, 1234567890.1234567890, 1e-15, 3.3333333333333335]
println prices.sum()
println prices.inject(1.0) { acc, p -> acc * p }
println prices.collect { it / 3 }
println prices.max()
println prices.sort()
def lat = 40.7127837
def lon = -74.0059413
def elapsed = 1606780800000 - 1606694400000
println elapsed / 86400000 * lat / lon
println((ts / 1000).setScale(2, BigDecimal.ROUND_HALF_UP))
println((ts / third).setScale(3, java.math.RoundingMode.HALF_EVEN))
println(((2G ** 80) as BigDecimal) / 3)
println new BigDecimal("1E+30") / new BigDecimal("1E-30")
println(1e30 == 1000000000000000000000000000000G)
println(1e30 <=> 1e29)
println([12345678901234567890.5, 12345678901234567890.25, -1e25].sort())
println(new BigDecimal(12345678901234567890G, 5))
println((12345678901234567890.12345).toBigInteger())
println((12345678901234567890.99).intValue())
println((12345678901234567890.99).longValue())
println((12345678901234567890.99).doubleValue())
println((123456789012345678901234567890.5).hashCode())
println((2G ** 70).hashCode())
println((2G ** 70) % 1000)
println(-7G % 3)
println 7G.intdiv(2G)
println((2G ** 70).intdiv(3))
println(12345678901234567890.9 as BigInteger)
println(1.5e20d as BigInteger)
println 1e20d.toBigInteger()
println((2G ** 70).toBigDecimal())
println((2G ** 70) / 3)
println((2G ** 70) - 1.5)
println((2G ** 70) + 1.5d)
println((2G ** 70) <=> 1e21)
try {
    println 1 / 0
} catch (ArithmeticException e) {
    println "caught: " + e.message
}
try {
    println 12345678901234567890.5 / 0.0
} catch (ArithmeticException e) {
    println "caught: " + e.message
}
