package groovy.lang;

/** No property of that name. The message is Groovy 2.4's. */
public class MissingPropertyException extends GroovyRuntimeException {
    private final String property;
    private final Class type;

    public MissingPropertyException(String property, Class type) {
        super("No such property: " + property + " for class: " + type.getName());
        this.property = property;
        this.type = type;
    }

    public MissingPropertyException(String message) {
        super(message);
        this.property = null;
        this.type = null;
    }

    public String getProperty() {
        return property;
    }

    public Class getType() {
        return type;
    }
}
