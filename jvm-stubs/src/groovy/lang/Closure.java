package groovy.lang;

import ironpf.groovy.Dispatch;
import java.util.List;
import org.codehaus.groovy.runtime.InvokerHelper;

/**
 * A block of code with its owner (the enclosing object or closure), this-object and delegate.
 * groovyc compiles each closure to a subclass with {@code doCall} methods; calling a closure
 * selects among them by the arguments. Names a closure's body uses that are not its own
 * resolve in its owner, then its delegate (OWNER_FIRST; the other strategies swap or restrict
 * the order).
 */
public abstract class Closure<V> extends GroovyObjectSupport implements Runnable {
    public static final int OWNER_FIRST = 0;
    public static final int DELEGATE_FIRST = 1;
    public static final int OWNER_ONLY = 2;
    public static final int DELEGATE_ONLY = 3;
    public static final int TO_SELF = 4;

    private Object owner;
    private Object thisObject;
    private Object delegate;
    private int resolveStrategy = OWNER_FIRST;
    private int maximumNumberOfParameters = -2;

    public Closure(Object owner, Object thisObject) {
        this.owner = owner;
        this.thisObject = thisObject;
        this.delegate = owner;
    }

    public Closure(Object owner) {
        this(owner, null);
    }

    public Object getOwner() {
        return owner;
    }

    public Object getThisObject() {
        return thisObject;
    }

    public Object getDelegate() {
        return delegate;
    }

    public void setDelegate(Object delegate) {
        this.delegate = delegate;
    }

    public int getResolveStrategy() {
        return resolveStrategy;
    }

    public void setResolveStrategy(int resolveStrategy) {
        this.resolveStrategy = resolveStrategy;
    }

    public int getMaximumNumberOfParameters() {
        if (maximumNumberOfParameters == -2) maximumNumberOfParameters = Dispatch.maxParameters(this);
        return maximumNumberOfParameters;
    }

    public V call() {
        return (V) call(new Object[0]);
    }

    public V call(Object argument) {
        return (V) call(new Object[] {argument});
    }

    public V call(Object... args) {
        if (args == null) args = new Object[] {null};
        int max = getMaximumNumberOfParameters();
        if (args.length == 1 && max > 1 && args[0] instanceof List) {
            args = ((List) args[0]).toArray();
        }
        return (V) Dispatch.invoke(this, "doCall", args);
    }

    public void run() {
        call();
    }

    /** The targets a name used in the body is looked up in, in order. */
    private Object[] targets() {
        switch (resolveStrategy) {
            case DELEGATE_FIRST:
                return new Object[] {delegate, owner};
            case OWNER_ONLY:
                return new Object[] {owner};
            case DELEGATE_ONLY:
                return new Object[] {delegate};
            case TO_SELF:
                return new Object[0];
            default:
                return new Object[] {owner, delegate};
        }
    }

    /** Whether a call of {@code name} from inside this closure's body finds a method. */
    public boolean respondsFromInside(String name, Object[] args) {
        Object[] targets = targets();
        for (int i = 0; i < targets.length; i++) {
            if (Dispatch.canCallCurrent(targets[i], name, args)) return true;
        }
        return Dispatch.respondsTo(this, name, args);
    }

    /** A call of {@code name} from inside this closure's body. */
    public Object invokeFromInside(String name, Object[] args) {
        Object[] targets = targets();
        for (int i = 0; i < targets.length; i++) {
            if (Dispatch.canCallCurrent(targets[i], name, args)) {
                return Dispatch.invokeCurrent(targets[i], name, args);
            }
        }
        if (Dispatch.respondsTo(this, name, args)) return Dispatch.invoke(this, name, args);
        // No method of that name: the first target, in resolve-strategy order, that answers
        // calls of any name (Groovy's methodMissing hook) takes it, as Groovy asks the delegate
        // before the owner under DELEGATE_FIRST (a JsonBuilder's closure inside a SmartApp).
        Object[] hookArgs = new Object[] {name, args};
        for (int i = 0; i < targets.length; i++) {
            Object t = targets[i];
            if (t != null && !(t instanceof Closure) && Dispatch.respondsTo(t, "methodMissing", hookArgs)) {
                return Dispatch.invokeCurrent(t, name, args);
            }
        }
        return Dispatch.invokeCurrent(owner, name, args);
    }

    public Object invokeMethod(String name, Object args) {
        Object[] array = args instanceof Object[] ? (Object[]) args : new Object[] {args};
        return invokeFromInside(name, array);
    }

    public Object getProperty(String property) {
        if ("owner".equals(property)) return owner;
        if ("delegate".equals(property)) return delegate;
        if ("thisObject".equals(property)) return thisObject;
        if ("resolveStrategy".equals(property)) return Integer.valueOf(resolveStrategy);
        if ("maximumNumberOfParameters".equals(property)) {
            return Integer.valueOf(getMaximumNumberOfParameters());
        }
        Object[] targets = targets();
        MissingPropertyException first = null;
        for (int i = 0; i < targets.length; i++) {
            if (targets[i] == null) continue;
            try {
                return InvokerHelper.getProperty(targets[i], property);
            } catch (MissingPropertyException e) {
                if (first == null) first = e;
            }
        }
        if (first != null) throw first;
        throw new MissingPropertyException(property, getClass());
    }

    public void setProperty(String property, Object newValue) {
        if ("delegate".equals(property)) {
            delegate = newValue;
            return;
        }
        if ("resolveStrategy".equals(property)) {
            resolveStrategy = ((Number) newValue).intValue();
            return;
        }
        Object[] targets = targets();
        for (int i = 0; i < targets.length; i++) {
            Object t = targets[i];
            if (t != null && (t instanceof Script || t instanceof java.util.Map || t instanceof Closure
                    || Dispatch.hasProperty(t, property))) {
                InvokerHelper.setProperty(t, property, newValue);
                return;
            }
        }
        throw new MissingPropertyException(property, getClass());
    }
}
