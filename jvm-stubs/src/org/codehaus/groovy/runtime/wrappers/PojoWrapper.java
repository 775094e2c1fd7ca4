package org.codehaus.groovy.runtime.wrappers;

public class PojoWrapper extends Wrapper {
    protected final Object wrapped;

    public PojoWrapper(Object wrapped, Class constrainedType) {
        super(constrainedType);
        this.wrapped = wrapped;
    }

    public Object unwrap() {
        return wrapped;
    }
}
