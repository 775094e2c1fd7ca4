package groovy.lang;

import ironpf.groovy.Dispatch;
import org.codehaus.groovy.runtime.InvokerHelper;

/**
 * The base class of compiled scripts. Variables assigned without a declaration live in the
 * binding; property reads look there first, method calls fall back to a closure stored there.
 */
public abstract class Script extends GroovyObjectSupport {
    private Binding binding;

    protected Script() {
        this(new Binding());
    }

    protected Script(Binding binding) {
        this.binding = binding;
    }

    public Binding getBinding() {
        return binding;
    }

    public void setBinding(Binding binding) {
        this.binding = binding;
    }

    public abstract Object run();

    public Object getProperty(String property) {
        if (binding.hasVariable(property)) return binding.getVariable(property);
        if ("binding".equals(property)) return binding;
        if (Dispatch.hasProperty(this, property)) return Dispatch.getProperty(this, property);
        throw new MissingPropertyException(property, getClass());
    }

    public void setProperty(String property, Object newValue) {
        if ("binding".equals(property)) {
            binding = (Binding) newValue;
        } else if (!binding.hasVariable(property) && Dispatch.hasProperty(this, property)) {
            Dispatch.setProperty(this, property, newValue);
        } else {
            binding.setVariable(property, newValue);
        }
    }

    public Object invokeMethod(String name, Object args) {
        Object[] array = args instanceof Object[] ? (Object[]) args : new Object[] {args};
        return Dispatch.invokeCurrent(this, name, array);
    }

    public void println() {
        System.out.println();
    }

    public void println(Object value) {
        System.out.println(InvokerHelper.toString(value));
    }

    public void print(Object value) {
        System.out.print(InvokerHelper.toString(value));
    }
}
