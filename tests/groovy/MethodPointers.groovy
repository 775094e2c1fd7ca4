// Method pointers: this.&foo, obj.&method, passing method pointers to GDK methods and user methods
class MpFormatter {
    String prefix
    String format(String s) { prefix + s }
    int twice(int n) { n * 2 }
}
def double1(x) { x * 2 }
def shout(String s) { s.toUpperCase() + '!' }
def applyTwice(f, v) { f(f(v)) }
def dp = this.&double1
println dp(21)
println dp.call(5)
println([1, 2, 3].collect(dp))
println([1, 2, 3].collect(this.&double1))
println(['a', 'b'].collect(this.&shout))
println applyTwice(dp, 3)
println applyTwice(this.&shout, 'hey')
def fmt = new MpFormatter(prefix: '>> ')
def fp = fmt.&format
println fp('line')
println(['x', 'y'].collect(fp))
def tw = fmt.&twice
println tw(8)
println applyTwice(tw, 5)
def sz = 'hello'.&size
println sz()
def up = 'mixed Case'.&toUpperCase
println up()
def listAdd = [].&add
def target = []
def adder = target.&add
adder(1)
adder(2)
println target
def ptrs = [dbl: this.&double1, sh: this.&shout]
println ptrs.dbl(4)
println ptrs.sh('ok')
println([3, 1, 2].sort().collect(fmt.&twice))
def pmax = Math.&max
println pmax(3, 9)
def parse = Integer.&parseInt
println(['10', '20'].collect(parse).sum())
println dp.maximumNumberOfParameters
