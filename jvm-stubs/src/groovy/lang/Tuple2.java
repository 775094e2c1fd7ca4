package groovy.lang;

/** A pair (Groovy 2.4's Tuple2; ironpf runtime library): withIndex makes them. */
public class Tuple2<A, B> extends Tuple {
    public Tuple2(A first, B second) {
        super(new Object[] {first, second});
    }

    @SuppressWarnings("unchecked")
    public A getFirst() {
        return (A) get(0);
    }

    @SuppressWarnings("unchecked")
    public B getSecond() {
        return (B) get(1);
    }
}
