// JPF's Verify API called from Groovy: varargs getIntFromList, getInt, getBoolean, and a
// power assert that fails for one combination only.
import gov.nasa.jpf.vm.Verify

int a = Verify.getIntFromList(3, 5, 7)
int b = Verify.getInt(0, 2)
boolean f = Verify.getBoolean()
def seen = Verify.getIntFromList([4, 6] as int[])
assert !(a * b == 14 && f && seen == 6)
