package org.codehaus.groovy.runtime;

/** Marks the closure classes groovyc generates. */
public interface GeneratedClosure {
}
