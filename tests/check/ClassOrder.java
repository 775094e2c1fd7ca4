import gov.nasa.jpf.vm.Verify;

/** Loads two classes in an order that depends on the search: the depth-first search's first
 *  path (0, 0) loads First before Second; a breadth-first search runs option 1 of the first
 *  choice (which loads Second) before any option of the second choice. Every path ends with
 *  both Class objects in a static field, so the end states hold them. A Class object's
 *  fingerprint must not depend on which class the VM happened to load first. */
public class ClassOrder {
    static Object[] keep;
    static int path;

    static class First {}

    static class Second {}

    public static void main(String[] args) {
        if (Verify.getInt(0, 1) == 0) {
            if (Verify.getInt(0, 1) == 0) {
                new First();
            } else {
                new Second();
            }
        } else {
            new Second();
            path = Verify.getInt(0, 1);
        }
        keep = new Object[] {First.class, Second.class};
    }
}
