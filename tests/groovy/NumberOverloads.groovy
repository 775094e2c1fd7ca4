// Groovy's choice among overloads for number arguments (MetaClassHelper's distance table):
// BigDecimal prefers Object to double, Integer prefers double to Number, and which
// conversions Groovy makes at all.
class Pick {
    static String f(double d) { 'double' }
    static String f(long d) { 'long' }
    static String f(Object d) { 'Object' }
    static String g(double d) { 'double' }
    static String g(Object d) { 'Object' }
    static String h(double d) { 'double' }
    static String h(Number d) { 'Number' }
    static String k(float d) { 'float' }
    static String k(Object d) { 'Object' }
    static String m(int d) { 'int' }
    static String m(Object d) { 'Object' }
    static String n(BigDecimal d) { 'BigDecimal' }
    static String n(double d) { 'double' }
    static String p(Integer d) { 'Integer' }
    static String p(Long d) { 'Long' }
    static String q(BigInteger d) { 'BigInteger' }
    static String q(float d) { 'float' }
    static String onlyDouble(double d) { "double ${d}" }
    static String onlyInt(int d) { "int ${d}" }
    static String onlyLong(long d) { "long ${d}" }
    static String onlyBigDecimal(BigDecimal d) { "BigDecimal ${d}" }
    static String onlyFloat(float d) { "float ${d}" }
    static String onlyShort(short d) { "short ${d}" }
    static String onlyInteger(Integer d) { "Integer ${d}" }
    static String onlyChar(char d) { "char ${d}" }
}

[1.5, 2, 3L, 2.5d, 2.5f, 10G, (short) 1, (byte) 7].each { v ->
    println "${v.getClass().simpleName}: f=${Pick.f(v)} g=${Pick.g(v)} h=${Pick.h(v)} k=${Pick.k(v)} m=${Pick.m(v)} n=${Pick.n(v)}"
}
[2, (short) 3, 4L, 5G].each { v ->
    def tryCall = { String name ->
        try { Pick."$name"(v) } catch (MissingMethodException e) { "no ${name}" }
    }
    println "${v.getClass().simpleName}: ${tryCall('p')} ${tryCall('q')} ${tryCall('onlyInt')} ${tryCall('onlyLong')}"
}
println Pick.onlyDouble(1.25)
println Pick.onlyDouble(3)
println Pick.onlyBigDecimal(3)
println Pick.onlyBigDecimal(2.5d)
try { Pick.onlyInt(2.5) } catch (MissingMethodException e) { println 'no int for 2.5' }
try { Pick.onlyInt('x') } catch (MissingMethodException e) { println 'no int for x' }
try { Pick.onlyLong(true) } catch (MissingMethodException e) { println 'no long for true' }
println Math.abs(-2.5)
println String.valueOf(1.5G)
[1.5, 2.5d, 3, 4L, 5G, (short) 6, (byte) 7, 'a' as char, true].each { v ->
    def t = { n -> try { Pick."$n"(v) } catch (MissingMethodException e) { "no $n" } }
    println "${v.getClass().simpleName}: ${t('onlyFloat')} ${t('onlyShort')} ${t('q')} ${t('onlyInteger')} ${t('onlyChar')}"
}
