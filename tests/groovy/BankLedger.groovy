// Bank ledger: class methods with closures resolving owner fields, obj.&method and this.&method pointers, equals, round
class Txn {
    String kind
    BigDecimal amount
    boolean equals(Object o) { o instanceof Txn && kind == o.kind && amount == o.amount }
    int hashCode() { kind.size() }
    String toString() { "$kind:$amount" }
}
class Ledger {
    String holder
    List<Txn> txns = []
    BigDecimal fee = 0.50
    def record(String kind, amount) { txns << new Txn(kind: kind, amount: amount); this }
    BigDecimal balance() {
        txns.inject(0) { acc, t -> t.kind == 'dep' ? acc + t.amount : acc - t.amount - fee }
    }
    def applyAll(Closure c) { txns.collect { c(it) } }
    String summary() {
        def fmt = { t -> "${holder}/${t.kind}/${t.amount}" }
        txns.take(2).collect(fmt).join(' ')
    }
    BigDecimal withdrawals() { txns.findAll { it.kind == 'wd' }.sum { it.amount + fee } ?: 0 }
}
def l = new Ledger(holder: 'kim')
l.record('dep', 100).record('wd', 20.25).record('dep', 5.5).record('wd', 1)
println l.txns
println l.balance()
println l.summary()
println l.withdrawals()
println l.applyAll { it.amount * 2 }
def bal = l.&balance
println bal()
def rec = l.&record
rec('dep', 10)
println bal()
println l.txns.size()
def fmtMoney(BigDecimal v) { '$' + v.setScale(2, BigDecimal.ROUND_HALF_UP) }
def fm = this.&fmtMoney
println fm(l.balance())
println l.txns*.amount.collect(fm)
println new Txn(kind: 'dep', amount: 10) == new Txn(kind: 'dep', amount: 10.0)
println l.txns.contains(new Txn(kind: 'wd', amount: 1))
println l.txns.count(new Txn(kind: 'dep', amount: 100))
println l.txns.indexOf(new Txn(kind: 'dep', amount: 5.5))
def rate = 0.0375d
def interest = l.balance().toDouble() * rate
println interest
println interest.round(2)
println Math.round(interest * 100) / 100
println((l.balance() * 0.0375).setScale(3, BigDecimal.ROUND_HALF_UP))
def byKind = l.txns.groupBy { it.kind }.collectEntries { k, v -> [(k): v*.amount.sum()] }
println byKind
println byKind.dep - byKind.wd
def ledgers = [new Ledger(holder: 'a').record('dep', 3), new Ledger(holder: 'b').record('dep', 7).record('wd', 2)]
println ledgers.collect { "${it.holder}=${it.balance()}" }
println ledgers*.balance().sum()
