// Uncaught custom RuntimeException thrown from inside a closure passed to each after some output
class BudgetExceeded extends RuntimeException {
    BudgetExceeded(String msg) { super(msg) }
}
def budget = 100
def spent = 0
def purchases = [[item: 'pen', cost: 5], [item: 'book', cost: 30], [item: 'lamp', cost: 45],
                 [item: 'chair', cost: 80], [item: 'mug', cost: 10]]
def buy = { p ->
    if (spent + p.cost > budget) {
        throw new BudgetExceeded("cannot buy ${p.item}: ${spent + p.cost} > $budget")
    }
    spent += p.cost
    println "bought ${p.item}, spent=$spent, left=${budget - spent}"
}
purchases.take(2).each(buy)
println purchases*.item
println purchases.sum { it.cost }
def log = []
purchases.each { p ->
    log << p.item
    println "trying ${p.item}"
    buy(p)
}
println 'unreachable'
