package ironpf.groovy;

import groovy.lang.GroovyObject;
import org.codehaus.groovy.runtime.InvokerHelper;
import org.codehaus.groovy.runtime.callsite.CallSite;

/** ironpf's only call site: every call goes through {@link Dispatch}. */
public final class DynamicCallSite implements CallSite {
    private final String name;

    public DynamicCallSite(String name) {
        this.name = name;
    }

    public String getName() {
        return name;
    }

    public Object call(Object receiver) {
        return call(receiver, new Object[0]);
    }

    public Object call(Object receiver, Object arg1) {
        return call(receiver, new Object[] {arg1});
    }

    public Object call(Object receiver, Object arg1, Object arg2) {
        return call(receiver, new Object[] {arg1, arg2});
    }

    public Object call(Object receiver, Object arg1, Object arg2, Object arg3) {
        return call(receiver, new Object[] {arg1, arg2, arg3});
    }

    public Object call(Object receiver, Object arg1, Object arg2, Object arg3, Object arg4) {
        return call(receiver, new Object[] {arg1, arg2, arg3, arg4});
    }

    public Object call(Object receiver, Object[] args) {
        return Dispatch.invokeOn(receiver, name, args);
    }

    public Object callSafe(Object receiver) {
        return receiver == null ? null : call(receiver);
    }

    public Object callSafe(Object receiver, Object arg1) {
        return receiver == null ? null : call(receiver, arg1);
    }

    public Object callSafe(Object receiver, Object arg1, Object arg2) {
        return receiver == null ? null : call(receiver, arg1, arg2);
    }

    public Object callSafe(Object receiver, Object arg1, Object arg2, Object arg3) {
        return receiver == null ? null : call(receiver, arg1, arg2, arg3);
    }

    public Object callSafe(Object receiver, Object arg1, Object arg2, Object arg3, Object arg4) {
        return receiver == null ? null : call(receiver, arg1, arg2, arg3, arg4);
    }

    public Object callSafe(Object receiver, Object[] args) {
        return receiver == null ? null : call(receiver, args);
    }

    public Object callCurrent(GroovyObject receiver) {
        return callCurrent(receiver, new Object[0]);
    }

    public Object callCurrent(GroovyObject receiver, Object arg1) {
        return callCurrent(receiver, new Object[] {arg1});
    }

    public Object callCurrent(GroovyObject receiver, Object arg1, Object arg2) {
        return callCurrent(receiver, new Object[] {arg1, arg2});
    }

    public Object callCurrent(GroovyObject receiver, Object arg1, Object arg2, Object arg3) {
        return callCurrent(receiver, new Object[] {arg1, arg2, arg3});
    }

    public Object callCurrent(GroovyObject receiver, Object arg1, Object arg2, Object arg3, Object arg4) {
        return callCurrent(receiver, new Object[] {arg1, arg2, arg3, arg4});
    }

    public Object callCurrent(GroovyObject receiver, Object[] args) {
        return Dispatch.invokeCurrent(receiver, name, args);
    }

    public Object callStatic(Class receiver) {
        return callStatic(receiver, new Object[0]);
    }

    public Object callStatic(Class receiver, Object arg1) {
        return callStatic(receiver, new Object[] {arg1});
    }

    public Object callStatic(Class receiver, Object arg1, Object arg2) {
        return callStatic(receiver, new Object[] {arg1, arg2});
    }

    public Object callStatic(Class receiver, Object arg1, Object arg2, Object arg3) {
        return callStatic(receiver, new Object[] {arg1, arg2, arg3});
    }

    public Object callStatic(Class receiver, Object arg1, Object arg2, Object arg3, Object arg4) {
        return callStatic(receiver, new Object[] {arg1, arg2, arg3, arg4});
    }

    public Object callStatic(Class receiver, Object[] args) {
        return Dispatch.invoke(receiver, name, Dispatch.unwrap(args));
    }

    public Object callConstructor(Object receiver) {
        return callConstructor(receiver, new Object[0]);
    }

    public Object callConstructor(Object receiver, Object arg1) {
        return callConstructor(receiver, new Object[] {arg1});
    }

    public Object callConstructor(Object receiver, Object arg1, Object arg2) {
        return callConstructor(receiver, new Object[] {arg1, arg2});
    }

    public Object callConstructor(Object receiver, Object arg1, Object arg2, Object arg3) {
        return callConstructor(receiver, new Object[] {arg1, arg2, arg3});
    }

    public Object callConstructor(Object receiver, Object arg1, Object arg2, Object arg3, Object arg4) {
        return callConstructor(receiver, new Object[] {arg1, arg2, arg3, arg4});
    }

    public Object callConstructor(Object receiver, Object[] args) {
        return Dispatch.newInstance((Class) receiver, args);
    }

    public Object callGetProperty(Object receiver) {
        return InvokerHelper.getProperty(receiver, name);
    }

    public Object callGetPropertySafe(Object receiver) {
        return receiver == null ? null : callGetProperty(receiver);
    }

    public Object callGroovyObjectGetProperty(Object receiver) {
        return InvokerHelper.getProperty(receiver, name);
    }

    public Object callGroovyObjectGetPropertySafe(Object receiver) {
        return receiver == null ? null : callGroovyObjectGetProperty(receiver);
    }
}
