// Sorting: sort() natural, sort(false), sort with 1-arg and 2-arg closures, <=>, reverse, sort maps of objects
def nums = [5, 3, 9, 1, 7]
def sorted = nums.sort(false)
println sorted
println nums
nums.sort()
println nums
println nums.sort { -it }
println nums
println nums.sort { a, b -> b <=> a }
def words = ['banana', 'Apple', 'cherry', 'date', 'fig']
println words.sort(false)
println words.sort(false) { it.size() }
println words.sort(false) { it.toLowerCase() }
println words.sort(false) { a, b -> a.size() <=> b.size() ?: a <=> b }
println words
println words.sort(false).reverse()
class SortItem {
    String name
    int weight
    String toString() { "$name($weight)" }
}
def items = [new SortItem(name: 'box', weight: 12), new SortItem(name: 'bag', weight: 3),
             new SortItem(name: 'crate', weight: 30), new SortItem(name: 'cup', weight: 3)]
println items
println items.sort(false) { it.weight }
println items.sort(false) { it.name }
println items.sort(false) { a, b -> b.weight <=> a.weight }
println items.sort(false) { a, b -> a.weight <=> b.weight ?: a.name <=> b.name }
println items.max { it.weight }
println items.min { it.name }
println items*.weight.sort()
def mixedNums = [2.5, 1, 3L, 0.5d, 2]
println mixedNums.sort(false)
println(1 <=> 2)
println(2 <=> 2)
println(3 <=> 2)
println('a' <=> 'b')
println(1.5 <=> 1)
def scores = [tom: 80, ann: 95, joe: 72]
println scores.sort { it.value }
println scores.sort { a, b -> b.value <=> a.value }
println scores.sort()
println scores.keySet().sort()
println scores.entrySet().sort { it.value }.collect { it.key }
def pairs = [[2, 'b'], [1, 'z'], [2, 'a'], [1, 'a']]
println pairs.sort(false) { a, b -> a[0] <=> b[0] ?: a[1] <=> b[1] }
println(['x10', 'x9', 'x100'].sort(false))
println(['x10', 'x9', 'x100'].sort(false) { it.substring(1).toInteger() })
println nums.findIndexOf { it == 7 }
