package groovy.lang;

import java.util.AbstractList;

/** An immutable list of values (Groovy 2.4's Tuple; ironpf runtime library). */
public class Tuple extends AbstractList {
    private final Object[] contents;

    public Tuple(Object[] contents) {
        if (contents == null) {
            throw new NullPointerException();
        }
        this.contents = contents.clone();
    }

    public Object get(int index) {
        return contents[index];
    }

    public int size() {
        return contents.length;
    }
}
