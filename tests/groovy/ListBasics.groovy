// List literals, indexing, <<, +, -, size/first/last, contains, in, getAt/putAt, empty lists
def nums = [1, 2, 3]
println nums
println nums.size()
println nums[0]
println nums[-1]
println nums.first()
println nums.last()
nums << 4
println nums
nums << 5 << 6
println nums
def more = nums + [7, 8]
println more
println nums
def fewer = more - [2, 4]
println fewer
println more - 8
nums[0] = 10
println nums
nums.putAt(1, 20)
println nums
println nums.getAt(2)
println nums.contains(20)
println nums.contains(2)
println(3 in nums)
println(99 in nums)
def empty = []
println empty
println empty.size()
println empty.isEmpty()
empty.add('x')
empty.add('y')
println empty
println nums[1..3]
println nums[0, 2]
def words = ['apple', 'banana', 'cherry']
println words.indexOf('banana')
println words.join('-')
println words + 'date'
def mixed = [1, 'two', 3.0, null, true]
println mixed
println mixed.size()
println mixed[3] == null
def big = []
for (i in 1..5) { big << i * i }
println big
println big.sum()
println big == [1, 4, 9, 16, 25]
println([1, 2] == [1, 2])
println([1, 2] + [3] == [1, 2, 3])
