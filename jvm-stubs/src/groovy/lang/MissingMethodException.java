package groovy.lang;

import org.codehaus.groovy.runtime.InvokerHelper;

/** No method of that name accepts the arguments. The message is Groovy 2.4's first line. */
public class MissingMethodException extends GroovyRuntimeException {
    private final String method;
    private final Class type;
    private final boolean isStatic;
    private final Object[] arguments;

    public MissingMethodException(String method, Class type, Object[] arguments) {
        this(method, type, arguments, false);
    }

    public MissingMethodException(String method, Class type, Object[] arguments, boolean isStatic) {
        super(message(method, type, arguments == null ? new Object[0] : arguments, isStatic));
        this.method = method;
        this.type = type;
        this.isStatic = isStatic;
        this.arguments = arguments == null ? new Object[0] : arguments;
    }

    /** The message, made when the exception is (so that reports read it from the field). */
    private static String message(String method, Class type, Object[] arguments, boolean isStatic) {
        StringBuilder types = new StringBuilder();
        for (int i = 0; i < arguments.length; i++) {
            if (i > 0) types.append(", ");
            types.append(arguments[i] == null ? "null" : arguments[i].getClass().getName());
        }
        return "No signature of method: " + (isStatic ? "static " : "") + type.getName() + "." + method
                + "() is applicable for argument types: (" + types + ") values: "
                + InvokerHelper.toString(arguments);
    }

    public String getMethod() {
        return method;
    }

    public Class getType() {
        return type;
    }

    public Object[] getArguments() {
        return arguments;
    }

    public boolean isStatic() {
        return isStatic;
    }
}
