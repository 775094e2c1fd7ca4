package ironpf.groovy;

import groovy.lang.MetaClass;

/** ironpf's metaclass: every operation goes to the native dispatch ({@link Dispatch}). */
public final class IronMetaClass implements MetaClass {
    public static final IronMetaClass INSTANCE = new IronMetaClass();

    private IronMetaClass() {
    }

    public Object invokeMethod(Object object, String methodName, Object arguments) {
        Object[] args = arguments instanceof Object[] ? (Object[]) arguments : new Object[] {arguments};
        return Dispatch.invoke(object, methodName, args);
    }

    public Object invokeMethod(Object object, String methodName, Object[] arguments) {
        return Dispatch.invoke(object, methodName, arguments);
    }

    public Object getProperty(Object object, String property) {
        return Dispatch.getPropertyOrMissing(object, property);
    }

    public void setProperty(Object object, String property, Object newValue) {
        Dispatch.setProperty(object, property, newValue);
    }
}
