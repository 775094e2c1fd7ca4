// Parsing CSV-ish records: split/trim/toInteger, one simple regex (==~ and =~), a with {} block, building objects from maps
class Rec {
    String id
    String city
    int temp
    String toString() { "Rec($id,$city,$temp)" }
}
def raw = '''id, city, temp
r1, Oslo, -3
r2, Lima , 19
bad line
r3,Cairo,31
r4, Oslo, 2'''
def rows = raw.readLines()
def header = rows.head().split(',')*.trim()
println header
def recs = []
def skipped = []
rows.tail().each { line ->
    def parts = line.split(',')*.trim()
    if (parts.size() != header.size()) {
        skipped << line
        return
    }
    def m = [header, parts].transpose().collectEntries { it }
    recs << new Rec(id: m.id, city: m.city, temp: m.temp.toInteger())
}
println recs
println skipped
println recs*.city.unique()
println recs.groupBy { it.city }.collectEntries { k, v -> [(k): v*.temp] }
println recs.sum { it.temp }
println recs.max { it.temp }
println recs.findAll { it.temp < 0 }*.id
println recs.collect { it.id ==~ /r\d/ }
def matcher = 'temps: -3, 19, 31' =~ /-?\d+/
def found = matcher.collect { it.toInteger() }
println found
println found.sum()
def r = new Rec()
r.with {
    id = 'r9'
    city = 'Quito'
    temp = 14
}
println r
def summary = recs.collect { "${it.id}@${it.city.toUpperCase()}" }.join(';')
println summary
println summary.split(';').size()
def warm = recs.count { it.temp > 10 }
println "warm: $warm of ${recs.size()}"
def avg = recs.sum { it.temp } / recs.size()
println avg
println avg.class.simpleName
