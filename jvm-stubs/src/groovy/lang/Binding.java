package groovy.lang;

import java.util.LinkedHashMap;
import java.util.Map;

/** A script's variables (those assigned without a declaration). */
public class Binding extends GroovyObjectSupport {
    private final Map variables;

    public Binding() {
        variables = new LinkedHashMap();
    }

    public Binding(Map variables) {
        this.variables = variables;
    }

    public Binding(String[] args) {
        this();
        setVariable("args", args);
    }

    public Object getVariable(String name) {
        if (!variables.containsKey(name)) throw new MissingPropertyException(name, getClass());
        return variables.get(name);
    }

    public void setVariable(String name, Object value) {
        variables.put(name, value);
    }

    public boolean hasVariable(String name) {
        return variables.containsKey(name);
    }

    public Map getVariables() {
        return variables;
    }

    public Object getProperty(String name) {
        if (variables.containsKey(name)) return variables.get(name);
        return super.getProperty(name);
    }

    public void setProperty(String name, Object value) {
        variables.put(name, value);
    }
}
