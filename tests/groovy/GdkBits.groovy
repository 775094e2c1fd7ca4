// GDK methods public SmartApps call: Date.parse(format, text) as a static call, getAt on a
// primitive array, the withIndex/indexed/eachWithIndex family, and Matcher methods through
// dynamic dispatch.
def d = Date.parse("yyyy-MM-dd'T'HH:mm:ss", "2020-03-04T05:06:07")
println d.format("yyyy/MM/dd HH:mm:ss")
int[] xs = [3, 1, 4, 1, 5] as int[]
println xs[2]
println xs[-1]
println xs[1..3]
def names = ["a", "b", "c"]
println names.withIndex()
println names.indexed()
names.eachWithIndex { n, i -> print "${i}:${n} " }
println()
println names.withIndex().collect { n, i -> "${n}${i}" }
println names.collect().withIndex(1)
def m = "temp=72F hum=40%" =~ /(\w+)=(\d+)/
println m.size()
println m[0]
println m[1][2]
println m.collect { it[1] }
def m2 = ("abc123" =~ /\d+/)
println m2.find()
println m2.matches()
println ("abc" ==~ /a.c/)
def mm = "x=1" =~ /x=(\d)/
if (mm.find()) println mm.group(1)
println "a-b-c".tokenize("-")
