package org.codehaus.groovy.runtime.callsite;

import ironpf.groovy.Dispatch;

/**
 * The call sites of one compiled class, by index, each knowing only its name. The array is
 * runtime machinery made once per class outside the program's state (see
 * {@link Dispatch#callSites}): it is neither fingerprinted nor an access.
 */
public final class CallSiteArray {
    public final CallSite[] array;
    public final Class owner;

    public CallSiteArray(Class owner, String[] names) {
        this.owner = owner;
        this.array = Dispatch.callSites(owner, names);
    }
}
