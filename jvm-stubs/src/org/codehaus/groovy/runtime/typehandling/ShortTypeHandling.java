package org.codehaus.groovy.runtime.typehandling;

public class ShortTypeHandling {
    public static String castToString(Object object) {
        if (object == null) return null;
        if (object instanceof String) return (String) object;
        return object.toString();
    }

    public static Class castToClass(Object object) {
        if (object == null || object instanceof Class) return (Class) object;
        throw new GroovyCastException(object, Class.class);
    }

    public static Character castToChar(Object object) {
        if (object == null) return null;
        return Character.valueOf(DefaultTypeTransformation.charUnbox(object));
    }
}
