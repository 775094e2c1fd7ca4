// Word frequency program: split/tokenize, toLowerCase, map counting with elvis, sort by value, take, padRight/padLeft report
def text = '''The quick brown fox jumps over the lazy dog.
The dog sleeps; the fox runs away!
A quick fox, a lazy dog'''
def lines = text.readLines()
println lines.size()
lines.eachWithIndex { line, i -> println "${i + 1}: ${line.size()} chars" }
def words = text.toLowerCase().tokenize(' .,;!\n')
println words.size()
println words.take(5)
def freq = [:]
words.each { w -> freq[w] = (freq[w] ?: 0) + 1 }
println freq
def top = freq.sort { a, b -> b.value <=> a.value ?: a.key <=> b.key }
println top.take(4)
top.take(4).each { w, c -> println w.padRight(6, '.') + c.toString().padLeft(3) }
def longest = words.max { it.size() }
println "longest: $longest (${longest.size()})"
def byLength = words.unique(false).groupBy { it.size() }
println byLength.keySet().sort()
println byLength[3].sort()
def letters = [:]
words.join('').each { ch -> letters[ch] = (letters[ch] ?: 0) + 1 }
def vowels = letters.findAll { k, v -> k in ['a', 'e', 'i', 'o', 'u'] }
println vowels.sort()
println vowels.values().sum()
def capitalized = lines.collect { line -> line.split(' ').collect { it.capitalize() }.join(' ') }
capitalized.each { println it }
def uniqueSorted = words.toSet().toList().sort()
println uniqueSorted.size()
println uniqueSorted.first() + ' .. ' + uniqueSorted.last()
def total = freq.values().sum()
def pct = (freq.the * 100 / total).setScale(1, BigDecimal.ROUND_HALF_UP)
println "'the' is $pct% of $total words"
def bigrams = [:]
(0..<words.size() - 1).each { i ->
    def key = "${words[i]} ${words[i + 1]}".toString()
    bigrams[key] = (bigrams[key] ?: 0) + 1
}
println bigrams.findAll { it.value > 1 }
println words.count { it.startsWith('l') }
println words.findIndexOf { it == 'dog' }
println words.findLastIndexOf { it == 'dog' }
