// Nested lists and maps: literals, indexing, printing, mutation inside nested structures
def grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
println grid
println grid[1]
println grid[1][2]
println grid[-1][-1]
grid[0][0] = 100
println grid
println grid.collect { row -> row.sum() }
println grid.flatten()
println grid*.size()
def inventory = [fruit: [apple: 3, pear: 0], veg: [carrot: 5]]
println inventory
println inventory.fruit.apple
println inventory['veg']['carrot']
inventory.fruit.kiwi = 7
inventory.dairy = [:]
inventory.dairy.milk = 2
println inventory
println inventory.keySet()
println inventory.fruit.keySet()
def records = [[name: 'a', tags: ['x', 'y']], [name: 'b', tags: []]]
println records
println records[0].tags[1]
records[1].tags << 'z'
println records
println records.collect { it.name }
println records.collect { it.tags.size() }
def deep = [1, [2, [3, [4, []]]]]
println deep
println deep[1][1][1]
println deep.flatten()
def listOfEmpty = [[], [:], '']
println listOfEmpty
println listOfEmpty.size()
def matrix = []
3.times { i ->
    def row = []
    3.times { j -> row << i * j }
    matrix << row
}
println matrix
println matrix.transpose()
def counts = [:]
['a', 'b', 'a', 'c', 'a', 'b'].each { w ->
    if (!counts.containsKey(w)) counts[w] = []
    counts[w] << w.toUpperCase()
}
println counts
println counts.collect { k, v -> "$k:${v.size()}" }
