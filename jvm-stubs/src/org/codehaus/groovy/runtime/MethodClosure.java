package org.codehaus.groovy.runtime;

import groovy.lang.Closure;
import ironpf.groovy.Dispatch;

/** A method pointer ({@code object.&name}): calling it calls the method on its owner. */
public class MethodClosure extends Closure {
    private final String method;

    public MethodClosure(Object owner, String method) {
        super(owner);
        this.method = method;
    }

    public String getMethod() {
        return method;
    }

    public Object call(Object... args) {
        if (args == null) args = new Object[] {null};
        return Dispatch.invokeCurrent(getOwner(), method, args);
    }

    public int getMaximumNumberOfParameters() {
        return 1;
    }
}
