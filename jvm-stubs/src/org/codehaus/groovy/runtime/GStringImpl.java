package org.codehaus.groovy.runtime;

import groovy.lang.GString;

/** The GString groovyc creates: the literal parts and the values between them. */
public class GStringImpl extends GString {
    private final String[] strings;

    public GStringImpl(Object[] values, String[] strings) {
        super(values);
        this.strings = strings;
    }

    public String[] getStrings() {
        return strings;
    }
}
