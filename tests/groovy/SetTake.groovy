def s = new LinkedHashSet(["c", "a", "b", "a"])
println s.take(2)
println s.take(2).getClass().name
println s.take(0)
println new TreeSet([5, 1, 3]).take(2)
println([1, 2] * 3)
println([1, 2] * 2.7)
println(["x"].toSet().take(5))
