// Power asserts: the message of a failed assert, rendered as Groovy 2.4 renders it, with and
// without a message, over values of many kinds.
def t(Closure c) { try { c() } catch (AssertionError e) { println "${e.getClass().name}"; println e.message; println '--' } }
def s = 'abc'; def l = [1, 2]; def m = [a: 1, b: 'x']; def n = null; def e = ''
t { assert s == 'abd' }
t { assert l.size() == 3 && s }
t { assert m.a == 2 }
t { assert n != null }
t { assert e }
t { assert s.toUpperCase().length() > 10 }
t { assert l.collect { it * 100000 }.sum() < 5 }
t { assert 1 == 2, "one is not two" }
t { assert l[0] + l[1] == 4 : 'sum' }
t { assert 'multi\nline' == s }
t { assert !true }
t { assert (s.size() * 2) in [1, 2] }
t { assert [a: [1, 2], b: null].b }
t { assert 'x' * 3 == 'xxxy' }
t { assert 'abc'.find(/b./) == 'bd' }
