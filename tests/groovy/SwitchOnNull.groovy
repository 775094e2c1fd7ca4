// switch on null and on numbers of other types: a number case does not match null, a null case
// does; 2L and 2.0 match case 2.
def f(v) {
  switch (v) {
    case 2: return 'two'
    case 'x': return 'x'
    case [1, 3]: return 'list'
    case null: return 'null'
    default: return 'other'
  }
}
println f(null)
println f(2)
println f(2L)
println f(2.0)
println f(3)
println f('x')
