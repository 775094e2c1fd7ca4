// GDK aggregation: inject, sum, max, min, count, unique, join, reverse, first/last, size
def nums = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
println nums.sum()
println nums.max()
println nums.min()
println nums.inject(0) { acc, n -> acc + n }
println nums.inject(1) { acc, n -> acc * n }
println nums.inject { a, b -> a > b ? a : b }
println nums.count(5)
println nums.count { it > 3 }
println nums.unique(false)
println nums
println nums.clone().unique()
println nums.join(',')
println nums.join('')
println nums.reverse()
println nums.first()
println nums.last()
println nums.size()
def copy = nums.collect()
copy.unique()
println copy
println copy.size()
def words = ['pear', 'fig', 'banana', 'kiwi']
println words.sum()
println words.max { it.size() }
println words.min { it.size() }
println words.inject('') { s, w -> s + w[0] }
println words.join(' | ')
println words.reverse()
println words.sum { it.size() }
def decimals = [1.5, 2.25, 0.25]
println decimals.sum()
println decimals.max()
println decimals.inject(0) { a, b -> a + b }
def doubles = [1.5d, 2.5d]
println doubles.sum()
println([].sum())
println([10].max())
println([[1, 2], [3]].sum())
println(['b', 'a', 'b', 'c', 'a'].unique())
println((1..5).sum())
println((1..5).inject(0) { a, b -> a + b * b })
def stats = nums.inject([min: null, max: null]) { m, n ->
    m.min = (m.min == null || n < m.min) ? n : m.min
    m.max = (m.max == null || n > m.max) ? n : m.max
    m
}
println stats
println nums.countBy { it % 2 == 0 ? 'even' : 'odd' }
println nums.groupBy { it % 3 }
println ([1, 2, 3].reverse().join('<'))
