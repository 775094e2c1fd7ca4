package groovy.lang;

/**
 * The metaclass protocol as far as groovyc's output uses it (generated GroovyObject methods
 * delegate to it). ironpf has one metaclass, {@link ironpf.groovy.IronMetaClass}, which hands
 * everything to the native dispatch.
 */
public interface MetaClass {
    Object invokeMethod(Object object, String methodName, Object arguments);

    Object invokeMethod(Object object, String methodName, Object[] arguments);

    Object getProperty(Object object, String property);

    void setProperty(Object object, String property, Object newValue);
}
