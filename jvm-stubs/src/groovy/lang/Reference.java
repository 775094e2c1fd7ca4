package groovy.lang;

/** A variable captured by a closure and shared with the code that declared it. */
public class Reference<T> extends GroovyObjectSupport {
    private T value;

    public Reference() {
    }

    public Reference(T value) {
        this.value = value;
    }

    public T get() {
        return value;
    }

    public void set(T value) {
        this.value = value;
    }
}
