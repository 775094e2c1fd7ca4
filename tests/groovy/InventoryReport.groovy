// Inventory program: classes with BigDecimal prices, maps of objects, inject/sum/collectEntries, formatted report lines
class Product {
    String sku
    String name
    BigDecimal price
    int qty
    BigDecimal total() { price * qty }
    String toString() { "$name<$sku>" }
}
class Warehouse {
    String name
    Map<String, Product> items = [:]
    void add(Product p) { items[p.sku] = p }
    Product find(String sku) { items[sku] }
    BigDecimal value() { items.values().sum { it.total() } ?: 0 }
    List<Product> lowStock(int limit = 5) { items.values().findAll { it.qty < limit }.sort { it.sku } }
}
def w = new Warehouse(name: 'Main')
w.add(new Product(sku: 'A1', name: 'bolt', price: 0.25, qty: 400))
w.add(new Product(sku: 'B2', name: 'nut', price: 0.10, qty: 3))
w.add(new Product(sku: 'C3', name: 'gear', price: 12.50, qty: 8))
w.add(new Product(sku: 'D4', name: 'motor', price: 99.99, qty: 2))
println w.items.keySet()
println w.items.values()
println w.value()
println w.lowStock()
println w.lowStock(10)
println w.find('C3').total()
println w.find('ZZ')?.total()
w.items.values().each { p ->
    println "${p.sku.padRight(4)}${p.name.padRight(7)}${p.qty.toString().padLeft(5)} x ${p.price} = ${p.total()}"
}
def totals = w.items.collectEntries { sku, p -> [(sku): p.total()] }
println totals
println totals.max { it.value }.key
def restock = [B2: 50, D4: 3]
restock.each { sku, n -> w.find(sku).qty += n }
println w.items.values().collect { "${it.sku}=${it.qty}" }
println w.value()
def discounted = w.items.values().collect { p -> (p.price * 0.9).setScale(2, BigDecimal.ROUND_HALF_UP) }
println discounted
println discounted.sum()
def categories = [small: { it.price < 1 }, medium: { it.price >= 1 && it.price < 50 }, large: { it.price >= 50 }]
categories.each { cat, pred -> println "$cat: ${w.items.values().findAll(pred)*.name}" }
def avgPrice = w.items.values().sum { it.price } / w.items.size()
println avgPrice
println avgPrice.toDouble()
println w.items.values().every { it.qty > 0 }
println w.items.values().inject(0) { acc, p -> acc + p.qty }
