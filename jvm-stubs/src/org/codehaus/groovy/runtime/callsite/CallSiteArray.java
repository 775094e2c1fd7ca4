package org.codehaus.groovy.runtime.callsite;

import ironpf.groovy.DynamicCallSite;

/** The call sites of one compiled class, by index, each knowing only its name. */
public final class CallSiteArray {
    public final CallSite[] array;
    public final Class owner;

    public CallSiteArray(Class owner, String[] names) {
        this.owner = owner;
        this.array = new CallSite[names.length];
        for (int i = 0; i < names.length; i++) {
            array[i] = new DynamicCallSite(names[i]);
        }
    }
}
