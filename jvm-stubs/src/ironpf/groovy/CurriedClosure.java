package ironpf.groovy;

import groovy.lang.Closure;

/** {@code closure.curry(args)}: the closure with its first parameters bound. */
public final class CurriedClosure extends Closure {
    private final Closure target;
    private final Object[] bound;

    public CurriedClosure(Closure target, Object[] bound) {
        super(target.getOwner(), target.getThisObject());
        this.target = target;
        this.bound = bound;
    }

    public Object call(Object... args) {
        if (args == null) args = new Object[] {null};
        Object[] all = new Object[bound.length + args.length];
        System.arraycopy(bound, 0, all, 0, bound.length);
        System.arraycopy(args, 0, all, bound.length, args.length);
        return target.call(all);
    }

    public int getMaximumNumberOfParameters() {
        return Math.max(0, target.getMaximumNumberOfParameters() - bound.length);
    }
}
