package groovy.lang;

import ironpf.groovy.Dispatch;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import org.codehaus.groovy.runtime.InvokerHelper;
import org.codehaus.groovy.runtime.typehandling.DefaultTypeTransformation;

/** A range of comparable values other than ints ({@code 'a'..'e'}), stepped with next(). */
public class ObjectRange extends AbstractList implements Range {
    private final Comparable from;
    private final Comparable to;
    private final boolean reverse;
    private final List elements = new ArrayList();

    public ObjectRange(Comparable from, Comparable to) {
        this.reverse = DefaultTypeTransformation.compareTo(from, to) > 0;
        this.from = reverse ? to : from;
        this.to = reverse ? from : to;
        Object v = this.from;
        while (DefaultTypeTransformation.compareTo(v, this.to) <= 0) {
            elements.add(v);
            if (DefaultTypeTransformation.compareEqual(v, this.to)) break;
            v = Dispatch.invoke(v, "next", new Object[0]);
        }
        if (reverse) java.util.Collections.reverse(elements);
    }

    public Comparable getFrom() {
        return from;
    }

    public Comparable getTo() {
        return to;
    }

    public boolean isReverse() {
        return reverse;
    }

    public Object get(int index) {
        return elements.get(index);
    }

    public int size() {
        return elements.size();
    }

    public String toString() {
        return reverse ? InvokerHelper.toString(to) + ".." + InvokerHelper.toString(from)
                : InvokerHelper.toString(from) + ".." + InvokerHelper.toString(to);
    }
}
