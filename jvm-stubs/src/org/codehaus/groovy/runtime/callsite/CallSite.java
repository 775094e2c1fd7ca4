package org.codehaus.groovy.runtime.callsite;

import groovy.lang.GroovyObject;

/** A dynamic call site of groovyc's output (non-indy mode): one per call in the source. */
public interface CallSite {
    String getName();

    Object call(Object receiver);

    Object call(Object receiver, Object arg1);

    Object call(Object receiver, Object arg1, Object arg2);

    Object call(Object receiver, Object arg1, Object arg2, Object arg3);

    Object call(Object receiver, Object arg1, Object arg2, Object arg3, Object arg4);

    Object call(Object receiver, Object[] args);

    Object callSafe(Object receiver);

    Object callSafe(Object receiver, Object arg1);

    Object callSafe(Object receiver, Object arg1, Object arg2);

    Object callSafe(Object receiver, Object arg1, Object arg2, Object arg3);

    Object callSafe(Object receiver, Object arg1, Object arg2, Object arg3, Object arg4);

    Object callSafe(Object receiver, Object[] args);

    Object callCurrent(GroovyObject receiver);

    Object callCurrent(GroovyObject receiver, Object arg1);

    Object callCurrent(GroovyObject receiver, Object arg1, Object arg2);

    Object callCurrent(GroovyObject receiver, Object arg1, Object arg2, Object arg3);

    Object callCurrent(GroovyObject receiver, Object arg1, Object arg2, Object arg3, Object arg4);

    Object callCurrent(GroovyObject receiver, Object[] args);

    Object callStatic(Class receiver);

    Object callStatic(Class receiver, Object arg1);

    Object callStatic(Class receiver, Object arg1, Object arg2);

    Object callStatic(Class receiver, Object arg1, Object arg2, Object arg3);

    Object callStatic(Class receiver, Object arg1, Object arg2, Object arg3, Object arg4);

    Object callStatic(Class receiver, Object[] args);

    Object callConstructor(Object receiver);

    Object callConstructor(Object receiver, Object arg1);

    Object callConstructor(Object receiver, Object arg1, Object arg2);

    Object callConstructor(Object receiver, Object arg1, Object arg2, Object arg3);

    Object callConstructor(Object receiver, Object arg1, Object arg2, Object arg3, Object arg4);

    Object callConstructor(Object receiver, Object[] args);

    Object callGetProperty(Object receiver);

    Object callGetPropertySafe(Object receiver);

    Object callGroovyObjectGetProperty(Object receiver);

    Object callGroovyObjectGetPropertySafe(Object receiver);
}
