package org.codehaus.groovy.runtime.wrappers;

/** A value with the static type it is to be treated as (a cast argument). */
public abstract class Wrapper {
    protected final Class constrainedType;

    public Wrapper(Class constrainedType) {
        this.constrainedType = constrainedType;
    }

    public abstract Object unwrap();

    public Class getType() {
        return constrainedType;
    }
}
