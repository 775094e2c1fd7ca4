package ironpf.groovy;

import groovy.lang.Binding;
import groovy.lang.Closure;
import groovy.lang.GString;
import groovy.lang.GroovyRuntimeException;
import groovy.lang.MissingMethodException;
import groovy.lang.MissingPropertyException;
import groovy.lang.Script;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.runtime.InvokerHelper;

/**
 * Groovy's dynamic dispatch. The natives select a method (by name and the runtime types of
 * the arguments: the receiver's class and superclasses, then the GDK in {@link Gdk}), a
 * property accessor or a constructor, and hand over to it as an ordinary call; what no member
 * answers comes back to the Java fallbacks below ({@code missing*}), which handle maps,
 * scripts' bindings and spreading over collections and throw Groovy's exceptions.
 */
public final class Dispatch {
    private Dispatch() {
    }

    /** Calls the method {@code name} of {@code receiver} (static ones too for a Class). */
    public static native Object invoke(Object receiver, String name, Object[] args);

    /** Whether {@link #invoke} finds a method (GDK methods included). */
    public static native boolean respondsTo(Object receiver, String name, Object[] args);

    /** Calls the constructor of {@code c} that fits {@code args}. */
    public static native Object construct(Class c, Object[] args);

    public static native boolean hasConstructor(Class c, Object[] args);

    /** The property through its getter or field (static ones for a Class). */
    public static native Object getProperty(Object receiver, String name);

    /** Whether the receiver has a getter or field for the property. */
    public static native boolean hasProperty(Object receiver, String name);

    /** Sets the property through its setter or field; returns null. */
    public static native Object setProperty(Object receiver, String name, Object value);

    /** The most parameters a closure's {@code doCall} takes. */
    public static native int maxParameters(Object closure);

    /** The call sites of a compiled class, made once: runtime machinery, not program state. */
    public static native org.codehaus.groovy.runtime.callsite.CallSite[] callSites(Class owner, String[] names);

    /** The descriptor of the constructor of {@code c} that fits {@code args}, or null. */
    public static native String constructorDescriptor(Class c, Object[] args);

    /** {@code super.name(args)} from a method of {@code sender}. */
    public static native Object invokeSuper(Class sender, Object receiver, String name, Object[] args);

    public static Object getPropertyOrMissing(Object receiver, String name) {
        return getProperty(receiver, name);
    }

    /** Arguments with their cast wrappers ({@code (Type) x} in a call) removed. */
    public static Object[] unwrap(Object[] args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof org.codehaus.groovy.runtime.wrappers.Wrapper) {
                args[i] = ((org.codehaus.groovy.runtime.wrappers.Wrapper) args[i]).unwrap();
            }
        }
        return args;
    }

    /** A call {@code receiver.name(args)} at a call site. */
    public static Object invokeOn(Object receiver, String name, Object[] args) {
        unwrap(args);
        if (receiver == null) {
            if (respondsTo(null, name, args)) return invoke(null, name, args);
            throw new NullPointerException("Cannot invoke method " + name + "() on null object");
        }
        if (receiver instanceof Closure && "call".equals(name)) return ((Closure) receiver).call(args);
        return invoke(receiver, name, args);
    }

    /** A call with an implicit receiver: from a method, a script body or a closure body. */
    public static Object invokeCurrent(Object receiver, String name, Object[] args) {
        unwrap(args);
        if (receiver instanceof Closure && !"call".equals(name) && !"doCall".equals(name)) {
            return ((Closure) receiver).invokeFromInside(name, args);
        }
        if (respondsTo(receiver, name, args)) return invoke(receiver, name, args);
        Object value = closureProperty(receiver, name);
        if (value instanceof Closure) return ((Closure) value).call(args);
        return invoke(receiver, name, args);
    }

    /** Whether an implicit-receiver call of {@code name} on {@code target} finds a method. */
    public static boolean canCallCurrent(Object target, String name, Object[] args) {
        if (target == null) return false;
        if (target instanceof Closure) return ((Closure) target).respondsFromInside(name, args);
        return respondsTo(target, name, args) || closureProperty(target, name) instanceof Closure;
    }

    /** A script's binding variable or an object's property of that name, if it has one. */
    private static Object closureProperty(Object receiver, String name) {
        if (receiver instanceof Script) {
            Binding b = ((Script) receiver).getBinding();
            if (b.hasVariable(name)) return b.getVariable(name);
        }
        if (receiver != null && hasProperty(receiver, name)) return getProperty(receiver, name);
        return null;
    }

    /** {@code new C(args)}, including Groovy's named-argument form {@code new C(a: 1)}. */
    public static Object newInstance(Class c, Object[] args) {
        unwrap(args);
        if (hasConstructor(c, args)) return construct(c, args);
        if (args.length == 1 && args[0] instanceof Map && hasConstructor(c, new Object[0])) {
            Object o = construct(c, new Object[0]);
            Iterator it = ((Map) args[0]).entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry e = (Map.Entry) it.next();
                InvokerHelper.setProperty(o, e.getKey().toString(), e.getValue());
            }
            return o;
        }
        return construct(c, args);
    }

    // ----- fallbacks the natives hand over to -----

    public static Object missingMethod(Object receiver, String name, Object[] args) {
        if (receiver instanceof GString) return invoke(receiver.toString(), name, args);
        // obj['name'] and obj['name'] = value are property access on any object.
        if ("getAt".equals(name) && args.length == 1 && args[0] instanceof CharSequence && receiver != null) {
            return InvokerHelper.getProperty(receiver, args[0].toString());
        }
        if ("putAt".equals(name) && args.length == 2 && args[0] instanceof CharSequence && receiver != null) {
            InvokerHelper.setProperty(receiver, args[0].toString(), args[1]);
            return null;
        }
        // A closure held in a map entry or property of that name is called.
        if (receiver instanceof Map && ((Map) receiver).get(name) instanceof Closure) {
            return ((Closure) ((Map) receiver).get(name)).call(args);
        }
        if (receiver != null && !(receiver instanceof Class) && hasProperty(receiver, name)) {
            Object value = getProperty(receiver, name);
            if (value instanceof Closure) return ((Closure) value).call(args);
        }
        // Groovy's hook for classes that answer calls of any name.
        if (receiver != null && !(receiver instanceof Class)) {
            Object[] hookArgs = new Object[] {name, args};
            if (respondsTo(receiver, "methodMissing", hookArgs)) return invoke(receiver, "methodMissing", hookArgs);
        }
        if (receiver instanceof Collection && spreadsCalls((Collection) receiver)) {
            List results = new ArrayList();
            Iterator it = ((Collection) receiver).iterator();
            while (it.hasNext()) results.add(invoke(it.next(), name, args));
            return results;
        }
        if (receiver instanceof Class) throw new MissingMethodException(name, (Class) receiver, args, true);
        if (receiver == null) throw new NullPointerException("Cannot invoke method " + name + "() on null object");
        throw new MissingMethodException(name, receiver.getClass(), args);
    }

    /** A non-empty collection of {@link SpreadCalls} objects only. */
    private static boolean spreadsCalls(Collection c) {
        if (c.isEmpty()) return false;
        Iterator it = c.iterator();
        while (it.hasNext()) {
            if (!(it.next() instanceof SpreadCalls)) return false;
        }
        return true;
    }

    public static Object missingProperty(Object receiver, String name) {
        if (receiver == null) throw new NullPointerException("Cannot get property '" + name + "' on null object");
        if (receiver instanceof Map) return ((Map) receiver).get(name);
        // Groovy's hook for classes that answer properties of any name.
        Object[] hookArgs = new Object[] {name};
        if (!(receiver instanceof Class) && respondsTo(receiver, "propertyMissing", hookArgs)) {
            return invoke(receiver, "propertyMissing", hookArgs);
        }
        if ("length".equals(name) && receiver.getClass().isArray()) {
            return Integer.valueOf(java.lang.reflect.Array.getLength(receiver));
        }
        if (receiver instanceof Collection) {
            List result = new ArrayList();
            Iterator it = ((Collection) receiver).iterator();
            while (it.hasNext()) {
                Object e = it.next();
                result.add(e == null ? null : InvokerHelper.getProperty(e, name));
            }
            return result;
        }
        if (receiver instanceof Class) throw new MissingPropertyException(name, (Class) receiver);
        throw new MissingPropertyException(name, receiver.getClass());
    }

    public static Object missingPropertyForSet(Object receiver, String name, Object value) {
        if (receiver == null) throw new NullPointerException("Cannot set property '" + name + "' on null object");
        if (receiver instanceof Map) {
            ((Map) receiver).put(name, value);
            return null;
        }
        if (receiver instanceof Class) throw new MissingPropertyException(name, (Class) receiver);
        throw new MissingPropertyException(name, receiver.getClass());
    }

    public static Object missingConstructor(Class c, Object[] args) {
        StringBuilder types = new StringBuilder();
        for (int i = 0; i < args.length; i++) {
            if (i > 0) types.append(", ");
            types.append(args[i] == null ? "null" : args[i].getClass().getName());
        }
        throw new GroovyRuntimeException("Could not find matching constructor for: " + c.getName() + "(" + types + ")");
    }
}
