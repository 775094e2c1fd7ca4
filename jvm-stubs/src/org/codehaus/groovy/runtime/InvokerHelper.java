package org.codehaus.groovy.runtime;

import groovy.lang.Binding;
import groovy.lang.GroovyObject;
import groovy.lang.Script;
import ironpf.groovy.Dispatch;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;

/** Script start-up, property access and Groovy's string form of values. */
public class InvokerHelper {
    public static Object runScript(Class scriptClass, String[] args) {
        Script script = (Script) Dispatch.newInstance(scriptClass, new Object[0]);
        script.setBinding(new Binding(args));
        return script.run();
    }

    public static Object getProperty(Object object, String name) {
        if (object == null) throw new NullPointerException("Cannot get property '" + name + "' on null object");
        if (object instanceof GroovyObject) return ((GroovyObject) object).getProperty(name);
        if (object instanceof Map) return ((Map) object).get(name);
        return Dispatch.getProperty(object, name);
    }

    public static void setProperty(Object object, String name, Object value) {
        if (object == null) throw new NullPointerException("Cannot set property '" + name + "' on null object");
        if (object instanceof GroovyObject) {
            ((GroovyObject) object).setProperty(name, value);
        } else if (object instanceof Map) {
            ((Map) object).put(name, value);
        } else {
            Dispatch.setProperty(object, name, value);
        }
    }

    public static Object invokeMethod(Object object, String name, Object args) {
        Object[] array = asArray(args);
        return Dispatch.invokeOn(object, name, array);
    }

    public static Object[] asArray(Object args) {
        if (args == null) return new Object[0];
        if (args instanceof Object[]) return (Object[]) args;
        return new Object[] {args};
    }

    public static String toString(Object value) {
        return format(value, false);
    }

    public static String inspect(Object value) {
        return format(value, true);
    }

    /** Groovy's rendering: lists as {@code [a, b]}, maps as {@code [k:v]}, strings bare
     *  (quoted when verbose). */
    public static String format(Object value, boolean verbose) {
        if (value == null) return "null";
        if (value instanceof String) return verbose ? "'" + value + "'" : (String) value;
        if (value instanceof Map) return formatMap((Map) value, verbose);
        if (value instanceof groovy.lang.IntRange) {
            return verbose ? value.toString() : formatCollection((Collection) value, verbose);
        }
        if (value instanceof Collection) return formatCollection((Collection) value, verbose);
        if (value instanceof Object[]) {
            Object[] a = (Object[]) value;
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < a.length; i++) {
                if (i > 0) sb.append(", ");
                sb.append(format(a[i], verbose));
            }
            return sb.append("]").toString();
        }
        if (value instanceof int[]) return java.util.Arrays.toString((int[]) value);
        if (value instanceof Character && verbose) return "'" + value + "'";
        return value.toString();
    }

    private static String formatCollection(Collection c, boolean verbose) {
        StringBuilder sb = new StringBuilder("[");
        Iterator it = c.iterator();
        boolean first = true;
        while (it.hasNext()) {
            Object e = it.next();
            if (!first) sb.append(", ");
            first = false;
            sb.append(e == c ? "(this Collection)" : format(e, verbose));
        }
        return sb.append("]").toString();
    }

    private static String formatMap(Map m, boolean verbose) {
        if (m.isEmpty()) return "[:]";
        StringBuilder sb = new StringBuilder("[");
        Iterator it = m.entrySet().iterator();
        boolean first = true;
        while (it.hasNext()) {
            Map.Entry e = (Map.Entry) it.next();
            if (!first) sb.append(", ");
            first = false;
            sb.append(format(e.getKey(), verbose)).append(':');
            sb.append(e.getValue() == m ? "(this Map)" : format(e.getValue(), verbose));
        }
        return sb.append("]").toString();
    }
}
