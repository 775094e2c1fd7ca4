// Rounding and formatting: round() on doubles/floats, round(n), Math.round, BigDecimal setScale, abs, toInteger, %.2f
def d = 3.14159d
println d.round()
println d.round(2)
println d.round(4)
println 2.5d.round()
println(-2.5d.round())
println 2.675d.round(2)
println Math.round(7.5d)
println Math.round(-7.5d)
println Math.floor(2.7d)
println Math.ceil(2.2d)
def bd = 3.14159
println bd.setScale(2, BigDecimal.ROUND_HALF_UP)
println 2.345.setScale(2, BigDecimal.ROUND_HALF_UP)
println 2.345.setScale(2, BigDecimal.ROUND_HALF_EVEN)
println 2.5.setScale(0, BigDecimal.ROUND_HALF_UP)
println 1.0.setScale(3)
println 10.intdiv(3)
println((10 / 3).setScale(2, BigDecimal.ROUND_HALF_UP))
println((2 / 3).toDouble())
println((1 / 3).scale())
println 7.50.scale()
println 7.50.stripTrailingZeros()
println 100.0.stripTrailingZeros().toPlainString()
println 1.50 + 1.50
println 1.5.toInteger()
println 9.99.toInteger()
println(-9.99.toInteger())
println 9.99d.toInteger()
println 12.5d.toLong()
println(-4.abs())
println((-4).abs())
println((-4.5).abs())
println((-4.5d).abs())
println Math.abs(-3L)
println String.format('%.2f', 3.14159d)
println String.format('%.2f', 2.5)
println String.format('%d items', 12)
println String.format('%s and %s', 'a', 'b')
def prices = [19.99, 5.01, 0.5]
def total = prices.sum()
println total
println total * 1.08
println((total * 1.08).setScale(2, BigDecimal.ROUND_HALF_UP))
def avg = prices.sum() / prices.size()
println avg
println avg.setScale(3, BigDecimal.ROUND_HALF_UP)
def dprices = [19.99d, 5.01d, 0.5d]
println dprices.sum()
println dprices.sum() / 3
println((dprices.sum() / 3).round(2))
println 1.23456789012345678d
println 0.1f
println 0.1f + 0.2f
println 1.0f / 3
println((float) 1.5)
println 3.0d
println 3.0
println 3.00
println 100d
