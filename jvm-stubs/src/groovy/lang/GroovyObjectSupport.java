package groovy.lang;

import ironpf.groovy.IronMetaClass;

/** A base class for Java classes that act as Groovy objects. */
public abstract class GroovyObjectSupport implements GroovyObject {
    public Object invokeMethod(String name, Object args) {
        return getMetaClass().invokeMethod(this, name, args);
    }

    public Object getProperty(String property) {
        return getMetaClass().getProperty(this, property);
    }

    public void setProperty(String property, Object newValue) {
        getMetaClass().setProperty(this, property, newValue);
    }

    public MetaClass getMetaClass() {
        return IronMetaClass.INSTANCE;
    }

    public void setMetaClass(MetaClass metaClass) {
        throw ironpf.Unsupported.fail("changing a metaclass is not supported");
    }
}
