package ironpf.groovy;

import groovy.lang.Closure;

/** {@code first >> second}: calls second with the result of first. */
public final class ComposedClosure extends Closure {
    private final Closure first;
    private final Closure second;

    public ComposedClosure(Closure first, Closure second) {
        super(first.getOwner(), first.getThisObject());
        this.first = first;
        this.second = second;
    }

    public Object call(Object... args) {
        return second.call(first.call(args));
    }

    public int getMaximumNumberOfParameters() {
        return first.getMaximumNumberOfParameters();
    }
}
